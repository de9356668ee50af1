import { bus } from '@casino/bus';
import { formatMoney, logout, platformInstanceId, useSession, useTranslation } from '@casino/platform';
import { Button, SectionPage } from '@casino/ui';
import { Link } from 'react-router-dom';
import './member-page.css';

const links = ['profile', 'games', 'report', 'retrieveBalance', 'selfLimited'] as const;
const pathOf: Record<(typeof links)[number], string> = {
  profile: '/member/profile',
  games: '/member/games',
  report: '/member/report',
  retrieveBalance: '/member/retrieve-balance',
  selfLimited: '/member/self-limited',
};

/** `/member`: the member centre, reading the player from the host's session store. */
export default function MemberPage() {
  const { t } = useTranslation('member');
  const user = useSession((session) => session.user);
  return (
    <SectionPage title={t('pages.member.title')}>
      <section
        className="ui-card member-card"
        data-platform-instance={platformInstanceId}
        aria-label={t('profileSummary')}
      >
        <p className="member-card__name">{user?.nickname || user?.account}</p>
        <p className="ui-text-muted">{t('accountName', { account: user?.account ?? '' })}</p>
        <p className="ui-text-muted">{t('accountId', { id: user?.id ?? '' })}</p>
        <p>{t('vipLevel', { level: user?.vip ?? 0 })}</p>
        <p>{t('balance', { amount: formatMoney(user?.coin ?? 0) })}</p>
      </section>
      <ul className="ui-list">
        {links.map((key) => (
          <li key={key} className="ui-list__item">
            <Link to={pathOf[key]} className="ui-list__link">
              {t(`pages.${key}.title`)}
            </Link>
          </li>
        ))}
        <li className="ui-list__item">
          <Link to="/email" className="ui-list__link">
            {t('pages.email.title')}
          </Link>
        </li>
        <li className="ui-list__item">
          <Link to="/feedback" className="ui-list__link">
            {t('pages.feedback.title')}
          </Link>
        </li>
      </ul>
      <Button
        variant="secondary"
        fullWidth
        onClick={() => bus.emit('customerService.open', { source: 'member' })}
      >
        {t('contactSupport')}
      </Button>
      <Button variant="ghost" fullWidth onClick={() => logout({ reason: 'user' })}>
        {t('logOut')}
      </Button>
    </SectionPage>
  );
}
