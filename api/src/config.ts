import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type SocialProvider, socialLoginTypes } from '@casino/contracts';
import { z } from 'zod';
import { productionScryptCost } from './modules/auth/password-hashing.js';
import { paymentProviderNames } from './modules/wallet/payment-provider.js';

/**
 * The repository root. Both `api/src/config.ts` (tests, tsx) and the bundle `api/dist/server.mjs`
 * sit two folders below it, so the same relative URL works for source and build.
 */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const apiRoot = fileURLToPath(new URL('../', import.meta.url));

/** Environment variables arrive as strings; an empty one counts as unset so defaults apply. */
const optionalString = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const integerSetting = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number().int().min(min).max(max).default(fallback),
  );

const booleanSetting = z
  .preprocess((value) => (value === '' ? undefined : value), z.enum(['true', 'false']).optional())
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/**
 * How many proxies stand in front of the API: the client address is the one the outermost of them
 * saw. `true` (trust every hop) is refused: any client could then name its own address.
 */
const proxyHopsSetting = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (value === undefined || /^(0|[1-9])$/.test(value)) return;
      context.addIssue({
        code: 'custom',
        message:
          value === 'true'
            ? 'true would trust every hop of X-Forwarded-For, so any client could spoof its address and ' +
              'escape the per-address limits; set the number of proxies in front of the API (1 behind nginx)'
            : 'must be the number of proxies in front of the API: 0 when none, 1 behind nginx (at most 9)',
      });
    })
    .transform((value) => (value === undefined ? 0 : Number(value))),
);

/**
 * Origins games are framed from (the CSP's `frame-src`, with the app's own): space-separated, as
 * nginx's policy takes the same value verbatim (deploy/nginx).
 */
const originListSetting = optionalString.transform((value, context) => {
  const origins = value?.split(/\s+/).filter(Boolean) ?? [];
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || !['https:', 'http:'].includes(parsed.protocol) || parsed.origin !== origin) {
      context.addIssue({
        code: 'custom',
        message: `"${origin}" is not an origin: give space-separated https://host[:port] values, no path`,
      });
    }
  }
  return origins;
});

/** The server listens on such a host only while developing (development routes, known secrets). */
function isLoopbackHost(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

const httpUrlSetting = optionalString.pipe(
  z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
);

const baseEnvironmentSchema = z.object({
  PORT: integerSetting(8080, 0, 65_535),
  /** 127.0.0.1 with development tools (the only hosts allowed then), 0.0.0.0 in production. */
  HOST: optionalString,
  /** Unset means production: development tools exist only when asked for by name. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: optionalString.default(`${repoRoot}var/data`),
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  /** A schema to use on PostgreSQL instead of `public` (tests give each run its own). */
  DATABASE_SCHEMA: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
      .optional(),
  ),
  /** Connections each API process keeps to PostgreSQL; size it to the server's max_connections / processes. */
  DATABASE_POOL_SIZE: integerSetting(20, 1, 1_000),
  /**
   * Of those, how many are opened at start and kept while idle, so a burst finds them ready; all of
   * them when unset (a fixed-size pool, as HikariCP advises).
   */
  DATABASE_POOL_WARM: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number().int().min(0).max(1_000).optional(),
  ),
  HOST_DIST: optionalString.default(`${repoRoot}host/dist`),
  /** The operator console's build, served at /ops/ (ADR 0043). */
  OPS_DIST: optionalString.default(`${repoRoot}ops/dist`),
  REMOTE_STORE: optionalString.default(`${repoRoot}var/store`),
  /** The operator's media (stock avatars, payment logos) served at /media/; a CDN in production (ADR 0052). */
  MEDIA_DIR: optionalString.default(`${apiRoot}media`),
  MIGRATIONS_DIR: optionalString.default(`${apiRoot}migrations`),
  SEED_DIR: optionalString.default(`${apiRoot}seed`),
  TOKEN_TTL_HOURS: integerSetting(24 * 7, 1, 24 * 365),
  /** Seconds a resolved session is kept in memory; 0 reads every request's session from the database. */
  SESSION_CACHE_SECONDS: integerSetting(5, 0, 60),
  /** Wrong passwords in a row from one client address that lock that address out of one account name. */
  LOGIN_FAILURES_BEFORE_LOCK: integerSetting(3, 1, 100),
  LOGIN_LOCK_MINUTES: integerSetting(15, 1, 24 * 60),
  /** Wrong passwords in a row to one name, from all addresses, before its attempts are spaced out. */
  LOGIN_DELAY_AFTER_FAILURES: integerSetting(5, 1, 1_000),
  /** The longest space between two attempts on one name (1 s, 2 s, 4 s ... up to this). */
  LOGIN_DELAY_MAX_SECONDS: integerSetting(60, 1, 3_600),
  /** scrypt's N: a power of two; below OWASP's 2^17 only outside production (tests lower it). */
  PASSWORD_HASH_COST: integerSetting(productionScryptCost, 2 ** 10, 2 ** 20).refine(
    (cost) => Number.isInteger(Math.log2(cost)),
    'must be a power of two',
  ),
  /** Password hashes computed at once: each takes 128 * PASSWORD_HASH_COST * 8 bytes (128 MiB). */
  PASSWORD_HASH_CONCURRENCY: integerSetting(2, 1, 16),
  /** SMS-code attempts per minute per number; every kind of sign-in attempt per minute per client address. */
  LOGIN_RATE_PER_ACCOUNT: integerSetting(10, 1, 10_000),
  LOGIN_RATE_PER_ADDRESS: integerSetting(30, 1, 10_000),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: integerSetting(20, 1, 100_000),
  /** SMS codes one client address may ask for per hour (each number has its own limits too). */
  SMS_SENDS_PER_ADDRESS_PER_HOUR: integerSetting(10, 1, 100_000),
  /**
   * The least time an answer of accountRecoverySend takes, so an account with a bound phone or
   * e-mail (a code stored and handed to the adapter) answers no later than one without (ADR 0049).
   */
  ACCOUNT_RECOVERY_ANSWER_MS: integerSetting(400, 0, 10_000),
  /** Changes of one signed-in player per minute: password, number binding, profile, details. */
  ACCOUNT_CHANGES_PER_MINUTE: integerSetting(10, 1, 10_000),
  /** The bearer token of `/api/release/*`; unset switches the release endpoint off. */
  RELEASE_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The operator API's bearer token (api/README.md "Operator API"); unset switches it off. */
  OPERATOR_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The payment provider's adapter: required in production; the sandbox while developing. */
  PAYMENT_PROVIDER: optionalString.pipe(
    z.enum(paymentProviderNames, { error: `must be one of: ${paymentProviderNames.join(', ')}` }).optional(),
  ),
  /** The sandbox credits deposits nobody paid: in production only for a demo, opted into by name. */
  ALLOW_SANDBOX_PAYMENTS: booleanSetting,
  /** HMAC secret of the sandbox payment provider's callbacks (see `toAppConfig`). */
  PAYMENT_SIGNING_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** How long a sandbox checkout may be paid; after that the provider cancels it, as real ones do. */
  SANDBOX_CHECKOUT_MINUTES: integerSetting(30, 1, 24 * 60),
  /** Refused provider callbacks (forged, oversized, malformed) one address may send per minute; then 429. */
  PAYMENT_CALLBACK_REFUSALS_PER_MINUTE: integerSetting(30, 1, 100_000),
  /** The reconciliation job asks the provider about orders and withdrawals still open after this long. */
  RECONCILE_AFTER_SECONDS: integerSetting(300, 0, 7 * 24 * 3_600),
  /** Seconds between runs of the reconciliation job (it also runs at start); 0 switches it off. */
  RECONCILE_INTERVAL_SECONDS: integerSetting(60, 0, 24 * 3_600),
  /** The in-house game provider's HMAC secret, shared with the studio (docs/game-provider-protocol.md). */
  GAME_PROVIDER_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** The game studio's address as a browser sees it: launch URLs start with it. */
  STUDIO_PUBLIC_URL: httpUrlSetting,
  /** Milliseconds between runs of the outbox consumers (they also run soon after each settled round in this process; other API instances' events wait for this); 0 switches them off. */
  OUTBOX_INTERVAL_MS: integerSetting(250, 0, 3_600_000),
  /**
   * Game providers' money calls (bet, win, betWin, rollback) at the database at once per API
   * process; the others wait their turn in order. Side by side they contend for the ledger's pages
   * and the database's cores: on two cores, 6 settled 18-80% more spins a second than 16 (ADR 0030).
   */
  WALLET_CALL_CONCURRENCY: integerSetting(6, 1, 1_000),
  /** Proxies in front of the API (1 behind nginx): the client address is read from X-Forwarded-For. */
  TRUST_PROXY: proxyHopsSetting,
  /** Origins a game launch may frame besides the app's own (`frame-src`); 'self' alone by default. */
  GAME_LAUNCH_ORIGINS: originListSetting,
  /** Where players reach this server; social sign-in redirects come back to `${PUBLIC_URL}/auth/social-callback`. */
  PUBLIC_URL: httpUrlSetting,
  /** The local OpenID Connect provider for Google, Facebook and LINE; on outside production by default. */
  DEV_OIDC: booleanSetting,
  /** A real issuer per provider (discovery at `<issuer>/.well-known/openid-configuration`); needs both client settings. */
  OIDC_GOOGLE_ISSUER: httpUrlSetting,
  OIDC_GOOGLE_CLIENT_ID: optionalString,
  OIDC_GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_FACEBOOK_ISSUER: httpUrlSetting,
  OIDC_FACEBOOK_CLIENT_ID: optionalString,
  OIDC_FACEBOOK_CLIENT_SECRET: optionalString,
  OIDC_LINE_ISSUER: httpUrlSetting,
  OIDC_LINE_CLIENT_ID: optionalString,
  OIDC_LINE_CLIENT_SECRET: optionalString,
});

const environmentSchema = baseEnvironmentSchema.superRefine((settings, context) => {
  const production = settings.NODE_ENV === 'production';
  if (settings.PASSWORD_HASH_COST < productionScryptCost && production) {
    context.addIssue({
      code: 'custom',
      path: ['PASSWORD_HASH_COST'],
      message: `below OWASP's minimum for scrypt (${productionScryptCost}): not allowed in production`,
    });
  }
  if (!production && settings.HOST !== undefined && !isLoopbackHost(settings.HOST)) {
    context.addIssue({
      code: 'custom',
      path: ['HOST'],
      message:
        `must be a loopback address (127.0.0.1, ::1, localhost) with NODE_ENV=${settings.NODE_ENV}: ` +
        'the development routes and the known payment signing secret would be reachable by anyone ' +
        'on the network (use NODE_ENV=production to serve others)',
    });
  }
  if (production && settings.PAYMENT_PROVIDER === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message: `required in production: the adapter of the provider that takes deposits (one of: ${paymentProviderNames.join(', ')})`,
    });
  }
  if (production && settings.PAYMENT_PROVIDER === 'sandbox' && !settings.ALLOW_SANDBOX_PAYMENTS) {
    context.addIssue({
      code: 'custom',
      path: ['ALLOW_SANDBOX_PAYMENTS'],
      message:
        'PAYMENT_PROVIDER=sandbox in production credits deposits nobody paid (anyone can press Pay on ' +
        'its hosted page): set ALLOW_SANDBOX_PAYMENTS=true only for a demo with play money',
    });
  }
  const plainHttpGames = settings.GAME_LAUNCH_ORIGINS.filter((origin) => origin.startsWith('http:'));
  if (production && plainHttpGames.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['GAME_LAUNCH_ORIGINS'],
      message: `must be https in production: ${plainHttpGames.join(' ')}`,
    });
  }
  if (production && settings.GAME_PROVIDER_SECRET === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['GAME_PROVIDER_SECRET'],
      message:
        'required in production: the secret the game studio signs its wallet calls with (the development default is public)',
    });
  }
  if (production && settings.STUDIO_PUBLIC_URL === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['STUDIO_PUBLIC_URL'],
      message: 'required in production: the game studio address launch URLs start with',
    });
  }
  if (settings.DEV_OIDC && production) {
    context.addIssue({
      code: 'custom',
      path: ['DEV_OIDC'],
      message: 'the development sign-in provider lets anyone pick any identity: not allowed in production',
    });
  }
  for (const provider of ['GOOGLE', 'FACEBOOK', 'LINE'] as const) {
    if (!settings[`OIDC_${provider}_ISSUER`]) continue;
    for (const part of ['CLIENT_ID', 'CLIENT_SECRET'] as const) {
      if (!settings[`OIDC_${provider}_${part}`]) {
        context.addIssue({
          code: 'custom',
          path: [`OIDC_${provider}_${part}`],
          message: `required when OIDC_${provider}_ISSUER is set`,
        });
      }
    }
  }
});

type Settings = z.infer<typeof environmentSchema>;

/** One configured OpenID Connect issuer and this server's client registration there. */
export interface OidcIssuerConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** True when the issuer is the local development provider this server runs. */
  local: boolean;
}

export interface SocialLoginConfig {
  publicUrl: string;
  /** Where every provider sends the browser back with the authorization code (a host page). */
  redirectUri: string;
  /** Serve the local development provider at `/api/dev-oidc/<provider>`. */
  devProvider: boolean;
  /** A provider without an issuer (none configured, no development provider) is switched off. */
  providers: Record<SocialProvider, OidcIssuerConfig | null>;
}

export const socialProviders = Object.keys(socialLoginTypes) as SocialProvider[];

/** The path of the local provider of one social network, under the API. */
export function devOidcPath(provider: SocialProvider): string {
  return `/api/dev-oidc/${provider}`;
}

function socialLoginConfig(settings: Settings): SocialLoginConfig {
  const publicUrl = settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`;
  const devProvider = settings.DEV_OIDC ?? hasDevelopmentTools(settings);
  const providerConfig = (provider: SocialProvider): OidcIssuerConfig | null => {
    const name = provider.toUpperCase() as Uppercase<SocialProvider>;
    const issuer = settings[`OIDC_${name}_ISSUER`];
    if (issuer) {
      return {
        issuer,
        clientId: settings[`OIDC_${name}_CLIENT_ID`] ?? '',
        clientSecret: settings[`OIDC_${name}_CLIENT_SECRET`] ?? '',
        local: false,
      };
    }
    if (!devProvider) return null;
    // The local provider lives in this process: a fresh secret per start is all it needs.
    return {
      issuer: `${publicUrl}${devOidcPath(provider)}`,
      clientId: `royal-casino-${provider}`,
      clientSecret: randomBytes(32).toString('base64url'),
      local: true,
    };
  };
  return {
    publicUrl,
    redirectUri: `${publicUrl}/auth/social-callback`,
    devProvider,
    providers: {
      google: providerConfig('google'),
      facebook: providerConfig('facebook'),
      line: providerConfig('line'),
    },
  };
}

/** Development routes, the known signing secret, the local sign-in provider: only when asked for. */
function hasDevelopmentTools(settings: Settings): boolean {
  return settings.NODE_ENV === 'development' || settings.NODE_ENV === 'test';
}

/** What the seed tool needs: where the database is, its migrations and seed files. */
const storageSchema = baseEnvironmentSchema.pick({
  DATA_DIR: true,
  DATABASE_URL: true,
  DATABASE_SCHEMA: true,
  DATABASE_POOL_SIZE: true,
  DATABASE_POOL_WARM: true,
  MIGRATIONS_DIR: true,
  SEED_DIR: true,
});

function toStorageConfig(settings: z.infer<typeof storageSchema>) {
  return {
    database: settings.DATABASE_URL
      ? {
          engine: 'postgres' as const,
          url: settings.DATABASE_URL,
          schema: settings.DATABASE_SCHEMA,
          poolSize: settings.DATABASE_POOL_SIZE,
          warmConnections: settings.DATABASE_POOL_WARM ?? settings.DATABASE_POOL_SIZE,
        }
      : { engine: 'pglite' as const, dataDir: settings.DATA_DIR },
    migrationsDir: settings.MIGRATIONS_DIR,
    seedDir: settings.SEED_DIR,
  };
}

export type AppConfig = ReturnType<typeof toAppConfig>;

function toAppConfig(settings: Settings) {
  const developmentTools = hasDevelopmentTools(settings);
  return {
    port: settings.PORT,
    host: settings.HOST ?? (developmentTools ? '127.0.0.1' : '0.0.0.0'),
    environment: settings.NODE_ENV,
    /** `/api/dev/*`, the SMS outbox, the wallet's dev routes, answer-contract checks. */
    developmentTools,
    logLevel: settings.LOG_LEVEL,
    ...toStorageConfig(settings),
    hostDist: settings.HOST_DIST,
    opsDist: settings.OPS_DIST,
    mediaDir: settings.MEDIA_DIR,
    remoteStore: settings.REMOTE_STORE,
    tokenTtlHours: settings.TOKEN_TTL_HOURS,
    sessionCacheSeconds: settings.SESSION_CACHE_SECONDS,
    loginLockMinutes: settings.LOGIN_LOCK_MINUTES,
    loginFailuresBeforeLock: settings.LOGIN_FAILURES_BEFORE_LOCK,
    loginDelayAfterFailures: settings.LOGIN_DELAY_AFTER_FAILURES,
    loginDelayMaxSeconds: settings.LOGIN_DELAY_MAX_SECONDS,
    passwordHashing: { cost: settings.PASSWORD_HASH_COST, concurrency: settings.PASSWORD_HASH_CONCURRENCY },
    loginRatePerAccount: settings.LOGIN_RATE_PER_ACCOUNT,
    loginRatePerAddress: settings.LOGIN_RATE_PER_ADDRESS,
    registrationsPerAddressPerHour: settings.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    smsSendsPerAddressPerHour: settings.SMS_SENDS_PER_ADDRESS_PER_HOUR,
    accountChangesPerMinute: settings.ACCOUNT_CHANGES_PER_MINUTE,
    accountRecoveryAnswerMs: settings.ACCOUNT_RECOVERY_ANSWER_MS,
    trustProxy: settings.TRUST_PROXY,
    gameLaunchOrigins: settings.GAME_LAUNCH_ORIGINS,
    socialLogin: socialLoginConfig(settings),
    releaseToken: settings.RELEASE_TOKEN,
    operatorToken: settings.OPERATOR_TOKEN,
    // Outside production the sandbox is the default (the config refuses production without one).
    paymentProvider: settings.PAYMENT_PROVIDER ?? 'sandbox',
    /** The sandbox serves players of a production deployment: a demo, warned about loudly. */
    sandboxPaymentsInProduction: !developmentTools && settings.PAYMENT_PROVIDER === 'sandbox',
    sandboxCheckoutMinutes: settings.SANDBOX_CHECKOUT_MINUTES,
    paymentCallbackRefusalsPerMinute: settings.PAYMENT_CALLBACK_REFUSALS_PER_MINUTE,
    /** The reconciliation job (settle-pending-payments.ts). */
    paymentSettlement: {
      olderThanSeconds: settings.RECONCILE_AFTER_SECONDS,
      intervalSeconds: settings.RECONCILE_INTERVAL_SECONDS,
    },
    // The sandbox provider signs and verifies in the same process, so production, where nobody
    // should know the secret, gets a random one per process; with development tools a known one
    // lets tests and tools sign callbacks.
    paymentSigningSecret:
      settings.PAYMENT_SIGNING_SECRET ??
      (developmentTools ? developmentPaymentSecret : randomBytes(32).toString('hex')),
    /** The outbox consumers' schedule (modules/outbox/outbox.ts). */
    outbox: { intervalMs: settings.OUTBOX_INTERVAL_MS },
    /** The operator's side of the seamless wallet (modules/games/seamless-wallet.ts). */
    seamlessWallet: { concurrency: settings.WALLET_CALL_CONCURRENCY },
    /** The in-house game provider (docs/game-provider-protocol.md); production must set both. */
    inhouseGames: {
      secret: settings.GAME_PROVIDER_SECRET ?? developmentGameProviderSecret,
      studioPublicUrl: settings.STUDIO_PUBLIC_URL ?? `http://localhost:${settings.PORT + 1}`,
    },
  };
}

/** The studio's default too (studio/): a development run needs no secret set on either side. */
export const developmentGameProviderSecret = 'development-only-in-house-game-provider-secret';

const developmentPaymentSecret = 'development-only-sandbox-payment-signing-secret';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Environment = Record<string, string | undefined>;

function parseSettings<Schema extends z.ZodType>(schema: Schema, environment: Environment): z.infer<Schema> {
  const result = schema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

/**
 * Parses the environment once at start; a bad setting, or an unsafe combination, throws naming
 * every offending variable.
 */
export function loadConfig(environment: Environment = process.env): AppConfig {
  return toAppConfig(parseSettings(environmentSchema, environment));
}

/** The storage settings alone, for tools that serve nobody (the seed tool). */
export function loadStorageConfig(environment: Environment = process.env) {
  return toStorageConfig(parseSettings(storageSchema, environment));
}
