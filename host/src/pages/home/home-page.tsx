import { bus } from '@casino/bus';
import { apiRoutes, appPaths } from '@casino/contracts';
import { callApi, formatMoney, isLoggedIn, sessionStore, useSession, useTranslation } from '@casino/platform';
import { Button, CrownIcon, GiftIcon, SearchIcon, TrophyIcon, WalletIcon } from '@casino/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DownloadBanner } from '../../overlays/download-banner';
import './home-page.css';
import { GameCard } from './game-card';
import { useBrandNames, useGames, useGameTypes } from './game-catalogue';
import { HomeFooter } from './home-footer';

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
  const games = useGames();
  const gameTypes = useGameTypes(games);
  const brandNames = useBrandNames();
  const [category, setCategory] = useState<number | null>(null);
  const shown = category ? games.filter((game) => game.type === category) : games;

  return (
    <main className="ui-page home">
      <h1 className="ui-visually-hidden">{t('home.title')}</h1>
      <DownloadBanner />
      <section className="home-hero" aria-labelledby="home-hero-title">
        <p className="home-hero__eyebrow">
          {loggedIn ? t('home.welcomeBack', { name: nickname }) : t('home.welcome')}
        </p>
        <h2 id="home-hero-title" className="home-hero__title">
          {loggedIn ? t('home.balance', { amount: formatMoney(coin) }) : t('home.heroTitle')}
        </h2>
        <p className="home-hero__text">{t('home.heroText')}</p>
        {loggedIn ? (
          <Link to={appPaths.deposit()} className="ui-button ui-button--primary">
            {t('home.deposit')}
          </Link>
        ) : (
          <Link to={appPaths.register()} className="ui-button ui-button--primary">
            {t('home.join')}
          </Link>
        )}
      </section>

      <nav className="home-shortcuts" aria-label={t('home.shortcuts')}>
        {shortcuts.map(({ key, href, Icon }) => (
          <Link key={key} to={href} className="home-shortcut">
            <span className="home-shortcut__icon">
              <Icon />
            </span>
            <span>{t(`home.shortcut.${key}`)}</span>
          </Link>
        ))}
      </nav>

      <section className="home-jackpot" aria-labelledby="home-jackpot-title">
        <div>
          <h2 id="home-jackpot-title" className="home-section__title">
            {t('home.jackpotTitle')}
          </h2>
          <p className="ui-text-muted">{t('home.jackpotText')}</p>
        </div>
        <Button variant="secondary" onClick={() => bus.emit('overlay.open', { id: 'jackpot.luckyModal' })}>
          {t('home.jackpotOpen')}
        </Button>
      </section>

      <section aria-labelledby="home-games-title">
        <div className="home-section__header">
          <h2 id="home-games-title" className="home-section__title">
            {t('home.games')}
          </h2>
          <Link to="/game/search" className="home-search" aria-label={t('home.searchGames')}>
            <SearchIcon />
          </Link>
        </div>
        <fieldset className="ui-chips">
          <legend className="ui-visually-hidden">{t('home.categories')}</legend>
          <button
            type="button"
            className="ui-chip"
            aria-pressed={category === null}
            onClick={() => setCategory(null)}
          >
            {t('home.all')}
          </button>
          {gameTypes.map((type) => (
            <button
              key={type.id}
              type="button"
              className="ui-chip"
              aria-pressed={category === type.id}
              onClick={() => setCategory(type.id)}
            >
              {type.name}
            </button>
          ))}
        </fieldset>
        <ul className="game-grid">
          {shown.map((game) => (
            <li key={game.id}>
              <GameCard game={game} brandName={brandNames.get(game.brand)} />
            </li>
          ))}
        </ul>
      </section>
      <HomeFooter />
    </main>
  );
}
