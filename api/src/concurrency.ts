/**
 * Runs at most `limit` tasks at once, the others in the order they came: for work that gets slower
 * in total when more of it runs side by side (scrypt's memory, a small database's cores).
 */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The place passes straight to the next in line, so `running` counts it still.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
