import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../../../test-support/database-legs.js';
import {
  startListeningTestServer,
  startTestServer,
  type TestServer,
} from '../../../test-support/test-server.js';

const leg = databaseLegs[0];
const token = 'release-token-for-tests-0123456789';
const provides = { react: '19.3.1', rxjs: '7.8.2', '@casino/platform': '1.0.0' };

/** A remote build as the CLI uploads it: every file, base64. */
function walletUpload(
  version: string,
  requires: Record<string, string> = { react: '^19.3.1', rxjs: '^7.8.2' },
) {
  const files: Record<string, string> = {
    'release.json': JSON.stringify({
      kind: 'remote',
      name: 'wallet',
      version,
      routePrefixes: ['/wallets', '/withdrawal'],
      overlays: [],
      requires,
    }),
    'mf-manifest.json': '{"name":"wallet"}',
    'remoteEntry.js': `var wallet = "${version}";`,
    'static/page.12345678.js': 'page',
  };
  return Object.entries(files).map(([path, content]) => ({
    path,
    base64: Buffer.from(content).toString('base64'),
  }));
}

describe('/api/release', () => {
  let server: TestServer;
  let disabled: TestServer;
  const send = (target: TestServer, method: 'GET' | 'POST', url: string, body?: unknown, bearer = token) =>
    target.app.inject({
      method,
      url: `/api/release/${url}`,
      headers: { authorization: `Bearer ${bearer}` },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  const post = (url: string, body: unknown, bearer?: string) => send(server, 'POST', url, body, bearer);
  const registry = async () => (await server.app.inject({ method: 'GET', url: '/registry.json' })).body;

  beforeAll(async () => {
    if (!leg) throw new Error('no database leg');
    server = await startTestServer(leg, { RELEASE_TOKEN: token });
    disabled = await startTestServer(leg);
  });
  afterAll(async () => {
    await server.close();
    await disabled.close();
  });

  it('is off when no token is configured, and refuses a wrong token', async () => {
    const off = await send(disabled, 'GET', 'status');
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({
      errcode: 1501,
      msg: 'The release endpoint is off: RELEASE_TOKEN is not set',
    });

    const wrong = await send(server, 'GET', 'status', undefined, 'not-the-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errcode).toBe(1502);
  });

  it('publishes, serves, rolls back and runs a canary of an uploaded remote', async () => {
    const host = await post('publish-host', { release: { kind: 'host', version: '1.0.0', provides } });
    expect(host.json()).toMatchObject({ errcode: 0, data: { version: '1.0.0', outcome: 'active' } });

    expect((await post('publish', { files: walletUpload('1.0.0') })).json().data).toEqual({
      name: 'wallet',
      version: '1.0.0',
      outcome: 'active',
    });
    await post('publish', { files: walletUpload('1.0.1') });
    expect(JSON.parse(await registry()).remotes.wallet.version).toBe('1.0.1');
    const entry = await server.app.inject({ method: 'GET', url: '/remotes/wallet/1.0.1/remoteEntry.js' });
    expect(entry.body).toBe('var wallet = "1.0.1";');

    const again = await post('publish', { files: walletUpload('1.0.1') });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errcode: 1505, kind: 'exists' });

    expect((await post('rollback', { remote: 'wallet' })).json().data).toEqual({
      name: 'wallet',
      version: '1.0.0',
      from: '1.0.1',
    });
    expect((await post('canary', { remote: 'wallet', version: '1.0.1', percent: 50 })).json().data).toEqual({
      name: 'wallet',
      version: '1.0.1',
      percent: 50,
    });
    const status = (await send(server, 'GET', 'status')).json().data;
    expect(status.remotes.wallet).toMatchObject({
      version: '1.0.0',
      canary: { version: '1.0.1', percent: 50 },
    });
    expect(status.remotes.wallet.history.map((line: { version: string }) => line.version)).toEqual([
      '1.0.0',
      '1.0.1',
      '1.0.0',
    ]);
    await post('abort', { remote: 'wallet' });
    expect(JSON.parse(await registry()).remotes.wallet.canary).toBeUndefined();
  });

  it('refuses an incompatible remote with the gate message and leaves the registry unchanged', async () => {
    const before = await registry();

    const refused = await post('publish', { files: walletUpload('2.0.0', { react: '^20.0.0' }) });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errcode: 1506, kind: 'incompatible' });
    expect(refused.json().msg).toContain('react: wallet 2.0.0 needs ^20.0.0, host 1.0.0 provides 19.3.1');
    expect(await registry()).toBe(before);
  });

  it('refuses uploads with unsafe paths and bad fields, clearly', async () => {
    const outside = await post('publish', { files: [{ path: '../registry.json', base64: '' }] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().msg).toContain('"../registry.json" is not a safe relative path');

    const percent = await post('canary', { remote: 'wallet', version: '1.0.1', percent: '50' });
    expect(percent.json()).toMatchObject({ errcode: 1503, msg: 'percent: expected a number' });
  });

  it('prunes versions no player can be sent to, and rollback to one of them says so', async () => {
    await post('publish', { files: walletUpload('1.0.2') });

    const pruned = await post('prune', { remote: 'wallet', keep: 1 });

    // History: 1.0.0, 1.0.1, 1.0.0, 1.0.2: active 1.0.2, the newest earlier one is 1.0.0.
    expect(pruned.json().data).toEqual({ name: 'wallet', kept: ['1.0.2', '1.0.0'], removed: ['1.0.1'] });
    const gone = await server.app.inject({ method: 'GET', url: '/remotes/wallet/1.0.1/remoteEntry.js' });
    expect(gone.statusCode).toBe(404);
    const rollback = await post('rollback', { remote: 'wallet', to: '1.0.1' });
    expect(rollback.statusCode).toBe(404);
    expect(rollback.json().msg).toBe(
      'wallet 1.0.1 is not in the store: it was never published, or was pruned',
    );
    expect(JSON.parse(await registry()).remotes.wallet.version).toBe('1.0.2');
  });
});

/** What an upload of a few hundred builds would declare: just under the publish limit. */
const declaredUploadBytes = 63 * 1024 * 1024;

/**
 * Opens a connection and sends a publish request's head, declaring `declaredUploadBytes`, and the
 * first bytes of its body; the rest is never sent. Resolves with the status line and body the
 * server answered, or rejects when `waitMs` pass without an answer (the server waits for the body).
 */
function startUpload(port: number, authorization: string | undefined, waitMs = 10_000) {
  const socket: Socket = connect(port, '127.0.0.1');
  const head = [
    'POST /api/release/publish HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${declaredUploadBytes}`,
    ...(authorization ? [`Authorization: ${authorization}`] : []),
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n{"files":[`);
  const answer = new Promise<{ status: string; body: string }>((resolve, reject) => {
    let received = '';
    const timer = setTimeout(
      () => reject(new Error(`no answer within ${waitMs} ms: the server is waiting for the body`)),
      waitMs,
    );
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const [headers, body] = received.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(headers ?? '')?.[1]);
      if (body !== undefined && Buffer.byteLength(body) >= length) {
        clearTimeout(timer);
        resolve({ status: (headers ?? '').split('\r\n')[0] ?? '', body });
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  // The server ends the connection after an answer that leaves the body unread.
  const ended = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the connection was still open after ${waitMs} ms`)),
      waitMs,
    );
    socket.once('end', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  ended.catch(() => {});
  return { socket, answer, ended };
}

describe('/api/release/publish over a real connection', () => {
  let server: TestServer & { publicUrl: string };
  let disabled: TestServer & { publicUrl: string };
  const portOf = (target: { publicUrl: string }) => Number(new URL(target.publicUrl).port);

  beforeAll(async () => {
    if (!leg) throw new Error('no database leg');
    server = await startListeningTestServer(leg, { RELEASE_TOKEN: token });
    disabled = await startListeningTestServer(leg);
  });
  afterAll(async () => {
    await server.close();
    await disabled.close();
  });

  it('answers an upload without a valid token before its body arrives, and closes the connection', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token']) {
      const upload = startUpload(portOf(server), authorization);
      const { status, body } = await upload.answer;
      await upload.ended;
      upload.socket.destroy();
      expect(status).toBe('HTTP/1.1 401 Unauthorized');
      expect(JSON.parse(body)).toMatchObject({ errcode: 1502 });
    }
    const off = startUpload(portOf(disabled), `Bearer ${token}`);
    const { status } = await off.answer;
    off.socket.destroy();
    expect(status).toBe('HTTP/1.1 403 Forbidden');
    expect(server.app.releaseUploadsInFlight()).toBe(0);
  });

  it('receives at most two uploads at once: a third is refused at once, and taken once one ends', async () => {
    const authorization = `Bearer ${token}`;
    const first = startUpload(portOf(server), authorization);
    const second = startUpload(portOf(server), authorization);
    // The two are being received (their bodies never finish): wait until the server holds both.
    await expect.poll(() => server.app.releaseUploadsInFlight()).toBe(2);
    const third = startUpload(portOf(server), authorization);
    const refused = await third.answer;
    third.socket.destroy();
    expect(refused.status).toBe('HTTP/1.1 503 Service Unavailable');
    expect(JSON.parse(refused.body)).toMatchObject({ errcode: 1508, kind: 'locked' });

    first.socket.destroy();
    await expect.poll(() => server.app.releaseUploadsInFlight()).toBe(1);
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/release/publish',
      headers: { authorization },
      payload: { files: [] },
    });
    expect(upload.json()).toMatchObject({ errcode: 1503 });
    second.socket.destroy();
    first.answer.catch(() => {});
    second.answer.catch(() => {});
    await expect.poll(() => server.app.releaseUploadsInFlight()).toBe(0);
  });

  it('keeps the large body limit to publish: other release routes take 64 KiB', async () => {
    const big = { remote: 'wallet', padding: 'x'.repeat(70 * 1024) };
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/release/rollback',
      headers: { authorization: `Bearer ${token}` },
      payload: big,
    });
    expect(refused.json()).toMatchObject({ errcode: 413 });
  });
});
