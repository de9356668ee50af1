/**
 * Fixed-window counters in memory: enough for one API process. Several processes behind a load
 * balancer would each allow the limit; move the counters to the database or Redis then.
 */
export interface RateLimiter {
  /** Counts one attempt for `key`; false when the key is over its limit in the current window. */
  tryHit(key: string): boolean;
  /** Whether the next attempt for `key` would be over the limit; counts nothing. */
  isSpent(key: string): boolean;
}

export function createRateLimiter(options: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const maxTrackedKeys = 100_000;

  function forgetExpired(at: number): void {
    for (const [key, window] of windows) {
      if (at - window.startedAt >= options.windowMs) windows.delete(key);
    }
  }

  return {
    tryHit(key) {
      const at = Date.now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= options.windowMs) {
        // Bounded memory under a flood of distinct keys (spoofed accounts, many addresses).
        if (windows.size >= maxTrackedKeys) forgetExpired(at);
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= options.limit;
    },
    isSpent(key) {
      const window = windows.get(key);
      return (
        window !== undefined &&
        Date.now() - window.startedAt < options.windowMs &&
        window.count >= options.limit
      );
    },
  };
}
