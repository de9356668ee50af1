import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';

const nginxConfig = readFileSync(join(repoRoot, 'deploy/nginx.conf'), 'utf8');

/** Each `location <match> { ... }` block of the server (none nests another). */
function locationBlocks(config: string): { match: string; body: string }[] {
  return [...config.matchAll(/\n\s*location\s+([^{]+?)\s*\{([^}]*)\}/g)].map(([, match = '', body = '']) => ({
    match,
    body,
  }));
}

describe("nginx's configuration (deploy/nginx.conf)", () => {
  const proxied = locationBlocks(nginxConfig).filter((block) => block.body.includes('proxy_pass'));

  it('hands the API only the address it saw itself, never what the client wrote', () => {
    expect(proxied.map((block) => block.match)).toEqual(['/api/release/', '/api/']);
    for (const { match, body } of proxied) {
      expect(body, match).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
      expect(body, match).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    }
    // Appending keeps the client's own entries: the API would count hops in a list the client began.
    expect(nginxConfig).not.toContain('$proxy_add_x_forwarded_for');
  });
});
