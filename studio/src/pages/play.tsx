import { type ReactNode, StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { tellAppBalance } from './app-frame.js';
import { CloseSheet } from './close-sheet.js';
import { CrashView } from './crash-view.js';
import { MinesView } from './mines-view.js';
import { SeedPanel } from './seed-panel.js';
import { SlotView } from './slot-view.js';
import { setSoundEnabled, soundEnabled } from './sound.js';
import { call, formatMoney, hasToken, type SessionInfo, StudioError, setToken } from './studio-api.js';
import { t } from './texts.js';
import './styles.css';

const gameCode = location.pathname.split('/')[2] ?? '';
const games: Record<string, (props: { onBalance: (balance: number) => void }) => ReactNode> = {
  slot: SlotView,
  mines: MinesView,
  crash: CrashView,
};

/**
 * Exchanges the launch token once (then drops it from the address bar), or, after a reload, goes
 * on with the tab's studio session.
 */
async function openSession(): Promise<SessionInfo> {
  const params = new URLSearchParams(location.search);
  const launchToken = params.get('token');
  if (launchToken) {
    params.delete('token');
    history.replaceState(null, '', `${location.pathname}?${params}`);
    const answer = await call<SessionInfo & { token: string }>('POST', '/api/session', {
      launchToken,
      gameCode,
      lang: params.get('lang') ?? 'en-US',
    });
    setToken(answer.token);
    return answer;
  }
  if (!hasToken()) throw new StudioError('LAUNCH_TOKEN_INVALID', t('expired'));
  const session = await call<SessionInfo>('GET', '/api/session');
  if (session.game.code !== gameCode) throw new StudioError('LAUNCH_TOKEN_INVALID', t('expired'));
  return session;
}

function Play() {
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [error, setError] = useState<StudioError | null>(null);
  const [sound, setSound] = useState(soundEnabled());
  const seedsRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    openSession()
      .then((opened) => {
        setSession(opened);
        document.title = opened.game.title;
      })
      .catch((reason: unknown) =>
        setError(reason instanceof StudioError ? reason : new StudioError('INTERNAL', String(reason))),
      );
  }, []);

  if (error) {
    const expired = error.code === 'LAUNCH_TOKEN_INVALID';
    return (
      <main className="panel" role="alert">
        <p>{expired ? t('expired') : error.message}</p>
        {expired ? null : (
          <button type="button" className="secondary" onClick={() => location.reload()}>
            {t('retry')}
          </button>
        )}
      </main>
    );
  }
  if (!session) {
    return (
      <main className="panel" aria-busy="true">
        <p>{t('loading')}</p>
      </main>
    );
  }
  const Game = games[session.game.code];
  const update = (change: Partial<SessionInfo>) => setSession((now) => (now ? { ...now, ...change } : now));

  return (
    <main className="game">
      <header className="top">
        <h1>{session.game.title}</h1>
        <div className="balance">
          <span className="label">{t('balance')}</span>
          <strong>
            {formatMoney(session.balance)} <small>{session.currency}</small>
          </strong>
        </div>
        <button
          type="button"
          className="icon"
          aria-pressed={sound}
          aria-label={sound ? t('soundOn') : t('soundOff')}
          onClick={() => {
            setSoundEnabled(!sound);
            setSound(!sound);
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
            {sound ? (
              <path d="M16 8q3 4 0 8M18.5 5.5q5 6.5 0 13" stroke="currentColor" strokeWidth="2" fill="none" />
            ) : (
              <path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" strokeWidth="2" />
            )}
          </svg>
        </button>
        <button
          type="button"
          className="icon"
          aria-label={t('fairness')}
          onClick={() => {
            // The nonce moved with every round: show the seeds as they are now.
            call<SessionInfo['seeds']>('GET', '/api/fair/seeds')
              .then((seeds) => update({ seeds }))
              .catch(() => {});
            seedsRef.current?.showModal();
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M8 12l3 3 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </header>
      {session.demo ? <p className="demo">{t('demo')}</p> : null}
      {Game ? (
        <Game
          onBalance={(balance) => {
            update({ balance });
            // Play money is the studio's own: the app's balance has not moved.
            if (!session.demo) tellAppBalance(balance);
          }}
        />
      ) : null}
      <p className="rtp">
        {t('rtp', {
          rtp: (session.game.rtp * 100).toFixed(2),
          max: session.game.maxWinMultiplier.toLocaleString('en-US'),
        })}
      </p>
      <dialog ref={seedsRef} className="sheet" aria-labelledby="seeds-title">
        <h2 id="seeds-title">{t('fairness')}</h2>
        <SeedPanel seeds={session.seeds} onSeeds={(seeds) => update({ seeds })} />
        <CloseSheet />
      </dialog>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Play />
    </StrictMode>,
  );
}
