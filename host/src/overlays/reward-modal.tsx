import type { RemoteOverlayProps } from '@casino/platform';
import { useTranslation } from '@casino/platform';
import { Modal } from '@casino/ui';
import { useEffect } from 'react';
import { awardLabel, awardsOf } from './award-label';

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
      <p className="ui-text-muted">{t('reward.intro')}</p>
      <ul className="reward-list">
        {awards.map((award, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same prize may be won twice; the list never reorders.
          <li key={index} className="reward-list__item">
            {awardLabel(t, award)}
          </li>
        ))}
      </ul>
      <button type="button" className="reward-continue" onClick={close}>
        {t('reward.continue')}
      </button>
    </Modal>
  );
}
