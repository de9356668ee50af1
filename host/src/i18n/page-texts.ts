import { defaultLocale } from '@casino/contracts';
import { addNamespace } from '@casino/platform';

/** Adds the en-US texts of the pages and overlays that load on demand to `common`, once loaded. */
async function loadPageTexts(): Promise<void> {
  const { commonPagesEnUs } = await import('./en-us-pages');
  addNamespace('common', defaultLocale, commonPagesEnUs);
}

/**
 * A lazy page's or overlay's loader that also brings its texts (ADR 0018): it resolves once both
 * are there, so the page never renders a missing key. Another locale's `common` is whole already
 * (loaded at start, or by `setLocale` before switching).
 */
export function withPageTexts<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return async () => (await Promise.all([load(), loadPageTexts()]))[0];
}
