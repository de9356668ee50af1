import * as z from 'zod';
import type { JsonSchema } from '../docs/api-docs.js';

/** Small deterministic PRNG (mulberry32) so a failing fuzz case can be replayed from its seed. */
export function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

function pick<Value>(random: Random, values: readonly Value[]): Value {
  return values[Math.floor(random() * values.length)] as Value;
}

/** Any JSON value, nested up to three levels, with keys that real calls use. */
export function randomJsonValue(random: Random, depth = 0): unknown {
  switch (Math.floor(random() * (depth > 2 ? 6 : 8))) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return Math.floor((random() - 0.5) * 2 ** (random() * 64));
    case 3:
      return random() * 1e6;
    case 4:
      return 'x'.repeat(Math.floor(random() * 40));
    case 5:
      return pick(random, ['', '\u0000', '\ud800', '🎰', '   ', '<script>', "'; DROP TABLE users; --"]);
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomJsonValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, (_, index) => [
          pick(random, ['account', 'password', 'eventList', 'gameId', 'deviceId', 'mobile', `k${index}`]),
          randomJsonValue(random, depth + 1),
        ]),
      );
  }
}

const int4Max = 2_147_483_647;

/** Numbers at the edges of what columns hold: a contract that lets them through must store them. */
const edgeIntegers = [
  0,
  1,
  -1,
  int4Max,
  int4Max + 1,
  -int4Max - 1,
  2 ** 53 - 1,
  -(2 ** 53 - 1),
  100_000_000_000,
];

/** Texts that pass a pattern or format the contracts use; the first that matches is sent. */
const patternSamples = [
  '+639171234567',
  '+12025550123',
  '123456',
  '1234',
  '12345678',
  '1990-01-01',
  '2004-02-29',
  'player@example.com',
  'http://127.0.0.1:8080/auth/callback',
  'Ace_01',
  'abc',
  // URL-safe tokens of PKCE verifiers and nonces (43 and 16 characters at least).
  'aZ09-._~'.repeat(6),
];

/** Characters of every kind a form could send (all in one UTF-16 unit, so lengths stay exact). */
const textCharacters = ['a', 'Z', '9', '_', 'é', 'Ω', '中', '\u202E', "'", '"', ' ', '\\', '<', '%'];

function withinBounds(value: number, schema: JsonSchema): boolean {
  return (
    (schema.minimum === undefined || value >= schema.minimum) &&
    (schema.maximum === undefined || value <= schema.maximum) &&
    (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum)
  );
}

function edgeString(random: Random, schema: JsonSchema): string {
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const matching = patternSamples.filter((sample) => pattern.test(sample));
    if (matching.length > 0) return pick(random, matching);
  }
  switch (schema.format) {
    case 'date-time':
      return pick(random, ['1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-02-29T12:00:00+08:00']);
    case 'date':
      return pick(random, ['1900-01-01', '9999-12-31', '2000-02-29']);
    case 'email':
      return pick(random, ['player@example.com', `${'a'.repeat(60)}@example.com`]);
    case 'uri':
      return pick(random, ['http://127.0.0.1:8080/callback', 'https://example.com/?a=%00']);
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 300, 2_000);
  const length = pick(random, [min, max, min + Math.floor(random() * (max - min + 1))]);
  const character = pick(random, textCharacters);
  return random() < 0.5
    ? character.repeat(length)
    : Array.from({ length }, () => pick(random, textCharacters)).join('');
}

/**
 * A value of the shape `schema` describes, chosen at the edges: the shortest and longest texts,
 * the largest integers the bounds allow, empty and full lists. Bodies built from these pass the
 * contract (refinements aside) and so reach the handler and the database.
 */
export function edgeValue(random: Random, schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return pick(random, schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return edgeValue(random, pick(random, branches));
  if (schema.allOf?.[0]) return edgeValue(random, schema.allOf[0]);
  const type = Array.isArray(schema.type) ? pick(random, schema.type) : schema.type;
  switch (type) {
    case 'integer': {
      const candidates = [schema.minimum, schema.maximum, ...edgeIntegers].filter(
        (value): value is number => value !== undefined && withinBounds(value, schema),
      );
      return candidates.length > 0 ? pick(random, candidates) : 1;
    }
    case 'number':
      return pick(
        random,
        [0, -1.5, 1e308, 0.1, schema.minimum ?? 0].filter((value) => withinBounds(value, schema)),
      );
    case 'string':
      return edgeString(random, schema);
    case 'boolean':
      return random() < 0.5;
    case 'null':
      return null;
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 5, 100);
      const length = pick(random, [min, max, Math.min(max, min + 1)]);
      return Array.from({ length }, () => (schema.items ? edgeValue(random, schema.items) : null));
    }
    case 'object':
      return edgeObject(random, schema);
    default:
      return randomJsonValue(random);
  }
}

function edgeObject(random: Random, schema: JsonSchema): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {})
    .filter(([key]) => required.has(key) || random() < 0.5)
    .map(([key, property]) => [key, edgeValue(random, property)]);
  if (typeof schema.additionalProperties === 'object') {
    const valueSchema = schema.additionalProperties;
    const count = pick(random, [0, 1, 3]);
    for (let index = 0; index < count; index += 1) {
      entries.push([
        pick(random, ['lang', 'tz', 'utm_source', `k${index}`, '中']),
        edgeValue(random, valueSchema),
      ]);
    }
  }
  return Object.fromEntries(entries);
}

/** A request schema as JSON Schema (input side: defaults and transforms are the server's). */
export function requestJsonSchema(request: z.ZodType): JsonSchema {
  return z.toJSONSchema(request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The fields of a call's body (its own and the common ones) and which of them are required. */
export function requestFields(request: z.ZodType): { fields: string[]; required: string[] } {
  const schema = requestJsonSchema(request);
  return { fields: Object.keys(schema.properties ?? {}), required: schema.required ?? [] };
}

/**
 * A body for the call built from edge values; common body fields are left out half the time.
 * Refinements across fields (either this or that) are not in JSON Schema: some bodies miss them.
 */
export function edgeBody(random: Random, request: z.ZodType): Record<string, unknown> {
  return edgeObject(random, requestJsonSchema(request));
}
