import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chartSummary, DailyChart } from '../charts/daily-chart';
import { labelEvery, roundStep, valueScale } from '../charts/value-scale';
import { lastDays } from '../report-range';

describe('the daily chart', () => {
  it('rounds steps up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([1, 3, 21, 240, 251, 999, 1_001].map(roundStep)).toEqual([1, 5, 25, 250, 500, 1_000, 2_000]);
  });

  it('spans every value on round ticks, the largest at the top and 0 at the bottom', () => {
    const scale = valueScale([123_456, 80_000, 0], 200);
    expect(scale).toMatchObject({ bottom: 0, top: 150_000, ticks: [0, 50_000, 100_000, 150_000] });
    expect(scale.y(150_000)).toBe(0);
    expect(scale.y(0)).toBe(200);
    expect(scale.y(75_000)).toBe(100);
  });

  it('puts 0 above the bottom when GGR is negative, on a tick', () => {
    const scale = valueScale([10_000, -4_000], 120);
    expect(scale.bottom).toBe(-5_000);
    expect(scale.top).toBe(10_000);
    expect(scale.ticks).toContain(0);
    expect(scale.y(0)).toBe(80);
  });

  it('draws days with nothing as a flat baseline rather than dividing by zero', () => {
    const scale = valueScale([0, 0, 0], 100);
    expect(scale.y(0)).toBe(100);
    expect(Number.isFinite(scale.y(0))).toBe(true);
    expect(scale.top).toBeGreaterThan(0);
  });

  it('labels at most eight days', () => {
    expect(labelEvery(7, 8)).toBe(1);
    expect(labelEvery(14, 8)).toBe(2);
    expect(labelEvery(92, 8)).toBe(12);
  });

  it('summarises the range, the totals and the busiest days for a screen reader', () => {
    const summary = chartSummary([
      { day: '2026-03-09', depositsPaidSum: 10_000, withdrawalsPaidSum: 0, ggr: 500 },
      { day: '2026-03-10', depositsPaidSum: 30_000, withdrawalsPaidSum: 0, ggr: -900 },
    ]);
    expect(summary).toContain('2026-03-09 to 2026-03-10');
    expect(summary).toMatch(/deposits \S*400\.00, most on 2026-03-10/);
    expect(summary).toContain('withdrawals none');
    expect(summary).toMatch(/GGR -?\S*4\.00/);
  });

  it('draws two bars a day and the GGR line as one labelled image, zero days included', () => {
    const days = ['2026-03-09', '2026-03-10', '2026-03-11'].map((day, index) => ({
      day,
      depositsPaidSum: index === 1 ? 50_000 : 0,
      withdrawalsPaidSum: index === 1 ? 20_000 : 0,
      ggr: index === 1 ? -400 : 0,
    }));
    const document = new DOMParser().parseFromString(
      renderToStaticMarkup(createElement(DailyChart, { days })),
      'text/html',
    );
    const svg = document.querySelector('svg[role="img"]');
    expect(svg?.getAttribute('aria-label')).toBe(chartSummary(days));
    expect(document.querySelectorAll('rect.console-chart-deposits')).toHaveLength(3);
    expect(document.querySelectorAll('rect.console-chart-withdrawals')).toHaveLength(3);
    expect(document.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect(svg?.outerHTML).not.toContain('NaN');
  });

  it('starts on the last 14 UTC days, today included', () => {
    expect(lastDays(14, new Date('2026-03-14T23:30:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-14' });
    expect(lastDays(14, new Date('2026-03-01T00:10:00Z'))).toEqual({ from: '2026-02-16', to: '2026-03-01' });
  });
});
