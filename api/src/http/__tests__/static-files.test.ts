import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalBanks } from '../../modules/wallet/withdrawals.js';
import { databaseLegs } from '../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

const leg = databaseLegs[0];
const immutable = 'public, max-age=31536000, immutable';

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

describe('one origin: host, remotes and registry', () => {
  let server: TestServer;
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    if (!leg) throw new Error('no database leg');
    server = await startTestServer(leg, {
      GAME_LAUNCH_ORIGINS: 'https://games.example https://studio.example',
    });
    const { hostDist, remoteStore } = server.config;
    await writeFiles(hostDist, {
      'index.html': '<!doctype html><title>casino</title>',
      'main.js': 'console.log("host")',
      '412.3f9a2c1b.js': 'chunk',
      'assets/logo.0a1b2c3d.svg': '<svg/>',
      'manifest.webmanifest': '{}',
      '412.3f9a2c1b.js.br': 'brotli bytes',
      '412.3f9a2c1b.js.gz': 'gzip bytes',
      'index.html.gz': 'gzipped index',
    });
    await writeFiles(remoteStore, {
      'registry.json': '{"remotes":{}}',
      'remotes/wallet/1.2.0/remoteEntry.js': 'entry',
      'remotes/wallet/1.2.0/mf-manifest.json': '{}',
      'remotes/wallet/1.2.0/src_page.js': 'page',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves index.html at / and for app routes (SPA fallback), never cached', async () => {
    for (const url of ['/', '/auth/login', '/activity/jackpot?x=1', '/feedback/record/12']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>casino</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      // The lobby's game art comes from the game origins: the connection opens while scripts load.
      expect(response.headers.link, url).toBe(
        '<https://games.example>; rel=preconnect, <https://studio.example>; rel=preconnect',
      );
    }
  });

  it('sends the precompressed copy a client accepts, with its encoding, type and cache policy', async () => {
    const fetchChunk = (acceptEncoding: string) =>
      server.app.inject({
        method: 'GET',
        url: '/412.3f9a2c1b.js',
        headers: { 'accept-encoding': acceptEncoding },
      });

    const brotli = await fetchChunk('gzip, deflate, br');
    expect(brotli.body).toBe('brotli bytes');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe(immutable);

    const gzip = await fetchChunk('gzip');
    expect(gzip.body).toBe('gzip bytes');
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const identity = await fetchChunk('identity');
    expect(identity.body).toBe('chunk');
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('caches content-hashed host files for good and the rest never', async () => {
    expect((await get('/412.3f9a2c1b.js')).headers['cache-control']).toBe(immutable);
    expect((await get('/assets/logo.0a1b2c3d.svg')).headers['cache-control']).toBe(immutable);
    const main = await get('/main.js');
    expect(main.body).toBe('console.log("host")');
    expect(main.headers['cache-control']).toBe('no-cache');
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the registry without caching', async () => {
    const response = await get('/registry.json');
    expect(response.json()).toEqual({ remotes: {} });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves every file of a published remote as immutable, manifest and entry included', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'src_page.js']) {
      const response = await get(`/remotes/wallet/1.2.0/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe(immutable);
    }
  });

  it('serves every medium the seed config and the payout catalogue name, as an SVG cached a day', async () => {
    const settings = JSON.parse(await readFile(join(server.config.seedDir, 'settings.json'), 'utf8')) as {
      appGenericImgList: { uniqueKey: string; img: string }[];
      rechargeTypeList: { icon: string }[];
    };
    const avatars = settings.appGenericImgList.filter((image) => image.uniqueKey.startsWith('avatar'));
    expect(avatars.length).toBeGreaterThanOrEqual(8);
    const mediaUrls = [
      ...avatars.map((image) => image.img),
      ...settings.rechargeTypeList.map((channel) => channel.icon),
      ...withdrawalBanks.map((bank) => bank.icon),
    ];
    for (const url of mediaUrls) {
      expect(url).toMatch(/^\/media\/.+\.svg$/);
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('image/svg+xml');
      expect(response.headers['cache-control'], url).toContain('max-age=86400');
      expect(response.body, url).toContain('<title>');
    }
  });

  it('answers 404, not the SPA, for missing remote files and missing assets', async () => {
    for (const url of [
      '/media/avatars/missing.svg',
      '/media/',
      '/remotes/wallet/9.9.9/remoteEntry.js',
      '/remotes/wallet',
      '/remotes/',
      '/missing.4f3e2d1c.js',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<title>');
    }
  });

  it('answers unknown API paths and GETs on calls with a 404 envelope', async () => {
    const unknownCall = await server.app.inject({
      method: 'POST',
      url: '/api/app/v1/noSuchCall',
      payload: {},
    });
    expect(unknownCall.statusCode).toBe(404);
    expect(unknownCall.json()).toMatchObject({ errcode: 404 });
    const getOnCall = await get('/api/anonymous/appConfig');
    expect(getOnCall.json()).toMatchObject({ errcode: 404 });
  });
});

describe('without a host build', () => {
  let server: TestServer;

  beforeAll(async () => {
    if (!leg) throw new Error('no database leg');
    server = await startTestServer(leg);
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps the API up and says clearly that the host is not built', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toMatch(/host is not built/);
    expect((await server.call('/anonymous/appTheme')).envelope.errcode).toBe(0);
    expect((await server.app.inject({ method: 'GET', url: '/registry.json' })).statusCode).toBe(404);
  });
});
