import { defineRemotePlugin } from '@casino/platform';
import { sectionRoute } from '@casino/ui';

const namespace = 'wallet';
const parents = [{ pageKey: 'wallets', href: '/wallets' }];

/** The wallet remote's public face: deposits, withdrawals, bank cards and coin records. */
export default defineRemotePlugin({
  id: 'wallet',
  routes: [
    {
      path: '/wallets',
      guard: 'auth',
      hideNav: true,
      titleKey: 'pages.wallets.title',
      // `name` picks the tab; `back=1` marks an entry from the bankruptcy modal.
      validate: ({ search }) => ['deposit', 'withdraw', null].includes(search.get('name')),
      load: () => import('./pages/wallets-page'),
    },
    sectionRoute(namespace, '/wallets/card/edit', 'cardEdit', { parents, guard: 'auth' as const }),
    sectionRoute(namespace, '/wallets/card/list', 'cardList', { parents, guard: 'auth' as const }),
    sectionRoute(namespace, '/wallets/record', 'record', { parents, guard: 'auth' as const }),
    sectionRoute(namespace, '/withdrawal/:name', 'withdrawal', { parents, guard: 'auth' as const }),
  ],
  overlays: [],
  events: { emits: ['wallet.balanceChanged'], consumes: ['session.loggedOut'] },
  i18n: { namespace, load: async () => (await import('./i18n/en-us')).default },
});
