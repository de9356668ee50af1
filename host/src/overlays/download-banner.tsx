import { bus } from '@casino/bus';
import { hostOverlayIds } from '@casino/contracts';
import { appEnvironment, isLoggedIn, useAppConfig, useSession, useTranslation } from '@casino/platform';
import { CloseIcon, IconButton } from '@casino/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
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
    <aside className="download-banner" aria-label={t('downloadBanner.label')}>
      <p className="download-banner__text">
        <strong>{t('downloadBanner.label')}</strong>
        <span className="ui-text-muted">{t('downloadBanner.text')}</span>
      </p>
      {installAvailable ? (
        <button
          type="button"
          className="ui-button ui-button--primary ui-button--sm"
          onClick={() => bus.emit('overlay.open', { id: hostOverlayIds.pwaInstall })}
        >
          {t('install.available')}
        </button>
      ) : downloadUrl.startsWith('/') ? (
        <Link to={downloadUrl} className="ui-button ui-button--primary ui-button--sm">
          {t('downloadBanner.get')}
        </Link>
      ) : (
        <a href={downloadUrl} className="ui-button ui-button--primary ui-button--sm" rel="noopener">
          {t('downloadBanner.get')}
        </a>
      )}
      <IconButton label={t('downloadBanner.dismiss')} icon={<CloseIcon />} onClick={dismiss} />
    </aside>
  );
}
