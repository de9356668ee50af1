// The hashes of index.html's inline styles (the splash cover), for the Content-Security-Policy's
// `style-src`: written at build time as `csp-style-hashes.json`, which the API reads to answer
// with a policy that allows exactly these styles and no other inline one (ADR 0019). nginx's
// policy carries the same hash, checked against host/src/index.html by
// api/src/__tests__/nginx-config.test.ts; this plugin fails the build if the HTML minifier changed a
// style, which would leave the committed hash behind.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import webpack from 'webpack';

/** Every `<style>` element's content, as a CSP hash source. */
export function inlineStyleHashes(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, style]) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  );
}

export class InlineStyleHashesPlugin {
  /** @param {{ template: string }} options the source index.html */
  constructor({ template }) {
    this.template = template;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InlineStyleHashesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After html-webpack-plugin wrote index.html (OPTIMIZE_INLINE), before the service worker
        // and the precompressed copies are made.
        { name: 'InlineStyleHashesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        (assets) => {
          const built = assets['index.html'];
          if (!built) return;
          const hashes = inlineStyleHashes(built.source().toString());
          const sourceHashes = inlineStyleHashes(readFileSync(this.template, 'utf8'));
          if (hashes.join(' ') !== sourceHashes.join(' ')) {
            compilation.errors.push(
              new webpack.WebpackError(
                `The built index.html's inline styles differ from ${this.template}'s (the minifier ` +
                  'changed them), so the committed CSP hashes would not match: start and end each ' +
                  "style's text right at its tags (the minifier trims whitespace there).",
              ),
            );
          }
          compilation.emitAsset(
            'csp-style-hashes.json',
            new webpack.sources.RawSource(JSON.stringify(hashes)),
          );
        },
      );
    });
  }
}
