import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../test-support/database-legs.js';
import { createRandom, edgeBody, randomJsonValue, requestFields } from '../../test-support/fuzz-bodies.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import type { ServedCall } from '../api-calls.js';
import { errorCodes } from '../api-error.js';
import { storageRangeMessage } from '../error-handling.js';
import { jsonTooDeepMessage } from '../json-bodies.js';

// Every call the server registers is fuzzed, read from the server itself: a call added later is
// covered without touching this file.
const servedCalls = await (async () => {
  const [firstLeg] = databaseLegs;
  if (!firstLeg) throw new Error('no database leg');
  const probe = await startTestServer(firstLeg);
  try {
    return [...probe.app.servedCalls];
  } finally {
    await probe.close();
  }
})();
const callCases = servedCalls.map((served) => ({ name: served.contract.path, served }));
// An upload call's body carries a file, which no JSON body can: JSON bodies never pass its
// contract. Its accepted edges (sizes, types, polyglots) are src/modules/reviews' tests.
const jsonCallCases = callCases.filter(({ served }) => !served.formData);

/** Values no request field accepts are sent to every field; the contract must refuse each one. */
const wrongValues = [true, [], { nested: { deep: [] } }, 'x'.repeat(10_000), '\u0000', -1.5, null];

announceDatabaseLegs('bad bodies');

/** The social calls reach OpenID Connect issuers through this: the fuzzing never leaves the process. */
const issuerRequests: string[] = [];
const offlineFetch: typeof fetch = async (input) => {
  issuerRequests.push(String(input));
  throw new TypeError('fetch failed: the fuzz test has no network');
};

describe('the fuzzed call list', () => {
  it('is what the server registers: every business call, each once', () => {
    const paths = servedCalls.map((served) => served.contract.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining(['/app/v1/preLogin', '/app/v1/refreshData', '/anonymous/appEventLogClient']),
    );
  });
});

describe.each(databaseLegs)('bad bodies never answer 5xx on $name', (leg) => {
  let server: TestServer;
  let playerCount = 0;

  beforeAll(async () => {
    // Limits far above what the fuzzing sends, so bodies reach the handlers' own checks.
    const generous = '10000';
    server = await startTestServer(
      leg,
      {
        LOGIN_RATE_PER_ACCOUNT: generous,
        LOGIN_RATE_PER_ADDRESS: generous,
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: generous,
        SMS_SENDS_PER_ADDRESS_PER_HOUR: generous,
        ACCOUNT_CHANGES_PER_MINUTE: generous,
      },
      { oidcFetch: offlineFetch },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  /** A new player's token: calls such as logout and forgetPassword end the sessions they see. */
  async function signUp(): Promise<string> {
    playerCount += 1;
    const { envelope } = await server.call('/app/v1/accountRegist', {
      account: `fuzz${leg.name.slice(0, 2)}${String(playerCount).padStart(6, '0')}`,
      password: 'secret-pass',
    });
    expect(envelope.errcode, envelope.msg).toBe(0);
    return envelope.data.token;
  }

  async function send(
    served: ServedCall,
    payload: string,
    options: { contentType?: string | undefined; authorization?: string } = {},
  ) {
    const { contentType = 'application/json', authorization } = options;
    const headers: Record<string, string> = {};
    if (contentType !== undefined) headers['content-type'] = contentType;
    if (authorization !== undefined) headers.authorization = authorization;
    const response = await server.app.inject({
      method: 'POST',
      url: `/api${served.contract.path}`,
      headers,
      payload,
    });
    const label = `${served.contract.path} ${payload.slice(0, 120)}`;
    expect(response.statusCode, label).toBeLessThan(500);
    const envelope = response.json();
    const code = served.envelope === 'code' ? envelope.code : envelope.errcode;
    expect(typeof code, label).toBe('number');
    expect(typeof envelope.msg, label).toBe('string');
    const issues: unknown[] = envelope.data?.issues ?? [];
    return { code: code as number, msg: envelope.msg as string, issues, label };
  }

  it.each(callCases)(
    '$name: wrong types, missing and unknown fields, oversized strings name the field',
    async ({ served }) => {
      const { request } = served.contract;
      const { fields, required } = requestFields(request);
      const authorization = await signUp();
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        for (const wrongValue of wrongValues) {
          // Only values the field's own schema refuses (a later call may take booleans, say).
          const fieldIssue = request
            .safeParse({ [field]: wrongValue })
            .error?.issues.some((issue) => issue.path[0] === field);
          if (!fieldIssue && typeof wrongValue !== 'string') continue;
          const { code, msg, label } = await send(served, JSON.stringify({ [field]: wrongValue }), {
            authorization,
          });
          expect(code, label).toBe(errorCodes.invalidRequest);
          expect(msg, label).toMatch(new RegExp(`^${field}\\b`));
        }
      }
      // Each required field left out of an otherwise well-formed body is named.
      const random = createRandom(served.contract.path.length);
      for (const field of required) {
        const { [field]: _left, ...body } = edgeBody(random, request);
        const { code, issues, label } = await send(served, JSON.stringify(body), { authorization });
        expect(code, label).toBe(errorCodes.invalidRequest);
        expect(issues, label).toContainEqual({ field, message: expect.any(String) });
      }
      const unknown = await send(served, JSON.stringify({ surpriseField: 1 }), { authorization });
      expect(unknown).toMatchObject({
        code: errorCodes.invalidRequest,
        msg: expect.stringContaining('surpriseField'),
      });
      const longKey = await send(served, JSON.stringify({ ['k'.repeat(10_000)]: 1 }), { authorization });
      expect(longKey.code).toBe(errorCodes.invalidRequest);
    },
  );

  it.each(callCases)(
    '$name: broken JSON, non-objects, wrong content types and huge bodies',
    async ({ served }) => {
      const authorization = await signUp();
      const sendWith = (payload: string, contentType?: string) =>
        send(served, payload, { contentType, authorization });
      expect((await sendWith('{"account":')).code).toBe(errorCodes.invalidRequest);
      expect((await sendWith('{"a":1}}')).code).toBe(errorCodes.invalidRequest);
      expect((await sendWith('{"__proto__":{"admin":true}}')).code).toBe(errorCodes.invalidRequest);
      expect((await sendWith('{"constructor":{"prototype":{"admin":true}}}')).code).toBe(
        errorCodes.invalidRequest,
      );
      for (const nonObject of ['[]', '"text"', '42', 'null']) {
        expect(await sendWith(nonObject)).toMatchObject({
          code: errorCodes.invalidRequest,
          msg: 'body: must be a JSON object',
        });
      }
      const plainText = await sendWith('{"eventList": "nope"', 'text/plain');
      expect(plainText.code).toBe(
        served.acceptsBeacon ? errorCodes.invalidRequest : errorCodes.unsupportedContentType,
      );
      for (const contentType of [
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'image/png',
      ]) {
        // An upload call takes multipart: a broken one is a bad request, not a wrong type.
        const multipartTaken = served.formData && contentType.startsWith('multipart/');
        expect((await sendWith('a=1', contentType)).code, contentType).toBe(
          multipartTaken ? errorCodes.invalidRequest : errorCodes.unsupportedContentType,
        );
      }
      // One byte over the call's own limit, and far over it.
      const overLimit = JSON.stringify({ padding: 'x'.repeat(served.bodyLimitBytes) });
      expect((await sendWith(overLimit)).code).toBe(errorCodes.payloadTooLarge);
      const events = Math.max(60_000, Math.ceil(served.bodyLimitBytes / 10));
      const huge = JSON.stringify({ eventList: Array.from({ length: events }, () => ({ eventName: 'x' })) });
      expect((await sendWith(huge)).code).toBe(errorCodes.payloadTooLarge);
      expect((await sendWith(`${'['.repeat(5_000)}${']'.repeat(5_000)}`)).code).toBeGreaterThan(0);
      const deep = `{"a":${'['.repeat(3_000)}${']'.repeat(3_000)}}`;
      expect(await sendWith(deep)).toMatchObject({
        code: errorCodes.invalidRequest,
        msg: `body: ${jsonTooDeepMessage}`,
      });
    },
  );

  it.each(callCases)('$name: 200 random bodies with valid, missing and odd tokens', async ({ served }) => {
    const random = createRandom(served.contract.path.length * 7919);
    let token = await signUp();
    for (let round = 0; round < 200; round += 1) {
      const authorization = [token, '', 'Bearer ', 'x'.repeat(5_000), 'Bearer \u00e9\u00e9'][round % 5] ?? '';
      const { code } = await send(served, JSON.stringify(randomJsonValue(random)), { authorization });
      if (code === errorCodes.unauthorized && authorization === token) token = await signUp();
    }
  });

  it.each(jsonCallCases)(
    '$name: bodies the contract accepts, at the edges of each field, fit storage and never 5xx',
    async ({ served }) => {
      const { request } = served.contract;
      const random = createRandom(served.contract.path.length * 104_729);
      let token = await signUp();
      let passedContract = 0;
      for (let round = 0; round < 40; round += 1) {
        const body = edgeBody(random, request);
        const wellFormed = request.safeParse(body).success;
        const { code, msg, label } = await send(served, JSON.stringify(body), { authorization: token });
        if (!wellFormed) continue;
        passedContract += 1;
        // A value the contract accepts must fit the database: the contract, not storage, refuses.
        expect(msg, label).not.toBe(storageRangeMessage);
        // logout, forgetPassword and the like end the session: go on with a fresh one.
        if (code === errorCodes.unauthorized) token = await signUp();
      }
      expect(passedContract, 'bodies that passed the contract').toBeGreaterThan(0);
    },
  );

  it('let well-formed social proofs go as far as the issuer, through the offline fetch only', () => {
    expect(issuerRequests.length).toBeGreaterThan(0);
    expect(issuerRequests.every((url) => url.startsWith('http://localhost:8080/api/dev-oidc/'))).toBe(true);
  });

  it('keeps an event whose time is beyond any timestamp, without the time', async () => {
    const served = servedCalls.find((call) => call.contract.path === '/anonymous/appEventLogClient');
    if (!served) throw new Error('appEventLogClient is not served');
    const event = { eventName: 'far_future', eventUserId: 0, channel: 'WEB', appId: 'web', version: '1' };
    const body = JSON.stringify({ eventList: [{ ...event, eventTime: Number.MAX_SAFE_INTEGER }] });
    expect((await send(served, body)).code).toBe(0);
    const { rows } = await server.db.query(
      `SELECT event_time FROM client_events WHERE event_name = 'far_future'`,
    );
    expect(rows).toEqual([{ event_time: null }]);
  });
});
