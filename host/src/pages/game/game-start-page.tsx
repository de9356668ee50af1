import { useTranslation } from '@casino/platform';
import { apiClient } from '@casino/platform/host';
import { ErrorPanel, PageHeader, Spinner } from '@casino/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGames } from '../home/game-catalogue';
import './game-start-page.css';

type Launch =
  | { status: 'starting' }
  | { status: 'ready'; url: string }
  | { status: 'failed'; message: string };

/** Whether a launch address may be framed: http(s) only, so a bad studio answer cannot run script here. */
export function isPlayableUrl(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url, window.location.origin).protocol);
  } catch {
    return false;
  }
}

/** `/game/start?gameId=&tryIt=&activityId=`: asks the API for a game session and shows the game. */
export default function GameStartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const gameId = Number(params.get('gameId'));
  const tryIt = params.get('tryIt') === '1' || params.get('tryIt') === 'true';
  const activityId = params.get('activityId');
  const game = useGames().find((candidate) => candidate.id === gameId);
  const [launch, setLaunch] = useState<Launch>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) must start the game again
  useEffect(() => {
    let current = true;
    setLaunch({ status: 'starting' });
    const body = activityId ? { gameId, tryIt, activityId: Number(activityId) } : { gameId, tryIt };
    apiClient
      .call<{ url: string }>('/app/v1/startGame', body)
      .then(
        ({ url }) =>
          current &&
          setLaunch(
            isPlayableUrl(url)
              ? { status: 'ready', url }
              : { status: 'failed', message: t('game.badAddress') },
          ),
      )
      .catch((error: Error) => current && setLaunch({ status: 'failed', message: error.message }));
    return () => {
      current = false;
    };
  }, [gameId, tryIt, activityId, attempt]);

  const exit = () => {
    apiClient.call('/app/v1/exitGame', { gameId }).catch(() => undefined);
    navigate(-1);
  };

  return (
    <main className="ui-page game-start">
      <PageHeader title={game?.name ?? t('game.title')} onBack={exit} backLabel={t('game.exit')} />
      {launch.status === 'starting' ? (
        <div className="game-start__state" role="status">
          <Spinner />
          <p>{t('game.starting', { name: game?.name ?? '' })}</p>
        </div>
      ) : null}
      {launch.status === 'failed' ? (
        <ErrorPanel
          title={t('game.failedTitle')}
          message={launch.message}
          actionLabel={t('game.retry')}
          onAction={() => setAttempt((value) => value + 1)}
        />
      ) : null}
      {launch.status === 'ready' ? (
        <iframe
          className="game-start__frame"
          title={game?.name ?? t('game.title')}
          src={launch.url}
          allow="autoplay; fullscreen"
        />
      ) : null}
    </main>
  );
}
