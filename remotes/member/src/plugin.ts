import { defineRemotePlugin, localeBundles, type RemoteRoute } from '@casino/platform';
import type enUs from './i18n/en-us';

const namespace = 'member';
/**
 * A signed-in player's page below the Me tab: it hides the top bar and draws its own header (back
 * button, title, trail).
 */
const memberPage = (path: string, pageKey: string, load: RemoteRoute['load']): RemoteRoute => ({
  path,
  guard: 'auth',
  hideNav: true,
  titleKey: `pages.${pageKey}.title`,
  load,
});

/**
 * The member remote: the member centre, inbox and feedback, and the reality check that watches over
 * a signed-in player's play. Member pages need a signed-in player.
 */
export default defineRemotePlugin({
  id: 'member',
  routes: [
    {
      path: '/member',
      name: 'member',
      guard: 'auth',
      titleKey: 'pages.member.title',
      load: () => import('./pages/member-page'),
    },
    memberPage('/member/games', 'games', () => import('./pages/games-page')),
    memberPage('/member/profile', 'profile', () => import('./pages/profile-page')),
    memberPage('/member/profile/info', 'profileInfo', () => import('./pages/profile-info-page')),
    memberPage('/member/profile/kyc', 'kyc', () => import('./pages/kyc-page')),
    memberPage('/member/report', 'report', () => import('./pages/report-page')),
    memberPage('/member/retrieve-balance', 'retrieveBalance', () => import('./pages/retrieve-balance-page')),
    memberPage('/member/self-limited', 'selfLimited', () => import('./pages/self-limited-page')),
    memberPage('/email', 'email', () => import('./pages/email-page')),
    memberPage('/email/detail', 'emailDetail', () => import('./pages/email-detail-page')),
    {
      path: '/feedback',
      hideNav: true,
      titleKey: 'pages.feedback.title',
      load: () => import('./pages/feedback-page'),
    },
    memberPage('/feedback/record', 'feedbackRecord', () => import('./pages/feedback-record-page')),
    {
      ...memberPage(
        '/feedback/record/:id',
        'feedbackRecordDetail',
        () => import('./pages/feedback-detail-page'),
      ),
      validate: ({ params }) => /^\d+$/.test(params.id ?? ''),
    },
  ],
  overlays: [
    // Mounted by the host on every page while a player is signed in (ADR 0042).
    { id: 'playerWatch.realityCheck', load: () => import('./overlays/reality-check-watch') },
  ],
  events: { emits: ['customerService.open', 'member.profileUpdated'], consumes: ['session.loggedOut'] },
  i18n: {
    namespace,
    load: localeBundles({
      'en-US': () => import('./i18n/en-us'),
      'fil-PH': () => import('./i18n/fil-ph'),
    }),
  },
});

declare module '@casino/platform' {
  /** The keys of `useTranslation('member')`: a key the en-US bundle lacks is a type error. */
  interface TranslationBundles {
    member: typeof enUs;
  }
}
