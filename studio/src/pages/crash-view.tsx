import { useEffect, useReducer, useRef, useState } from 'react';
import { bigWinTier } from '../games/big-win.js';
import { formatMultiplier, MIN_TARGET } from '../games/crash/crash-math.js';
import { curveAt, multiplierAt } from '../games/crash/flight.js';
import type { PublicBet, RecentRound, RoundSnapshot, ServerMessage } from '../games/crash/protocol.js';
import { useBigWin } from './big-win.js';
import { play } from './sound.js';
import { formatMoney, sessionToken } from './studio-api.js';
import { t } from './texts.js';

const stakeSteps = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000, 100_000];
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

interface CrashState {
  connected: boolean;
  expired: boolean;
  /** Server clock minus ours, from the last message that carried the server's time. */
  offset: number;
  round: RoundSnapshot | null;
  recent: RecentRound[];
  myBetId: number | null;
  myCashOut: { multiplier: number; payout: number } | null;
  notice: string | null;
}

type Action = { type: 'message'; message: ServerMessage } | { type: 'closed'; expired: boolean };

const initial: CrashState = {
  connected: false,
  expired: false,
  offset: 0,
  round: null,
  recent: [],
  myBetId: null,
  myCashOut: null,
  notice: null,
};

function applyFeed(
  bets: PublicBet[],
  added: PublicBet[],
  cashOuts: { id: number; multiplier: number; payout: number }[],
) {
  const all = [...bets, ...added];
  for (const cashOut of cashOuts) {
    const bet = all.find((candidate) => candidate.id === cashOut.id);
    if (bet) Object.assign(bet, { cashedOutAt: cashOut.multiplier, payout: cashOut.payout });
  }
  return all;
}

/** The round as the page knows it: every message the socket brings folds into one state. */
function reduce(state: CrashState, action: Action): CrashState {
  if (action.type === 'closed') return { ...state, connected: false, expired: action.expired };
  const message = action.message;
  const offset = 'serverTime' in message ? message.serverTime - Date.now() : state.offset;
  const round = state.round;
  switch (message.type) {
    case 'welcome':
      return {
        ...state,
        connected: true,
        offset,
        round: message.round,
        recent: message.recent,
        myBetId: message.myBetId,
        myCashOut: null,
      };
    case 'betting':
      return {
        ...state,
        offset,
        myBetId: null,
        myCashOut: null,
        notice: null,
        round: {
          roundNumber: message.roundNumber,
          phase: 'betting',
          bettingEndsAt: message.bettingEndsAt,
          takeOffAt: null,
          crashPoint: null,
          hash: null,
          bets: [],
        },
      };
    case 'takeOff':
      return round
        ? { ...state, offset, round: { ...round, phase: 'flying', takeOffAt: message.takeOffAt } }
        : state;
    case 'tick':
      return { ...state, offset };
    case 'feed': {
      if (!round || round.roundNumber !== message.roundNumber) return state;
      // An auto cash-out is decided by the server at its target: the feed is how the player hears of it.
      const own = message.cashOuts.find((cashOut) => cashOut.id === state.myBetId);
      return {
        ...state,
        round: { ...round, bets: applyFeed(round.bets, message.bets, message.cashOuts) },
        myCashOut: state.myCashOut ?? (own ? { multiplier: own.multiplier, payout: own.payout } : null),
      };
    }
    case 'crash':
      return round
        ? {
            ...state,
            offset,
            round: { ...round, phase: 'crashed', crashPoint: message.crashPoint, hash: message.hash },
            recent: [
              { roundNumber: message.roundNumber, crashPoint: message.crashPoint, hash: message.hash },
              ...state.recent,
            ].slice(0, 20),
          }
        : state;
    case 'betAccepted':
      return { ...state, myBetId: message.id, notice: null };
    case 'cashedOut':
      return {
        ...state,
        // The feed may have told of the same cash-out first.
        myCashOut: state.myCashOut ?? { multiplier: message.multiplier, payout: message.payout },
        notice: null,
      };
    case 'betRefused':
    case 'cashOutRefused':
    case 'error':
      return { ...state, notice: message.message };
    default:
      return state;
  }
}

/** Jeepney Rocket: one shared flight for everyone, bets before take-off, cash out before the crash. */
export function CrashView({ onBalance }: { onBalance: (balance: number) => void }) {
  const [state, dispatch] = useReducer(reduce, initial);
  const [stakeIndex, setStakeIndex] = useState(4);
  const [autoOn, setAutoOn] = useState(false);
  const [autoTarget, setAutoTarget] = useState('2.00');
  const socketRef = useRef<WebSocket | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const multiplierRef = useRef<HTMLOutputElement>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const balanceRef = useRef(onBalance);
  balanceRef.current = onBalance;

  useEffect(() => {
    let closedForGood = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const socket = new WebSocket(
        `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/crash/socket`,
      );
      socketRef.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', token: sessionToken() }));
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as ServerMessage;
        if (message.type === 'welcome' || message.type === 'balance' || message.type === 'betAccepted') {
          balanceRef.current(message.balance);
        }
        const { myBetId, myCashOut } = stateRef.current;
        if (message.type === 'crash' && myBetId !== null && !myCashOut) play('mine');
        dispatch({ type: 'message', message });
      };
      socket.onclose = (event) => {
        const expired = event.code === 4001;
        dispatch({ type: 'closed', expired });
        // A dropped connection comes back on its own; the round goes on without the player meanwhile.
        if (!expired && !closedForGood) retry = setTimeout(connect, 1_000);
      };
    };
    connect();
    return () => {
      closedForGood = true;
      clearTimeout(retry);
      socketRef.current?.close();
    };
  }, []);

  // One sound (and a big win's celebration) per cash-out, manual (`cashedOut`) or automatic (the
  // feed), whichever told the page first.
  const bigWin = useBigWin();
  const { celebrate } = bigWin;
  useEffect(() => {
    const cashOut = state.myCashOut;
    if (!cashOut) return;
    play('cashOut');
    const { round: current, myBetId: betId } = stateRef.current;
    // The bet's own amount; else what the multiplier (in hundredths) says it was.
    const stake =
      current?.bets.find((bet) => bet.id === betId)?.amount ??
      Math.round((cashOut.payout * 100) / cashOut.multiplier);
    const tier = bigWinTier('crash', stake, cashOut.payout);
    if (tier) void celebrate({ tier, win: cashOut.payout, multiple: cashOut.payout / stake });
  }, [state.myCashOut, celebrate]);

  // The flight is drawn between the server's ticks from the same curve the server pays by.
  useEffect(() => {
    let frame = 0;
    const draw = () => {
      const { round, offset } = stateRef.current;
      const canvas = canvasRef.current;
      const output = multiplierRef.current;
      if (round && canvas && output) {
        const elapsed = round.takeOffAt === null ? 0 : Date.now() + offset - round.takeOffAt;
        const multiplier =
          round.phase === 'crashed'
            ? (round.crashPoint ?? 100)
            : round.phase === 'flying'
              ? multiplierAt(elapsed)
              : 100;
        output.textContent = formatMultiplier(multiplier);
        output.dataset.phase = round.phase;
        drawFlight(canvas, round.phase === 'betting' ? 0 : elapsed, multiplier, round.phase === 'crashed');
      }
      frame = reducedMotion() ? window.setTimeout(draw, 250) : requestAnimationFrame(draw);
    };
    draw();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(frame);
    };
  }, []);

  const send = (message: object) => socketRef.current?.send(JSON.stringify(message));
  const { round, myBetId, myCashOut } = state;
  const stake = stakeSteps[stakeIndex] ?? 100;
  const target = Math.round(Number(autoTarget) * 100);
  const targetValid = Number.isFinite(target) && target >= MIN_TARGET;
  const canBet = state.connected && round?.phase === 'betting' && myBetId === null;
  const canCashOut = round?.phase === 'flying' && myBetId !== null && myCashOut === null;

  if (state.expired) return <p role="alert">{t('expired')}</p>;

  return (
    <section className="crash" aria-label={t('crashBoard')}>
      <div className="flight">
        <canvas ref={canvasRef} width={720} height={400} role="img" aria-label={t('crashBoard')} />
        <output ref={multiplierRef} className="big-multiplier" aria-hidden="true">
          1.00x
        </output>
        <p className="phase" aria-live="polite">
          {!state.connected
            ? t('connecting')
            : round?.phase === 'betting'
              ? t('takeOffIn')
              : round?.phase === 'crashed'
                ? t('crashedAt', { value: formatMultiplier(round.crashPoint ?? 100) })
                : t('flying')}
        </p>
      </div>
      <ol className="recent" aria-label={t('recentCrashes')}>
        {state.recent.map((recent) => (
          <li key={recent.roundNumber} className={recent.crashPoint >= 200 ? 'high' : ''} title={recent.hash}>
            {formatMultiplier(recent.crashPoint)}
          </li>
        ))}
      </ol>
      <div className="controls">
        <div className="stepper">
          <button
            type="button"
            aria-label={t('lessBet')}
            disabled={!canBet || stakeIndex === 0}
            onClick={() => setStakeIndex(stakeIndex - 1)}
          >
            −
          </button>
          <div className="stepper-value">
            <span className="label">{t('bet')}</span>
            <strong>{formatMoney(stake)}</strong>
          </div>
          <button
            type="button"
            aria-label={t('moreBet')}
            disabled={!canBet || stakeIndex === stakeSteps.length - 1}
            onClick={() => setStakeIndex(stakeIndex + 1)}
          >
            +
          </button>
        </div>
        <div className="row auto">
          <button
            type="button"
            className="secondary"
            aria-pressed={autoOn}
            disabled={!canBet}
            onClick={() => setAutoOn(!autoOn)}
          >
            {t('autoCashOut')}
          </button>
          <label className="target">
            <span className="visually-hidden">{t('autoTarget')}</span>
            <input
              inputMode="decimal"
              value={autoTarget}
              disabled={!canBet || !autoOn}
              aria-invalid={autoOn && !targetValid}
              onChange={(event) => setAutoTarget(event.target.value)}
            />
            <span aria-hidden="true">x</span>
          </label>
        </div>
        {canCashOut ? (
          <button type="button" className="spin-button cash-out" onClick={() => send({ type: 'cashOut' })}>
            {t('cashOutNow')}
          </button>
        ) : (
          <button
            type="button"
            className="spin-button"
            disabled={!canBet || (autoOn && !targetValid)}
            onClick={() => send({ type: 'bet', amount: stake, autoCashOut: autoOn ? target : null })}
          >
            {myBetId !== null && round?.phase === 'betting' ? t('betPlaced') : t('placeBet')}
          </button>
        )}
        <p className="message" role="status">
          {state.notice ??
            (myCashOut
              ? t('cashedOutAt', {
                  amount: formatMoney(myCashOut.payout),
                  value: formatMultiplier(myCashOut.multiplier),
                })
              : '')}
        </p>
      </div>
      <table className="players">
        <caption>{t('playersThisRound', { count: round?.bets.length ?? 0 })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('player')}</th>
            <th scope="col">{t('bet')}</th>
            <th scope="col">{t('cashedOutColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {(round?.bets ?? []).map((bet) => (
            <tr key={bet.id} className={bet.id === myBetId ? 'mine' : ''}>
              <td>{bet.id === myBetId ? t('you') : bet.player}</td>
              <td>{formatMoney(bet.amount)}</td>
              <td className={bet.cashedOutAt !== null ? 'good' : round?.phase === 'crashed' ? 'bad' : ''}>
                {bet.cashedOutAt !== null
                  ? `${formatMultiplier(bet.cashedOutAt)} · ${formatMoney(bet.payout ?? 0)}`
                  : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {bigWin.view}
    </section>
  );
}

/** The curve from 1.00x to now, the jeepney-rocket at its tip (a burst once crashed). */
function drawFlight(canvas: HTMLCanvasElement, elapsed: number, multiplier: number, crashed: boolean): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  const pad = 28;
  context.clearRect(0, 0, width, height);
  const spanMs = Math.max(10_000, elapsed * 1.15);
  const top = Math.max(2, (multiplier / 100) * 1.2);
  const x = (ms: number) => pad + ((width - 2 * pad) * ms) / spanMs;
  const y = (value: number) => height - pad - ((height - 2 * pad) * (value - 1)) / (top - 1);
  context.strokeStyle = 'rgba(184, 178, 217, 0.25)';
  context.lineWidth = 1;
  for (let step = 1; step <= top; step += top > 10 ? Math.ceil(top / 5) : 0.5) {
    context.beginPath();
    context.moveTo(pad, y(step));
    context.lineTo(width - pad, y(step));
    context.stroke();
  }
  if (elapsed <= 0) return;
  context.beginPath();
  context.moveTo(x(0), y(1));
  for (let ms = 0; ms <= elapsed; ms += elapsed / 60) context.lineTo(x(ms), y(curveAt(ms)));
  const tipX = x(elapsed);
  const tipY = y(multiplier / 100);
  context.lineTo(tipX, tipY);
  context.strokeStyle = crashed ? '#f87171' : '#ffd166';
  context.lineWidth = 5;
  context.lineCap = 'round';
  context.stroke();
  context.save();
  context.translate(tipX, tipY);
  if (crashed) {
    context.fillStyle = '#f87171';
    for (let ray = 0; ray < 10; ray += 1) {
      context.rotate(Math.PI / 5);
      context.fillRect(8, -3, 18, 6);
    }
  } else {
    // The jeepney: a long body with a roof rack and a horse ornament, flame out the back.
    context.rotate(-0.5);
    context.fillStyle = '#ff7a59';
    context.beginPath();
    context.moveTo(-46, 0);
    context.lineTo(-30, -8);
    context.lineTo(-30, 8);
    context.fill();
    context.fillStyle = '#34d399';
    context.fillRect(-30, -14, 44, 24);
    context.fillStyle = '#ffd166';
    context.fillRect(-30, -18, 44, 5);
    context.fillRect(14, -10, 8, 18);
    context.fillStyle = '#0d0b1e';
    context.fillRect(-24, -9, 10, 8);
    context.fillRect(-10, -9, 10, 8);
    context.beginPath();
    context.arc(-20, 12, 5, 0, Math.PI * 2);
    context.arc(6, 12, 5, 0, Math.PI * 2);
    context.fill();
  }
  context.restore();
}
