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
      poolSize: 20,
    });
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE and refuses a size of none', () => {
    const url = 'postgres://casino@db:5432/casino';
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '60' }).database).toMatchObject({
      poolSize: 60,
    });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
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

  it('runs the local sign-in providers outside production, at PUBLIC_URL', () => {
    const social = loadConfig({ PORT: '9090' }).socialLogin;
    expect(social).toMatchObject({
      publicUrl: 'http://localhost:9090',
      redirectUri: 'http://localhost:9090/auth/social-callback',
      devProvider: true,
    });
    expect(social.providers.line).toMatchObject({
      issuer: 'http://localhost:9090/api/dev-oidc/line',
      clientId: 'royal-casino-line',
      local: true,
    });
    const production = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://casino.example/' });
    expect(production.socialLogin).toMatchObject({
      publicUrl: 'https://casino.example',
      devProvider: false,
      providers: { google: null, facebook: null, line: null },
    });
  });

  it('uses a configured issuer instead, and refuses the local provider in production', () => {
    const config = loadConfig({
      DEV_OIDC: 'false',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.socialLogin.providers).toEqual({
      google: {
        issuer: 'https://accounts.google.com',
        clientId: 'id.apps.googleusercontent.com',
        clientSecret: 'secret',
        local: false,
      },
      facebook: null,
      line: null,
    });
    const attempt = () =>
      loadConfig({ NODE_ENV: 'production', DEV_OIDC: 'true', OIDC_LINE_ISSUER: 'https://access.line.me' });
    expect(attempt).toThrow(/DEV_OIDC[\s\S]*OIDC_LINE_CLIENT_ID[\s\S]*OIDC_LINE_CLIENT_SECRET/);
  });
});
