// What makes the host an installable, offline-capable PWA at build time: the web app manifest,
// its icons (drawn by icons.mjs), `builds/latest.json` for the update poll, and the workbox
// service worker (ADR 0016).
import webpack from 'webpack';
import { GenerateSW } from 'workbox-webpack-plugin';
import { appIcons, renderAppIcon } from './icons.mjs';

const nightPurple = '#0d0b1e';

export const webAppManifest = {
  id: '/',
  name: 'Royal Casino',
  short_name: 'Royal Casino',
  description: 'Slots, live casino, jackpots and daily bonuses on your phone.',
  lang: 'en-US',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: nightPurple,
  theme_color: nightPurple,
  categories: ['games', 'entertainment'],
  icons: appIcons.map(({ file, size, purpose }) => ({
    src: `/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  })),
};

/** Emits the manifest, the icons and `builds/latest.json` (the build the update poll compares). */
class PwaAssetsPlugin {
  constructor({ buildId, version }) {
    this.buildId = buildId;
    this.version = version;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PwaAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PwaAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const emit = (file, content) => compilation.emitAsset(file, new webpack.sources.RawSource(content));
          emit('manifest.webmanifest', JSON.stringify(webAppManifest, null, 2));
          for (const icon of appIcons) emit(icon.file, renderAppIcon(icon));
          emit('builds/latest.json', JSON.stringify({ buildId: this.buildId, version: this.version }));
        },
      );
    });
  }
}

/**
 * The service worker: precaches the shell (every host file but source maps, precompressed
 * copies and the build stamp), serves `index.html` for page navigations, and caches at run time:
 * - `/remotes/...` cache-first: published versions are immutable (ADR 0001);
 * - `/registry.json` network-first: the cached copy is used only when the network fails, so an
 *   online player always gets the live registry;
 * - `/api/...` and `/builds/...` network-only: never cached.
 * A new worker takes over at once (skipWaiting + clientsClaim); the page then offers a reload.
 */
function serviceWorker() {
  return new GenerateSW({
    swDest: 'sw.js',
    inlineWorkboxRuntime: true,
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The CSP hashes are the server's to read, not the page's.
    exclude: [/\.map$/, /\.br$/, /\.gz$/, /^builds\//, /\.LICENSE\.txt$/, /^csp-style-hashes\.json$/],
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
    navigateFallback: '/index.html',
    // The operator console (/ops/) is another app, never the player PWA's page.
    navigateFallbackDenylist: [
      /^\/api\//,
      /^\/remotes\//,
      /^\/builds\//,
      /^\/registry\.json/,
      /^\/ops(\/|$)/,
    ],
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/registry.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'registry', cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/remotes/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'remotes',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 400, purgeOnQuotaError: true },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/builds/')),
        handler: 'NetworkOnly',
      },
    ],
  });
}

/** The host's PWA plugins and the build id the page compares with `builds/latest.json`. */
export function pwaPlugins({ buildId, version }) {
  return [new PwaAssetsPlugin({ buildId, version }), serviceWorker()];
}
