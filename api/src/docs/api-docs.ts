import { apiCalls } from '@casino/contracts/schemas';
import * as z from 'zod';
import type { ApiCallContract, ServedCall } from '../http/api-calls.js';
import { errorCodes } from '../http/api-error.js';

/** The subset of JSON Schema (draft 2020-12) that zod emits for the contracts. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  description?: string;
}

/** Request bodies as the client sends them; answers as the server produces them. */
function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema & {
    $schema?: string;
  };
  return rest;
}

/** A call's name is the key it has in `apiCalls` (the last segment of its path). */
function callName(contract: ApiCallContract): string {
  return Object.entries(apiCalls).find(([, call]) => call.path === contract.path)?.[0] ?? contract.path;
}

function boundsNote(low: number | undefined, high: number | undefined, unit: string): string | null {
  if (low === undefined && high === undefined) return null;
  if (low !== undefined && high !== undefined)
    return low === high ? `${low}${unit}` : `${low}..${high}${unit}`;
  return low !== undefined ? `>= ${low}${unit}` : `<= ${high}${unit}`;
}

/** What a JSON Schema allows beyond its type, for a trailing comment. */
function constraintNotes(schema: JsonSchema): string[] {
  const notes = [
    boundsNote(schema.minLength, schema.maxLength, ' chars'),
    boundsNote(schema.minItems, schema.maxItems, ' items'),
    schema.pattern ? `/${schema.pattern}/` : null,
    schema.format ?? null,
  ];
  // zod marks integers with the safe-integer range; only narrower bounds say something.
  const safe = Number.MAX_SAFE_INTEGER;
  const low = schema.exclusiveMinimum !== undefined ? `> ${schema.exclusiveMinimum}` : null;
  const high = schema.exclusiveMaximum !== undefined ? `< ${schema.exclusiveMaximum}` : null;
  const minimum = schema.minimum !== undefined && schema.minimum > -safe ? schema.minimum : undefined;
  const maximum = schema.maximum !== undefined && schema.maximum < safe ? schema.maximum : undefined;
  notes.push(low, high, boundsNote(minimum, maximum, ''));
  return notes.filter((note): note is string => note !== null);
}

/** A JSON Schema as a TypeScript-like type, indented, with constraints in comments. */
export function renderType(schema: JsonSchema, indent = ''): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.map((branch) => renderType(branch, indent)).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => renderType(part, indent)).join(' & ');
  if (Array.isArray(schema.type)) {
    return schema.type.map((type) => renderType({ ...schema, type }, indent)).join(' | ');
  }
  const notes = constraintNotes(schema);
  const comment = notes.length > 0 ? ` /* ${notes.join(', ')} */` : '';
  switch (schema.type) {
    case 'string':
    case 'boolean':
    case 'null':
      return `${schema.type}${comment}`;
    case 'integer':
      return `integer${comment}`;
    case 'number':
      return `number${comment}`;
    case 'array': {
      if (schema.prefixItems) {
        return `[${schema.prefixItems.map((item) => renderType(item, indent)).join(', ')}]${comment}`;
      }
      const { items } = schema;
      if (!items) return `unknown[]${comment}`;
      const isUnion = Boolean(
        items.anyOf ||
          items.oneOf ||
          items.allOf ||
          (items.enum?.length ?? 0) > 1 ||
          Array.isArray(items.type),
      );
      const item = renderType(items, indent);
      return `${isUnion ? `(${item})` : item}[]${comment}`;
    }
    case 'object':
      return renderObject(schema, indent);
    default:
      return 'unknown';
  }
}

function renderObject(schema: JsonSchema, indent: string): string {
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(
    ([key, property]) =>
      `${inner}${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}${required.has(key) ? '' : '?'}: ${renderType(property, inner)};`,
  );
  if (typeof schema.additionalProperties === 'object') {
    const key = schema.propertyNames ? renderType(schema.propertyNames, inner) : 'string';
    lines.push(`${inner}[key: ${key}]: ${renderType(schema.additionalProperties, inner)};`);
  }
  return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
}

function envelopeSchema(served: ServedCall, data: JsonSchema): JsonSchema {
  const [codeField, success] = served.envelope === 'code' ? ['code', 200] : ['errcode', 0];
  return {
    type: 'object',
    properties: { [codeField]: { const: success }, msg: { type: 'string' }, data },
    required: [codeField, 'msg', 'data'],
  };
}

function errorEnvelopeSchema(served: ServedCall): JsonSchema {
  const codeField = served.envelope === 'code' ? 'code' : 'errcode';
  return {
    type: 'object',
    properties: {
      [codeField]: { type: 'integer' },
      msg: { type: 'string' },
      data: { description: 'null, or { issues: [{ field, message }] } for a refused body' },
    },
    required: [codeField, 'msg'],
  };
}

/** OpenAPI 3.1 (its schemas are JSON Schema 2020-12, which zod emits). */
export function renderOpenApi(servedCalls: readonly ServedCall[]): object {
  const paths = Object.fromEntries(
    servedCalls.map((served) => {
      const { contract } = served;
      const request = toJsonSchema(contract.request, 'input');
      const content: Record<string, { schema: JsonSchema }> = { 'application/json': { schema: request } };
      if (served.acceptsBeacon)
        content['text/plain'] = {
          schema: { type: 'string', description: 'the JSON body as text (navigator.sendBeacon)' },
        };
      return [
        `/api${contract.path}`,
        {
          post: {
            operationId: callName(contract),
            security: contract.public ? [{}, { bearer: [] }] : [{ bearer: [] }],
            requestBody: { required: false, content },
            responses: {
              '200': {
                description: `Success (${served.envelope === 'code' ? 'code 200' : 'errcode 0'}) or a refusal with its code`,
                content: {
                  'application/json': {
                    schema: {
                      oneOf: [
                        envelopeSchema(served, toJsonSchema(contract.response, 'output')),
                        errorEnvelopeSchema(served),
                      ],
                    },
                  },
                },
              },
              '404': { description: 'Not a POST on a known call' },
            },
          },
        },
      ];
    }),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Royal Casino reference API',
      version: '1',
      description: 'Generated from shared/contracts by `npm run docs:api`; do not edit by hand.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The login token, bare or as `Bearer <token>`',
        },
      },
    },
    paths,
  };
}

function kibibytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KiB`;
}

/** docs/api.md: every served call with its request and response shape. */
export function renderMarkdown(servedCalls: readonly ServedCall[]): string {
  const servedPaths = new Set(servedCalls.map((served) => served.contract.path));
  const unserved = Object.entries(apiCalls).filter(([, call]) => !servedPaths.has(call.path));
  const sorted = [...servedCalls].sort((left, right) =>
    left.contract.path.localeCompare(right.contract.path),
  );
  const lines = [
    '# API calls',
    '',
    '<!-- Generated from shared/contracts and the calls the API registers: `npm run docs:api`. Do not edit. -->',
    '',
    'Every call is `POST /api<path>` with a JSON object body (`content-type: application/json`). The',
    'client also sends the common fields `appId`, `channel` (`"WEB"`), `clientReferrer`, `platform` (0',
    'mobile, 1 desktop), `appVersion` and `appWebName`; they are optional, and any other unknown field is',
    'refused. The login token goes in `authorization`, bare or as `Bearer <token>`.',
    '',
    'Answers are HTTP 200 with `{ errcode, msg, data }` (`errcode` 0 is success), or `{ code, msg, data }`',
    '(`code` 200) where the table says so. A refused body answers `errcode` 400 with',
    '`data.issues: [{ field, message }]`. The codes (`api/src/http/api-error.ts`):',
    '',
    '| code | name |',
    '| ---- | ---- |',
    ...Object.entries(errorCodes).map(([name, code]) => `| ${code} | ${name} |`),
    '',
    'Machine-readable: [openapi.json](openapi.json) (OpenAPI 3.1).',
    '',
    '| call | path | session | envelope | body limit |',
    '| ---- | ---- | ------- | -------- | ---------- |',
    ...sorted.map(
      (served) =>
        `| [${callName(served.contract)}](#${callName(served.contract).toLowerCase()}) | \`${served.contract.path}\` | ${served.contract.public ? 'optional (public)' : 'required'} | \`${served.envelope}\` | ${kibibytes(served.bodyLimitBytes)}${served.acceptsBeacon ? ', also `text/plain`' : ''} |`,
    ),
    '',
  ];
  for (const served of sorted) {
    const { contract } = served;
    const request = toJsonSchema(contract.request, 'input');
    const {
      appId: _a,
      channel: _c,
      clientReferrer: _r,
      platform: _p,
      appVersion: _v,
      appWebName: _w,
      ...own
    } = request.properties ?? {};
    lines.push(
      `## ${callName(contract)}`,
      '',
      `\`POST /api${contract.path}\` · ${contract.public ? 'public: a missing or dead token is no error' : 'needs a session: 401 without one'} · answers in \`${served.envelope}\``,
      '',
      'Request body (besides the common fields):',
      '',
      '```ts',
      renderType({ ...request, properties: own }),
      '```',
      '',
      `Response \`data\`:`,
      '',
      '```ts',
      renderType(toJsonSchema(contract.response, 'output')),
      '```',
      '',
    );
  }
  if (unserved.length > 0) {
    lines.push(
      '## In the contracts, not served yet',
      '',
      ...unserved.map(([name, call]) => `- \`${name}\` (\`${call.path}\`)`),
      '',
    );
  }
  return lines.join('\n');
}

/** The generated files, by name under `docs/`. */
export function renderApiDocFiles(
  servedCalls: readonly ServedCall[],
): Record<'api.md' | 'openapi.json', string> {
  return {
    'api.md': renderMarkdown(servedCalls),
    'openapi.json': `${JSON.stringify(renderOpenApi(servedCalls), null, 2)}\n`,
  };
}
