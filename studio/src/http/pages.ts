import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const contentTypes: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
};

/** The page shell: no inline script or style (the CSP allows only the studio's own files). */
function shell(title: string, entry: string, lang: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="dark">
<title>${title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/${entry}.css">
<script type="module" src="/assets/${entry}.js"></script>
</head>
<body><div id="root"></div></body>
</html>`;
}

const langOf = (value: unknown) => (value === 'fil-PH' ? 'fil' : 'en');

/**
 * Each game's lobby thumbnail (`/art/<code>.svg`), read once at start: the operator's catalogue
 * points at it (the API's `GameProvider.artUrl`, ADR 0048). A game without art answers 404 and the
 * lobby shows its initial instead.
 */
export async function registerArt(
  app: FastifyInstance,
  artDir: string,
  codes: readonly string[],
): Promise<void> {
  const art = new Map<string, Buffer>();
  for (const code of codes) {
    const body = await readFile(join(artDir, `${code}.svg`)).catch(() => null);
    if (body) art.set(`${code}.svg`, body);
  }
  app.get<{ Params: { file: string } }>('/art/:file', async (request, reply) => {
    const body = art.get(request.params.file);
    if (!body)
      return reply.code(404).send({ ok: false, error: { code: 'NOT_FOUND', message: 'No such art' } });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .send(body);
  });
}

/** The pages a player reaches: `/play/<code>` (framed by the casino) and `/verify`. */
export function registerPages(app: FastifyInstance, pagesDir: string, frameAncestors: string): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) return;
    reply.header(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; ` +
        `base-uri 'none'; form-action 'self'; frame-ancestors ${frameAncestors}`,
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.get<{ Params: { code: string }; Querystring: { lang?: string } }>(
    '/play/:code',
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(shell('Game', 'play', langOf(request.query.lang))),
  );
  app.get<{ Querystring: { lang?: string } }>('/verify', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(shell('Verify a round', 'verify', langOf(request.query.lang))),
  );
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const match = /^[a-z0-9-]+\.(js|css|map)$/.exec(request.params.file);
    if (!match?.[1])
      return reply.code(404).send({ ok: false, error: { code: 'NOT_FOUND', message: 'No such file' } });
    try {
      const body = await readFile(join(pagesDir, request.params.file));
      return reply
        .type(contentTypes[match[1]] ?? 'application/octet-stream')
        .header('cache-control', 'no-cache')
        .send(body);
    } catch {
      return reply
        .code(404)
        .send({ ok: false, error: { code: 'NOT_FOUND', message: 'Not built: run the build' } });
    }
  });
}
