import { formatMoney, useTranslation } from '@casino/platform';
import { CountUp } from '@casino/ui/display';
import type { DrawInfo } from '../api/jackpot-types';
import { jackpotTiers } from '../engine/wheel';
import { type TierSections, useTierDisplay } from '../state/use-tier-display';
import styles from './jackpot.module.css';

const sectionsOf = (info: DrawInfo): TierSections => ({
  mega: info.megaSection,
  major: info.majorSection,
  minor: info.minorSection,
  mini: info.miniSection,
});

/** The pool's total and its four tiers, each shown as a value within its section, renewed every 6 s. */
export function PoolTiers({ info }: { info: DrawInfo }) {
  const { t } = useTranslation('jackpot');
  const shown = useTierDisplay(sectionsOf(info));
  return (
    <div className={styles.pool}>
      <section className={styles.total} aria-label={t('pool.total')}>
        <span className={styles.totalLabel}>{t('pool.total')}</span>
        <CountUp className={styles.totalAmount} value={info.total} format={formatMoney} durationMs={1200} />
      </section>
      <ul className={styles.tiers} aria-label={t('pool.tiers')}>
        {jackpotTiers.map((tier) => (
          <li key={tier} className={`${styles.tier} ${styles[`tier_${tier}`]}`}>
            <span className={styles.tierName}>{t(`pool.${tier}`)}</span>
            <CountUp
              className={styles.tierAmount}
              value={shown?.[tier] ?? 0}
              format={formatMoney}
              durationMs={900}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
