import { sessionEndWarningMinutes } from '@casino/contracts';
import { logout, type RemoteOverlayProps, useTranslation } from '@casino/platform';
import { Button, showToast, Text } from '@casino/ui/core';
import { Modal } from '@casino/ui/overlays';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { PlayTotals } from '../components/play-totals';
import { continuePlaying, realityCheckStore, refreshRealityCheck } from './reality-check-store';
import styles from './reality-check-watch.module.css';

/** Runs `act` in `seconds` (a browser caps a timer at about 24.8 days: later ones wait for a refresh). */
function useTimer(seconds: number | null | undefined, act: () => void) {
  const latest = useRef(act);
  latest.current = act;
  useEffect(() => {
    if (seconds == null || seconds <= 0 || seconds * 1000 > 2 ** 31 - 1) return;
    const timer = setTimeout(() => latest.current(), seconds * 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
}

/**
 * The reality check (ADR 0042), mounted by the host on every page while a player is signed in
 * (`playerWatch.realityCheck`). It renders nothing until the check the server keeps for this
 * session falls due; then it interrupts play with the time played and the net result until the
 * player plays on or stops. It also warns once, five minutes before the session-time limit ends
 * the session.
 */
export default function RealityCheckWatch(_: RemoteOverlayProps) {
  const { t } = useTranslation('member');
  const data = useStore(realityCheckStore, (state) => state.check);
  const [continuing, setContinuing] = useState(false);
  const warned = useRef(false);

  // Asked on mount and whenever the app comes back to the foreground (a phone asleep runs no
  // timers), and again when the check falls due: the server's clock decides, so a page left in
  // the background, or a reload, neither skips nor repeats one.
  useEffect(() => {
    void refreshRealityCheck();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshRealityCheck();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  useTimer(data?.dueInSeconds, () => void refreshRealityCheck());

  const warningSeconds = sessionEndWarningMinutes * 60;
  const warn = () => {
    if (warned.current) return;
    warned.current = true;
    showToast({
      message: t('realityCheck.sessionEndsSoon', { count: sessionEndWarningMinutes }),
      tone: 'info',
      durationMs: 10_000,
    });
  };
  const endsIn = data?.sessionEndsInSeconds;
  useTimer(endsIn == null ? null : endsIn - warningSeconds, warn);
  useEffect(() => {
    if (endsIn != null && endsIn > 0 && endsIn <= warningSeconds) warn();
  });

  if (data?.dueInSeconds !== 0) return null;

  const hours = Math.floor(data.sessionMinutes / 60);
  const minutes = data.sessionMinutes % 60;
  const played =
    hours > 0
      ? t('realityCheck.hoursMinutes', { hours, minutes })
      : t('realityCheck.minutes', { count: minutes });
  const stop = () => {
    logout({ reason: 'user' });
    showToast({ message: t('realityCheck.signedOut', { played }), tone: 'info' });
  };
  return (
    <Modal
      open
      dismissible={false}
      onClose={() => undefined}
      title={t('realityCheck.title')}
      footer={
        <div className={styles.actions}>
          <Button
            fullWidth
            loading={continuing}
            onClick={() => {
              setContinuing(true);
              // On a failure the check stays on screen (still due) and the app has said why.
              continuePlaying()
                .catch(() => undefined)
                .finally(() => setContinuing(false));
            }}
          >
            {t('realityCheck.continue')}
          </Button>
          <Button fullWidth variant="secondary" onClick={stop}>
            {t('realityCheck.stop')}
          </Button>
        </div>
      }
    >
      <Text>{t('realityCheck.played', { played })}</Text>
      <div className={styles.totals}>
        <PlayTotals rounds={data.rounds} staked={data.staked} won={data.won} />
      </div>
      <Text tone="muted" size="sm">
        {t('realityCheck.next', { count: data.intervalMinutes ?? 0 })}
      </Text>
    </Modal>
  );
}
