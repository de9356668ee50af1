import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../test-support/database-legs.js';
import { createRandom, randomJsonValue } from '../../test-support/fuzz-bodies.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

// The routes under /api that are not business calls (bad-bodies.test.ts fuzzes those): the release
// and operator endpoints (one token opens both here) and the development routes. Read from the server, so routes added later are covered.
const releaseToken = 'fuzz-release-token-0123456789';
const otherRoutes = await (async () => {
  const [firstLeg] = databaseLegs;
  if (!firstLeg) throw new Error('no database leg');
  const probe = await startTestServer(firstLeg, {
    RELEASE_TOKEN: releaseToken,
    OPERATOR_TOKEN: releaseToken,
  });
  try {
    const callPaths = new Set(probe.app.servedCalls.map((served) => `/api${served.contract.path}`));
    return probe.app.apiRoutes
      .filter((route) => !callPaths.has(route.url))
      .map((route) => ({ name: `${route.method} ${route.url}`, ...route }));
  } finally {
    await probe.close();
  }
})();

/** Odd values for path parameters (`:userId`, `:previewId`). */
const oddSegments = ['x', '0', '-1', '99999999999999999999', '1.5', '%00', '%F0%9F%8E%B0', 'a'.repeat(300)];

announceDatabaseLegs('other /api routes');

describe('the other /api routes', () => {
  it('include the release endpoint', () => {
    expect(otherRoutes.map((route) => route.url)).toContain('/api/release/publish');
  });
});

describe.each(databaseLegs)('other /api routes never answer 5xx on $name', (leg) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(leg, { RELEASE_TOKEN: releaseToken, OPERATOR_TOKEN: releaseToken });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(otherRoutes)('$name: bad bodies, odd path parameters and tokens', async ({ method, url }) => {
    const random = createRandom(url.length * 31 + method.length);
    const hasBody = method !== 'GET';
    const payloads = hasBody
      ? [
          '{"a":',
          '[]',
          '"text"',
          'null',
          '{"__proto__":{"x":1}}',
          JSON.stringify({ padding: 'x'.repeat(3_000_000) }),
          `{"a":${'['.repeat(3_000)}${']'.repeat(3_000)}}`,
          ...Array.from({ length: 30 }, () => JSON.stringify(randomJsonValue(random))),
        ]
      : [undefined];
    for (const [index, payload] of payloads.entries()) {
      const path = url.replace(/:\w+/g, () => oddSegments[index % oddSegments.length] ?? 'x');
      for (const authorization of [`Bearer ${releaseToken}`, 'Bearer wrong', undefined]) {
        const response = await server.app.inject({
          method: method as 'GET',
          url: `${path}?limit=-1&mobile=%00&since=not-a-date`,
          headers: {
            ...(hasBody ? { 'content-type': index === 2 ? 'text/plain' : 'application/json' } : {}),
            ...(authorization ? { authorization } : {}),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        expect(response.statusCode, `${method} ${path} ${String(payload).slice(0, 80)}`).toBeLessThan(500);
      }
    }
  });
});
