import { useEffect, useState } from 'react';
import { bigWinTier } from '../games/big-win.js';
import { maxMines, minMines, tileCount } from '../games/mines/mines-math.js';
import { useBigWin } from './big-win.js';
import { play } from './sound.js';
import { call, formatMoney, StudioError } from './studio-api.js';
import { t } from './texts.js';

interface MinesRound {
  roundId: string;
  stake: number;
  mineCount: number;
  state: 'open' | 'over';
  revealed: number[];
  hit: number | null;
  multiplier: number;
  nextMultiplier: number | null;
  win: number | null;
  mines: number[] | null;
  balance: number | null;
}

const stakeSteps = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];
const quickMines = [1, 3, 5, 10, 24];

function Gem() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <polygon
        points="50,10 84,36 50,90 16,36"
        fill="#34d399"
        stroke="#d1fae5"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <polygon points="50,10 64,36 50,90 36,36" fill="#6ee7b7" />
      <line x1="16" y1="36" x2="84" y2="36" stroke="#d1fae5" strokeWidth="3" />
    </svg>
  );
}

function Mine() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {[0, 45, 90, 135].map((angle) => (
        <rect
          key={angle}
          x="46"
          y="12"
          width="8"
          height="76"
          rx="4"
          fill="#1f2937"
          transform={`rotate(${angle} 50 50)`}
        />
      ))}
      <circle cx="50" cy="50" r="26" fill="#111827" stroke="#f87171" strokeWidth="4" />
      <circle cx="41" cy="41" r="7" fill="#f9fafb" opacity="0.8" />
    </svg>
  );
}

export function MinesView({ onBalance }: { onBalance: (balance: number) => void }) {
  const [stakeIndex, setStakeIndex] = useState(3);
  const [mineCount, setMineCount] = useState(3);
  const [round, setRound] = useState<MinesRound | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const stake = stakeSteps[stakeIndex] ?? 100;
  const open = round?.state === 'open';
  const bigWin = useBigWin();

  // A round left open (a reload, a lost connection) is taken up where it was.
  useEffect(() => {
    call<MinesRound | { state: 'none' }>('GET', '/api/games/mines/round')
      .then((answer) => {
        if (answer.state === 'open') {
          setRound(answer);
          setMineCount(answer.mineCount);
          setMessage(t('pickTiles'));
        }
      })
      .catch(() => {});
  }, []);

  async function act(path: string, body: object) {
    setBusy(true);
    setMessage('');
    try {
      const answer = await call<MinesRound>('POST', `/api/games/mines/${path}`, body);
      setRound(answer);
      if (answer.balance !== null) onBalance(answer.balance);
      if (answer.state === 'open') {
        if (path === 'reveal') play('reveal');
        setMessage(t('pickTiles'));
      } else if (answer.hit !== null) {
        play('mine');
        setMessage(t('boom'));
      } else {
        const win = answer.win ?? 0;
        play('cashOut');
        // A win the operator has not acknowledged yet is sent again until it is (RoundBook).
        setMessage(
          answer.balance === null ? t('settlementPending') : t('cashedOut', { amount: formatMoney(win) }),
        );
        const tier = bigWinTier('mines', answer.stake, win);
        if (tier) void bigWin.celebrate({ tier, win, multiple: win / answer.stake });
      }
    } catch (error) {
      setMessage(error instanceof StudioError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  function tileLabel(tile: number): string {
    if (round?.mines?.includes(tile)) return t('tileMine', { index: tile + 1 });
    if (round?.revealed.includes(tile)) return t('tileSafe', { index: tile + 1 });
    return t('tile', { index: tile + 1 });
  }

  return (
    <section className="mines" aria-label={t('mines')}>
      <div className="board">
        {Array.from({ length: tileCount }, (_, tile) => {
          const isMine = round?.mines?.includes(tile) ?? false;
          const isGem = round?.revealed.includes(tile) ?? false;
          const shown = isGem || (round?.state === 'over' && round.mines !== null);
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the board's tiles are fixed positions
              key={tile}
              type="button"
              className={`tile${shown ? ' shown' : ''}${isMine ? ' mine' : ''}${round?.hit === tile ? ' hit' : ''}${isGem ? ' gem' : ''}`}
              aria-label={tileLabel(tile)}
              disabled={!open || busy || isGem}
              onClick={() => void act('reveal', { roundId: round?.roundId, tile })}
            >
              {shown ? isMine ? <Mine /> : <Gem /> : null}
            </button>
          );
        })}
      </div>

      <output className="win-line" aria-live="polite">
        {open ? (
          <span className="win">
            {t('multiplier', { value: round.multiplier.toFixed(2) })}
            {round.nextMultiplier !== null
              ? ` · ${t('next', { value: round.nextMultiplier.toFixed(2) })}`
              : ''}
          </span>
        ) : null}
        <span className="message">{message}</span>
      </output>

      <div className="controls">
        {open ? (
          <button
            type="button"
            className="spin-button"
            disabled={busy || round.revealed.length === 0}
            onClick={() => void act('cashout', { roundId: round.roundId })}
          >
            {t('cashOut', { amount: formatMoney(Math.floor(round.stake * round.multiplier)) })}
          </button>
        ) : (
          <>
            <div className="stepper">
              <button
                type="button"
                aria-label={t('lessBet')}
                disabled={busy || stakeIndex === 0}
                onClick={() => setStakeIndex(stakeIndex - 1)}
              >
                −
              </button>
              <div className="stepper-value">
                <span className="label">{t('stake')}</span>
                <strong>{formatMoney(stake)}</strong>
              </div>
              <button
                type="button"
                aria-label={t('moreBet')}
                disabled={busy || stakeIndex === stakeSteps.length - 1}
                onClick={() => setStakeIndex(stakeIndex + 1)}
              >
                +
              </button>
            </div>
            <div className="stepper">
              <button
                type="button"
                aria-label={t('fewerMines')}
                disabled={busy || mineCount === minMines}
                onClick={() => setMineCount(mineCount - 1)}
              >
                −
              </button>
              <div className="stepper-value">
                <span className="label">{t('mines')}</span>
                <strong>{mineCount}</strong>
              </div>
              <button
                type="button"
                aria-label={t('moreMines')}
                disabled={busy || mineCount === maxMines}
                onClick={() => setMineCount(mineCount + 1)}
              >
                +
              </button>
            </div>
            <div className="row chips">
              {quickMines.map((count) => (
                <button
                  key={count}
                  type="button"
                  className="secondary"
                  aria-pressed={mineCount === count}
                  disabled={busy}
                  onClick={() => setMineCount(count)}
                >
                  {count}
                </button>
              ))}
            </div>
            <button
              type="button"
              className="spin-button"
              disabled={busy}
              onClick={() => void act('start', { stake, mines: mineCount })}
            >
              {t('start')}
            </button>
            <p className="rule">{t('minesRule')}</p>
          </>
        )}
      </div>
      {bigWin.view}
    </section>
  );
}
