import { formatMoney, useAppConfig, useTranslation } from '@casino/platform';
import { Text } from '@casino/ui/core';
import styles from './jackpot-grid.module.css';

const cellCount = 10;

/** The ten-cell prize grid of the lucky jackpot, from the jackpot award config. */
export function JackpotGrid() {
  const { t } = useTranslation('jackpot');
  const cells = useAppConfig((config) => config.jackpotConfigList)?.slice(0, cellCount) ?? [];
  if (cells.length === 0) return <Text tone="muted">{t('noPrizes')}</Text>;
  return (
    <ol className={styles.grid} aria-label={t('prizes')}>
      {cells.map((cell) => (
        <li key={cell.id} className={cell.type === 2 ? `${styles.cell} ${styles.jackpotCell}` : styles.cell}>
          <span className={styles.amount}>{formatMoney(cell.showNum)}</span>
          {cell.type === 2 ? <span className={styles.label}>{t('jackpotPrize')}</span> : null}
        </li>
      ))}
    </ol>
  );
}
