/** The deposit and withdraw tabs of `/wallets`. */
export type WalletTab = 'deposit' | 'withdraw';

/**
 * The wallet's own paths. Other owners link in through `appPaths` of `@casino/contracts`
 * (`appPaths.deposit({ back: true })`), which a test keeps equal to these.
 */
export const walletPaths = {
  /** `back`: Back returns to the opener (the bankruptcy modal), even after the payment page. */
  wallets: (tab: WalletTab, { back = false }: { back?: boolean } = {}) =>
    `/wallets?name=${tab}${back ? '&back=1' : ''}`,
  records: '/wallets/record',
  cardList: '/wallets/card/list',
  /** A new card, or the card `cardId` edited. */
  cardEdit: (cardId?: number) =>
    cardId === undefined ? '/wallets/card/edit' : `/wallets/card/edit?id=${cardId}`,
  bankWithdrawal: '/withdrawal/bank',
} as const;
