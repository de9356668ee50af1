import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('the studio configuration', () => {
  it('refuses to run as production without a secret of its own', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() =>
      loadConfig({ GAME_PROVIDER_SECRET: 'development-only-in-house-game-provider-secret' }),
    ).toThrow(/known development secret/);
    expect(() => loadConfig({ NODE_ENV: 'development', GAME_PROVIDER_SECRET: 'short' })).toThrow(
      /32 characters/,
    );
  });

  it('defaults to port 8081, loopback in development, PGlite unless a database URL is given', () => {
    const development = loadConfig({ NODE_ENV: 'development' });
    expect(development.port).toBe(8081);
    expect(development.host).toBe('127.0.0.1');
    expect(development.database.engine).toBe('pglite');
    const production = loadConfig({
      GAME_PROVIDER_SECRET: 'a-production-secret-of-32-characters-or-more',
      STUDIO_DATABASE_URL: 'postgres://studio@db/studio',
      STUDIO_PORT: '9000',
    });
    expect(production).toMatchObject({ port: 9000, host: '0.0.0.0', frameAncestors: "'self'" });
    expect(production.database).toEqual({ engine: 'postgres', url: 'postgres://studio@db/studio' });
  });
});
