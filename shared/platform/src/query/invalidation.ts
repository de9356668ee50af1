import { bus } from '@casino/bus';
import type { BusEventName } from '@casino/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';

const keysByEvent = new Map<BusEventName, QueryKey[]>();

/** Listens to an event once, however many domains add keys to it. */
function watch(eventName: BusEventName): void {
  bus.on(eventName).subscribe(() => {
    for (const queryKey of keysByEvent.get(eventName) ?? []) {
      // Active queries refetch now; the others are marked stale and refetch when next shown.
      void queryClient.invalidateQueries({ queryKey });
    }
  });
}

/**
 * The invalidation map: when `eventName` is emitted on the bus, every query whose key starts with
 * one of `queryKeys` is stale. Each domain adds the events that change its data, next to its queries
 * (`src/api/`), so whoever emits the event needs to know nothing of who caches what. Returns a
 * function that removes these keys again.
 *
 *     invalidateOn('wallet.balanceChanged', [['wallet', 'getExchange']]);
 */
export function invalidateOn(eventName: BusEventName, queryKeys: readonly QueryKey[]): () => void {
  const keys = keysByEvent.get(eventName);
  if (keys) keys.push(...queryKeys);
  else {
    keysByEvent.set(eventName, [...queryKeys]);
    watch(eventName);
  }
  return () => {
    const current = keysByEvent.get(eventName) ?? [];
    keysByEvent.set(
      eventName,
      current.filter((key) => !queryKeys.includes(key)),
    );
  };
}

/**
 * The wallet domain's keys the whole app relies on. A new balance (a deposit, a withdrawal, a
 * game round) changes the balance itself, the coin records, what may be withdrawn and the deposit
 * page's totals.
 */
export const walletQueryKeys = {
  balance: ['wallet', 'refreshData'],
  records: ['wallet', 'appUserCoinDetail'],
  exchange: ['wallet', 'getExchange'],
  rechargeInfo: ['wallet', 'getRechargeInfo'],
} as const satisfies Record<string, QueryKey>;

invalidateOn('wallet.balanceChanged', Object.values(walletQueryKeys));
