import { useTranslation } from '@casino/platform';
import { EmptyState, PageHeader } from '@casino/ui';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GameCard } from '../home/game-card';
import { useBrandNames, useGames } from '../home/game-catalogue';

/** `/game/search`: filters the catalogue by name or studio as the player types. */
export default function GameSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const games = useGames();
  const brandNames = useBrandNames();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLowerCase());
  const results = deferred
    ? games.filter((game) =>
        `${game.name} ${brandNames.get(game.brand) ?? ''}`.toLowerCase().includes(deferred),
      )
    : games;
  return (
    <main className="ui-page">
      <PageHeader title={t('search.title')} onBack={() => navigate(-1)} />
      <label className="ui-field">
        <span className="ui-field__label">{t('search.label')}</span>
        <input
          className="ui-input"
          type="search"
          value={query}
          placeholder={t('search.placeholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {results.length === 0 ? (
        <EmptyState title={t('search.noResults', { query })} message={t('search.noResultsHint')} />
      ) : (
        <ul className="game-grid" aria-label={t('search.results')}>
          {results.map((game) => (
            <li key={game.id}>
              <GameCard game={game} brandName={brandNames.get(game.brand)} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
