import type { GameEntry } from '@casino/contracts';
import { isLoggedIn, sessionStore, useSession, useTranslation } from '@casino/platform';
import { showToast } from '@casino/ui/core';
import { useMemo } from 'react';
import { likeGame } from '../../api/game-like';

const noGames: GameEntry[] = [];

/**
 * The player's favourites (spec 3's `gameLikes`/`gameLikeIds`, restored by the after-login info).
 * A tap shows the new state at once; the server's answer then replaces the ids, and a refusal puts
 * the old state back and says so. Logged-out visitors have no favourites to toggle.
 */
export function useGameLikes() {
  const { t } = useTranslation();
  const canLike = useSession(isLoggedIn);
  const likedGames = useSession((session) => session.extras?.gameLikes ?? noGames);
  const likedIds = useMemo(() => new Set(likedGames.map((game) => game.id)), [likedGames]);

  const toggle = (game: GameEntry) => {
    const { patchExtras } = sessionStore.getState();
    const like = !likedIds.has(game.id);
    const previous = likedGames;
    const next = like ? [game, ...previous] : previous.filter((liked) => liked.id !== game.id);
    patchExtras({ gameLikes: next, gameLikeIds: next.map((liked) => liked.id) });
    likeGame(game.id, like).then(
      ({ gameLikeIds }) => {
        const current = sessionStore.getState().extras?.gameLikes ?? noGames;
        patchExtras({ gameLikeIds, gameLikes: current.filter((liked) => gameLikeIds.includes(liked.id)) });
      },
      () => {
        patchExtras({ gameLikes: previous, gameLikeIds: previous.map((liked) => liked.id) });
        showToast({ message: t('home.favouriteFailed', { name: game.name }), tone: 'danger' });
      },
    );
  };

  return { canLike, likedIds, likedGames, toggle };
}
