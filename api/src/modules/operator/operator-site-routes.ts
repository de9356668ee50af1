import {
  customerServiceEntrySchema,
  idSchema,
  maintenanceSchema,
  rechargeBonusSchema,
  rechargeChannelSchema,
} from '@casino/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import { loadCustomerServices } from '../config/customer-services.js';
import { describeChange } from './operator-access.js';
import type { OperatorRouteTools } from './operator-account-routes.js';

/** The maintenance switch as preLogin answers it, with a message players can read. */
const maintenanceBody = maintenanceSchema.extend({ message: z.string().trim().max(500).optional() }).strict();

const customerServicesBody = z.strictObject({
  entries: z.array(customerServiceEntrySchema.strict()).max(20),
});

/** A deposit channel as players get it, and the ids of the amount options it offers. */
const rechargeChannelBody = rechargeChannelSchema
  .extend({ itemIds: z.array(idSchema).min(1).max(50) })
  .strict()
  .refine(
    (channel) =>
      channel.minAmount === undefined ||
      channel.maxAmount === undefined ||
      channel.minAmount <= channel.maxAmount,
    { message: 'minAmount must not exceed maxAmount', path: ['maxAmount'] },
  );
const rechargeChannelsBody = z.strictObject({
  channels: z
    .array(rechargeChannelBody)
    .min(1)
    .max(30)
    .refine((channels) => new Set(channels.map((channel) => channel.id)).size === channels.length, {
      message: 'a channel id is used twice',
    })
    .refine((channels) => channels.filter((channel) => channel.isDefault).length === 1, {
      message: 'exactly one channel is the default',
    }),
});

/** The deposit bonus rules (`rechargeBonusList`): at most one rule per bonus type. */
const depositBonusesBody = z.strictObject({
  rules: z
    .array(rechargeBonusSchema.strict())
    .max(13)
    .refine((rules) => new Set(rules.map((rule) => rule.type)).size === rules.length, {
      message: 'a bonus type has two rules',
    }),
});

async function readSetting<Value>(db: Queryable, key: string): Promise<Value> {
  const { rows } = await db.query<{ value: Value }>('SELECT value FROM app_settings WHERE key = $1', [key]);
  return rows[0]?.value as Value;
}

async function writeSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

type RechargeChannel = z.output<typeof rechargeChannelSchema>;

async function rechargeChannels(db: Queryable) {
  const [channels, itemMap, items] = await Promise.all([
    readSetting<RechargeChannel[]>(db, 'rechargeTypeList'),
    readSetting<Record<string, number[]>>(db, 'rechargeTypeItemMap'),
    readSetting<{ id: number; price: number }[]>(db, 'rechargeItemList'),
  ]);
  return {
    channels: channels.map((channel) => ({ ...channel, itemIds: itemMap[String(channel.id)] ?? [] })),
    /** The amount options a channel may offer. */
    items,
  };
}

/**
 * Site settings players meet before anything else (ADR 0047): the maintenance switch (owner only:
 * it closes the site), the customer-service channels (marketing), the deposit channels (finance)
 * and the deposit bonus rules (finance, marketing). They are the app config's own rows, checked with the contracts' schemas the player
 * API answers with; a change reaches players at once (the config's cache is dropped) and is
 * audited with its state before and after.
 */
export function registerOperatorSiteRoutes(
  scope: FastifyInstance,
  {
    db,
    parse,
    answer,
    appConfig,
  }: Pick<OperatorRouteTools, 'db' | 'parse' | 'answer'> & { appConfig: AppConfigSource },
): void {
  scope.get('/api/operator/v1/maintenance', async (_request, reply) =>
    answer(reply, await readSetting(db, 'maintenance')),
  );
  scope.put('/api/operator/v1/maintenance', async (request, reply) => {
    const after = parse(maintenanceBody, request.body, 'body');
    const before = await readSetting(db, 'maintenance');
    await writeSetting(db, 'maintenance', after);
    appConfig.invalidate();
    describeChange(request, { target: 'maintenance', before, after });
    return answer(reply, after);
  });

  scope.get('/api/operator/v1/customer-services', async (_request, reply) =>
    answer(reply, { entries: await loadCustomerServices(db) }),
  );
  scope.put('/api/operator/v1/customer-services', async (request, reply) => {
    const { entries } = parse(customerServicesBody, request.body, 'body');
    const before = await loadCustomerServices(db);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM customer_services');
      for (const [index, entry] of entries.entries()) {
        await tx.query(
          'INSERT INTO customer_services (id, item_type, param1, param2, sort) VALUES ($1, $2, $3, $4, $5)',
          [index + 1, entry.itemType, entry.param1, entry.param2, entry.sort],
        );
      }
    });
    appConfig.invalidate();
    const after = await loadCustomerServices(db);
    describeChange(request, { target: 'customerServices', before, after });
    return answer(reply, { entries: after });
  });

  scope.get('/api/operator/v1/recharge-channels', async (_request, reply) =>
    answer(reply, await rechargeChannels(db)),
  );
  scope.put('/api/operator/v1/recharge-channels', async (request, reply) => {
    const before = await rechargeChannels(db);
    const known = new Set(before.items.map((item) => item.id));
    const offersKnownAmounts = rechargeChannelsBody.superRefine((body, context) => {
      for (const [index, channel] of body.channels.entries()) {
        const unknown = channel.itemIds.find((id) => !known.has(id));
        if (unknown !== undefined)
          context.addIssue({
            code: 'custom',
            message: `there is no amount option ${unknown}`,
            path: ['channels', index, 'itemIds'],
          });
      }
    });
    const { channels } = parse(offersKnownAmounts, request.body, 'body');
    await db.transaction(async (tx) => {
      await writeSetting(
        tx,
        'rechargeTypeList',
        channels.map(({ itemIds: _offered, ...channel }) => channel),
      );
      await writeSetting(
        tx,
        'rechargeTypeItemMap',
        Object.fromEntries(channels.map((channel) => [String(channel.id), channel.itemIds])),
      );
    });
    appConfig.invalidate();
    const after = await rechargeChannels(db);
    describeChange(request, { target: 'rechargeChannels', before: before.channels, after: after.channels });
    return answer(reply, after);
  });

  // The bonuses a deposit earns (spec 5), read by the deposit page and applied when a payment lands.
  scope.get('/api/operator/v1/deposit-bonuses', async (_request, reply) =>
    answer(reply, { rules: (await readSetting<unknown[] | undefined>(db, 'rechargeBonusList')) ?? [] }),
  );
  scope.put('/api/operator/v1/deposit-bonuses', async (request, reply) => {
    const { rules } = parse(depositBonusesBody, request.body, 'body');
    const before = (await readSetting<unknown[] | undefined>(db, 'rechargeBonusList')) ?? [];
    await writeSetting(db, 'rechargeBonusList', rules);
    appConfig.invalidate();
    describeChange(request, { target: 'rechargeBonusList', before, after: rules });
    return answer(reply, { rules });
  });
}
