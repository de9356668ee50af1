import type { z } from 'zod';

/**
 * Strings longer than this are refused before schema validation, whatever the schema says, so a
 * 10k-character field can never reach a handler or the database.
 */
export const maxStringLength = 2_000;

/** Path of a field for messages: `eventList[3].eventName`. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    text += typeof segment === 'number' ? `[${segment}]` : text ? `.${String(segment)}` : String(segment);
  }
  return text || 'body';
}

/** Unpaired surrogates and NUL are valid in JSON but refused by PostgreSQL text and jsonb. */
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringProblem(text: string, maxLength: number): string | null {
  if (text.length > maxLength) return `must be at most ${maxLength} characters`;
  if (text.includes('\0') || unpairedSurrogate.test(text))
    return 'contains a NUL or an unpaired surrogate character';
  return null;
}

/**
 * The first string (value or key) anywhere in the body that is too long or cannot be stored,
 * as `{ field, message }`; null when every string is fine.
 */
export function findUnacceptableString(
  value: unknown,
  maxLength: number,
  path: PropertyKey[] = [],
): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const message = stringProblem(value, maxLength);
    return message ? { field: formatFieldPath(path), message } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnacceptableString(item, maxLength, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = stringProblem(key, maxLength);
      if (keyProblem)
        return { field: formatFieldPath([...path, key.slice(0, 40)]), message: `key ${keyProblem}` };
      const found = findUnacceptableString(item, maxLength, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * zod issues as `{ field, message }`, unknown keys reported one field each. Problems with what
 * was sent come before fields left out, so the message leads with the field the caller got wrong.
 */
export function describeIssues(error: z.ZodError, body: Record<string, unknown> = {}): FieldIssue[] {
  const issues = error.issues.flatMap((issue): (FieldIssue & { sent: boolean })[] => {
    const sent =
      issue.code === 'unrecognized_keys' || (issue.path.length > 0 && String(issue.path[0]) in body);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: formatFieldPath([...issue.path, key]),
        message: 'unknown field',
        sent,
      }));
    }
    return [{ field: formatFieldPath(issue.path), message: issue.message, sent }];
  });
  return issues
    .sort((left, right) => Number(right.sent) - Number(left.sent))
    .map(({ field, message }) => ({ field, message }));
}
