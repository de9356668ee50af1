import { apiErrorText, isSupportedLocale, shownAsTimeoutTip, useTranslation } from '@casino/platform';
import { Badge, CallFailure, ErrorPanel, Page, Spinner } from '@casino/ui/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { exitGame } from '../../api/exit-game';
import { useStartGame } from '../../api/start-game';
import { useGames } from '../home/game-catalogue';
import styles from './game-start-page.module.css';
import { listenToStudio } from './studio-messages';

/** Whether a launch address may be framed: http(s) only, so a bad provider answer cannot run script here. */
export function isPlayableUrl(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url, window.location.origin).protocol);
  } catch {
    return false;
  }
}

/**
 * `/game/start?gameId=&tryIt=&activityId=`: opens a game session and frames the game. Leaving the
 * page (the back control, or any other navigation) closes the session and refreshes the balance.
 */
export default function GameStartPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const gameId = Number(params.get('gameId'));
  const tryIt = params.get('tryIt') === '1' || params.get('tryIt') === 'true';
  const activityId = params.get('activityId');
  const game = useGames().find((candidate) => candidate.id === gameId);
  const locale = isSupportedLocale(i18n.language) ? i18n.language : undefined;
  const launch = useStartGame({
    gameId,
    tryIt,
    ...(activityId ? { activityId: Number(activityId) } : {}),
    ...(locale ? { locale } : {}),
  });
  const frameRef = useRef<HTMLIFrameElement>(null);
  const session = launch.isFetching ? undefined : launch.data;
  const url = session?.launchUrl;
  const playable = url !== undefined && isPlayableUrl(url);
  // A time-out was told by the 'Tips' dialog already (ADR 0054): the place only offers to retry.
  const timedOut = !launch.isFetching && shownAsTimeoutTip(launch.error);
  const failure =
    launch.isFetching || timedOut
      ? null
      : launch.error
        ? apiErrorText(t, launch.error)
        : url !== undefined && !playable
          ? t('game.badAddress')
          : null;

  const sessionId = session?.sessionId;
  useEffect(() => {
    if (sessionId === undefined) return;
    return () => exitGame(sessionId);
  }, [sessionId]);

  useEffect(() => {
    if (!playable || url === undefined) return;
    return listenToStudio(() => frameRef.current?.contentWindow ?? null, url);
  }, [playable, url]);

  const title = game?.name ?? t('game.title');
  // A game opened from outside the app (a link, a bookmark) has no page of ours behind it.
  const exit = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/'));
  return (
    <Page title={title} onBack={exit} backLabel={t('game.exit')} className={styles.page}>
      {session?.demo ? (
        <Badge tone="neutral" className={styles.demo}>
          {t('game.demo')}
        </Badge>
      ) : null}
      {launch.isFetching ? (
        <div className={styles.state} role="status">
          <Spinner />
          <p>{t('game.starting', { name: game?.name ?? '' })}</p>
        </div>
      ) : null}
      {timedOut ? (
        <CallFailure error={launch.error} errorNamespace="common" onRetry={() => void launch.refetch()} />
      ) : null}
      {failure ? (
        <ErrorPanel
          title={t('game.failedTitle')}
          message={failure}
          actionLabel={t('game.retry')}
          onAction={() => void launch.refetch()}
        />
      ) : null}
      {playable ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          title={title}
          src={url}
          allow="autoplay; fullscreen"
        />
      ) : null}
    </Page>
  );
}
