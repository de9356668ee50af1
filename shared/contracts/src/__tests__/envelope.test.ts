import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { isApiSuccess, isApiUnauthorized } from '../envelope';
import { envelopeSchema } from '../envelope-schema';

describe('isApiSuccess', () => {
  it('treats errcode 0 as success', () => {
    expect(isApiSuccess({ errcode: 0, msg: 'ok' })).toBe(true);
  });

  it('treats code 200 as success', () => {
    expect(isApiSuccess({ code: 200, msg: 'ok' })).toBe(true);
  });

  it.each([
    ['errcode 1', { errcode: 1, msg: 'failed' }],
    ['errcode 200', { errcode: 200, msg: 'ok?' }],
    ['errcode 401', { errcode: 401, msg: 'unauthorized' }],
    ['code 0', { code: 0, msg: 'ok?' }],
    ['code 401', { code: 401, msg: 'unauthorized' }],
    ['code 500', { code: 500, msg: 'server error' }],
  ])('treats %s as failure', (_label, envelope) => {
    expect(isApiSuccess(envelope)).toBe(false);
  });
});

describe('isApiUnauthorized', () => {
  it('recognises 401 in either envelope form and nothing else', () => {
    expect(isApiUnauthorized({ errcode: 401, msg: '' })).toBe(true);
    expect(isApiUnauthorized({ code: 401, msg: '' })).toBe(true);
    expect(isApiUnauthorized({ errcode: 403, msg: '' })).toBe(false);
    expect(isApiUnauthorized({ code: 200, msg: '' })).toBe(false);
  });
});

describe('envelopeSchema', () => {
  const balanceEnvelope = envelopeSchema(z.object({ coin: z.int() }));

  it('parses the data of a successful errcode envelope', () => {
    expect(balanceEnvelope.parse({ errcode: 0, msg: 'ok', data: { coin: 1250 } })).toEqual({
      errcode: 0,
      msg: 'ok',
      data: { coin: 1250 },
    });
  });

  it('parses the data of a successful code envelope', () => {
    expect(balanceEnvelope.parse({ code: 200, msg: 'ok', data: { coin: 5 } })).toEqual({
      code: 200,
      msg: 'ok',
      data: { coin: 5 },
    });
  });

  it('rejects a successful envelope whose data does not match the call', () => {
    expect(balanceEnvelope.safeParse({ errcode: 0, msg: 'ok', data: { coin: 'lots' } }).success).toBe(false);
  });

  it('keeps only the code and message of a failed envelope, whatever its data', () => {
    expect(balanceEnvelope.parse({ errcode: 1003, msg: 'No draw chance', data: { reason: 'x' } })).toEqual({
      errcode: 1003,
      msg: 'No draw chance',
    });
    expect(balanceEnvelope.parse({ code: 401, msg: 'Unauthorized', data: null })).toEqual({
      code: 401,
      msg: 'Unauthorized',
    });
  });

  it('rejects a body that is no envelope', () => {
    expect(balanceEnvelope.safeParse({ msg: 'no code at all' }).success).toBe(false);
    expect(balanceEnvelope.safeParse({ errcode: 0 }).success).toBe(false);
  });
});
