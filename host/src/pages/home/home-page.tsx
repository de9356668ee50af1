import { bus } from '@casino/bus';
import { apiRoutes, appPaths } from '@casino/contracts';
import { callApi, formatMoney, isLoggedIn, sessionStore, useSession, useTranslation } from '@casino/platform';
import { Button, ButtonLink, CrownIcon, GiftIcon, Page, Text, TrophyIcon, WalletIcon } from '@casino/ui/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DownloadBanner } from '../../overlays/download-banner';
import { HomeFooter } from './home-footer';
import styles from './home-page.module.css';
import { LobbyGames } from './lobby-games';

const shortcuts = [
  { key: 'deposit', href: appPaths.deposit(), Icon: WalletIcon },
  { key: 'promotions', href: appPaths.bonus(), Icon: GiftIcon },
  { key: 'vip', href: appPaths.vip(), Icon: CrownIcon },
  { key: 'invite', href: appPaths.agent(), Icon: TrophyIcon },
] as const;

/** Spec 4: the home page refreshes the player's balances and levels; errors are ignored (spec 8). */
function useRefreshUserData(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return;
    callApi(apiRoutes.refreshData, {})
      .then((data) => sessionStore.getState().patchUser(data))
      .catch(() => undefined);
  }, [loggedIn]);
}

/** The lobby: welcome banner, shortcuts, the lucky jackpot, and the game catalogue from app config. */
export default function HomePage() {
  const { t } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  useRefreshUserData(loggedIn);
  const nickname = useSession((session) => session.user?.nickname ?? session.user?.account ?? '');
  const coin = useSession((session) => session.user?.coin ?? 0);
  // A player who registered today is new here: welcomed, not welcomed back.
  const registeredToday = useSession((session) => session.user?.regPeriod === 0);

  return (
    <Page title={t('home.title')} titleHidden>
      <DownloadBanner />
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <p className={styles.heroEyebrow}>
          {loggedIn
            ? t(registeredToday ? 'home.welcomeNew' : 'home.welcomeBack', { name: nickname })
            : t('home.welcome')}
        </p>
        <h2 id="home-hero-title" className={styles.heroTitle}>
          {loggedIn ? t('home.balance', { amount: formatMoney(coin) }) : t('home.heroTitle')}
        </h2>
        <p className={styles.heroText}>{t('home.heroText')}</p>
        {loggedIn ? (
          <ButtonLink to={appPaths.deposit()} className={styles.heroAction}>
            {t('home.deposit')}
          </ButtonLink>
        ) : (
          <ButtonLink to={appPaths.register()} className={styles.heroAction}>
            {t('home.join')}
          </ButtonLink>
        )}
      </section>

      <nav className={styles.shortcuts} aria-label={t('home.shortcuts')}>
        {shortcuts.map(({ key, href, Icon }) => (
          <Link key={key} to={href} className={styles.shortcut}>
            <span className={styles.shortcutIcon}>
              <Icon />
            </span>
            <span>{t(`home.shortcut.${key}`)}</span>
          </Link>
        ))}
      </nav>

      <section className={styles.jackpot} aria-labelledby="home-jackpot-title">
        <div>
          <h2 id="home-jackpot-title" className={styles.sectionTitle}>
            {t('home.jackpotTitle')}
          </h2>
          <Text tone="muted">{t('home.jackpotText')}</Text>
        </div>
        <Button variant="secondary" onClick={() => bus.emit('overlay.open', { id: 'jackpot.luckyModal' })}>
          {t('home.jackpotOpen')}
        </Button>
      </section>

      <LobbyGames />
      <HomeFooter />
    </Page>
  );
}
