import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../test-support/database-legs.js';
import { startListeningTestServer, type TestServer } from '../../test-support/test-server.js';
import { errorCodes } from '../api-error.js';

/**
 * How the proxy in front writes X-Forwarded-For: nginx's `$remote_addr` (what deploy/nginx.conf
 * does) replaces whatever the client sent; `$proxy_add_x_forwarded_for` appends to it, so the
 * API's hop count alone must keep the client's own entries out.
 */
type Forwarding = 'replaces' | 'appends';

/** A reverse proxy on loopback that forwards to the API as nginx does. */
async function startProxy(target: URL, forwarding: Forwarding): Promise<{ port: number; server: Server }> {
  const server = createServer((incoming, outgoing) => {
    const seen = incoming.socket.remoteAddress ?? '';
    const sent = incoming.headers['x-forwarded-for'];
    const forwardedFor = forwarding === 'appends' && sent ? `${sent}, ${seen}` : seen;
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

/** A client at `clientAddress` (a loopback address of its own) posting through the proxy. */
function postThroughProxy(
  proxyPort: number,
  clientAddress: string,
  path: string,
  body: unknown,
  headers: IncomingHttpHeaders = {},
): Promise<{ errcode: number; data?: { token?: string } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        localAddress: clientAddress,
        method: 'POST',
        path: `/api${path}`,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8').on('data', (chunk) => {
          text += chunk;
        });
        answer.on('end', () => resolve(JSON.parse(text)));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

let spoofCounter = 0;
/** A different made-up address on every request, as an attacker would rotate them. */
function spoofedForwardedFor(): IncomingHttpHeaders {
  spoofCounter += 1;
  return { 'x-forwarded-for': `203.0.113.${spoofCounter % 250}, 198.51.100.${spoofCounter % 250}` };
}

const realClient = '127.0.0.1';
const otherClient = '127.0.0.2';

announceDatabaseLegs('proxy trust');

describe.each(databaseLegs)('per-address limits behind a proxy on $name', (leg) => {
  describe.each(['replaces', 'appends'] as const)('that %s X-Forwarded-For', (forwarding) => {
    let api: TestServer & { publicUrl: string };
    let proxy: { port: number; server: Server };

    beforeAll(async () => {
      api = await startListeningTestServer(leg, {
        TRUST_PROXY: '1',
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: '3',
        LOGIN_RATE_PER_ADDRESS: '3',
      });
      proxy = await startProxy(new URL(api.publicUrl), forwarding);
    });
    afterAll(async () => {
      await new Promise((resolve) => proxy.server.close(resolve));
      await api.close();
    });

    const register = (clientAddress: string) =>
      postThroughProxy(
        proxy.port,
        clientAddress,
        '/app/v1/accountRegist',
        { account: `p${randomBytes(6).toString('hex')}`, password: 'secret-pass' },
        spoofedForwardedFor(),
      );

    it('counts registrations per real client address, whatever the client claims', async () => {
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt += 1) answers.push((await register(realClient)).errcode);
      expect(answers).toEqual([0, 0, 0, errorCodes.rateLimited]);
      // Another real address has its own allowance.
      expect((await register(otherClient)).errcode).toBe(0);
      const { rows } = await api.db.query<{ client_address: string }>(
        'SELECT DISTINCT client_address FROM sessions ORDER BY client_address',
      );
      expect(rows.map((row) => row.client_address)).toEqual([realClient, otherClient]);
    });

    it('counts sign-in attempts per real client address, whatever the client claims', async () => {
      const signIn = (clientAddress: string) =>
        postThroughProxy(
          proxy.port,
          clientAddress,
          '/app/v1/accountLogin',
          { account: `nobody${randomBytes(4).toString('hex')}`, password: 'wrong-pass' },
          spoofedForwardedFor(),
        );
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt += 1) answers.push((await signIn(realClient)).errcode);
      expect(answers).toEqual([
        errorCodes.wrongCredentials,
        errorCodes.wrongCredentials,
        errorCodes.wrongCredentials,
        errorCodes.rateLimited,
      ]);
      expect((await signIn(otherClient)).errcode).toBe(errorCodes.wrongCredentials);
    });
  });
});
