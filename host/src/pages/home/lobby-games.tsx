import type { GameCategory, GameEntry } from '@casino/contracts';
import { useAppConfig, useSession, useTranslation } from '@casino/platform';
import { Button, Chip, ChipGroup, SearchIcon } from '@casino/ui/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { GameGrid } from './game-card';
import { useBrandNames, useGames, useGameTypes } from './game-catalogue';
import { useGameLikes } from './game-likes';
import styles from './lobby-games.module.css';

const noGames: GameEntry[] = [];
/** Tiles per category before 'More' when the config does not say (spec 3's `gameShowNum`). */
const defaultShowNum = 6;

function CategorySection({
  type,
  games,
  showNum,
  brandNames,
  onMore,
}: {
  type: GameCategory;
  games: readonly GameEntry[];
  showNum: number;
  brandNames: ReadonlyMap<number, string>;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const headingId = `lobby-type-${type.id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {type.name}
        </h3>
        {games.length > showNum ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onMore}
            aria-label={t('home.moreOf', { name: type.name, total: games.length })}
          >
            {t('home.more', { total: games.length })}
          </Button>
        ) : null}
      </div>
      <GameGrid games={games.slice(0, showNum)} brandNames={brandNames} />
    </section>
  );
}

/** A row of the player's own games (recently played, favourites), shown only when it has some. */
function PlayerRow({ id, title, games }: { id: string; title: string; games: readonly GameEntry[] }) {
  const brandNames = useBrandNames();
  if (games.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      <GameGrid games={games} brandNames={brandNames} layout="row" />
    </section>
  );
}

/** Tiles in the lobby's first row: what a player sees first and may tap. */
const firstRowTiles = 3;
let lobbyReadyMarked = false;

/**
 * Marks `lobby-ready` (a performance mark, once per page load) when the lobby's first row of game
 * tiles is painted with its art decoded and the page can take a tap: the figure `npm run
 * bench:startup` reports. Decoding the first row's images, then a frame, then a task after it,
 * puts the mark after the paint that shows them, once the main thread is free for input.
 */
function useLobbyReadyMark(lobby: React.RefObject<HTMLElement | null>, gameCount: number): void {
  useEffect(() => {
    if (lobbyReadyMarked || gameCount === 0 || !lobby.current) return;
    const firstRow = [...lobby.current.querySelectorAll('ul img')].slice(
      0,
      firstRowTiles,
    ) as HTMLImageElement[];
    let cancelled = false;
    Promise.all(firstRow.map((image) => image.decode().catch(() => undefined))).then(() => {
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (cancelled || lobbyReadyMarked) return;
          lobbyReadyMarked = true;
          performance.mark('lobby-ready');
        }),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [lobby, gameCount]);
}

/**
 * The lobby's games: the player's recently played and favourites, then one section per game type
 * with `gameShowNum` tiles and 'More'; a category chip shows the whole type.
 */
export function LobbyGames() {
  const { t } = useTranslation();
  const games = useGames();
  const gameTypes = useGameTypes(games);
  const brandNames = useBrandNames();
  const showNum = useAppConfig((config) => config.gameShowNum) || defaultShowNum;
  const recent = useSession((session) => session.extras?.gameHistory ?? noGames);
  const { likedGames } = useGameLikes();
  const [category, setCategory] = useState<number | null>(null);
  const chosenType = gameTypes.find((type) => type.id === category);
  const lobby = useRef<HTMLElement>(null);
  useLobbyReadyMark(lobby, games.length);

  return (
    <section ref={lobby} aria-labelledby="home-games-title" className={styles.lobby}>
      <div className={styles.sectionHeader}>
        <h2 id="home-games-title" className={styles.title}>
          {t('home.games')}
        </h2>
        <Link to="/game/search" className={styles.search} aria-label={t('home.searchGames')}>
          <SearchIcon />
        </Link>
      </div>
      <ChipGroup label={t('home.categories')}>
        <Chip selected={category === null} onClick={() => setCategory(null)}>
          {t('home.all')}
        </Chip>
        {gameTypes.map((type) => (
          <Chip key={type.id} selected={category === type.id} onClick={() => setCategory(type.id)}>
            {type.name}
          </Chip>
        ))}
      </ChipGroup>
      {chosenType ? (
        <GameGrid
          games={games.filter((game) => game.type === chosenType.id)}
          brandNames={brandNames}
          label={chosenType.name}
        />
      ) : (
        <>
          <PlayerRow id="lobby-recent" title={t('home.recent')} games={recent} />
          <PlayerRow id="lobby-favourites" title={t('home.favourites')} games={likedGames} />
          {gameTypes.map((type) => (
            <CategorySection
              key={type.id}
              type={type}
              games={games.filter((game) => game.type === type.id)}
              showNum={showNum}
              brandNames={brandNames}
              onMore={() => setCategory(type.id)}
            />
          ))}
        </>
      )}
    </section>
  );
}
