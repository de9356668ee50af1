import { describe, expect, it } from 'vitest';
import { scaleBars } from '../bar-chart';

describe('the bar chart scale', () => {
  it('puts zero at the bottom when nothing is negative and the tallest bar at the top', () => {
    const { baseline, bars } = scaleBars([[0, 50, 100]], 160);
    expect(baseline).toBe(160);
    expect(bars[0]).toEqual([
      { y: 160, height: 0 },
      { y: 80, height: 80 },
      { y: 0, height: 160 },
    ]);
  });

  it('draws a negative day below the zero line, on one scale with the other series', () => {
    const { baseline, bars } = scaleBars([[300], [-100]], 160);
    expect(baseline).toBe(120);
    expect(bars[0]?.[0]).toEqual({ y: 0, height: 120 });
    expect(bars[1]?.[0]).toEqual({ y: 120, height: 40 });
  });

  it('draws nothing, and divides by nothing, when every figure is zero', () => {
    const { baseline, bars } = scaleBars([[0, 0]], 160);
    expect(baseline).toBe(160);
    expect(bars[0]).toEqual([
      { y: 160, height: 0 },
      { y: 160, height: 0 },
    ]);
  });
});
