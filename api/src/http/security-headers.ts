import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Security headers on every answer of this server (ADR 0019). deploy/nginx sends the same for the
// files it serves itself; api/src/__tests__/nginx-config.test.ts keeps the two equal.

/** The CSP source that allows exactly this inline text (a `<style>` element's content). */
export function cspHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

export interface AppPolicyOptions {
  /** Hashes of the host's inline styles (the splash cover in `index.html`). */
  styleHashes: readonly string[];
  /** Origins games are framed from, besides the app's own; the lobby shows their art too. */
  frameOrigins: readonly string[];
}

/**
 * The host's policy (pages, files, the registry, the remote store): scripts, styles, workers and
 * calls from this origin only; images also over https and as data URLs, as theme data may set them
 * (ADR 0015) and from the game launch origins (their thumbnails, ADR 0048); frames from the game
 * launch origins; never framed itself.
 */
export function appContentSecurityPolicy({ styleHashes, frameOrigins }: AppPolicyOptions): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    // blob: for the previews of pictures a player is about to upload (KYC, feedback).
    ["img-src 'self' https: data: blob:", ...frameOrigins].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    ["frame-src 'self'", ...frameOrigins].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A page this API renders itself (the sandbox checkout, the dev sign-in pages): one inline style, forms to itself, no script. */
export function renderedPagePolicy(styleHash: string): string {
  return `default-src 'none'; style-src ${styleHash}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}

/** API answers are data: they load nothing and are framed nowhere. */
const apiAnswerPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The headers every answer carries, besides its policy. */
export const commonSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
} as const;

/** A year, subdomains included: sent only on answers to requests that came over TLS. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** The common headers for this request: HSTS when it came over TLS (as a trusted proxy says). */
function securityHeadersFor(request: FastifyRequest): Record<string, string> {
  return request.protocol === 'https'
    ? { ...commonSecurityHeaders, 'strict-transport-security': strictTransportSecurity }
    : { ...commonSecurityHeaders };
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Writes the headers straight onto the raw response, for answers Fastify hands over to another
 * server (the dev sign-in provider's Koa app): its `onSend` hooks never see them.
 */
export function writeSecurityHeaders(request: FastifyRequest, raw: ServerResponse, policy: string): void {
  for (const [name, value] of Object.entries(securityHeadersFor(request))) raw.setHeader(name, value);
  raw.setHeader('content-security-policy', policy);
}

/**
 * The host build writes the hashes of `index.html`'s inline styles beside it
 * (`csp-style-hashes.json`, host/build/inline-style-hashes.mjs). Read again when the file changes,
 * so a host rebuilt while the API runs is served with its own hashes.
 */
function hostStyleHashReader(hostDist: string): () => Promise<readonly string[]> {
  const file = join(hostDist, 'csp-style-hashes.json');
  let cached: { modifiedMs: number; hashes: readonly string[] } | null = null;
  return async () => {
    let modifiedMs: number;
    try {
      modifiedMs = (await stat(file)).mtimeMs;
    } catch {
      return []; // no host build: no inline style to allow
    }
    if (cached?.modifiedMs !== modifiedMs) {
      const hashes: unknown = JSON.parse(await readFile(file, 'utf8'));
      const valid = Array.isArray(hashes) && hashes.every((hash) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(hash));
      cached = { modifiedMs, hashes: valid ? hashes : [] };
    }
    return cached.hashes;
  };
}

/**
 * Adds the security headers to every answer Fastify sends (hijacked ones: `writeSecurityHeaders`).
 * An answer that set its own policy (a page with its own inline style) keeps it.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  settings: { hostDist: string; gameLaunchOrigins: readonly string[] },
): void {
  const hostStyleHashes = hostStyleHashReader(settings.hostDist);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeadersFor(request));
    if (!reply.hasHeader('content-security-policy')) {
      const policy = isApiPath(request.url)
        ? apiAnswerPolicy
        : appContentSecurityPolicy({
            styleHashes: await hostStyleHashes(),
            frameOrigins: settings.gameLaunchOrigins,
          });
      reply.header('content-security-policy', policy);
    }
    return payload;
  });
}
