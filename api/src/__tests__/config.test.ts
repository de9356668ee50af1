import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('configuration', () => {
  it('defaults to PGlite under the repository, port 8080 on all interfaces', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      environment: 'development',
      tokenTtlHours: 168,
    });
    expect(config.database).toMatchObject({ engine: 'pglite' });
    expect(config.database.engine === 'pglite' && config.database.dataDir).toMatch(/var\/data$/);
    expect(config.hostDist).toMatch(/host\/dist$/);
    expect(config.remoteStore).toMatch(/var\/store$/);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://casino@db:5432/casino',
      DATABASE_SCHEMA: 'casino',
    });
    expect(config.database).toEqual({
      engine: 'postgres',
      url: 'postgres://casino@db:5432/casino',
      schema: 'casino',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it('fails loudly, naming every bad setting', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x', TOKEN_TTL_HOURS: '0' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'NODE_ENV', 'DATABASE_URL', 'TOKEN_TTL_HOURS'])
        expect(message).toContain(name);
    }
  });
});
