import { useId } from 'react';

export interface ChartSeries {
  label: string;
  /** A theme colour variable, e.g. `--color-primary`. */
  colour: string;
  values: number[];
}

/** Where a bar of each value sits on a chart `height` tall, with zero at `baseline` (negatives below). */
export function scaleBars(series: number[][], height: number) {
  const all = series.flat();
  const top = Math.max(0, ...all);
  const bottom = Math.min(0, ...all);
  const span = top - bottom || 1;
  // With nothing to draw the zero line still sits at the bottom, as on an ordinary day.
  const baseline = top === 0 && bottom === 0 ? height : (top / span) * height;
  return {
    baseline,
    bars: series.map((values) =>
      values.map((value) => {
        const size = (Math.abs(value) / span) * height;
        return { y: value >= 0 ? baseline - size : baseline, height: size };
      }),
    ),
  };
}

const chartHeight = 160;
const slotWidth = 24;
const gap = 2;

/**
 * A hand-drawn SVG bar chart of a few series per day, coloured by theme variables. Screen readers
 * get its summary (`description`); the table beside it holds every figure.
 */
export function BarChart({
  days,
  series,
  description,
}: {
  days: string[];
  series: ChartSeries[];
  description: string;
}) {
  const titleId = useId();
  const { baseline, bars } = scaleBars(
    series.map((line) => line.values),
    chartHeight,
  );
  const barWidth = (slotWidth - gap * (series.length + 1)) / series.length;
  const width = Math.max(days.length * slotWidth, slotWidth);
  return (
    <figure className="console-chart">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${chartHeight}`}
        preserveAspectRatio="none"
        width="100%"
        height={chartHeight}
      >
        <title id={titleId}>{description}</title>
        <line x1={0} x2={width} y1={baseline} y2={baseline} stroke="var(--color-border)" strokeWidth={1} />
        {days.map((day, dayIndex) =>
          series.map((line, seriesIndex) => {
            const bar = bars[seriesIndex]?.[dayIndex];
            if (!bar || bar.height === 0) return null;
            return (
              <rect
                key={`${day}-${line.label}`}
                x={dayIndex * slotWidth + gap + seriesIndex * (barWidth + gap)}
                y={bar.y}
                width={barWidth}
                height={bar.height}
                rx={1}
                fill={`var(${line.colour})`}
              />
            );
          }),
        )}
      </svg>
      <figcaption className="console-row">
        {series.map((line) => (
          <span key={line.label} className="console-legend">
            <span
              className="console-swatch"
              style={{ background: `var(${line.colour})` }}
              aria-hidden="true"
            />
            {line.label}
          </span>
        ))}
        <span className="console-muted">
          {days[0]} to {days.at(-1)} (UTC days)
        </span>
      </figcaption>
    </figure>
  );
}
