import { type JackpotAwardConfig, jackpotResultTypes, propIdRanges } from '@casino/contracts';
import { formatMoney, useTranslation } from '@casino/platform';
import { Button, Text } from '@casino/ui/core';
import { CountUp } from '@casino/ui/display';
import { Modal } from '@casino/ui/overlays';
import type { ReactNode } from 'react';
import type { JackpotResult } from '../api/jackpot-types';
import type { JackpotTier } from '../engine/wheel';
import styles from './jackpot.module.css';
import { PrizeArt } from './prize-art';
import { prizeLabel } from './prize-label';

/** A popup showing a prize: its picture in a burst, what it is, and the one button that goes on. */
function PrizeModal({
  title,
  propId,
  jackpot = false,
  action,
  onAction,
  children,
}: {
  title: string;
  propId: number;
  jackpot?: boolean;
  action: string;
  onAction: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      onClose={onAction}
      closeOnBackdrop={false}
      footer={
        <Button variant="primary" fullWidth onClick={onAction} data-autofocus>
          {action}
        </Button>
      }
    >
      <div className={styles.award}>
        <span
          className={jackpot ? `${styles.awardBurst} ${styles.awardBurstJackpot}` : styles.awardBurst}
          aria-hidden="true"
        >
          <PrizeArt propId={propId} size={jackpot ? 72 : 64} />
        </span>
        {children}
      </div>
    </Modal>
  );
}

/** The award popup after the highlight stops (spec 4); a jackpot prize goes on to the wheel. */
export function AwardPopup({
  result,
  cell,
  onCollect,
}: {
  result: JackpotResult;
  /** The grid cell drawn (its `showNum` is what the prize reads as), if the grid still has it. */
  cell: JackpotAwardConfig | undefined;
  onCollect: () => void;
}) {
  const { t } = useTranslation('jackpot');
  const jackpot = result.type === jackpotResultTypes.jackpotPrize;
  return (
    <PrizeModal
      title={t('award.title')}
      propId={result.propId}
      action={jackpot ? t('award.toWheel') : t('award.collect')}
      onAction={onCollect}
    >
      <Text weight="bold" align="center">
        {t('award.prize', { prize: prizeLabel(t, cell ?? result) })}
      </Text>
      {jackpot && result.amountSection ? (
        <Text tone="muted" align="center" numeric>
          {result.amountSection}
        </Text>
      ) : null}
    </PrizeModal>
  );
}

const tierProps: Record<JackpotTier, number> = {
  mega: propIdRanges.jackpotMega.min,
  major: propIdRanges.jackpotMajor.min,
  minor: propIdRanges.jackpotMinor.min,
  mini: propIdRanges.jackpotMini.min,
};

/** The jackpot award popup after the wheel (spec 4): the bonus paid from the tier, counted up. */
export function JackpotAwardPopup({
  tier,
  bonus,
  onClose,
}: {
  tier: JackpotTier;
  bonus: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('jackpot');
  return (
    <PrizeModal
      title={t('jackpotAward.title')}
      propId={tierProps[tier]}
      jackpot
      action={t('jackpotAward.collect')}
      onAction={onClose}
    >
      <Text weight="bold" align="center">
        {t('jackpotAward.won', { tier: t(`pool.${tier}`) })}
      </Text>
      <CountUp className={styles.jackpotBonus} value={bonus} format={formatMoney} durationMs={2_000} />
    </PrizeModal>
  );
}
