import { bus } from '@casino/bus';
import { appPaths, type RewardFlags, type UserInfo } from '@casino/contracts';
import {
  formatMoney,
  logout,
  platformInstanceId,
  useAppConfig,
  useSession,
  useTranslation,
} from '@casino/platform';
import {
  Button,
  ButtonLink,
  Card,
  CrownIcon,
  GiftIcon,
  HeartIcon,
  IconButton,
  List,
  ListLink,
  MailIcon,
  showToast,
  Text,
  TrophyIcon,
  UserIcon,
  WalletIcon,
} from '@casino/ui/core';
import { Avatar, VipBadge } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { Dialog } from '@casino/ui/overlays';
import { useState } from 'react';
import { memberPaths } from '../member-paths';
import styles from './member-page.module.css';

/** Whether the inbox has something waiting: unread mail or attachments to receive. */
const inboxWaiting = (flags: RewardFlags | null) => Boolean(flags?.hasMail || flags?.emailAwardFlag);
const bonusWaiting = (flags: RewardFlags | null) =>
  Boolean(flags?.vipAwardFlag || flags?.taskAwardFlag || flags?.signInFlag || flags?.spinAwardFlag);

/** `/member` (route name member): who the player is, what they hold, and every member entry. */
export default function MemberPage() {
  const { t } = useTranslation('member');
  const user = useSession((session) => session.user);
  const flags = useSession((session) => session.rewardFlags);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  if (!user) return null;
  return (
    <SectionPage title={t('pages.member.title')}>
      <PlayerCard user={user} />
      <Balances user={user} />
      <List aria-label={t('entries')}>
        <ListLink
          to={memberPaths.inbox}
          icon={<MailIcon />}
          badge={inboxWaiting(flags) ? t('inboxWaiting') : undefined}
        >
          {t('pages.email.title')}
        </ListLink>
        <ListLink
          to={memberPaths.profile}
          icon={<UserIcon />}
          description={user.hasKyc ? t('verified') : t('notVerified')}
        >
          {t('pages.profile.title')}
        </ListLink>
        <ListLink
          to={appPaths.bonus()}
          icon={<GiftIcon />}
          badge={bonusWaiting(flags) ? t('bonusWaiting') : undefined}
        >
          {t('bonus')}
        </ListLink>
        <ListLink to={memberPaths.games} icon={<HeartIcon />}>
          {t('pages.games.title')}
        </ListLink>
        <ListLink to={memberPaths.report} icon={<TrophyIcon />}>
          {t('pages.report.title')}
        </ListLink>
        <ListLink to={memberPaths.retrieveBalance} icon={<WalletIcon />}>
          {t('pages.retrieveBalance.title')}
        </ListLink>
        <ListLink to={memberPaths.selfLimited} icon={<CrownIcon />} description={t('selfLimitedHint')}>
          {t('pages.selfLimited.title')}
        </ListLink>
        <ListLink to={memberPaths.feedback} icon={<MailIcon />}>
          {t('pages.feedback.title')}
        </ListLink>
      </List>
      <Button
        variant="secondary"
        fullWidth
        onClick={() => bus.emit('customerService.open', { source: 'member' })}
      >
        {t('contactSupport')}
      </Button>
      <Button variant="ghost" fullWidth onClick={() => setConfirmingLogout(true)}>
        {t('logOut')}
      </Button>
      <Dialog
        open={confirmingLogout}
        title={t('logOutTitle')}
        message={t('logOutMessage')}
        confirmLabel={t('logOut')}
        onConfirm={() => {
          setConfirmingLogout(false);
          logout({ reason: 'user' });
          showToast({ message: t('loggedOut'), tone: 'success' });
        }}
        onCancel={() => setConfirmingLogout(false)}
        cancelLabel={t('logOutCancel')}
      />
    </SectionPage>
  );
}

function PlayerCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation('member');
  const showType = useAppConfig((config) => config.appVipMap?.[user.vip]?.showType ?? 1);
  const name = user.nickname || user.account;
  const copyId = () => {
    navigator.clipboard?.writeText(String(user.id)).then(
      () => showToast({ message: t('idCopied'), tone: 'success' }),
      () => showToast({ message: t('idNotCopied', { id: user.id }), tone: 'danger' }),
    );
  };
  return (
    <Card
      as="section"
      className={styles.player}
      data-platform-instance={platformInstanceId}
      data-vip-theme={showType}
      aria-label={t('profileSummary')}
    >
      <Avatar name={name} src={user.avatarOther ?? user.avatar} size="xl" decorative />
      <div className={styles.identity}>
        <p className={styles.name}>{name}</p>
        <Text tone="muted" size="sm">
          {t('accountName', { account: user.account })}
        </Text>
        <p className={styles.id}>
          <Text as="span" tone="muted" numeric>
            {t('accountId', { id: user.id })}
          </Text>
          <IconButton label={t('copyId')} icon={<CopyGlyph />} onClick={copyId} />
        </p>
        <span className={styles.vip}>
          <VipBadge level={user.vip} theme={showType} size="sm" />
          {t('vipLevel', { level: user.vip })}
        </span>
      </div>
    </Card>
  );
}

/** Two overlapping squares, the universal "copy" sign. */
function CopyGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h8" />
    </svg>
  );
}

function Balances({ user }: { user: UserInfo }) {
  const { t } = useTranslation('member');
  const balances = [
    { key: 'coin', label: t('balances.coin'), amount: user.coin },
    { key: 'lottery', label: t('balances.lottery'), amount: user.lottery },
    { key: 'safebox', label: t('balances.safebox'), amount: user.safebox },
  ] as const;
  return (
    <Card as="section" aria-label={t('balances.title')} className={styles.balances}>
      <dl className={styles.amounts}>
        {balances.map((balance) => (
          <div key={balance.key} className={styles.amount}>
            <dt>{balance.label}</dt>
            <dd>{formatMoney(balance.amount)}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <ButtonLink to={appPaths.deposit()} size="sm">
          {t('deposit')}
        </ButtonLink>
        <ButtonLink to={appPaths.withdraw()} size="sm" variant="secondary">
          {t('withdraw')}
        </ButtonLink>
      </div>
    </Card>
  );
}
