import * as z from 'zod';

/**
 * The operator's theme (spec 3). `themeJsonData` values are image URLs (by extension) or style
 * values; keys starting with `--` become page style variables (spec 5).
 */
export const themeSchema = z.object({
  /** Spelled as the spec spells it. */
  themeDomian: z.string(),
  themeJsonData: z.record(z.string(), z.string()),
  themeName: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;
