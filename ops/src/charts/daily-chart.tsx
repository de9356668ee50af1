import { formatMoney } from '@casino/platform';
import { labelEvery, valueScale } from './value-scale';

export interface ChartDay {
  day: string;
  depositsPaidSum: number;
  withdrawalsPaidSum: number;
  ggr: number;
}

const width = 720;
const height = 260;
const plot = { left: 96, right: 12, top: 12, bottom: 32 };
const plotWidth = width - plot.left - plot.right;
const plotHeight = height - plot.top - plot.bottom;

/** What the chart shows, for a screen reader: the totals and each series' best day. */
export function chartSummary(days: readonly ChartDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'No days to chart';
  const sum = (pick: (day: ChartDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  const peak = (pick: (day: ChartDay) => number) =>
    days.reduce((best, day) => (pick(day) > pick(best) ? day : best), first);
  const deposits = sum((day) => day.depositsPaidSum);
  const withdrawals = sum((day) => day.withdrawalsPaidSum);
  const busiest = (label: string, total: number, pick: (day: ChartDay) => number) =>
    total > 0 ? `${label} ${formatMoney(total)}, most on ${peak(pick).day}` : `${label} none`;
  return [
    `Deposits paid and withdrawals paid out per UTC day, ${first.day} to ${last.day}, with GGR as a line`,
    busiest('deposits', deposits, (day) => day.depositsPaidSum),
    busiest('withdrawals', withdrawals, (day) => day.withdrawalsPaidSum),
    `GGR ${formatMoney(sum((day) => day.ggr))}`,
  ].join('; ');
}

/**
 * Deposits paid against withdrawals paid out per day (bars), with the GGR of each day as a line.
 * Drawn by hand: a handful of rectangles needs no chart library. The table beneath it holds the
 * same figures for anyone who cannot see it.
 */
export function DailyChart({ days }: { days: readonly ChartDay[] }) {
  const scale = valueScale(
    days.flatMap((day) => [day.depositsPaidSum, day.withdrawalsPaidSum, day.ggr]),
    plotHeight,
  );
  const slot = plotWidth / Math.max(days.length, 1);
  const bar = Math.max(1, slot * 0.36);
  const zero = plot.top + scale.y(0);
  const every = labelEvery(days.length, 8);
  const centre = (index: number) => plot.left + slot * index + slot / 2;
  const bars = (value: number, x: number, className: string, key: string) => {
    const y = plot.top + scale.y(value);
    return (
      <rect
        key={key}
        className={className}
        x={x}
        y={Math.min(y, zero)}
        width={bar}
        height={Math.abs(zero - y)}
      />
    );
  };
  return (
    <figure className="console-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={chartSummary(days)}>
        {scale.ticks.map((tick) => (
          <g key={tick} className="console-chart-grid">
            <line
              x1={plot.left}
              x2={width - plot.right}
              y1={plot.top + scale.y(tick)}
              y2={plot.top + scale.y(tick)}
            />
            <text x={plot.left - 8} y={plot.top + scale.y(tick)} textAnchor="end" dominantBaseline="middle">
              {formatMoney(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) => (
          <g key={day.day}>
            {bars(day.depositsPaidSum, centre(index) - bar, 'console-chart-deposits', 'deposits')}
            {bars(day.withdrawalsPaidSum, centre(index), 'console-chart-withdrawals', 'withdrawals')}
            {index % every === 0 ? (
              <text className="console-chart-day" x={centre(index)} y={height - 10} textAnchor="middle">
                {day.day.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
        <line className="console-chart-zero" x1={plot.left} x2={width - plot.right} y1={zero} y2={zero} />
        <polyline
          className="console-chart-ggr"
          points={days.map((day, index) => `${centre(index)},${plot.top + scale.y(day.ggr)}`).join(' ')}
        />
      </svg>
      <figcaption className="console-row" aria-hidden="true">
        <span className="console-chart-key console-chart-key--deposits">Deposits paid</span>
        <span className="console-chart-key console-chart-key--withdrawals">Withdrawals paid</span>
        <span className="console-chart-key console-chart-key--ggr">GGR</span>
      </figcaption>
    </figure>
  );
}
