import { type RemoteOverlayProps, useTranslation } from '@casino/platform';
import { Button, Prose } from '@casino/ui/core';
import { Modal } from '@casino/ui/overlays';
import { Link } from 'react-router-dom';
import styles from './age-notice.module.css';
import { ageNoticeAccepted } from './age-notice-consent';

/** Where Exit sends a visitor who may not play: the Philippine gaming regulator. */
export const ageNoticeExitUrl = 'https://www.pagcor.ph/';

const ineligibleGroups = ['officials', 'forces', 'minors', 'restricted', 'licensees'] as const;

/**
 * The age and regulatory notice for client mode 1 (spec 1 and 2). It needs an explicit choice:
 * Accept (remembered on this device) or Exit (leaves for an external site).
 */
export default function AgeNotice({ close }: RemoteOverlayProps) {
  const { t } = useTranslation();
  const accept = () => {
    ageNoticeAccepted.write();
    close();
  };
  return (
    <Modal
      open
      title={t('ageNotice.title')}
      onClose={close}
      dismissible={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => window.location.assign(ageNoticeExitUrl)}>
            {t('ageNotice.exit')}
          </Button>
          <Button onClick={accept} data-autofocus>
            {t('ageNotice.accept')}
          </Button>
        </>
      }
    >
      <Prose className={styles.notice}>
        <p>{t('ageNotice.intro')}</p>
        <ul>
          {ineligibleGroups.map((group) => (
            <li key={group}>{t(`ageNotice.groups.${group}`)}</li>
          ))}
        </ul>
        <p>{t('ageNotice.forfeit')}</p>
        <p>{t('ageNotice.topUp')}</p>
        <p>
          {t('ageNotice.readMore')} <Link to="/terms-of-use">{t('ageNotice.terms')}</Link> ·{' '}
          <Link to="/privacy-policy">{t('ageNotice.privacy')}</Link>
        </p>
      </Prose>
    </Modal>
  );
}
