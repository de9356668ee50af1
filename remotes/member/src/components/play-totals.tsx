import { formatMoney, useTranslation } from '@casino/platform';
import styles from './play-totals.module.css';

/**
 * What a stretch of play came to: rounds, bets, wins and the net result in its colour. The report's
 * totals and the reality check show the same four figures the same way.
 */
export function PlayTotals({ rounds, staked, won }: { rounds: number; staked: number; won: number }) {
  const { t } = useTranslation('member');
  const net = won - staked;
  const figures = [
    { key: 'rounds', label: t('report.roundCount'), value: String(rounds) },
    { key: 'stake', label: t('report.stake'), value: formatMoney(staked) },
    { key: 'win', label: t('report.win'), value: formatMoney(won) },
    { key: 'net', label: t('report.net'), value: `${net > 0 ? '+' : ''}${formatMoney(net)}` },
  ];
  return (
    <dl className={styles.totals}>
      {figures.map((figure) => (
        <div
          key={figure.key}
          className={
            figure.key === 'net' ? `${styles.figure} ${net < 0 ? styles.loss : styles.gain}` : styles.figure
          }
        >
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
