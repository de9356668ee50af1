import { bus } from '@casino/bus';
import { apiRoutes, appPaths } from '@casino/contracts';
import { callApi, isLoggedIn, sessionStore, useSession, useTranslation } from '@casino/platform';
import { Button, CrownIcon, GiftIcon, Page, Text, TrophyIcon, WalletIcon } from '@casino/ui/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DownloadBanner } from '../../overlays/download-banner';
import { HomeFooter } from './home-footer';
import styles from './home-page.module.css';
import { LobbyGames } from './lobby-games';
import { PromoCarousel } from './promo-carousel';

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

/** The lobby: a greeting, the promotions carousel, shortcuts, the game catalogue from app config, and the lucky jackpot. */
export default function HomePage() {
  const { t } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  useRefreshUserData(loggedIn);
  const nickname = useSession((session) => session.user?.nickname ?? session.user?.account ?? '');
  // A player who registered today is new here: welcomed, not welcomed back.
  const registeredToday = useSession((session) => session.user?.regPeriod === 0);

  return (
    <Page title={t('home.title')} titleHidden>
      <DownloadBanner />
      {loggedIn ? (
        <p className={styles.greeting}>
          {t(registeredToday ? 'home.welcomeNew' : 'home.welcomeBack', { name: nickname })}
        </p>
      ) : null}
      <PromoCarousel />

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

      <LobbyGames />
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

      <HomeFooter />
    </Page>
  );
}
