import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { errorCodes } from '../api-error.js';
import { findUnacceptableString, maxJsonDepth, measureJsonDepth } from '../body-checks.js';

const leg = databaseLegs[0];
const releaseToken = 'json-depth-release-token-0123456789';

/** About 6 KB: an object whose one field holds arrays nested `depth` deep. */
function deepBody(depth: number): string {
  return `{"eventList":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

const depthRefusal = {
  errcode: errorCodes.invalidRequest,
  msg: `body: nested deeper than ${maxJsonDepth} levels`,
};

describe('how deep a JSON text nests, measured without recursion', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(measureJsonDepth('{}', 10)).toBe(1);
    expect(measureJsonDepth('{"a":[1,{"b":[]}]}', 10)).toBe(4);
    expect(measureJsonDepth('{"a":"[[[[{{{{\\"[[["}', 10)).toBe(1);
    expect(measureJsonDepth('{"a":"\\\\","b":[[]]}', 10)).toBe(3);
    expect(measureJsonDepth('42', 10)).toBe(0);
  });

  it('stops counting past the limit, whatever the length', () => {
    expect(measureJsonDepth('['.repeat(1_000_000), 32)).toBe(33);
  });
});

describe('findUnacceptableString on deep values', () => {
  it('walks a value nested 100,000 deep without overflowing the stack, in document order', () => {
    let deep: unknown = 'x'.repeat(3_000);
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnacceptableString({ first: ['fine', { bad: '\0' }], deep }, 2_000)).toEqual({
      field: 'first[1].bad',
      message: 'contains a NUL or an unpaired surrogate character',
    });
    expect(findUnacceptableString({ deep }, 2_000)?.field).toBe(`deep${'[0]'.repeat(100_000)}`);
  });
});

describe('a body nested 3,000 deep', () => {
  let server: TestServer;

  beforeAll(async () => {
    if (!leg) throw new Error('no database leg');
    server = await startTestServer(leg, { RELEASE_TOKEN: releaseToken });
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('is refused naming the limit on a public call', async () => {
    const answer = await post('/api/anonymous/appEventLogClient', deepBody(3_000));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject(depthRefusal);
  });

  it('is refused naming the limit in a beacon (text/plain JSON)', async () => {
    const answer = await post('/api/anonymous/appEventLogClient', deepBody(3_000), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject(depthRefusal);
  });

  it('is refused naming the limit on a private call without a token', async () => {
    const answer = await post('/api/app/v1/getAfterLoginInfoWeb', deepBody(3_000));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject(depthRefusal);
  });

  it('is refused naming the limit on a release route and a payment callback', async () => {
    const release = await post('/api/release/publish', deepBody(3_000), {
      authorization: `Bearer ${releaseToken}`,
    });
    expect(release.statusCode).toBeLessThan(500);
    expect(release.json()).toMatchObject(depthRefusal);
    const callback = await post('/api/payments/sandbox/notify', deepBody(3_000));
    expect(callback.statusCode).toBeLessThan(500);
    expect(callback.json()).toMatchObject(depthRefusal);
  });

  it('passes at the limit: the call goes on to check the body itself', async () => {
    const answer = await post('/api/anonymous/appEventLogClient', deepBody(maxJsonDepth - 1));
    expect(answer.json()).toMatchObject({ errcode: errorCodes.invalidRequest });
    expect(answer.json().msg).not.toBe(depthRefusal.msg);
  });
});
