import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../activity-refresh';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the activity refresh throttle (1 s)', () => {
  it('runs the first request at once and folds the rest of the second into one run at its end', async () => {
    const run = vi.fn(async () => undefined);
    const refresh = throttle(run, 1_000);
    refresh.request();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    refresh.request();
    refresh.request();
    refresh.request();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(800);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('lets runNow join a run already in its window instead of starting another', async () => {
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const refresh = throttle(run, 1_000);
    const first = refresh.runNow();
    const joined = refresh.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await expect(Promise.all([first, joined])).resolves.toBeDefined();
  });

  it('swallows a failed run: errors of the refresh are ignored (spec 8)', async () => {
    const refresh = throttle(async () => {
      throw new Error('network down');
    }, 1_000);
    await expect(refresh.runNow()).resolves.toBeUndefined();
  });
});
