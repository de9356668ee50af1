import { bus } from '@casino/bus';
import { appPaths, type RewardFlags } from '@casino/contracts';
import { formatMoney, isLoggedIn, useSession, useTranslation } from '@casino/platform';
import {
  ButtonLink,
  GiftIcon,
  HeadsetIcon,
  HomeIcon,
  IconButton,
  LoadingBar,
  ShellTopBarContext,
  TabBar,
  ToastRegion,
  TrophyIcon,
  UserIcon,
  WalletIcon,
} from '@casino/ui/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styles from './app-frame.module.css';
import { usePageLoading } from './page-loading';
import { useRouteMeta } from './route-meta';

function TopBar() {
  const { t } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  const coin = useSession((session) => session.user?.coin ?? 0);
  return (
    <header className={styles.topBar}>
      <Link to="/" className={styles.brand} aria-label={t('frame.home')}>
        <span className={styles.logo} aria-hidden="true">
          ♛
        </span>
        <span>{t('brand')}</span>
      </Link>
      <div className={styles.actions}>
        {loggedIn ? (
          <Link
            to={appPaths.deposit()}
            className={styles.balance}
            aria-label={t('frame.balanceLabel', { amount: formatMoney(coin) })}
          >
            <span className={styles.coin} aria-hidden="true" />
            <span data-testid="top-bar-balance">{formatMoney(coin)}</span>
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
          </Link>
        ) : (
          <>
            <ButtonLink to={appPaths.login()} variant="ghost" size="sm">
              {t('frame.login')}
            </ButtonLink>
            <ButtonLink to={appPaths.register()} variant="primary" size="sm">
              {t('frame.register')}
            </ButtonLink>
          </>
        )}
        <IconButton
          label={t('frame.customerService')}
          icon={<HeadsetIcon />}
          onClick={() => bus.emit('customerService.open', { source: 'top-bar' })}
        />
      </div>
    </header>
  );
}

/** The bottom tabs; each one's own page is a tab root, the only pages under the top bar (ADR 0054). */
export const tabs = [
  { key: 'home', href: '/', icon: HomeIcon, match: (path: string) => path === '/' },
  {
    key: 'promotions',
    href: appPaths.bonus(),
    icon: GiftIcon,
    match: (path: string) => path.startsWith('/bonus'),
  },
  {
    key: 'deposit',
    href: appPaths.deposit(),
    icon: WalletIcon,
    match: (path: string) => path.startsWith('/wallets'),
  },
  {
    key: 'invite',
    href: appPaths.agent(),
    icon: TrophyIcon,
    match: (path: string) => path.startsWith('/agent'),
  },
  { key: 'me', href: appPaths.member(), icon: UserIcon, match: (path: string) => path.startsWith('/member') },
] as const;

type TabKey = (typeof tabs)[number]['key'];

/** Which red dots (spec 3's reward flags) show on which tab: something waits behind it. */
const tabFlags: Partial<Record<TabKey, readonly (keyof RewardFlags)[]>> = {
  promotions: [
    'vipAwardFlag',
    'signInFlag',
    'taskAwardFlag',
    'spinAwardFlag',
    'hasFreeBonus',
    'hasSignUpBonus',
  ],
  invite: ['agent5AwardFlag'],
  me: ['emailAwardFlag', 'hasMail'],
};

function BottomTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const flags = useSession((session) => (isLoggedIn(session) ? session.rewardFlags : null));
  return (
    <TabBar
      label={t('frame.mainNavigation')}
      items={tabs.map((tab) => ({
        label: t(`tabs.${tab.key}`),
        href: tab.href,
        icon: <tab.icon />,
        active: tab.match(pathname),
        badge: tabFlags[tab.key]?.some((flag) => flags?.[flag]) ? t('frame.somethingWaiting') : undefined,
      }))}
      renderLink={({ href, className, children, ...rest }) => (
        <Link to={href} className={className} {...rest}>
          {children}
        </Link>
      )}
    />
  );
}

/**
 * The app frame: top bar (hidden on pages that hide the nav), content, bottom tab bar. The page
 * learns whether the top bar is over it, so it never draws a second header with a back button.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const hideNav = useRouteMeta((meta) => meta.hideNav);
  const hideTabBar = useRouteMeta((meta) => meta.hideTabBar);
  const loading = usePageLoading();
  return (
    <div className={hideTabBar ? styles.app : `${styles.app} ${styles.withTabBar}`}>
      <LoadingBar active={loading} />
      {hideNav ? null : <TopBar />}
      <div className={styles.main}>
        <ShellTopBarContext.Provider value={!hideNav}>{children}</ShellTopBarContext.Provider>
      </div>
      {hideTabBar ? null : <BottomTabBar />}
      <ToastRegion />
    </div>
  );
}
