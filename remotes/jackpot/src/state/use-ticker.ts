import { useEffect, useState } from 'react';
import { tickerIntervalMs } from '../engine/tier-display';

/** The row the lucky-winner ticker shows: the next one every 2 s, round and round (spec 2). */
export function useTicker(length: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    setIndex(0);
    if (length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % length), tickerIntervalMs);
    return () => clearInterval(timer);
  }, [length]);
  return length === 0 ? 0 : index % length;
}
