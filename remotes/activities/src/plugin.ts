import { activityPopupOverlayId, activityTypeIds } from '@casino/contracts';
import { defineRemotePlugin, localeBundles, type RouteGuard } from '@casino/platform';
import { sectionRoute } from '@casino/ui/navigation';
import type enUs from './i18n/en-us';

const namespace = 'activities';
const page = (path: string, pageKey: string, options = {}) => sectionRoute(namespace, path, pageKey, options);

const lotteryGuard = { guard: 'auth-activity' as RouteGuard, activityTypeId: activityTypeIds.Lottery };
const lotteryChild = { ...lotteryGuard, parents: [{ pageKey: 'lottery', href: '/activity/lottery' }] };
const redPacketChild = {
  guard: 'auth' as RouteGuard,
  parents: [{ pageKey: 'redpkblue', href: '/activity/redpkblue' }],
};
const signInChild = { parents: [{ pageKey: 'signIn', href: '/activity/sign-in' }] };

/** The activities remote: every activity page except the jackpot, plus rank, points and reward records. */
export default defineRemotePlugin({
  id: 'activities',
  routes: [
    page('/activity/bank', 'bank', { guard: 'auth' as RouteGuard }),
    page('/activity/first-deposit', 'firstDeposit'),
    page('/activity/follow', 'follow'),
    page('/activity/live', 'live'),
    page('/activity/slotshack', 'slotsHack'),
    page('/activity/spin', 'spin'),
    page('/activity/lottery', 'lottery', lotteryGuard),
    page('/activity/lottery/history', 'lotteryHistory', lotteryChild),
    page('/activity/lottery/order', 'lotteryOrder', lotteryChild),
    page('/activity/lottery/product', 'lotteryProduct', lotteryChild),
    page('/activity/lottery/record', 'lotteryRecord', lotteryChild),
    page('/activity/lottery/rule', 'lotteryRule', lotteryChild),
    page('/activity/redpkblue', 'redpkblue', { guard: 'auth' as RouteGuard }),
    page('/activity/redpkblue/rule', 'redpkblueRule', redPacketChild),
    page('/activity/sign-in', 'signIn'),
    page('/activity/sign-in/rule', 'signInRule', signInChild),
    page('/rank', 'rank', { guard: 'auth-activity' as RouteGuard, activityTypeId: activityTypeIds.Rank }),
    page('/points', 'points'),
    page('/reward/record', 'rewardRecord'),
  ],
  overlays: [
    { id: activityPopupOverlayId(activityTypeIds.FreeSign), load: () => import('./overlays/sign-in-popup') },
  ],
  events: {
    emits: ['activities.changed', 'rewardFlags.changed'],
    consumes: ['session.loggedIn', 'session.loggedOut', 'overlay.open'],
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
  /** The keys of `useTranslation('activities')`: a key the en-US bundle lacks is a type error. */
  interface TranslationBundles {
    activities: typeof enUs;
  }
}
