import * as z from 'zod';
import type { ApiEnvelope } from './envelope';

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
