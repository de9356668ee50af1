import { randomUUID } from 'node:crypto';
import { customerServiceEntrySchema, maintenanceSchema, themeSchema } from '@casino/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { readSeedData } from '../../db/seed-database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import { balanceOf, openAccount, playerAccountOf, postTransaction } from '../wallet/ledger.js';

/**
 * Development routes that put the system into the start-up states of spec 4 (maintenance, client
 * mode, popups, customer service, a broke player, a hostile theme) and read what clients logged.
 * Registered only outside production. Each `PUT` has a `DELETE` that restores the seed's value, so
 * a test can always undo what it changed. Listed in api/README.md.
 */
export interface LifecycleDevRouteOptions {
  db: Database;
  appConfig: AppConfigSource;
  seedDir: string;
}

function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ApiError(errorCodes.invalidRequest, `${issue?.path.join('.') || 'body'}: ${issue?.message}`);
  }
  return parsed.data;
}

const settingsBodySchema = z.strictObject({
  maintenance: maintenanceSchema.optional(),
  h5ClientMode: z.int().min(0).max(9).optional(),
});

const popupsBodySchema = z.strictObject({
  /** Activity type ids that pop up at start, in this order; every other activity stops popping up. */
  typeIds: z.array(z.int().positive()).max(20),
});

const customerServicesBodySchema = z.strictObject({ entries: z.array(customerServiceEntrySchema).max(20) });

const playerParamsSchema = z.strictObject({ userId: z.coerce.number().int().positive() });
const playerBodySchema = z.strictObject({
  vip: z.int().min(0).max(100).optional(),
  /** The player's coin balance to reach, in hundredths (a ledger correction against the house). */
  coin: z.int().min(0).max(1_000_000_000).optional(),
});

const previewParamsSchema = z.strictObject({ previewId: z.string().regex(/^dev-[\w-]{1,40}$/) });
const themeBodySchema = z.strictObject({ themeJsonData: themeSchema.shape.themeJsonData });

const eventsQuerySchema = z.strictObject({
  userId: z.coerce.number().int().positive(),
  eventName: z.string().min(1).max(64).optional(),
});

async function writeSettings(db: Database, settings: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) continue;
    await db.query(
      `INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
}

async function setCoin(db: Database, userId: number, coin: number): Promise<void> {
  const delta = coin - (await balanceOf(db, userId));
  if (delta === 0) return;
  const [player, house] = await Promise.all([
    playerAccountOf(db, userId),
    openAccount(db, 'house', { systemName: 'house' }),
  ]);
  await postTransaction(db, {
    idempotencyKey: `dev-set-coin-${randomUUID()}`,
    kind: 'correction',
    postings: [
      { accountId: player.id, amount: delta },
      { accountId: house.id, amount: -delta },
    ],
    reference: { reason: 'development: /api/dev/players' },
  });
}

interface EventRow {
  received_at: Date;
  event: Record<string, unknown>;
}

export function registerLifecycleDevRoutes(
  app: FastifyInstance,
  { db, appConfig, seedDir }: LifecycleDevRouteOptions,
): void {
  const changed = async <T>(work: () => Promise<T>): Promise<T> => {
    const result = await work();
    appConfig.invalidate();
    return result;
  };

  app.put('/api/dev/settings', async (request) => {
    const body = parse(settingsBodySchema, request.body);
    await changed(() => writeSettings(db, body));
    return { ok: true };
  });
  app.delete('/api/dev/settings', async () => {
    const { settings } = await readSeedData(seedDir);
    await changed(() =>
      writeSettings(db, { maintenance: settings.maintenance, h5ClientMode: settings.h5ClientMode }),
    );
    return { ok: true };
  });

  app.put('/api/dev/activities/popups', async (request) => {
    const { typeIds } = parse(popupsBodySchema, request.body);
    const { rows } = await db.query<{ type_id: number }>(
      'SELECT type_id FROM activities WHERE type_id = ANY($1::int[])',
      [typeIds],
    );
    const missing = typeIds.filter((typeId) => !rows.some((row) => row.type_id === typeId));
    if (missing.length > 0) {
      throw new ApiError(
        errorCodes.unknownActivityType,
        `typeIds: no activity of type ${missing.join(', ')}`,
      );
    }
    await changed(() =>
      db.transaction(async (tx) => {
        await tx.query('UPDATE activities SET type = 0 WHERE type = 1');
        for (const [index, typeId] of typeIds.entries()) {
          await tx.query('UPDATE activities SET type = 1, sort = $2 WHERE type_id = $1', [
            typeId,
            -100 + index,
          ]);
        }
      }),
    );
    return { ok: true };
  });
  app.delete('/api/dev/activities/popups', async () => {
    const { activities } = await readSeedData(seedDir);
    await changed(() =>
      db.transaction(async (tx) => {
        for (const activity of activities) {
          await tx.query('UPDATE activities SET type = $2, sort = $3 WHERE id = $1', [
            activity.id,
            activity.type,
            activity.sort,
          ]);
        }
      }),
    );
    return { ok: true };
  });

  const replaceCustomerServices = (entries: z.output<typeof customerServicesBodySchema>['entries']) =>
    changed(() =>
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM customer_services');
        for (const [index, entry] of entries.entries()) {
          await tx.query(
            'INSERT INTO customer_services (id, item_type, param1, param2, sort) VALUES ($1, $2, $3, $4, $5)',
            [index + 1, entry.itemType, entry.param1, entry.param2, entry.sort],
          );
        }
      }),
    );
  app.put('/api/dev/customer-services', async (request) => {
    await replaceCustomerServices(parse(customerServicesBodySchema, request.body).entries);
    return { ok: true };
  });
  app.delete('/api/dev/customer-services', async () => {
    await replaceCustomerServices((await readSeedData(seedDir)).customerServices);
    return { ok: true };
  });

  app.put('/api/dev/players/:userId', async (request) => {
    const { userId } = parse(playerParamsSchema, request.params);
    const body = parse(playerBodySchema, request.body);
    const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
    if (rows.length === 0) throw new ApiError(errorCodes.unknownPlayer, `userId: no player ${userId}`);
    if (body.vip !== undefined) await db.query('UPDATE users SET vip = $2 WHERE id = $1', [userId, body.vip]);
    if (body.coin !== undefined) await setCoin(db, userId, body.coin);
    return { ok: true, coin: await balanceOf(db, userId) };
  });

  app.put('/api/dev/themes/:previewId', async (request) => {
    const { previewId } = parse(previewParamsSchema, request.params);
    const { themeJsonData } = parse(themeBodySchema, request.body);
    // Development themes live above the seeded ids, named after their preview id.
    await db.query(
      `INSERT INTO themes (id, name, json_data, domain, is_active, preview_id)
       VALUES ((SELECT GREATEST(COALESCE(MAX(id), 0), 999) + 1 FROM themes), $1, $2::jsonb, '', false, $1)
       ON CONFLICT (preview_id) DO UPDATE SET json_data = EXCLUDED.json_data`,
      [previewId, JSON.stringify(themeJsonData)],
    );
    return { ok: true };
  });
  app.delete('/api/dev/themes/:previewId', async (request) => {
    const { previewId } = parse(previewParamsSchema, request.params);
    await db.query('DELETE FROM themes WHERE preview_id = $1 AND NOT is_active', [previewId]);
    return { ok: true };
  });

  // By the player the client named: a beacon carries no token, so the server's user_id is empty.
  app.get('/api/dev/client-events', async (request, reply) => {
    const { userId, eventName } = parse(eventsQuerySchema, request.query);
    const { rows } = await db.query<EventRow>(
      `SELECT received_at, event FROM client_events
       WHERE (event->>'eventUserId')::bigint = $1 AND ($2::text IS NULL OR event_name = $2)
       ORDER BY id LIMIT 1000`,
      [userId, eventName ?? null],
    );
    // One appEventLogClient call stores its events in one statement: they share `received_at`.
    const batches = new Map<string, Record<string, unknown>[]>();
    for (const row of rows) {
      const key = row.received_at.toISOString();
      batches.set(key, [...(batches.get(key) ?? []), row.event]);
    }
    reply.header('cache-control', 'no-store');
    return { batches: [...batches].map(([receivedAt, events]) => ({ receivedAt, events })) };
  });
}
