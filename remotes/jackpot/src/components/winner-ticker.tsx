import { useTranslation } from '@casino/platform';
import type { DrawInfo } from '../api/jackpot-types';
import { useTicker } from '../state/use-ticker';
import styles from './jackpot.module.css';

/** The lucky-winner ticker (spec 2): one winner at a time, the next every 2 s, sliding up. */
export function WinnerTicker({ winners }: { winners: DrawInfo['jackpotWinnerList'] }) {
  const { t } = useTranslation('jackpot');
  const index = useTicker(winners.length);
  const winner = winners[index];
  return (
    <section className={styles.ticker} aria-label={t('ticker.label')}>
      <span className={styles.tickerIcon} aria-hidden="true" />
      <div className={styles.tickerWindow}>
        {winner ? (
          // A new key per row replays the slide-in (a transform; none under reduced motion).
          <p key={`${winner.id}:${index}`} className={styles.tickerRow}>
            {t('ticker.row', { nickname: winner.nickname, amount: winner.amountSection })}
          </p>
        ) : (
          <p className={`${styles.tickerRow} ${styles.tickerEmpty}`}>{t('ticker.empty')}</p>
        )}
      </div>
    </section>
  );
}
