import type { RemoteOverlayProps } from '@casino/platform';
import { useTranslation } from '@casino/platform';
import { Text } from '@casino/ui/core';
import { Modal } from '@casino/ui/overlays';
import { useEffect } from 'react';
import { awardLabel, awardsOf } from './award-label';
import styles from './reward-modal.module.css';

/** Awards won (spec 2): the list, and a tap anywhere continues. */
export default function RewardModal({ payload, close }: RemoteOverlayProps) {
  const { t } = useTranslation();
  const awards = awardsOf(payload);
  useEffect(() => {
    if (awards.length === 0) close();
  }, [awards.length, close]);
  if (awards.length === 0) return null;
  return (
    <Modal open title={t('reward.title')} onClose={close} closeLabel={t('activityPopup.close')}>
      <Text tone="muted">{t('reward.intro')}</Text>
      <ul className={styles.list}>
        {awards.map((award, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same prize may be won twice; the list never reorders.
          <li key={index} className={styles.award}>
            {awardLabel(t, award)}
          </li>
        ))}
      </ul>
      <button type="button" className={styles.continue} onClick={close}>
        {t('reward.continue')}
      </button>
    </Modal>
  );
}
