import { useTranslation } from '@casino/platform';
import { Text } from '@casino/ui/core';
import { Sheet } from '@casino/ui/overlays';
import type { DrawInfo } from '../api/jackpot-types';
import { EarnText } from './earn-text';

/** The rule popup (spec 2): how chances are earned and drawn, what the tiers and the wheel are. */
export function RulesSheet({ info, onClose }: { info: DrawInfo | undefined; onClose: () => void }) {
  const { t } = useTranslation('jackpot');
  return (
    <Sheet open title={t('rules.title')} onClose={onClose}>
      {info ? <EarnText info={info} /> : null}
      <Text>{t('rules.chances')}</Text>
      <Text>{t('rules.spin')}</Text>
      <Text>{t('rules.jackpot')}</Text>
      <Text>{t('rules.tiers')}</Text>
      <Text>{t('rules.fair')}</Text>
    </Sheet>
  );
}
