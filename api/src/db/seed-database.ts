import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  activityEntrySchema,
  appConfigSchema,
  customerServiceEntrySchema,
  gameCategorySchema,
  gameEntrySchema,
  themeSchema,
  vipLevelSchema,
} from '@casino/contracts/schemas';
import { z } from 'zod';
import { gameProviderIds } from '../modules/games/game-provider.js';
import type { Database, Queryable } from './database.js';

/**
 * The seed files in `api/seed/`, checked against the contracts so a typo fails the seed, not a
 * player's screen. Settings are the app-config groups kept as one JSON document each.
 */
export const settingsSeedSchema = appConfigSchema
  .omit({
    appVipMap: true,
    gameList: true,
    gameTypeList: true,
    gameBrandList: true,
    gamePlatformList: true,
    gameTagList: true,
    gameListVersion: true,
    activityConfigList: true,
    customerServiceList: true,
    theme: true,
  })
  .strict();

/** Which provider launches a seeded game (ADR 0030); games without one are not launchable. */
const gameProviderSeedSchema = z
  .strictObject({
    id: z.enum(gameProviderIds),
    gameCode: z.string().min(1).max(64),
    minStake: z.int().positive(),
    maxStake: z.int().positive(),
  })
  .refine((provider) => provider.maxStake >= provider.minStake, 'maxStake must not be below minStake');

const gamesSeedSchema = z.strictObject({
  gameTypeList: z.array(gameCategorySchema),
  gameBrandList: z.array(gameCategorySchema),
  gamePlatformList: z.array(gameCategorySchema),
  gameTagList: z.array(gameCategorySchema),
  gameList: z.array(gameEntrySchema.extend({ sort: z.int(), provider: gameProviderSeedSchema.optional() })),
});

/** A VIP level and what it pays beyond `appVipMap` (ADR 0034). */
export const vipLevelSeedSchema = vipLevelSchema.extend({
  /** Hundredths paid once on reaching the level. */
  levelUpBonus: z.int().min(0),
  signInAward: vipLevelSchema.shape.dailyAward,
  /** Basis points of settled stake, keyed by game type id. */
  rebateRates: z.record(z.string().regex(/^\d+$/), z.int().min(0).max(10_000)),
});

/** A task (ADR 0035); `awards` as `dailyAward`, `actionPath` for action tasks only. */
export const taskSeedSchema = z
  .strictObject({
    id: z.int().positive(),
    kind: z.enum(['daily', 'weekly', 'vip']),
    metric: z.enum(['stake', 'rounds', 'deposit', 'action']),
    target: z.int().positive(),
    actionPath: z.string().startsWith('/').nullable(),
    minVip: z.int().min(0),
    awards: vipLevelSchema.shape.dailyAward.min(1),
    title: z.string().min(1),
    sort: z.int(),
  })
  .refine(
    (task) => (task.metric === 'action') === (task.actionPath !== null),
    'actionPath is for action tasks',
  )
  .refine((task) => task.metric !== 'action' || task.target === 1, 'an action task has target 1');

const themesSeedSchema = z.array(
  themeSchema.extend({
    id: z.int().positive(),
    isActive: z.boolean(),
    previewId: z.string().min(1).nullable(),
  }),
);

const seedFiles = {
  settings: { file: 'settings.json', schema: settingsSeedSchema },
  games: { file: 'games.json', schema: gamesSeedSchema },
  vipLevels: { file: 'vip-levels.json', schema: z.array(vipLevelSeedSchema) },
  activities: {
    file: 'activities.json',
    // `config`: the activity's rules, read (and checked) by its module, e.g. the lucky jackpot's.
    schema: z.array(activityEntrySchema.extend({ config: z.record(z.string(), z.unknown()).default({}) })),
  },
  tasks: { file: 'tasks.json', schema: z.array(taskSeedSchema) },
  customerServices: {
    file: 'customer-services.json',
    schema: z.array(customerServiceEntrySchema.extend({ id: z.int().positive() })),
  },
  themes: { file: 'themes.json', schema: themesSeedSchema },
} as const;

export type SeedData = { [Key in keyof typeof seedFiles]: z.output<(typeof seedFiles)[Key]['schema']> };

async function readSeedFile<Schema extends z.ZodType>(directory: string, file: string, schema: Schema) {
  const text = await readFile(join(directory, file), 'utf8');
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Seed file ${file} is invalid:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data as z.output<Schema>;
}

/** Reads and checks every seed file (the dev routes restore seeded values from them). */
export async function readSeedData(directory: string): Promise<SeedData> {
  const entries = await Promise.all(
    Object.entries(seedFiles).map(async ([key, { file, schema }]) => [
      key,
      await readSeedFile(directory, file, schema),
    ]),
  );
  return Object.fromEntries(entries) as SeedData;
}

async function upsertSettings(tx: Queryable, settings: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(settings)) {
    await tx.query(
      `INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
}

async function upsertGames(tx: Queryable, games: SeedData['games']): Promise<void> {
  const categoryTables = [
    ['game_types', games.gameTypeList],
    ['game_brands', games.gameBrandList],
    ['game_platforms', games.gamePlatformList],
    ['game_tags', games.gameTagList],
  ] as const;
  for (const [table, categories] of categoryTables) {
    for (const category of categories) {
      await tx.query(
        `INSERT INTO ${table} (id, name, icon, sort) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, icon = EXCLUDED.icon, sort = EXCLUDED.sort`,
        [category.id, category.name, category.icon ?? '', category.sort],
      );
    }
  }
  for (const game of games.gameList) {
    await tx.query(
      `INSERT INTO games (id, name, type_id, brand_id, platform_id, tag_ids, image, sort, is_hot, is_new,
         provider, provider_game_code, min_stake, max_stake, launchable)
       VALUES ($1, $2, $3, $4, $5, $6::integer[], $7, $8, $9, $10, $11, $12, $13, $14, $11::text IS NOT NULL)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, type_id = EXCLUDED.type_id,
         brand_id = EXCLUDED.brand_id, platform_id = EXCLUDED.platform_id, tag_ids = EXCLUDED.tag_ids,
         image = EXCLUDED.image, sort = EXCLUDED.sort, is_hot = EXCLUDED.is_hot, is_new = EXCLUDED.is_new,
         provider = EXCLUDED.provider, provider_game_code = EXCLUDED.provider_game_code,
         min_stake = EXCLUDED.min_stake, max_stake = EXCLUDED.max_stake, launchable = EXCLUDED.launchable`,
      [
        game.id,
        game.name,
        game.type,
        game.brand,
        game.platform,
        game.tags,
        game.image,
        game.sort,
        game.isHot,
        game.isNew,
        game.provider?.id ?? null,
        game.provider?.gameCode ?? null,
        game.provider?.minStake ?? null,
        game.provider?.maxStake ?? null,
      ],
    );
  }
}

export async function upsertVipLevels(tx: Queryable, levels: SeedData['vipLevels']): Promise<void> {
  for (const level of levels) {
    await tx.query(
      `INSERT INTO vip_levels (level, name, experience, bet_limit, daily_award, show_type, level_up_bonus, sign_in_award)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::jsonb)
       ON CONFLICT (level) DO UPDATE SET name = EXCLUDED.name, experience = EXCLUDED.experience,
         bet_limit = EXCLUDED.bet_limit, daily_award = EXCLUDED.daily_award, show_type = EXCLUDED.show_type,
         level_up_bonus = EXCLUDED.level_up_bonus, sign_in_award = EXCLUDED.sign_in_award`,
      [
        level.level,
        level.name,
        level.experience,
        level.betLimit,
        JSON.stringify(level.dailyAward),
        level.showType,
        level.levelUpBonus,
        JSON.stringify(level.signInAward),
      ],
    );
    for (const [gameTypeId, rateBp] of Object.entries(level.rebateRates)) {
      await tx.query(
        `INSERT INTO vip_rebate_rates (level, game_type_id, rate_bp) VALUES ($1, $2, $3)
         ON CONFLICT (level, game_type_id) DO UPDATE SET rate_bp = EXCLUDED.rate_bp`,
        [level.level, Number(gameTypeId), rateBp],
      );
    }
  }
}

export async function upsertTasks(tx: Queryable, tasks: SeedData['tasks']): Promise<void> {
  for (const task of tasks) {
    await tx.query(
      `INSERT INTO tasks (id, kind, metric, target, action_path, min_vip, awards, title, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)
       ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, metric = EXCLUDED.metric, target = EXCLUDED.target,
         action_path = EXCLUDED.action_path, min_vip = EXCLUDED.min_vip, awards = EXCLUDED.awards,
         title = EXCLUDED.title, sort = EXCLUDED.sort`,
      [
        task.id,
        task.kind,
        task.metric,
        task.target,
        task.actionPath,
        task.minVip,
        JSON.stringify(task.awards),
        task.title,
        task.sort,
      ],
    );
  }
}

async function upsertActivities(tx: Queryable, activities: SeedData['activities']): Promise<void> {
  for (const activity of activities) {
    await tx.query(
      `INSERT INTO activities (id, type_id, name, type, sort, theme_url, click_type, click_action,
         unlogin_show_status, home_float_show_status, status, start_time, end_time, config)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb)
       ON CONFLICT (id) DO UPDATE SET type_id = EXCLUDED.type_id, name = EXCLUDED.name, type = EXCLUDED.type,
         sort = EXCLUDED.sort, theme_url = EXCLUDED.theme_url, click_type = EXCLUDED.click_type,
         click_action = EXCLUDED.click_action, unlogin_show_status = EXCLUDED.unlogin_show_status,
         home_float_show_status = EXCLUDED.home_float_show_status, status = EXCLUDED.status,
         start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time, config = EXCLUDED.config`,
      [
        activity.id,
        activity.typeId,
        activity.name,
        activity.type,
        activity.sort,
        activity.themeUrl,
        activity.clickType,
        activity.clickAction,
        activity.unloginShowStatus,
        activity.homeFloatShowStatus,
        activity.status,
        activity.startTime ?? null,
        activity.endTime ?? null,
        JSON.stringify(activity.config),
      ],
    );
  }
}

async function upsertCustomerServices(tx: Queryable, entries: SeedData['customerServices']): Promise<void> {
  for (const entry of entries) {
    await tx.query(
      `INSERT INTO customer_services (id, item_type, param1, param2, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET item_type = EXCLUDED.item_type, param1 = EXCLUDED.param1,
         param2 = EXCLUDED.param2, sort = EXCLUDED.sort`,
      [entry.id, entry.itemType, entry.param1, entry.param2, entry.sort],
    );
  }
}

async function upsertThemes(tx: Queryable, themes: SeedData['themes']): Promise<void> {
  if (themes.filter((theme) => theme.isActive).length !== 1) {
    throw new Error('Seed file themes.json must mark exactly one theme active');
  }
  // One active theme at a time (a unique index): clear the flag before the seed sets it again.
  await tx.query('UPDATE themes SET is_active = false WHERE is_active');
  for (const theme of themes) {
    await tx.query(
      `INSERT INTO themes (id, name, json_data, domain, is_active, preview_id) VALUES ($1, $2, $3::jsonb, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, json_data = EXCLUDED.json_data,
         domain = EXCLUDED.domain, is_active = EXCLUDED.is_active, preview_id = EXCLUDED.preview_id`,
      [
        theme.id,
        theme.themeName,
        JSON.stringify(theme.themeJsonData),
        theme.themeDomian,
        theme.isActive,
        theme.previewId,
      ],
    );
  }
}

/**
 * Loads the seed files in one transaction. Rows are upserted by id: running it again restores the
 * seeded rows to the files' values and leaves rows the operator added alone. Nothing is deleted.
 */
export async function seedDatabase(db: Database, directory: string): Promise<string> {
  const seed = await readSeedData(directory);
  await db.transaction(async (tx) => {
    await upsertSettings(tx, seed.settings);
    await upsertGames(tx, seed.games);
    await upsertVipLevels(tx, seed.vipLevels);
    await upsertActivities(tx, seed.activities);
    await upsertTasks(tx, seed.tasks);
    await upsertCustomerServices(tx, seed.customerServices);
    await upsertThemes(tx, seed.themes);
  });
  return [
    `${Object.keys(seed.settings).length} settings`,
    `${seed.games.gameList.length} games`,
    `${seed.vipLevels.length} VIP levels`,
    `${seed.activities.length} activities`,
    `${seed.tasks.length} tasks`,
    `${seed.customerServices.length} customer-service entries`,
    `${seed.themes.length} themes`,
  ].join(', ');
}

/** True before the first seed: start-up seeds an empty database so a fresh install just works. */
export async function isDatabaseUnseeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM app_settings LIMIT 1');
  return rows.length === 0;
}
