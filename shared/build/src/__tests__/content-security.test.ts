import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { devAppConfig, hostConfig, remoteConfig } from '../index.mjs';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

// The API serves every build under a policy with `script-src 'self'` and no 'unsafe-eval' (ADR 0019):
// a development build whose modules run through eval() would not start at all.
describe('builds under the Content-Security-Policy', () => {
  it('never evaluate strings as code, in development as in production', () => {
    for (const mode of ['development', 'production']) {
      const configs = [
        hostConfig({ dir: path.join(root, 'host'), mode }),
        remoteConfig({ dir: path.join(root, 'remotes/wallet'), mode }),
        devAppConfig({ dir: path.join(root, 'remotes/wallet'), mode, title: 'wallet' }),
      ];
      for (const config of configs) expect(String(config.devtool), mode).not.toMatch(/eval/);
    }
  });
});
