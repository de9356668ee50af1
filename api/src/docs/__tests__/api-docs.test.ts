import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.js';
import { databaseLegs } from '../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { renderApiDocFiles, renderType } from '../api-docs.js';

describe('the generated API docs', () => {
  let server: TestServer;
  beforeAll(async () => {
    const [pglite] = databaseLegs;
    if (!pglite) throw new Error('no database leg');
    server = await startTestServer(pglite);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(['api.md', 'openapi.json'] as const)(
    'docs/%s matches the calls the API serves (else run npm run docs:api)',
    async (name) => {
      const generated = renderApiDocFiles(server.app.servedCalls)[name];
      const committed = await readFile(join(repoRoot, 'docs', name), 'utf8').catch(() => '');
      // A plain equality check: the diff of a 300 kB file helps nobody, the command does.
      expect(committed === generated, `docs/${name} is stale: run npm run docs:api and commit it`).toBe(true);
    },
  );

  it('documents every served call with its request and response shape', () => {
    const { 'api.md': markdown, 'openapi.json': openapiText } = renderApiDocFiles(server.app.servedCalls);
    const openapi = JSON.parse(openapiText);
    for (const { contract, envelope } of server.app.servedCalls) {
      const operation = openapi.paths[`/api${contract.path}`]?.post;
      expect(operation, contract.path).toBeDefined();
      expect(operation.requestBody.content['application/json'].schema.type).toBe('object');
      const [success] = operation.responses['200'].content['application/json'].schema.oneOf;
      expect(Object.keys(success.properties)).toEqual([
        envelope === 'code' ? 'code' : 'errcode',
        'msg',
        'data',
      ]);
      expect(markdown).toContain(`\`POST /api${contract.path}\``);
    }
    const online = openapi.paths['/api/app/v1/online'].post;
    expect(online.security).toEqual([{ bearer: [] }]);
    expect(online.requestBody.content['application/json'].schema.properties.gameId).toMatchObject({
      type: 'integer',
      exclusiveMinimum: 0,
      maximum: 2_147_483_647,
    });
  });

  it('renders a schema as a readable type with its constraints', () => {
    expect(
      renderType({
        type: 'object',
        properties: {
          account: { type: 'string', minLength: 1, maxLength: 64 },
          gameId: { type: 'integer', exclusiveMinimum: 0, maximum: 99 },
          tags: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
          loginType: { enum: [1, 3] },
        },
        required: ['account', 'loginType'],
      }),
    ).toBe(
      [
        '{',
        '  account: string /* 1..64 chars */;',
        '  gameId?: integer /* > 0, <= 99 */;',
        '  tags?: (string | null)[];',
        '  loginType: 1 | 3;',
        '}',
      ].join('\n'),
    );
  });
});
