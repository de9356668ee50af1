import { type JackpotAwardConfig, jackpotResultTypes, jackpotSpinDebounceMs } from '@casino/contracts';
import { announceBalance, useTranslation } from '@casino/platform';
import { useQueryClient } from '@casino/platform/query';
import { prefersReducedMotion } from '@casino/ui/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { drawInfoQuery } from '../api/get-jackpot-draw-info';
import { jackpotDraw } from '../api/jackpot-draw';
import { jackpotDomain } from '../api/jackpot-query-keys';
import type { JackpotResult } from '../api/jackpot-types';
import { type GridSpin, startGridSpin } from '../engine/grid-spin';
import { drawErrorText } from './draw-errors';

/**
 * Where a draw is (spec 4 "Jackpot spin"): the highlight running (`spinning`), the award popup
 * (`award`), for a jackpot prize the wheel (`wheel`) and the jackpot award popup (`jackpotAward`).
 */
type DrawPhase = 'idle' | 'spinning' | 'award' | 'wheel' | 'jackpotAward';

export interface JackpotDrawFlow {
  phase: DrawPhase;
  /** The grid cell (index) the highlight is on, or null before the first spin. */
  litCell: number | null;
  /** The cell the last draw landed on, once the highlight stopped there. */
  wonCell: number | null;
  result: JackpotResult | null;
  /** Why the last draw failed, in the player's language. */
  error: string | null;
  /** A tap on Spin: debounced 300 ms, then a draw if the player has a chance and no spin runs. */
  requestSpin: () => void;
  /** The award popup's button: a jackpot prize goes on to the wheel, anything else ends the draw. */
  collect: () => void;
  /** The wheel closed: the jackpot award popup counts the bonus up. */
  wheelClosed: () => void;
  /** The jackpot award popup closed. */
  finish: () => void;
}

export function useJackpotDraw(cells: readonly JackpotAwardConfig[], drawChances: number): JackpotDrawFlow {
  const { t } = useTranslation('jackpot');
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<DrawPhase>('idle');
  const [litCell, setLitCell] = useState<number | null>(null);
  const [wonCell, setWonCell] = useState<number | null>(null);
  const [result, setResult] = useState<JackpotResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The latest values for the debounced tap, which fires after a render may have changed them.
  const latest = useRef({ phase, drawChances, cells, litCell });
  latest.current = { phase, drawChances, cells, litCell };
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const spin = useRef<GridSpin | null>(null);
  const mounted = useRef(true);
  /** A draw answered whose highlight has not stopped yet. */
  const unlanded = useRef<JackpotResult | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(debounce.current);
      spin.current?.cancel();
      // Closed mid-spin: the draw happened all the same, so its balance still goes on the bus.
      if (unlanded.current) {
        announceBalance(unlanded.current.coin);
        void queryClient.invalidateQueries({ queryKey: [jackpotDomain] });
      }
    };
  }, [queryClient]);

  const landed = useCallback(
    (answer: JackpotResult, cell: number | null) => {
      if (!mounted.current) return;
      unlanded.current = null;
      setWonCell(cell);
      setPhase('award');
      announceBalance(answer.coin);
      queryClient.setQueryData(drawInfoQuery().queryKey, (info) =>
        info ? { ...info, drawChances: answer.drawChances } : info,
      );
      void queryClient.invalidateQueries({ queryKey: [jackpotDomain] });
    },
    [queryClient],
  );

  const draw = useCallback(() => {
    const now = latest.current;
    if (now.phase !== 'idle' || now.drawChances <= 0) return;
    latest.current.phase = 'spinning';
    setPhase('spinning');
    setError(null);
    setResult(null);
    setWonCell(null);
    let answer: JackpotResult | null = null;
    const running = startGridSpin({
      from: now.litCell ?? 0,
      reducedMotion: prefersReducedMotion(),
      onStep: (cell) => mounted.current && setLitCell(cell),
      onStop: (cell) => answer && landed(answer, cell),
    });
    spin.current = running;
    jackpotDraw().then(
      (drawn) => {
        answer = drawn;
        if (!mounted.current) {
          announceBalance(drawn.coin);
          return;
        }
        unlanded.current = drawn;
        setResult(drawn);
        const cell = now.cells.findIndex((candidate) => candidate.id === drawn.id);
        if (cell < 0) {
          // A cell the grid does not show (the config changed): straight to the award.
          running.cancel();
          landed(drawn, null);
        } else {
          running.land(cell);
        }
      },
      (failure: unknown) => {
        running.cancel();
        if (!mounted.current) return;
        setError(drawErrorText(t, failure));
        setPhase('idle');
        void queryClient.invalidateQueries({ queryKey: [jackpotDomain, 'getJackpotDrawInfo'] });
      },
    );
  }, [landed, queryClient, t]);

  const requestSpin = useCallback(() => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(draw, jackpotSpinDebounceMs);
  }, [draw]);

  return {
    phase,
    litCell,
    wonCell,
    result,
    error,
    requestSpin,
    collect: () => setPhase(result?.type === jackpotResultTypes.jackpotPrize ? 'wheel' : 'idle'),
    wheelClosed: () => setPhase('jackpotAward'),
    finish: () => setPhase('idle'),
  };
}
