import type { GameEntry } from '@casino/contracts';
import { useTranslation } from '@casino/platform';
import { HeartIcon, IconButton } from '@casino/ui/core';
import { Link } from 'react-router-dom';
import styles from './game-card.module.css';
import { useGameLikes } from './game-likes';

const gradients = ['#3b1d6e', '#1d3b6e', '#6e1d4a', '#1d6e5a', '#6e4a1d', '#4a1d6e'];

function GameCard({ game, brandName }: { game: GameEntry; brandName?: string }) {
  const { t } = useTranslation();
  const likes = useGameLikes();
  const tint = gradients[game.id % gradients.length];
  const liked = likes.likedIds.has(game.id);
  return (
    <div className={styles.card}>
      <Link
        to={`/game/start?gameId=${game.id}`}
        className={styles.link}
        aria-label={t('home.playGame', { name: game.name })}
      >
        <span className={styles.art} style={{ background: `linear-gradient(145deg, ${tint}, #0d0b1e)` }}>
          {game.image ? (
            <img src={game.image} alt="" width={200} height={200} loading="lazy" decoding="async" />
          ) : (
            <span className={styles.initial} aria-hidden="true">
              {game.name.slice(0, 1)}
            </span>
          )}
          {game.isHot ? <span className={styles.tag}>{t('home.hot')}</span> : null}
          {!game.isHot && game.isNew ? (
            <span className={`${styles.tag} ${styles.newTag}`}>{t('home.new')}</span>
          ) : null}
        </span>
        <span className={styles.name}>{game.name}</span>
        {brandName ? <span className={styles.brand}>{brandName}</span> : null}
      </Link>
      {likes.canLike ? (
        <IconButton
          className={liked ? `${styles.like} ${styles.liked}` : styles.like}
          label={t('home.favourite', { name: game.name })}
          aria-pressed={liked}
          icon={<HeartIcon size={20} filled={liked} />}
          onClick={() => likes.toggle(game)}
        />
      ) : null}
    </div>
  );
}

/** Games as tiles: three to a row (`grid`), or one scrolling row (`row`: recently played, favourites). */
export function GameGrid({
  games,
  brandNames,
  label,
  layout = 'grid',
  className,
}: {
  games: readonly GameEntry[];
  brandNames: ReadonlyMap<number, string>;
  label?: string;
  layout?: 'grid' | 'row';
  className?: string;
}) {
  return (
    <ul
      className={[layout === 'grid' ? styles.grid : styles.row, className].filter(Boolean).join(' ')}
      aria-label={label}
    >
      {games.map((game) => (
        <li key={game.id}>
          <GameCard game={game} brandName={brandNames.get(game.brand)} />
        </li>
      ))}
    </ul>
  );
}
