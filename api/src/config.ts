import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The repository root. Both `api/src/config.ts` (tests, tsx) and the bundle `api/dist/server.mjs`
 * sit two folders below it, so the same relative URL works for source and build.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const apiRoot = fileURLToPath(new URL('../', import.meta.url));

/** Environment variables arrive as strings; an empty one counts as unset so defaults apply. */
const optionalString = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const integerSetting = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number().int().min(min).max(max).default(fallback),
  );

const environmentSchema = z.object({
  PORT: integerSetting(8080, 0, 65_535),
  HOST: optionalString.default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
  HOST_DIST: optionalString.default(`${repoRoot}host/dist`),
  REMOTE_STORE: optionalString.default(`${repoRoot}var/store`),
  MIGRATIONS_DIR: optionalString.default(`${apiRoot}migrations`),
  SEED_DIR: optionalString.default(`${apiRoot}seed`),
  TOKEN_TTL_HOURS: integerSetting(24 * 7, 1, 24 * 365),
  LOGIN_LOCK_MINUTES: integerSetting(15, 1, 24 * 60),
  LOGIN_FAILURES_BEFORE_LOCK: integerSetting(3, 1, 100),
  /** Sign-in attempts allowed per minute, per account and per client address. */
  LOGIN_RATE_PER_ACCOUNT: integerSetting(10, 1, 10_000),
  LOGIN_RATE_PER_ADDRESS: integerSetting(30, 1, 10_000),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: integerSetting(20, 1, 100_000),
  /** SMS codes one client address may ask for per hour (each number has its own limits too). */
  SMS_SENDS_PER_ADDRESS_PER_HOUR: integerSetting(10, 1, 100_000),
  /** Changes of one signed-in player per minute: password, number binding, profile, details. */
  ACCOUNT_CHANGES_PER_MINUTE: integerSetting(10, 1, 10_000),
  /** Set to `true` behind a reverse proxy (nginx) so the client address comes from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type AppConfig = ReturnType<typeof toAppConfig>;

function toAppConfig(settings: z.infer<typeof environmentSchema>) {
  return {
    port: settings.PORT,
    host: settings.HOST,
    environment: settings.NODE_ENV,
    logLevel: settings.LOG_LEVEL,
    database: settings.DATABASE_URL
      ? { engine: 'postgres' as const, url: settings.DATABASE_URL, schema: settings.DATABASE_SCHEMA }
      : { engine: 'pglite' as const, dataDir: settings.DATA_DIR },
    hostDist: settings.HOST_DIST,
    remoteStore: settings.REMOTE_STORE,
    migrationsDir: settings.MIGRATIONS_DIR,
    seedDir: settings.SEED_DIR,
    tokenTtlHours: settings.TOKEN_TTL_HOURS,
    loginLockMinutes: settings.LOGIN_LOCK_MINUTES,
    loginFailuresBeforeLock: settings.LOGIN_FAILURES_BEFORE_LOCK,
    loginRatePerAccount: settings.LOGIN_RATE_PER_ACCOUNT,
    loginRatePerAddress: settings.LOGIN_RATE_PER_ADDRESS,
    registrationsPerAddressPerHour: settings.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    smsSendsPerAddressPerHour: settings.SMS_SENDS_PER_ADDRESS_PER_HOUR,
    accountChangesPerMinute: settings.ACCOUNT_CHANGES_PER_MINUTE,
    trustProxy: settings.TRUST_PROXY,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start; a bad setting throws naming every offending variable. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): AppConfig {
  const result = environmentSchema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return toAppConfig(result.data);
}
