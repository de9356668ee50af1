import { appPaths } from '@casino/contracts';
import { isLoggedIn, type RemoteOverlayProps, useSession, useTranslation } from '@casino/platform';
import { Button, Text } from '@casino/ui/core';
import { Modal } from '@casino/ui/overlays';
import { useNavigate } from 'react-router-dom';
import { JackpotGrid } from '../jackpot-grid';

/** The lucky jackpot modal (spec 2), mounted by the host's overlay outlet. */
export default function LuckyJackpotModal({ close }: RemoteOverlayProps) {
  const { t } = useTranslation('jackpot');
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Modal open title={t('modalTitle')} onClose={close}>
      <JackpotGrid />
      {loggedIn ? (
        <Text tone="muted">{t('drawChanceHint')}</Text>
      ) : (
        <Button
          variant="primary"
          fullWidth
          onClick={() => {
            close();
            navigate(appPaths.login());
          }}
        >
          {t('loginToSpin')}
        </Button>
      )}
    </Modal>
  );
}
