import type { PayoutKind } from '@casino/contracts';

/** The deposit and withdraw tabs of `/wallets`. */
export type WalletTab = 'deposit' | 'withdraw';

/**
 * The wallet's own paths. Other owners link in through `appPaths` of `@casino/contracts`
 * (`appPaths.deposit({ back: true })`), which a test keeps equal to these.
 */
export const walletPaths = {
  /** `back`: marks an arrival from the bankruptcy modal (spec 2's `back=1`). */
  wallets: (tab: WalletTab, { back = false }: { back?: boolean } = {}) =>
    `/wallets?name=${tab}${back ? '&back=1' : ''}`,
  records: '/wallets/record',
  cardList: '/wallets/card/list',
  /** A new card, or the card `cardId` edited. */
  cardEdit: (cardId?: number) =>
    cardId === undefined ? '/wallets/card/edit' : `/wallets/card/edit?id=${cardId}`,
  /**
   * A new payout account of `kind` (a bank card by default); saved, the page goes to `returnTo`
   * with `card=<its id>` (the withdrawal, with the new card chosen) instead of the card list.
   */
  cardAdd: ({ kind, returnTo }: { kind?: PayoutKind; returnTo?: string } = {}) => {
    const query = new URLSearchParams();
    if (kind === 'ewallet') query.set('kind', kind);
    if (returnTo !== undefined) query.set('returnTo', returnTo);
    const search = query.toString();
    return search === '' ? '/wallets/card/edit' : `/wallets/card/edit?${search}`;
  },
  bankWithdrawal: '/withdrawal/bank',
} as const;

/**
 * `returnTo` when it is a path of this app (`/` then not `/` or `\`, printable ASCII without
 * spaces), else null: a link can never send the player to another site after saving a card.
 */
export function appPathOrNull(returnTo: string | null): string | null {
  if (returnTo === null || returnTo.length > 200) return null;
  return /^\/(?![/\\])[!-~]*$/.test(returnTo) && !returnTo.includes('\\') ? returnTo : null;
}

/** `path` with `card=<cardId>` added to its query: where a saved card returns the player. */
export function withChosenCard(path: string, cardId: number): string {
  const mark = path.indexOf('?');
  const pathname = mark === -1 ? path : path.slice(0, mark);
  const query = new URLSearchParams(mark === -1 ? '' : path.slice(mark + 1));
  query.set('card', String(cardId));
  return `${pathname}?${query.toString()}`;
}
