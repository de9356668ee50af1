import { useTranslation } from '@casino/platform';
import { Link } from 'react-router-dom';
import './game-card.css';
import type { GameEntry } from '@casino/contracts';

const gradients = ['#3b1d6e', '#1d3b6e', '#6e1d4a', '#1d6e5a', '#6e4a1d', '#4a1d6e'];

export function GameCard({ game, brandName }: { game: GameEntry; brandName?: string }) {
  const { t } = useTranslation();
  const tint = gradients[game.id % gradients.length];
  return (
    <Link
      to={`/game/start?gameId=${game.id}`}
      className="game-card"
      aria-label={t('home.playGame', { name: game.name })}
    >
      <span className="game-card__art" style={{ background: `linear-gradient(145deg, ${tint}, #0d0b1e)` }}>
        {game.image ? (
          <img src={game.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
        ) : (
          <span className="game-card__initial" aria-hidden="true">
            {game.name.slice(0, 1)}
          </span>
        )}
        {game.isHot ? <span className="game-card__tag">{t('home.hot')}</span> : null}
        {!game.isHot && game.isNew ? (
          <span className="game-card__tag game-card__tag--new">{t('home.new')}</span>
        ) : null}
      </span>
      <span className="game-card__name">{game.name}</span>
      {brandName ? <span className="game-card__brand">{brandName}</span> : null}
    </Link>
  );
}
