import { type RemoteOverlayProps, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui/core';
import { Modal } from '@casino/ui/overlays';
import { useNavigate } from 'react-router-dom';

/**
 * The free sign-in's start-up popup (spec 4: shown while `loginBonus3CanReceive`), offered to the
 * host as overlay `activityPopup.36` and mounted by its overlay outlet.
 */
export default function SignInPopup({ close }: RemoteOverlayProps) {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  return (
    <Modal
      open
      title={t('popups.signIn.title')}
      onClose={close}
      closeLabel={t('popups.close')}
      footer={
        <Button
          onClick={() => {
            close();
            navigate('/activity/sign-in');
          }}
        >
          {t('popups.signIn.claim')}
        </Button>
      }
    >
      <p>{t('popups.signIn.message')}</p>
    </Modal>
  );
}
