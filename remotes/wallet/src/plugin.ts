import { defineRemotePlugin, localeBundles } from '@casino/platform';
import type enUs from './i18n/en-us';

/** The wallet remote's public face: deposits, withdrawals, bank cards and coin records. */
export default defineRemotePlugin({
  id: 'wallet',
  routes: [
    {
      path: '/wallets',
      guard: 'auth',
      // The Deposit tab's own page: under the top bar, no back button (ADR 0054).
      titleKey: 'pages.wallets.title',
      // `name` picks the tab; `back=1` marks an arrival from the bankruptcy modal (spec 2);
      // `order` is set by the payment provider's return.
      validate: ({ search }) => ['deposit', 'withdraw', null].includes(search.get('name')),
      load: () => import('./pages/wallets-page'),
    },
    {
      path: '/wallets/card/edit',
      guard: 'auth',
      hideNav: true,
      titleKey: 'pages.cardEdit.title',
      validate: ({ search }) => search.get('id') === null || /^[1-9][0-9]*$/.test(search.get('id') ?? ''),
      load: () => import('./pages/card-edit-page'),
    },
    {
      path: '/wallets/card/list',
      guard: 'auth',
      hideNav: true,
      titleKey: 'pages.cardList.title',
      load: () => import('./pages/card-list-page'),
    },
    {
      path: '/wallets/record',
      guard: 'auth',
      hideNav: true,
      titleKey: 'pages.record.title',
      load: () => import('./pages/record-page'),
    },
    {
      path: '/withdrawal/:name',
      guard: 'auth',
      hideNav: true,
      titleKey: 'pages.withdrawal.title',
      // The one withdrawal page: to a saved bank card or e-wallet (ADR 0048).
      validate: ({ params }) => params.name === 'bank',
      load: () => import('./pages/withdrawal-page'),
    },
  ],
  overlays: [],
  events: { emits: ['wallet.balanceChanged'], consumes: ['session.loggedOut'] },
  i18n: {
    namespace: 'wallet',
    load: localeBundles({
      'en-US': () => import('./i18n/en-us'),
      'fil-PH': () => import('./i18n/fil-ph'),
    }),
  },
});

declare module '@casino/platform' {
  /** The keys of `useTranslation('wallet')`: a key the en-US bundle lacks is a type error. */
  interface TranslationBundles {
    wallet: typeof enUs;
  }
}
