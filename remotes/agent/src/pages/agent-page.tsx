import { appPaths } from '@casino/contracts';
import { isLoggedIn, useSession, useTranslation } from '@casino/platform';
import { ButtonLink, Card } from '@casino/ui/core';
import { SectionPage, SegmentedTabs } from '@casino/ui/navigation';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useInviteLink } from '../invite-link';

const tabs = ['overview', 'team', 'commission'] as const;

/** `/agent?tabActive=`: the invite programme; each tab explains its part of the programme. */
export default function AgentPage() {
  const { t } = useTranslation('agent');
  const { search } = useLocation();
  const navigate = useNavigate();
  // The route lets only these tabs through (anything else is a 404).
  const active = tabs.find((tab) => tab === new URLSearchParams(search).get('tabActive')) ?? 'overview';
  const loggedIn = useSession(isLoggedIn);
  const { inviteCode } = useInviteLink();
  return (
    <SectionPage title={t('pages.agent.title')} intro={t('pages.agent.intro')}>
      <SegmentedTabs
        label={t('sections')}
        tabs={tabs.map((tab) => ({ value: tab, label: t(`tabs.${tab}`) }))}
        value={active}
        onChange={(tab) => navigate(`/agent?tabActive=${tab}`, { replace: true })}
      >
        <Card as="div">
          <p>{t(`tabText.${active}`)}</p>
          {loggedIn && inviteCode ? <p>{t('yourCode', { code: inviteCode })}</p> : null}
          {loggedIn ? null : <ButtonLink to={appPaths.login()}>{t('loginToInvite')}</ButtonLink>}
        </Card>
      </SegmentedTabs>
      <p>
        <Link to="/share">{t('pages.share.title')}</Link> ·{' '}
        <Link to="/agent/rule">{t('pages.rule.title')}</Link>
      </p>
    </SectionPage>
  );
}
