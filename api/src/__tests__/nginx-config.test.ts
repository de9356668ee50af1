import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';
import { appContentSecurityPolicy, commonSecurityHeaders, cspHashSource } from '../http/security-headers.js';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const nginxConfig = read('deploy/nginx.conf');
const headersTemplate = read('deploy/nginx-templates/security-headers.inc.template');
const composeFile = read('docker-compose.yml');
const headersInclude = 'include /etc/nginx/conf.d/security-headers.inc;';

/**
 * The server's `location <match> {` ... `}` blocks, by lines (a match may hold braces, as in a
 * regex's `{8}`; no block nests another), and the server's own lines outside them; comments aside.
 */
function parseServer(config: string): { locations: { match: string; body: string }[]; serverLevel: string } {
  const locations: { match: string; body: string }[] = [];
  const serverLevel: string[] = [];
  let current: { match: string; lines: string[] } | null = null;
  for (const line of config.replace(/#.*$/gm, '').split('\n')) {
    const opening = /^\s*location\s+(.+?)\s*\{\s*$/.exec(line);
    if (!current && opening) {
      current = { match: opening[1] ?? '', lines: [] };
    } else if (current && /^\s*\}\s*$/.test(line)) {
      locations.push({ match: current.match, body: current.lines.join('\n') });
      current = null;
    } else if (current) {
      current.lines.push(line);
    } else {
      serverLevel.push(line);
    }
  }
  return { locations, serverLevel: serverLevel.join('\n') };
}

/** `add_header Name "value" always;` lines (comments aside), by lower-case name. */
function addedHeaders(snippet: string): Record<string, { value: string; always: boolean }> {
  const headers: Record<string, { value: string; always: boolean }> = {};
  for (const line of snippet.split('\n')) {
    const match = /^\s*add_header\s+(\S+)\s+("([^"]*)"|\S+)(\s+always)?\s*;/.exec(line);
    if (!match) continue;
    const [, name = '', bare = '', quoted, always] = match;
    headers[name.toLowerCase()] = { value: quoted ?? bare, always: Boolean(always) };
  }
  return headers;
}

describe("nginx's configuration (deploy/nginx.conf)", () => {
  const { locations: blocks, serverLevel } = parseServer(nginxConfig);
  const proxied = blocks.filter((block) => block.body.includes('proxy_pass'));

  it('quotes every location regex holding braces, which nginx otherwise refuses to load', () => {
    const regexes = blocks.map((block) => block.match).filter((match) => /^~\*?\s/.test(match));
    expect(regexes.length).toBeGreaterThan(0);
    for (const match of regexes) {
      const pattern = match.replace(/^~\*?\s+/, '');
      if (/[{}]/.test(pattern)) expect(pattern, match).toMatch(/^"[^"]*"$/);
    }
  });

  it('lets the store and the API prefixes win over the regex location of hashed host files', () => {
    // Without `^~` nginx picks a matching regex location over a prefix one: a remote's
    // `123.0a1b2c3d.js` would be looked for among the host's files.
    const prefixes = blocks
      .map((block) => block.match)
      .filter((match) => /^(\^~ )?\/(remotes|media|api)\//.test(match));
    expect(prefixes).toEqual(['^~ /remotes/', '^~ /media/', '^~ /api/release/', '^~ /api/']);
  });

  it('hands the API only the address it saw itself, never what the client wrote', () => {
    expect(proxied.map((block) => block.match)).toEqual(['^~ /api/release/', '^~ /api/']);
    for (const { match, body } of proxied) {
      expect(body, match).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
      expect(body, match).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    }
    // Appending keeps the client's own entries: the API would count hops in a list the client began.
    expect(nginxConfig).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('sends the security headers from every location it answers itself, and leaves the API its own', () => {
    expect(blocks.length).toBeGreaterThan(proxied.length);
    for (const { match, body } of blocks) {
      if (proxied.some((block) => block.match === match)) {
        // A second policy would be enforced too: the API's pages could lose their own inline style.
        expect(body, match).not.toContain('add_header');
        expect(body, match).not.toContain(headersInclude);
      } else {
        expect(body, match).toContain(headersInclude);
      }
    }
    // The server level has none that a location would silently drop.
    expect(serverLevel).not.toContain('add_header');
  });

  it("sends the API's headers, its policy with the splash style's hash, on every status", () => {
    const splashStyles = [...read('host/src/index.html').matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
      ([, style = '']) => style,
    );
    expect(splashStyles).toHaveLength(1);
    const expected = {
      'content-security-policy': appContentSecurityPolicy({
        styleHashes: splashStyles.map(cspHashSource),
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the template's placeholder, filled by envsubst
        frameOrigins: ['${GAME_LAUNCH_ORIGINS}'],
      }),
      ...commonSecurityHeaders,
      'strict-transport-security': '$hsts',
    };
    const sent = addedHeaders(headersTemplate);
    expect(Object.fromEntries(Object.entries(sent).map(([name, { value }]) => [name, value]))).toEqual(
      expected,
    );
    for (const [name, { always }] of Object.entries(sent)) expect(always, name).toBe(true);
    expect(nginxConfig).toMatch(
      /map \$scheme \$hsts \{\s*https "max-age=31536000; includeSubDomains";\s*default "";/,
    );
  });

  it('is what docker-compose runs, with the game launch origins filled in', () => {
    expect(composeFile).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(composeFile).toContain('./deploy/nginx-templates:/etc/nginx/templates:ro');
    expect(composeFile.match(/GAME_LAUNCH_ORIGINS: \$\{GAME_LAUNCH_ORIGINS:-\}/g)).toHaveLength(2);
  });
});
