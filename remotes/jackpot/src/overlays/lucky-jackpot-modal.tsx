import { appPaths } from '@casino/contracts';
import { type RemoteOverlayProps, useTranslation } from '@casino/platform';
import { Modal } from '@casino/ui/overlays';
import { useNavigate } from 'react-router-dom';
import { JackpotBoard } from '../components/jackpot-board';

/** The lucky jackpot modal (spec 2), mounted by the host's overlay outlet (`jackpot.luckyModal`). */
export default function LuckyJackpotModal({ close }: RemoteOverlayProps) {
  const { t } = useTranslation('jackpot');
  const navigate = useNavigate();
  return (
    <Modal open title={t('modalTitle')} onClose={close}>
      <JackpotBoard
        onLogin={() => {
          close();
          navigate(appPaths.login());
        }}
      />
    </Modal>
  );
}
