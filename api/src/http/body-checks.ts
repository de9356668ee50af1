import type { z } from 'zod';

/**
 * Strings longer than this are refused before schema validation, whatever the schema says, so a
 * 10k-character field can never reach a handler or the database.
 */
export const maxStringLength = 2_000;

/**
 * Objects and arrays may nest this deep in any JSON body the server parses. The deepest body a
 * call or route takes is 4 levels (a release's `provides` map); the limit keeps every walk over a
 * body, ours and the libraries', far from the stack's end.
 */
export const maxJsonDepth = 32;

const openBrace = 0x7b;
const openBracket = 0x5b;
const closeBrace = 0x7d;
const closeBracket = 0x5d;
const quote = 0x22;
const backslash = 0x5c;

/**
 * How deep objects and arrays nest in a JSON text, counted in one pass without recursion and
 * without parsing; stops at `limit + 1`. Malformed text is left for the parser to refuse.
 */
export function measureJsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (char === quote) {
      // Skip the string: find its closing quote, one not escaped by an odd run of backslashes.
      let end = text.indexOf('"', index + 1);
      while (end !== -1) {
        let backslashes = 0;
        while (text.charCodeAt(end - 1 - backslashes) === backslash) backslashes += 1;
        if (backslashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (end === -1) return deepest;
      index = end;
    } else if (char === openBrace || char === openBracket) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (char === closeBrace || char === closeBracket) {
      depth -= 1;
    }
  }
  return deepest;
}

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

/** A value still to look at, with the way back to the body's root for its field path. */
interface PendingValue {
  value: unknown;
  /** A key to check rather than a value (`value` is then the key itself). */
  isKey: boolean;
  segment: PropertyKey | null;
  parent: PendingValue | null;
}

function pathOf(entry: PendingValue | null): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = entry; at !== null; at = at.parent) if (at.segment !== null) path.push(at.segment);
  return path.reverse();
}

/**
 * The first string (value or key) anywhere in the body that is too long or cannot be stored,
 * as `{ field, message }`; null when every string is fine. Walks with a stack of its own, so no
 * nesting can overflow the call stack; the order is the document's (a key before its value).
 */
export function findUnacceptableString(
  value: unknown,
  maxLength: number,
): { field: string; message: string } | null {
  const pending: PendingValue[] = [{ value, isKey: false, segment: null, parent: null }];
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    const current = entry.value;
    if (entry.isKey) {
      const keyProblem = stringProblem(current as string, maxLength);
      if (keyProblem) {
        const field = formatFieldPath([...pathOf(entry.parent), (current as string).slice(0, 40)]);
        return { field, message: `key ${keyProblem}` };
      }
    } else if (typeof current === 'string') {
      const message = stringProblem(current, maxLength);
      if (message) return { field: formatFieldPath(pathOf(entry)), message };
    } else if (typeof current === 'object' && current !== null) {
      const isArray = Array.isArray(current);
      const children = isArray ? [...current.entries()] : Object.entries(current);
      // Pushed last to first, so the first child is looked at first.
      for (let index = children.length - 1; index >= 0; index -= 1) {
        const [segment, item] = children[index] as [PropertyKey, unknown];
        pending.push({ value: item, isKey: false, segment, parent: entry });
        if (!isArray) pending.push({ value: segment, isKey: true, segment: null, parent: entry });
      }
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
