import * as z from 'zod';

/** The classic envelope of business calls: `errcode` 0 means success (spec 7). */
export interface ErrcodeEnvelope<T> {
  errcode: number;
  msg: string;
  data?: T;
}

/** The envelope some calls (preLogin) use instead: `code` 200 means success (spec 7). */
export interface CodeEnvelope<T> {
  code: number;
  msg: string;
  data?: T;
}

/** Every API response body: one of the two envelope forms. */
export type ApiEnvelope<T> = ErrcodeEnvelope<T> | CodeEnvelope<T>;

/** Whether the envelope reports success: `errcode` 0 or `code` 200. */
export function isApiSuccess(envelope: ApiEnvelope<unknown>): boolean {
  return ('errcode' in envelope && envelope.errcode === 0) || ('code' in envelope && envelope.code === 200);
}

/** Whether the envelope says the session is gone: `errcode` or `code` 401 (spec 8). */
export function isApiUnauthorized(envelope: ApiEnvelope<unknown>): boolean {
  return ('errcode' in envelope && envelope.errcode === 401) || ('code' in envelope && envelope.code === 401);
}

/**
 * Schema of an envelope whose successful `data` matches `dataSchema`. A failed envelope keeps only
 * its code and message: its `data`, if any, is not the call's data and is dropped.
 */
export function envelopeSchema<T extends z.ZodType>(dataSchema: T): z.ZodType<ApiEnvelope<z.output<T>>> {
  const data = dataSchema.optional();
  const msg = z.string();
  return z.union([
    z.object({ errcode: z.literal(0), msg, data }),
    z.object({ code: z.literal(200), msg, data }),
    z.object({
      errcode: z.int().refine((code) => code !== 0, 'A failed envelope has a non-zero errcode'),
      msg,
    }),
    z.object({
      code: z.int().refine((code) => code !== 200, 'A failed envelope has a code other than 200'),
      msg,
    }),
  ]);
}
