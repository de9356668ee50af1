import type { AppConfig } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../db/database.js';
import { createAppConfigSource } from '../app-config-source.js';

const unusedDatabase = {} as Queryable;

/** A config store whose loads finish only when the test says so, reading the value at start. */
function controllableStore(initial: number) {
  let stored = initial;
  const pending: (() => void)[] = [];
  let loads = 0;
  return {
    set(value: number) {
      stored = value;
    },
    get loads() {
      return loads;
    },
    finishLoads() {
      for (const finish of pending.splice(0)) finish();
    },
    async loadConfig(): Promise<AppConfig> {
      loads += 1;
      const read = { h5ClientMode: stored } as unknown as AppConfig;
      await new Promise<void>((resolve) => pending.push(resolve));
      return read;
    },
  };
}

const modeOf = async (source: ReturnType<typeof createAppConfigSource>) =>
  (await source.current()).config.h5ClientMode;

describe('the cached app config', () => {
  it('shares one load between concurrent reads and serves it until the time-to-live ends', async () => {
    const store = controllableStore(0);
    const source = createAppConfigSource(unusedDatabase, { loadConfig: () => store.loadConfig() });

    const reads = Promise.all([modeOf(source), modeOf(source)]);
    store.finishLoads();
    expect(await reads).toEqual([0, 0]);

    store.set(1);
    expect(await modeOf(source)).toBe(0);
    expect(store.loads).toBe(1);
  });

  it('never keeps a load that started before a change it was told about', async () => {
    const store = controllableStore(0);
    const source = createAppConfigSource(unusedDatabase, { loadConfig: () => store.loadConfig() });
    const before = modeOf(source);

    store.set(1);
    source.invalidate();
    const after = modeOf(source);
    store.finishLoads();

    expect(await before).toBe(0);
    expect(await after).toBe(1);
    // The next read is served from the cache, and it holds the changed value.
    expect(await modeOf(source)).toBe(1);
    expect(store.loads).toBe(2);
  });
});
