import { appPaths } from '@casino/contracts';
import { isLoggedIn, useSession, useTranslation } from '@casino/platform';
import { SectionPage } from '@casino/ui';
import { Link, useLocation } from 'react-router-dom';
import { useInviteLink } from '../invite-link';

const tabs = ['overview', 'team', 'commission'] as const;

/** `/agent?tabActive=`: the invite programme; each tab explains its part of the programme. */
export default function AgentPage() {
  const { t } = useTranslation('agent');
  const { search } = useLocation();
  // The route lets only these tabs through (anything else is a 404).
  const active = tabs.find((tab) => tab === new URLSearchParams(search).get('tabActive')) ?? 'overview';
  const loggedIn = useSession(isLoggedIn);
  const { inviteCode } = useInviteLink();
  return (
    <SectionPage title={t('pages.agent.title')} intro={t('pages.agent.intro')}>
      <div className="ui-segmented" role="tablist" aria-label={t('sections')}>
        {tabs.map((tab) => (
          <Link
            key={tab}
            role="tab"
            aria-selected={active === tab}
            className="ui-segmented__item"
            to={`/agent?tabActive=${tab}`}
            replace
          >
            {t(`tabs.${tab}`)}
          </Link>
        ))}
      </div>
      <section role="tabpanel" className="ui-card">
        <p>{t(`tabText.${active}`)}</p>
        {loggedIn && inviteCode ? <p>{t('yourCode', { code: inviteCode })}</p> : null}
        {loggedIn ? null : (
          <Link to={appPaths.login()} className="ui-button ui-button--primary">
            {t('loginToInvite')}
          </Link>
        )}
      </section>
      <p>
        <Link to="/share">{t('pages.share.title')}</Link> ·{' '}
        <Link to="/agent/rule">{t('pages.rule.title')}</Link>
      </p>
    </SectionPage>
  );
}
