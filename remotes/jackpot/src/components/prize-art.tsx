import { propKindOf } from '@casino/contracts';
import type { ReactNode } from 'react';
import { tierOfProp } from '../engine/wheel';
import styles from './jackpot.module.css';

/** The drawing of a prize: a crown for a jackpot tier, a coin, a star for points, else a ticket. */
function artOf(propId: number): { className: string | undefined; shapes: ReactNode } {
  const tier = tierOfProp(propId);
  if (tier) {
    return {
      className: styles[`tier_${tier}`],
      shapes: (
        <>
          <path d="M4 24 L6 10 L12 16 L16 6 L20 16 L26 10 L28 24 Z" fill="currentColor" />
          <rect x="4" y="25" width="24" height="3" rx="1.5" fill="currentColor" />
          <circle cx="16" cy="6" r="2" fill="var(--color-text)" />
        </>
      ),
    };
  }
  switch (propKindOf(propId)) {
    case 'coin':
      return {
        className: undefined,
        shapes: (
          <>
            <circle cx="16" cy="16" r="13" fill="var(--color-primary-strong)" />
            <circle cx="16" cy="16" r="10" fill="var(--color-primary)" />
            <path
              d="M16 10 V22 M12.5 13 H18 a2.5 2.5 0 0 1 0 5 H13"
              stroke="var(--color-on-primary)"
              strokeWidth="2"
              fill="none"
            />
          </>
        ),
      };
    case 'points':
      return {
        className: undefined,
        shapes: (
          <path
            d="M16 3 L19.8 11.2 L28.7 12.2 L22 18.3 L23.9 27.1 L16 22.6 L8.1 27.1 L10 18.3 L3.3 12.2 L12.2 11.2 Z"
            fill="var(--color-success)"
          />
        ),
      };
    default:
      return {
        className: undefined,
        shapes: (
          <>
            <path d="M4 9 H28 V13 a3 3 0 0 0 0 6 V23 H4 V19 a3 3 0 0 0 0 -6 Z" fill="var(--color-warning)" />
            <path d="M12 10 V22" stroke="var(--color-surface)" strokeWidth="1.5" strokeDasharray="2 2" />
          </>
        ),
      };
  }
}

/** A prize's picture, original SVG in theme colours (decorative: the label says what it is). */
export function PrizeArt({ propId, size = 28 }: { propId: number; size?: number }) {
  const { className, shapes } = artOf(propId);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={className ? `${styles.art} ${className}` : styles.art}
    >
      {shapes}
    </svg>
  );
}
