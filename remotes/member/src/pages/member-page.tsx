import { bus } from '@casino/bus';
import { formatMoney, logout, platformInstanceId, useSession, useTranslation } from '@casino/platform';
import { Button, Card, List, ListLink, Text } from '@casino/ui/core';
import { SectionPage } from '@casino/ui/navigation';
import styles from './member-page.module.css';

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
      <Card
        className={styles.card}
        data-platform-instance={platformInstanceId}
        aria-label={t('profileSummary')}
      >
        <p className={styles.name}>{user?.nickname || user?.account}</p>
        <Text tone="muted">{t('accountName', { account: user?.account ?? '' })}</Text>
        <Text tone="muted">{t('accountId', { id: user?.id ?? '' })}</Text>
        <p>{t('vipLevel', { level: user?.vip ?? 0 })}</p>
        <p>{t('balance', { amount: formatMoney(user?.coin ?? 0) })}</p>
      </Card>
      <List>
        {links.map((key) => (
          <ListLink key={key} to={pathOf[key]}>
            {t(`pages.${key}.title`)}
          </ListLink>
        ))}
        <ListLink to="/email">{t('pages.email.title')}</ListLink>
        <ListLink to="/feedback">{t('pages.feedback.title')}</ListLink>
      </List>
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
