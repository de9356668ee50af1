import { useTranslation } from '@casino/platform';
import { EmptyState, Page, TextField } from '@casino/ui';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GameGrid } from '../home/game-card';
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
    <Page title={t('search.title')} onBack={() => navigate(-1)}>
      <TextField
        label={t('search.label')}
        type="search"
        value={query}
        placeholder={t('search.placeholder')}
        onChange={(event) => setQuery(event.target.value)}
      />
      {results.length === 0 ? (
        <EmptyState title={t('search.noResults', { query })} message={t('search.noResultsHint')} />
      ) : (
        <GameGrid games={results} brandNames={brandNames} label={t('search.results')} />
      )}
    </Page>
  );
}
