import { defineRemotePlugin, localeBundles } from '@casino/platform';
import type enUs from './i18n/en-us';

/** The jackpot remote: the jackpot page and the lucky jackpot modal the host mounts on request. */
export default defineRemotePlugin({
  id: 'jackpot',
  routes: [
    {
      path: '/activity/jackpot',
      titleKey: 'pages.jackpot.title',
      hideNav: true,
      load: () => import('./pages/jackpot-page'),
    },
  ],
  overlays: [{ id: 'jackpot.luckyModal', load: () => import('./overlays/lucky-jackpot-modal') }],
  events: { emits: ['jackpot.drawChanceChanged'], consumes: ['overlay.open', 'session.loggedOut'] },
  i18n: {
    namespace: 'jackpot',
    load: localeBundles({
      'en-US': () => import('./i18n/en-us'),
      'fil-PH': () => import('./i18n/fil-ph'),
    }),
  },
});

declare module '@casino/platform' {
  /** The keys of `useTranslation('jackpot')`: a key the en-US bundle lacks is a type error. */
  interface TranslationBundles {
    jackpot: typeof enUs;
  }
}
