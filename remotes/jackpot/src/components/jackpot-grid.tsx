import type { JackpotAwardConfig } from '@casino/contracts';
import { useTranslation } from '@casino/platform';
import { VisuallyHidden } from '@casino/ui/core';
import type { CSSProperties, ReactNode } from 'react';
import { tierOfProp } from '../engine/wheel';
import styles from './jackpot.module.css';
import { PrizeArt } from './prize-art';
import { prizeLabel } from './prize-label';

/** The grid's ten cells: 4 on top, one each side, 4 below; the loop runs round them clockwise. */
export const gridCellCount = 10;

/** Where grid cell `index` sits in the 4 x 3 ring: its column and row. */
function ringPlace(index: number): { column: number; row: number } {
  if (index < 4) return { column: index, row: 0 };
  if (index === 4) return { column: 0, row: 1 };
  if (index === 5) return { column: 3, row: 1 };
  return { column: index - 6, row: 2 };
}

export interface JackpotGridProps {
  cells: readonly JackpotAwardConfig[];
  /** The cell the highlight is on (moved by transform only: one element, no layout). */
  litCell: number | null;
  /** The cell the last draw landed on. */
  wonCell: number | null;
  /** What sits in the ring's middle: the spin (or log-in) button. */
  centre: ReactNode;
}

/** The ten-cell prize ring of the lucky jackpot (spec 2), from the app config's `jackpotConfigList`. */
export function JackpotGrid({ cells, litCell, wonCell, centre }: JackpotGridProps) {
  const { t } = useTranslation('jackpot');
  const lit = litCell === null ? null : ringPlace(litCell);
  return (
    <div className={styles.ring}>
      <ol className={styles.grid} aria-label={t('prizes')}>
        {cells.slice(0, gridCellCount).map((cell, index) => {
          const place = ringPlace(index);
          const tier = tierOfProp(cell.propId);
          const won = index === wonCell;
          return (
            <li
              key={cell.id}
              data-cell-id={cell.id}
              aria-current={won ? 'true' : undefined}
              className={[styles.cell, tier ? styles.jackpotCell : '', won ? styles.wonCell : '']
                .filter(Boolean)
                .join(' ')}
              style={{ gridColumn: place.column + 1, gridRow: place.row + 1 }}
            >
              <PrizeArt propId={cell.propId} />
              <span className={styles.cellLabel}>{prizeLabel(t, cell)}</span>
              {won ? <VisuallyHidden>{t('cell.won')}</VisuallyHidden> : null}
            </li>
          );
        })}
      </ol>
      {lit ? (
        <div
          className={styles.highlight}
          data-lit-cell={litCell ?? undefined}
          aria-hidden="true"
          style={{ '--column': lit.column, '--row': lit.row } as CSSProperties}
        />
      ) : null}
      <div className={styles.centre}>{centre}</div>
    </div>
  );
}
