import { formatMoney, useAppConfig, useTranslation } from '@casino/platform';
import './jackpot-grid.css';

const cellCount = 10;

/** The ten-cell prize grid of the lucky jackpot, from the jackpot award config. */
export function JackpotGrid() {
  const { t } = useTranslation('jackpot');
  const cells = useAppConfig((config) => config.jackpotConfigList)?.slice(0, cellCount) ?? [];
  if (cells.length === 0) return <p className="ui-text-muted">{t('noPrizes')}</p>;
  return (
    <ol className="jackpot-grid" aria-label={t('prizes')}>
      {cells.map((cell) => (
        <li
          key={cell.id}
          className={`jackpot-grid__cell${cell.type === 2 ? ' jackpot-grid__cell--jackpot' : ''}`}
        >
          <span className="jackpot-grid__amount">{formatMoney(cell.showNum)}</span>
          {cell.type === 2 ? <span className="jackpot-grid__label">{t('jackpotPrize')}</span> : null}
        </li>
      ))}
    </ol>
  );
}
