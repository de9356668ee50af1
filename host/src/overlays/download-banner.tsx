import { bus } from '@casino/bus';
import { hostOverlayIds } from '@casino/contracts';
import { appEnvironment, isLoggedIn, useAppConfig, useSession, useTranslation } from '@casino/platform';
import { Button, ButtonLink, CloseIcon, IconButton, Text } from '@casino/ui/core';
import { useState } from 'react';
import styles from './download-banner.module.css';
import { useInstallAvailability } from './install-availability';

const dismissedKey = 'download_banner_dismissed';

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(dismissedKey) !== null;
  } catch {
    return false;
  }
}

/**
 * The download banner (spec 6): logged-in players outside the native app, iOS and an installed
 * PWA. Where the browser offers installation it opens the install prompt; otherwise the download
 * page. Dismissed for the rest of the session.
 */
export function DownloadBanner() {
  const { t } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  const configuredUrl = useAppConfig((config) => config.h5?.downloadUrl ?? '');
  // Config is data: only an in-app path or an http(s) address becomes a link.
  const downloadUrl = /^(\/(?![/\\])|https?:\/\/)/.test(configuredUrl) ? configuredUrl : '/download';
  const installAvailable = useInstallAvailability((state) => state.available);
  const [dismissed, setDismissed] = useState(dismissedThisSession);
  const environment = appEnvironment();
  if (!loggedIn || dismissed || environment.nativeApp || environment.ios || environment.installedPwa)
    return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey, '1');
    } catch {
      // Dismissed for this page view only.
    }
    setDismissed(true);
  };
  return (
    <aside className={styles.banner} aria-label={t('downloadBanner.label')}>
      <p className={styles.text}>
        <strong>{t('downloadBanner.label')}</strong>
        <Text as="span" tone="muted">
          {t('downloadBanner.text')}
        </Text>
      </p>
      {installAvailable ? (
        <Button size="sm" onClick={() => bus.emit('overlay.open', { id: hostOverlayIds.pwaInstall })}>
          {t('install.available')}
        </Button>
      ) : downloadUrl.startsWith('/') ? (
        <ButtonLink to={downloadUrl} size="sm">
          {t('downloadBanner.get')}
        </ButtonLink>
      ) : (
        <ButtonLink href={downloadUrl} size="sm">
          {t('downloadBanner.get')}
        </ButtonLink>
      )}
      <IconButton label={t('downloadBanner.dismiss')} icon={<CloseIcon />} onClick={dismiss} />
    </aside>
  );
}
