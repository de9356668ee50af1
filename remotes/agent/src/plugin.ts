import { defineRemotePlugin, localeBundles } from '@casino/platform';
import { sectionRoute } from '@casino/ui/navigation';
import type enUs from './i18n/en-us';

const namespace = 'agent';

/** The agent remote: the invite programme, its rules, and sharing. */
export default defineRemotePlugin({
  id: 'agent',
  routes: [
    {
      path: '/agent',
      name: 'agent',
      titleKey: 'pages.agent.title',
      validate: ({ search }) => ['overview', 'team', 'commission', null].includes(search.get('tabActive')),
      load: () => import('./pages/agent-page'),
    },
    sectionRoute(namespace, '/agent/rule', 'rule', { parents: [{ pageKey: 'agent', href: '/agent' }] }),
    {
      path: '/share',
      titleKey: 'pages.share.title',
      hideNav: true,
      load: () => import('./pages/share-page'),
    },
  ],
  overlays: [],
  events: { emits: [], consumes: ['session.loggedIn', 'session.loggedOut'] },
  i18n: {
    namespace,
    load: localeBundles({
      'en-US': () => import('./i18n/en-us'),
      'fil-PH': () => import('./i18n/fil-ph'),
    }),
  },
});

declare module '@casino/platform' {
  /** The keys of `useTranslation('agent')`: a key the en-US bundle lacks is a type error. */
  interface TranslationBundles {
    agent: typeof enUs;
  }
}
