import type { GameEntry } from '@casino/contracts';
import { useTranslation } from '@casino/platform';
import { EmptyState, Page } from '@casino/ui/core';
import { EmptyIllustration } from '@casino/ui/display';
import { TextField } from '@casino/ui/forms';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GameGrid } from '../home/game-card';
import { useBrandNames, useGames, useTagNames } from '../home/game-catalogue';

/** How long typing must pause before the results change, so the grid does not flicker per key. */
const searchDebounceMs = 300;

/** A game matches when every word of the query is in its name, studio or one of its tags. */
export function matchGames(
  games: readonly GameEntry[],
  query: string,
  brandNames: ReadonlyMap<number, string>,
  tagNames: ReadonlyMap<number, string>,
): GameEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return games.filter((game) => {
    const haystack = [game.name, brandNames.get(game.brand), ...game.tags.map((tag) => tagNames.get(tag))]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** `/game/search`: games by name, studio or tag as the player types; popular games before that. */
export default function GameSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const games = useGames();
  const brandNames = useBrandNames();
  const tagNames = useTagNames();
  const [query, setQuery] = useState('');
  const settledQuery = useDebounced(query.trim(), searchDebounceMs);
  const results = settledQuery ? matchGames(games, settledQuery, brandNames, tagNames) : [];
  const popular = games.filter((game) => game.isHot);

  return (
    <Page title={t('search.title')} onBack={() => navigate(-1)}>
      <TextField
        label={t('search.label')}
        type="search"
        value={query}
        placeholder={t('search.placeholder')}
        onChange={(event) => setQuery(event.target.value)}
      />
      {settledQuery === '' ? (
        <>
          <EmptyState title={t('search.promptTitle')} message={t('search.promptHint')} />
          {popular.length > 0 ? (
            <GameGrid games={popular} brandNames={brandNames} label={t('search.popular')} />
          ) : null}
        </>
      ) : results.length === 0 ? (
        <EmptyState
          title={t('search.noResults', { query: settledQuery })}
          icon={<EmptyIllustration kind="search" />}
          message={t('search.noResultsHint')}
        />
      ) : (
        <GameGrid games={results} brandNames={brandNames} label={t('search.results')} />
      )}
    </Page>
  );
}
