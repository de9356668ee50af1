import * as z from 'zod';
import { countSchema } from '../schema-primitives';

/** An award of `count` of the prop `propId` (see `propIdRanges`); our shape for the config lists. */
export const propAwardSchema = z.object({
  propId: z.int().positive(),
  count: countSchema,
});
export type PropAward = z.infer<typeof propAwardSchema>;
