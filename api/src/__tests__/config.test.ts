import { describe, expect, it } from 'vitest';
import { ConfigError, developmentGameProviderSecret, loadConfig } from '../config.js';

/**
 * A production configuration the server accepts: a payment provider chosen, the sandbox opted
 * into, the game studio's secret and address given.
 */
const productionBasics = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'sandbox',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  GAME_PROVIDER_SECRET: 'a-production-game-provider-secret-of-32-chars',
  STUDIO_PUBLIC_URL: 'https://games.casino.example',
};

/** The config's refusal, as `main` prints it. */
function refusalOf(environment: Record<string, string>): string {
  try {
    loadConfig(environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(environment)}`);
}

describe('configuration', () => {
  it('defaults to PGlite under the repository, port 8080 on loopback while developing', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      environment: 'development',
      developmentTools: true,
      paymentProvider: 'sandbox',
      tokenTtlHours: 168,
    });
    expect(config.database).toMatchObject({ engine: 'pglite' });
    expect(config.database.engine === 'pglite' && config.database.dataDir).toMatch(/var\/data$/);
    expect(config.hostDist).toMatch(/host\/dist$/);
    expect(config.remoteStore).toMatch(/var\/store$/);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://casino@db:5432/casino',
      DATABASE_SCHEMA: 'casino',
    });
    expect(config.database).toEqual({
      engine: 'postgres',
      url: 'postgres://casino@db:5432/casino',
      schema: 'casino',
      poolSize: 20,
      warmConnections: 20,
    });
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE and refuses a size of none', () => {
    const url = 'postgres://casino@db:5432/casino';
    expect(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATABASE_POOL_SIZE: '60' }).database,
    ).toMatchObject({
      poolSize: 60,
      warmConnections: 60,
    });
    expect(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATABASE_POOL_WARM: '0' }).database,
    ).toMatchObject({ warmConnections: 0 });
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '', DATABASE_URL: '' }).port).toBe(8080);
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
    const social = loadConfig({ NODE_ENV: 'development', PORT: '9090' }).socialLogin;
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
    const production = loadConfig({
      ...productionBasics,
      PUBLIC_URL: 'https://casino.example/',
    });
    expect(production.socialLogin).toMatchObject({
      publicUrl: 'https://casino.example',
      devProvider: false,
      providers: { google: null, facebook: null, line: null },
    });
  });

  it('uses a configured issuer instead, and refuses the local provider in production', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
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

  describe('safe by default', () => {
    it('runs as production when NODE_ENV is unset: no development tools, secrets nobody knows', () => {
      const { NODE_ENV: _production, ...unset } = productionBasics;
      const config = loadConfig(unset);
      expect(config).toMatchObject({
        environment: 'production',
        developmentTools: false,
        host: '0.0.0.0',
        socialLogin: { devProvider: false },
      });
      expect(config.paymentSigningSecret).not.toBe(loadConfig({ NODE_ENV: 'test' }).paymentSigningSecret);
    });

    it('has development tools only when NODE_ENV is development or test, set explicitly', () => {
      for (const NODE_ENV of ['development', 'test']) {
        const config = loadConfig({ NODE_ENV });
        expect(config, NODE_ENV).toMatchObject({
          developmentTools: true,
          socialLogin: { devProvider: true },
        });
        // The known secret: tests and tools sign sandbox callbacks with it.
        expect(config.paymentSigningSecret, NODE_ENV).toBe(loadConfig({ NODE_ENV }).paymentSigningSecret);
      }
    });

    it('refuses to start in production without a payment provider, naming PAYMENT_PROVIDER', () => {
      const withoutProvider: Record<string, string>[] = [
        {},
        { NODE_ENV: 'production' },
        { NODE_ENV: 'production', PAYMENT_PROVIDER: '' },
      ];
      for (const environment of withoutProvider) {
        expect(refusalOf(environment), JSON.stringify(environment)).toMatch(
          /PAYMENT_PROVIDER: required in production/,
        );
      }
      expect(refusalOf({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'paypal' })).toMatch(
        /PAYMENT_PROVIDER: must be one of: sandbox/,
      );
    });

    it('refuses the sandbox provider in production unless ALLOW_SANDBOX_PAYMENTS=true opts in', () => {
      const refusal = refusalOf({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
      expect(refusal).toMatch(/ALLOW_SANDBOX_PAYMENTS: .*credits deposits nobody paid/);
      expect(refusalOf({ ...productionBasics, ALLOW_SANDBOX_PAYMENTS: 'false' })).toMatch(
        /ALLOW_SANDBOX_PAYMENTS/,
      );
      expect(loadConfig(productionBasics)).toMatchObject({
        paymentProvider: 'sandbox',
        sandboxPaymentsInProduction: true,
      });
      expect(loadConfig({ NODE_ENV: 'test' }).sandboxPaymentsInProduction).toBe(false);
    });

    it('refuses to start in production without the game studio secret and address, and never takes the default', () => {
      const { GAME_PROVIDER_SECRET: _secret, STUDIO_PUBLIC_URL: _url, ...withoutStudio } = productionBasics;
      const refusal = refusalOf(withoutStudio);
      expect(refusal).toMatch(/GAME_PROVIDER_SECRET: required in production/);
      expect(refusal).toMatch(/STUDIO_PUBLIC_URL: required in production/);
      expect(refusalOf({ ...productionBasics, GAME_PROVIDER_SECRET: 'short' })).toMatch(
        /GAME_PROVIDER_SECRET: must be at least 32 characters/,
      );
      expect(loadConfig(productionBasics).inhouseGames).toEqual({
        secret: productionBasics.GAME_PROVIDER_SECRET,
        studioPublicUrl: 'https://games.casino.example',
      });
      // Developing, the studio listens next to the API with the shared development secret.
      expect(loadConfig({ NODE_ENV: 'development', PORT: '9000' }).inhouseGames).toEqual({
        secret: developmentGameProviderSecret,
        studioPublicUrl: 'http://localhost:9001',
      });
    });

    it('binds loopback while developing and refuses any other HOST there, naming HOST', () => {
      for (const NODE_ENV of ['development', 'test']) {
        for (const HOST of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
          expect(loadConfig({ NODE_ENV, HOST }).host, HOST).toBe(HOST);
        }
        for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'casino.example']) {
          expect(refusalOf({ NODE_ENV, HOST }), `${NODE_ENV} ${HOST}`).toMatch(
            /HOST: must be a loopback address/,
          );
        }
      }
      expect(loadConfig({ ...productionBasics, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    });
  });

  describe('proxy trust', () => {
    it('takes the number of proxies in front, none by default', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(0);
      expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    });

    it('refuses true, which would trust every hop, and says what to set', () => {
      const refusal = refusalOf({ NODE_ENV: 'test', TRUST_PROXY: 'true' });
      expect(refusal).toMatch(/TRUST_PROXY: .*every hop.*spoof.*number of proxies in front.*1 behind nginx/);
      for (const TRUST_PROXY of ['false', 'yes', '-1', '1.5', '100']) {
        expect(refusalOf({ NODE_ENV: 'test', TRUST_PROXY }), TRUST_PROXY).toMatch(/TRUST_PROXY/);
      }
    });
  });
});
