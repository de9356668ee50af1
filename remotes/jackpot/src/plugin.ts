import { activityTypeIds } from '@casino/contracts';
import { activityFloatOverlayId, defineRemotePlugin, localeBundles } from '@casino/platform';
import type enUs from './i18n/en-us';

/**
 * The jackpot remote: the jackpot page, the lucky jackpot modal the host mounts on request, and the
 * floating bubble the host mounts on the named pages while the LuckyJackpot activity floats.
 */
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
  overlays: [
    { id: 'jackpot.luckyModal', load: () => import('./overlays/lucky-jackpot-modal') },
    {
      id: activityFloatOverlayId(activityTypeIds.LuckyJackpot),
      load: () => import('./overlays/jackpot-bubble'),
    },
  ],
  events: {
    emits: ['jackpot.drawChanceChanged', 'wallet.balanceChanged', 'overlay.open'],
    consumes: ['overlay.open', 'wallet.balanceChanged', 'session.loggedOut'],
  },
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
