import { formatDateTime, formatMoney, useTranslation } from '@casino/platform';
import { Notice } from '@casino/ui/core';
import { useVipLevelAudit } from '../api/get-vip-level-audit';

/** This month's keep-level audit in a sentence: what remains to bet, by when, or that the level is safe. */
export function LevelAudit() {
  const { t } = useTranslation('vipBonus');
  const { data: audit } = useVipLevelAudit();
  if (!audit) return null;
  const amount = formatMoney(audit.betLimit);
  // The month's last day (UTC, as the audit counts): the audit runs at periodEnd.
  const lastDay = formatDateTime(Date.parse(audit.periodEnd) - 1, { style: 'date', timeZone: 'UTC' });
  let text = t('audit.base');
  if (audit.level > 0 && audit.exempt) text = t('audit.exempt', { amount });
  else if (audit.level > 0 && audit.remaining === 0) text = t('audit.kept', { level: audit.level });
  else if (audit.level > 0)
    text = t('audit.remaining', {
      amount: formatMoney(audit.remaining),
      date: lastDay,
      level: audit.level,
      lower: audit.relegationLevel,
    });
  return (
    <Notice title={t('audit.title')} tone={audit.remaining > 0 ? 'warning' : 'info'} announce="none">
      {text}
    </Notice>
  );
}
