import {
  apiErrorText,
  isLoggedIn,
  sessionStore,
  shownAsTimeoutTip,
  useAppConfig,
  useSession,
  useTranslation,
} from '@casino/platform';
import { Button, CallFailure, Notice, Skeleton, Text } from '@casino/ui/core';
import { useEffect, useId, useState } from 'react';
import { useDrawInfo } from '../api/get-jackpot-draw-info';
import { useReceiveDrawChance } from '../api/receive-draw-chance';
import { tierOfProp } from '../engine/wheel';
import { drawChanceChanged } from '../state/draw-chances';
import { useJackpotDraw } from '../state/use-jackpot-draw';
import { AwardPopup, JackpotAwardPopup } from './award-popup';
import { EarnText } from './earn-text';
import { FairnessSheet } from './fairness-sheet';
import styles from './jackpot.module.css';
import { gridCellCount, JackpotGrid } from './jackpot-grid';
import { JackpotWheel } from './jackpot-wheel';
import { PoolTiers } from './pool-tiers';
import { RankSheet } from './rank-sheet';
import { RecordsSheet } from './records-sheet';
import { RulesSheet } from './rules-sheet';
import { WinnerTicker } from './winner-ticker';

type SheetName = 'records' | 'rank' | 'rules' | 'fairness';

/**
 * The lucky jackpot (spec 2, 4): the pool and its tiers, the lucky-winner ticker, the ten-cell grid
 * with its spin, the player's chances, and the records, rank, rules and fairness sheets; the award
 * popup, the wheel and the jackpot award popup follow a draw. The modal and `/activity/jackpot`
 * both show this. A visitor sees the pool and a log-in button.
 */
export function JackpotBoard({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('jackpot');
  const loggedIn = useSession(isLoggedIn);
  const allCells = useAppConfig((config) => config.jackpotConfigList);
  const cells = allCells?.slice(0, gridCellCount) ?? [];
  const info = useDrawInfo();
  const drawChances = loggedIn ? (info.data?.drawChances ?? 0) : 0;
  const flow = useJackpotDraw(cells, drawChances);
  const receive = useReceiveDrawChance();
  const [sheet, setSheet] = useState<SheetName | null>(null);
  const chancesId = useId();

  // A chance earned by play shows here first: the session's flag and the bus follow.
  const canReceive = loggedIn && info.data !== undefined ? info.data.canReceiveDrawChance : null;
  useEffect(() => {
    if (canReceive === null) return;
    if (sessionStore.getState().rewardFlags?.canReceiveDrawChance !== canReceive)
      drawChanceChanged(canReceive);
  }, [canReceive]);

  const spinning = flow.phase !== 'idle';
  const centre = loggedIn ? (
    <Button
      variant="primary"
      size="lg"
      fullWidth
      className={styles.spinButton}
      disabled={spinning || drawChances <= 0}
      aria-describedby={loggedIn && info.data ? chancesId : undefined}
      onClick={flow.requestSpin}
    >
      {spinning ? t('spin.spinning') : t('spin.label')}
    </Button>
  ) : (
    <Button variant="primary" fullWidth className={styles.spinButton} onClick={onLogin}>
      {t('loginToSpin')}
    </Button>
  );

  const tier = flow.result ? (tierOfProp(flow.result.propId) ?? 'mini') : 'mini';

  return (
    <div className={styles.board}>
      {info.data ? (
        <>
          <PoolTiers info={info.data} />
          <WinnerTicker winners={info.data.jackpotWinnerList} />
        </>
      ) : info.isError ? (
        <CallFailure error={info.error} errorNamespace="jackpot" onRetry={() => void info.refetch()} />
      ) : (
        <div aria-busy="true">
          <Skeleton height={172} />
        </div>
      )}

      {cells.length === 0 ? (
        <Text tone="muted">{t('noPrizes')}</Text>
      ) : (
        <JackpotGrid cells={cells} litCell={flow.litCell} wonCell={flow.wonCell} centre={centre} />
      )}

      {loggedIn && info.data ? (
        <div className={styles.chances}>
          <Text weight="bold" numeric id={chancesId}>
            {t('spin.chances', { count: drawChances })}
          </Text>
          {info.data.canReceiveDrawChance ? (
            <Button
              variant="secondary"
              fullWidth
              loading={receive.isPending}
              onClick={() => receive.mutate()}
            >
              {t('spin.receive')}
            </Button>
          ) : null}
          {receive.data ? (
            <Text size="sm" role="status">
              {t('spin.received', { count: receive.data.received })}
            </Text>
          ) : null}
          <EarnText info={info.data} />
          {info.data.activityOn ? null : <Notice tone="warning">{t('spin.paused')}</Notice>}
        </div>
      ) : null}
      {flow.error ? (
        <p role="alert" className={styles.error}>
          {flow.error}
        </p>
      ) : null}
      {receive.isError && !shownAsTimeoutTip(receive.error) ? (
        <p role="alert" className={styles.error}>
          {apiErrorText(t, receive.error)}
        </p>
      ) : null}

      <nav className={styles.links} aria-label={t('links.label')}>
        {loggedIn ? (
          <>
            <Button variant="ghost" size="sm" className={styles.link} onClick={() => setSheet('records')}>
              {t('links.records')}
            </Button>
            <Button variant="ghost" size="sm" className={styles.link} onClick={() => setSheet('rank')}>
              {t('links.rank')}
            </Button>
          </>
        ) : null}
        <Button variant="ghost" size="sm" className={styles.link} onClick={() => setSheet('rules')}>
          {t('links.rules')}
        </Button>
        {loggedIn ? (
          <Button variant="ghost" size="sm" className={styles.link} onClick={() => setSheet('fairness')}>
            {t('links.fairness')}
          </Button>
        ) : null}
      </nav>

      {sheet === 'records' ? <RecordsSheet onClose={() => setSheet(null)} /> : null}
      {sheet === 'rank' ? <RankSheet onClose={() => setSheet(null)} /> : null}
      {sheet === 'rules' ? <RulesSheet info={info.data} onClose={() => setSheet(null)} /> : null}
      {sheet === 'fairness' ? (
        <FairnessSheet fairness={info.data?.fairness ?? null} onClose={() => setSheet(null)} />
      ) : null}

      {flow.phase === 'award' && flow.result ? (
        <AwardPopup
          result={flow.result}
          cell={cells.find((cell) => cell.id === flow.result?.id)}
          onCollect={flow.collect}
        />
      ) : null}
      {flow.phase === 'wheel' ? <JackpotWheel tier={tier} onClosed={flow.wheelClosed} /> : null}
      {flow.phase === 'jackpotAward' && flow.result ? (
        <JackpotAwardPopup tier={tier} bonus={flow.result.bonus} onClose={flow.finish} />
      ) : null}
    </div>
  );
}
