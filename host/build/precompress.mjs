// Brotli and gzip copies of the host's text files, written at build time so the server sends
// them as they are (`preCompressed` in api/src/http/static-files.ts) instead of compressing on
// every request. The slow-4G first load is mostly transfer: 560 KB of JavaScript is ~180 KB gzip
// and less in brotli.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import webpack from 'webpack';

const compressible = /\.(js|css|html|json|webmanifest|svg)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minimumBytes = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!compressible.test(name)) continue;
            const content = source.buffer();
            if (content.length < minimumBytes) continue;
            const brotli = brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(brotli));
            compilation.emitAsset(
              `${name}.gz`,
              new webpack.sources.RawSource(gzipSync(content, { level: 9 })),
            );
          }
        },
      );
    });
  }
}
