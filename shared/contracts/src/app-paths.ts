// Paths into another owner's pages (spec 2), built in one place: a page that links into the wallet,
// the login page or the VIP pages calls `appPaths.deposit({ back: true })` instead of writing
// `/wallets?name=deposit&back=1`, so an owner changing its query parameters changes them here and
// the type checker finds every caller. Plain data with no schema library: each part bundles it.

export const appPaths = {
  home: () => '/',
  /**
   * The login page: `account` opens the account tab (spec 4: when an account name is saved),
   * `redirect` is where the player returns after signing in (the login page keeps only in-app paths).
   */
  login: ({ account = false, redirect }: { account?: boolean; redirect?: string } = {}) => {
    const query = [
      ...(account ? ['type=account'] : []),
      ...(redirect ? [`redirect=${encodeURIComponent(redirect)}`] : []),
    ].join('&');
    return query ? `/auth/login?${query}` : '/auth/login';
  },
  register: () => '/auth/register',
  /** The wallet's deposit tab; `back` makes its Back button return to the opener (the bankruptcy modal). */
  deposit: ({ back = false }: { back?: boolean } = {}) => `/wallets?name=deposit${back ? '&back=1' : ''}`,
  withdraw: () => '/wallets?name=withdraw',
  bonus: () => '/bonus',
  vip: () => '/vip',
  /** Every VIP level with what it takes and gives (route name vip-level). */
  vipLevel: () => '/vip/level',
  agent: () => '/agent',
  member: () => '/member',
  customerService: () => '/service',
  gameStart: ({ gameId }: { gameId: number }) => `/game/start?gameId=${gameId}`,
} as const;
