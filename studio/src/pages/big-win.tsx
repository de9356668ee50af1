import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import type { BigWinTier } from '../games/big-win.js';
import { formatMoney } from './studio-api.js';
import { t } from './texts.js';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const shownMs = 2_500;
const countMs = 1_200;

/** A big win to celebrate: its tier, the amount won (hundredths) and how many stakes it is. */
export interface BigWin {
  tier: BigWinTier;
  win: number;
  multiple: number;
}

// The coins' paths, the same on every run: out of the amount and down past the bottom.
const coins = Array.from({ length: 16 }, (_, index) => {
  const angle = (index / 16) * Math.PI * 2;
  return {
    id: index,
    style: {
      '--x': `${Math.round(Math.cos(angle) * (90 + (index % 4) * 35))}px`,
      '--y': `${Math.round(-Math.abs(Math.sin(angle)) * (120 + (index % 3) * 60))}px`,
      '--delay': `${(index % 5) * 60}ms`,
    } as CSSProperties,
  };
});

/** The win counted up with an ease-out over `countMs`; at once under reduced motion. */
function useCountUp(target: number, still: boolean): number {
  const [shown, setShown] = useState(still ? target : 0);
  useEffect(() => {
    if (still) return;
    let frame = 0;
    let start: number | undefined;
    const step = (time: number) => {
      start ??= time;
      const progress = Math.min((time - start) / countMs, 1);
      setShown(Math.floor(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, still]);
  return shown;
}

/**
 * The big-win celebration over the game for 2.5 s: the tier, the win counted up and the multiple,
 * coins flying. A tap, Skip or Escape ends it; the balance is already paid. Still and brief under
 * reduced motion; screen readers hear it once.
 */
function BigWinCelebration({ bigWin, onDone }: { bigWin: BigWin; onDone: () => void }) {
  const [still] = useState(reducedMotion);
  const [announced, setAnnounced] = useState(false);
  const shown = useCountUp(bigWin.win, still);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  useEffect(() => {
    const end = () => doneRef.current();
    const timer = setTimeout(end, shownMs);
    const announce = setTimeout(() => setAnnounced(true), 0);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') end();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      clearTimeout(announce);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const title = t(bigWin.tier === 'mega' ? 'megaWin' : 'bigWin');
  const multiple = t('winMultiple', { value: Math.floor(bigWin.multiple) });
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape ends it from anywhere and Skip is a real button; the tap anywhere is for fingers.
    <div
      className={`big-win big-win-${bigWin.tier}${still ? ' still' : ''}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby="big-win-title"
      onClick={() => doneRef.current()}
    >
      {still ? null : (
        <div className="big-win-coins" aria-hidden="true">
          {coins.map((coin) => (
            <span key={coin.id} className="big-win-coin" style={coin.style} />
          ))}
        </div>
      )}
      <p id="big-win-title" className="big-win-title">
        {title}
      </p>
      <p className="big-win-amount" aria-hidden="true">
        {formatMoney(shown)}
      </p>
      <p className="big-win-multiple">{multiple}</p>
      <button type="button" className="secondary big-win-skip" onClick={() => doneRef.current()}>
        {t('skip')}
      </button>
      <p className="visually-hidden" role="status">
        {announced ? `${title} ${formatMoney(bigWin.win)}. ${multiple}` : ''}
      </p>
    </div>
  );
}

/**
 * A game's big-win celebration: `celebrate` shows one and resolves when it ends (autoplay waits
 * for it); `view` is where the game renders it.
 */
export function useBigWin() {
  const [bigWin, setBigWin] = useState<(BigWin & { id: number }) | null>(null);
  const ended = useRef<() => void>(() => undefined);
  const count = useRef(0);
  const celebrate = useCallback(
    (next: BigWin) =>
      new Promise<void>((resolve) => {
        ended.current();
        ended.current = resolve;
        count.current += 1;
        setBigWin({ ...next, id: count.current });
      }),
    [],
  );
  const view = bigWin ? (
    <BigWinCelebration
      key={bigWin.id}
      bigWin={bigWin}
      onDone={() => {
        setBigWin(null);
        ended.current();
      }}
    />
  ) : null;
  return { celebrate, view };
}
