import { type RemoteOverlayProps, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui/core';
import { Sheet } from '@casino/ui/overlays';
import { useEffect } from 'react';
import { promptInstall, useInstallAvailability } from './install-availability';

/** Offers installing the PWA while the browser allows it (spec 2: available state and cancel). */
export default function PwaInstallPrompt({ close }: RemoteOverlayProps) {
  const { t } = useTranslation();
  const available = useInstallAvailability((state) => state.available);
  useEffect(() => {
    if (!available) close();
  }, [available, close]);
  if (!available) return null;
  return (
    <Sheet
      open
      title={t('install.title')}
      onClose={close}
      closeLabel={t('install.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('install.cancel')}
          </Button>
          <Button
            onClick={() => {
              close();
              void promptInstall();
            }}
          >
            {t('install.install')}
          </Button>
        </>
      }
    >
      <p>{t('install.message')}</p>
    </Sheet>
  );
}
