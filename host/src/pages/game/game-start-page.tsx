import { apiErrorText, useTranslation } from '@casino/platform';
import { ErrorPanel, Page, Spinner } from '@casino/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { exitGame } from '../../api/exit-game';
import { useStartGame } from '../../api/start-game';
import { useGames } from '../home/game-catalogue';
import styles from './game-start-page.module.css';

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
  const launch = useStartGame(
    activityId ? { gameId, tryIt, activityId: Number(activityId) } : { gameId, tryIt },
  );
  const url = launch.data?.url;
  const failure = launch.isFetching
    ? null
    : launch.error
      ? apiErrorText(t, launch.error)
      : url !== undefined && !isPlayableUrl(url)
        ? t('game.badAddress')
        : null;

  const exit = () => {
    exitGame(gameId);
    navigate(-1);
  };

  return (
    <Page
      title={game?.name ?? t('game.title')}
      onBack={exit}
      backLabel={t('game.exit')}
      className={styles.page}
    >
      {launch.isFetching ? (
        <div className={styles.state} role="status">
          <Spinner />
          <p>{t('game.starting', { name: game?.name ?? '' })}</p>
        </div>
      ) : null}
      {failure ? (
        <ErrorPanel
          title={t('game.failedTitle')}
          message={failure}
          actionLabel={t('game.retry')}
          onAction={() => void launch.refetch()}
        />
      ) : null}
      {!launch.isFetching && !failure && url !== undefined ? (
        <iframe
          className={styles.frame}
          title={game?.name ?? t('game.title')}
          src={url}
          allow="autoplay; fullscreen"
        />
      ) : null}
    </Page>
  );
}
