const dayMs = 86_400_000;

/** The UTC day of an instant, as YYYY-MM-DD. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The last `days` UTC days up to and including today's: the daily summary's first range. */
export function lastDays(days: number, now: Date): { from: string; to: string } {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * dayMs)), to: utcDay(now) };
}
