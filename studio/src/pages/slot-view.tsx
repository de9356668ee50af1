import { useEffect, useRef, useState } from 'react';
import { bigWinTier } from '../games/big-win.js';
import {
  freeSpinMultiplier,
  linePays,
  maxWinMultiplier,
  paylines,
  reelStrips,
  rowCount,
  type SlotOutcome,
  type SlotSymbol,
  type SpinResult,
  scatterPays,
  symbolNames,
} from '../games/slot/slot-math.js';
import { betPerLineSteps } from '../games/slot/slot-steps.js';
import { useBigWin } from './big-win.js';
import { CloseSheet } from './close-sheet.js';
import { SymbolArt } from './slot-symbols.js';
import { play } from './sound.js';
import { call, formatMoney, StudioError } from './studio-api.js';
import { t } from './texts.js';

interface SpinAnswer {
  roundId: string;
  stake: number;
  win: number;
  outcome: SlotOutcome;
  /** A spin's stake and win reach the operator together: it answers with them applied, or fails. */
  balance: number;
}

interface ReelView {
  symbols: SlotSymbol[];
  /** How far the strip is moved up, in % of its height. */
  shift: number;
  durationMs: number;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function windowAt(reel: number, stop: number): SlotSymbol[] {
  const strip = reelStrips[reel] ?? [];
  return Array.from({ length: rowCount }, (_, row) => strip[(stop + row) % strip.length] as SlotSymbol);
}

/** The cells of a spin's wins: each winning line's run, and every scatter when they paid. */
function winningCells(result: SpinResult): Set<string> {
  const cells = new Set<string>();
  for (const win of result.lineWins) {
    for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}:${paylines[win.line]?.[reel]}`);
  }
  if (result.scatters >= 3) {
    result.reels.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (symbol === 'S') cells.add(`${reel}:${row}`);
      });
    });
  }
  return cells;
}

const autoplayChoices = [10, 25, 50];

export function SlotView({ onBalance }: { onBalance: (balance: number) => void }) {
  const [betIndex, setBetIndex] = useState(3);
  const [reels, setReels] = useState<ReelView[]>(() =>
    reelStrips.map((_, reel) => ({ symbols: windowAt(reel, reel * 7), shift: 0, durationMs: 0 })),
  );
  const [highlight, setHighlight] = useState<Set<string>>(new Set());
  const [spinning, setSpinning] = useState(false);
  const [message, setMessage] = useState('');
  const [roundWin, setRoundWin] = useState<number | null>(null);
  const [autoplayLeft, setAutoplayLeft] = useState(0);
  const [autoplayMenu, setAutoplayMenu] = useState(false);
  const autoplayRef = useRef(0);
  const paytableRef = useRef<HTMLDialogElement>(null);
  const current = useRef<SlotSymbol[][]>(reels.map((reel) => reel.symbols));
  const bigWin = useBigWin();
  /** Ends when the last big win's celebration does: autoplay waits for it. */
  const celebrated = useRef<Promise<void>>(Promise.resolve());
  const betPerLine = betPerLineSteps[betIndex] ?? 10;

  async function animateTo(result: SpinResult, fast: boolean): Promise<void> {
    const finals = result.stops.map((stop, reel) => windowAt(reel, stop));
    if (reducedMotion()) {
      setReels(finals.map((symbols) => ({ symbols, shift: 0, durationMs: 0 })));
      current.current = finals;
      await wait(fast ? 250 : 120);
      return;
    }
    // Each strip runs from the symbols showing now (at the bottom) to the result (at the top).
    const strips = finals.map((final, reel) => {
      const strip = reelStrips[reel] ?? [];
      const fillerLength = (fast ? 6 : 12) + reel * (fast ? 2 : 4);
      const start = (result.stops[reel] ?? 0) + rowCount;
      const filler = Array.from(
        { length: fillerLength },
        (_, index) => strip[(start + index) % strip.length] as SlotSymbol,
      );
      return [...final, ...filler, ...(current.current[reel] ?? [])];
    });
    setReels(
      strips.map((symbols) => ({
        symbols,
        shift: ((symbols.length - rowCount) / symbols.length) * 100,
        durationMs: 0,
      })),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const durations = strips.map((_, reel) => (fast ? 450 : 900) + reel * (fast ? 120 : 220));
    setReels(strips.map((symbols, reel) => ({ symbols, shift: 0, durationMs: durations[reel] ?? 0 })));
    for (const duration of durations) setTimeout(() => play('stop'), duration);
    await wait(Math.max(...durations) + 60);
    setReels(finals.map((symbols) => ({ symbols, shift: 0, durationMs: 0 })));
    current.current = finals;
  }

  async function spinOnce(): Promise<boolean> {
    setSpinning(true);
    setHighlight(new Set());
    setRoundWin(null);
    setMessage('');
    play('spin');
    try {
      const answer = await call<SpinAnswer>('POST', '/api/games/slot/spin', { betPerLine });
      const { outcome } = answer;
      await animateTo(outcome.base, false);
      setHighlight(winningCells(outcome.base));
      let shown = outcome.base.pays * betPerLine;
      if (shown > 0) setRoundWin(shown);
      if (outcome.freeSpins.length > 0) {
        setMessage(t('freeSpinsWon', { count: outcome.base.freeSpinsAwarded }));
        play('bigWin');
        await wait(1_200);
        for (const [index, free] of outcome.freeSpins.entries()) {
          setMessage(t('freeSpin', { index: index + 1, count: outcome.freeSpins.length }));
          setHighlight(new Set());
          await animateTo(free, true);
          setHighlight(winningCells(free));
          shown += free.pays * betPerLine * freeSpinMultiplier;
          if (free.pays > 0) setRoundWin(shown);
        }
      }
      setRoundWin(answer.win);
      const tier = bigWinTier('slot', answer.stake, answer.win);
      if (answer.win > 0) play(tier ? 'bigWin' : 'win');
      if (tier) {
        celebrated.current = bigWin.celebrate({ tier, win: answer.win, multiple: answer.win / answer.stake });
      }
      setMessage(answer.win > 0 ? '' : t('noWin'));
      onBalance(answer.balance);
      return true;
    } catch (error) {
      setMessage(error instanceof StudioError ? error.message : String(error));
      return false;
    } finally {
      setSpinning(false);
    }
  }

  async function startAutoplay(count: number) {
    setAutoplayMenu(false);
    autoplayRef.current = count;
    setAutoplayLeft(count);
    while (autoplayRef.current > 0) {
      autoplayRef.current -= 1;
      setAutoplayLeft(autoplayRef.current);
      if (!(await spinOnce())) break;
      await celebrated.current;
      await wait(350);
    }
    autoplayRef.current = 0;
    setAutoplayLeft(0);
  }

  function stopAutoplay() {
    autoplayRef.current = 0;
    setAutoplayLeft(0);
  }

  // Leaving the game ends autoplay.
  useEffect(
    () => () => {
      autoplayRef.current = 0;
    },
    [],
  );
  const busy = spinning || autoplayLeft > 0;

  return (
    <section className="slot" aria-label={t('spin')}>
      <div
        className="reels"
        role="img"
        aria-label={reels
          .map((reel) =>
            reel.symbols
              .slice(0, rowCount)
              .map((s) => symbolNames[s])
              .join(', '),
          )
          .join('; ')}
      >
        {reels.map((reel, reelIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five reels are fixed positions
          <div className="reel" key={reelIndex}>
            <div
              className="strip"
              style={{
                transform: `translateY(-${reel.shift}%)`,
                transitionDuration: `${reel.durationMs}ms`,
                ['--cells' as string]: reel.symbols.length,
              }}
            >
              {reel.symbols.map((symbol, row) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: a strip's cells are positions; symbols repeat
                  key={row}
                  className={`cell${reel.durationMs === 0 && highlight.has(`${reelIndex}:${row}`) ? ' lit' : ''}`}
                >
                  <SymbolArt symbol={symbol} />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>

      <output className="win-line" aria-live="polite">
        {roundWin !== null && roundWin > 0 ? (
          <span className="win">
            {t('win')} {formatMoney(roundWin)}
          </span>
        ) : null}
        <span className="message">{message}</span>
      </output>

      <div className="controls">
        <div className="stepper">
          <button
            type="button"
            aria-label={t('lessBet')}
            disabled={busy || betIndex === 0}
            onClick={() => setBetIndex(betIndex - 1)}
          >
            −
          </button>
          <div className="stepper-value">
            <span className="label">{t('totalBet')}</span>
            <strong>{formatMoney(betPerLine * paylines.length)}</strong>
          </div>
          <button
            type="button"
            aria-label={t('moreBet')}
            disabled={busy || betIndex === betPerLineSteps.length - 1}
            onClick={() => setBetIndex(betIndex + 1)}
          >
            +
          </button>
        </div>
        <button type="button" className="spin-button" disabled={busy} onClick={() => void spinOnce()}>
          {spinning ? t('spinning') : t('spin')}
        </button>
        <div className="row">
          {autoplayLeft > 0 ? (
            <button type="button" className="secondary stop" onClick={stopAutoplay}>
              {t('stopAutoplay', { count: autoplayLeft })}
            </button>
          ) : (
            <button
              type="button"
              className="secondary"
              aria-expanded={autoplayMenu}
              disabled={spinning}
              onClick={() => setAutoplayMenu(!autoplayMenu)}
            >
              {t('autoplay')}
            </button>
          )}
          <button type="button" className="secondary" onClick={() => paytableRef.current?.showModal()}>
            {t('paytable')}
          </button>
        </div>
        {autoplayMenu && autoplayLeft === 0 ? (
          <div className="row">
            {autoplayChoices.map((count) => (
              <button
                key={count}
                type="button"
                className="secondary"
                onClick={() => void startAutoplay(count)}
              >
                {t('autoplaySpins', { count })}
              </button>
            ))}
          </div>
        ) : null}
      </div>

      <dialog ref={paytableRef} className="sheet" aria-labelledby="paytable-title">
        <h2 id="paytable-title">{t('paytable')}</h2>
        <p>{t('paytableIntro')}</p>
        <table className="paytable">
          <tbody>
            {(Object.keys(linePays) as (keyof typeof linePays)[]).map((symbol) => (
              <tr key={symbol}>
                <th scope="row">
                  <span className="pay-symbol">
                    <SymbolArt symbol={symbol} />
                  </span>
                  <span className="visually-hidden">{symbolNames[symbol]}</span>
                </th>
                {linePays[symbol].map((pays, index) => (
                  <td key={pays}>
                    {index + 3}× {formatMoney(pays * betPerLine)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">
                <span className="pay-symbol">
                  <SymbolArt symbol="S" />
                </span>
                <span className="visually-hidden">{symbolNames.S}</span>
              </th>
              {scatterPays.map((pays, index) => (
                <td key={pays}>
                  {index + 3}× {formatMoney(pays * betPerLine * paylines.length)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
        <p>{t('scatterRule', { max: maxWinMultiplier.toLocaleString('en-US') })}</p>
        <h3>{t('lines')}</h3>
        <ol className="lines">
          {paylines.map((rows, line) => (
            <li key={rows.join()} aria-label={`${line + 1}`}>
              <svg viewBox="0 0 50 30" aria-hidden="true">
                {rows.map((row, reel) =>
                  [0, 1, 2].map((cell) => (
                    <rect
                      // biome-ignore lint/suspicious/noArrayIndexKey: grid positions of the diagram
                      key={`${reel}${cell}`}
                      x={reel * 10 + 1}
                      y={cell * 10 + 1}
                      width="8"
                      height="8"
                      rx="1.5"
                      className={cell === row ? 'on' : 'off'}
                    />
                  )),
                )}
              </svg>
            </li>
          ))}
        </ol>
        <CloseSheet />
      </dialog>
      {bigWin.view}
    </section>
  );
}
