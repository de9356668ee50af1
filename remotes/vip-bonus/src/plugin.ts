import { defineRemotePlugin, localeBundles, type RouteName } from '@casino/platform';
import { sectionRoute } from '@casino/ui/navigation';
import type enUs from './i18n/en-us';

const namespace = 'vipBonus';
const vipParent = [{ pageKey: 'vip', href: '/vip' }];
const bonusParent = [{ pageKey: 'bonus', href: '/bonus' }];
const page = (
  path: string,
  pageKey: string,
  parents: { pageKey: string; href: string }[],
  name?: RouteName,
) => sectionRoute(namespace, path, pageKey, { parents, name });

/** The VIP and bonus-centre remote. */
export default defineRemotePlugin({
  id: 'vip-bonus',
  routes: [
    { path: '/vip', titleKey: 'pages.vip.title', hideNav: true, load: () => import('./pages/vip-page') },
    {
      ...page('/vip/level', 'vipLevel', vipParent, 'vip-level'),
      load: () => import('./pages/vip-level-page'),
    },
    { ...page('/vip/rebate', 'vipRebate', vipParent), load: () => import('./pages/rebate-page') },
    {
      ...page('/vip/rebate/record', 'vipRebateRecord', [
        ...vipParent,
        { pageKey: 'vipRebate', href: '/vip/rebate' },
      ]),
      load: () => import('./pages/rebate-record-page'),
    },
    { path: '/bonus', titleKey: 'pages.bonus.title', load: () => import('./pages/bonus-page') },
    {
      ...page('/bonus/event', 'bonusEvent', bonusParent, 'bonus-event'),
      load: () => import('./pages/events-page'),
    },
    { ...page('/bonus/rebate', 'bonusRebate', bonusParent), load: () => import('./pages/rebate-page') },
    {
      ...page('/bonus/record', 'bonusRecord', bonusParent, 'bonus-record'),
      load: () => import('./pages/bonus-record-page'),
    },
    {
      ...page('/bonus/reward', 'bonusReward', bonusParent, 'bonus-reward'),
      load: () => import('./pages/rewards-page'),
    },
    {
      ...page('/bonus/tasks', 'bonusTasks', bonusParent, 'bonus-tasks'),
      load: () => import('./pages/tasks-page'),
    },
    { ...page('/bonus/vip', 'bonusVip', bonusParent), load: () => import('./pages/bonus-vip-page') },
  ],
  overlays: [],
  events: {
    emits: ['rewardFlags.changed', 'wallet.balanceChanged', 'overlay.open'],
    consumes: ['session.loggedOut', 'rewardFlags.changed'],
  },
  i18n: {
    namespace,
    load: localeBundles({
      'en-US': () => import('./i18n/en-us'),
      'fil-PH': () => import('./i18n/fil-ph'),
    }),
  },
});

declare module '@casino/platform' {
  /** The keys of `useTranslation('vipBonus')`: a key the en-US bundle lacks is a type error. */
  interface TranslationBundles {
    vipBonus: typeof enUs;
  }
}
