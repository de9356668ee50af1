import { useTranslation } from '@casino/platform';
import { Button } from '@casino/ui';
import './pwa-notices.css';
import { usePwaState } from './pwa-state';

/**
 * The offline banner and the update toast. Both float above the tab bar, so appearing never
 * moves the page (no layout shift).
 */
export function PwaNotices() {
  const { t } = useTranslation();
  const offline = usePwaState((state) => state.offline);
  const updateReady = usePwaState((state) => state.updateReady);
  return (
    <div className="pwa-notices">
      {offline ? (
        <p role="status" className="pwa-notice pwa-notice--offline">
          <span className="pwa-notice__dot" aria-hidden="true" />
          {t('pwa.offline')}
        </p>
      ) : null}
      {updateReady ? (
        <div role="alert" className="pwa-notice pwa-notice--update">
          <span>{t('pwa.updateReady')}</span>
          <Button size="sm" onClick={() => window.location.reload()}>
            {t('pwa.reload')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
