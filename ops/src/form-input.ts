// What the configuration forms share: reading the API's refusals back onto the field they name,
// and turning what an operator typed (ids, award rows) into the numbers the API takes.

/** A refused change: the body field the API named (`rules.cellWeights`), if any, and why. */
export interface Refusal {
  field: string | null;
  message: string;
}

/** The API answers invalid bodies as `body.<path>: <why>` (api/src/modules/operator). */
const namedField = /^body\.([\w.]+): (.*)$/s;

export function refusalOf(error: unknown): Refusal {
  const message = error instanceof Error ? error.message : String(error);
  const named = namedField.exec(message);
  return named ? { field: named[1] as string, message: named[2] as string } : { field: null, message };
}

/** The refusal's message when it is about `field` or something inside it (`awards` for `awards.0.count`). */
export function errorAt(refusal: Refusal | null, field: string): string | null {
  if (!refusal?.field) return null;
  return refusal.field === field || refusal.field.startsWith(`${field}.`) ? refusal.message : null;
}

/** The refusal's message when no field of the form shows it (so it shows once, under the form). */
export function errorElsewhere(refusal: Refusal | null, fieldsShown: readonly string[]): string | null {
  if (!refusal) return null;
  return fieldsShown.some((field) => errorAt(refusal, field) !== null) ? null : refusal.message;
}

/** Player ids typed with commas, spaces or new lines; null when any is not a positive integer. */
export function playerIdsOf(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0 || parts.some((part) => !/^[1-9]\d{0,15}$/.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

/** One row of an award editor, as typed. */
export interface AwardRow {
  prop: string;
  count: string;
}

/** Award rows as numbers (`{ id, count }`); null when a row is not two whole numbers (empty rows are skipped). */
export function awardsOf(rows: readonly AwardRow[]): { id: number; count: number }[] | null {
  const filled = rows.filter((row) => row.prop.trim() !== '' || row.count.trim() !== '');
  const whole = (text: string) => /^\d{1,12}$/.test(text.trim());
  if (filled.some((row) => !whole(row.prop) || !whole(row.count))) return null;
  return filled.map((row) => ({ id: Number(row.prop), count: Number(row.count) }));
}

export const rowsOf = (awards: readonly { id: number; count: number }[]): AwardRow[] =>
  awards.map((award) => ({ prop: String(award.id), count: String(award.count) }));

/** A JSON object typed in an editor, or why it is not one (the API then checks its fields). */
export function jsonObjectOf(text: string): { value: Record<string, unknown> } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `Not JSON: ${(error as Error).message}` };
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? { value: value as Record<string, unknown> }
    : { error: 'Write one JSON object: { ... }' };
}

/** An instant as a `datetime-local` input shows it: the browser's local time, to the minute. */
export function localDateTimeOf(iso: string): string {
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}
