import { formatMoney, useTranslation } from '@casino/platform';
import { Text } from '@casino/ui/core';
import type { DrawInfo } from '../api/jackpot-types';

/** How a chance is earned today: per `needDeposit` deposited and per `needTyping` bet (0: not that way). */
export function EarnText({
  info,
}: {
  info: Pick<DrawInfo, 'needDeposit' | 'needTyping' | 'dailyChanceLimit'>;
}) {
  const { t } = useTranslation('jackpot');
  const values = {
    deposit: formatMoney(info.needDeposit),
    bet: formatMoney(info.needTyping),
    limit: info.dailyChanceLimit,
  };
  const key =
    info.needDeposit > 0 && info.needTyping > 0
      ? 'spin.earnBoth'
      : info.needDeposit > 0
        ? 'spin.earnDeposit'
        : info.needTyping > 0
          ? 'spin.earnBet'
          : 'spin.earnNone';
  return (
    <Text size="sm" tone="muted">
      {t(key, values)}
    </Text>
  );
}
