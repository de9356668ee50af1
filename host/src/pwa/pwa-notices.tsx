import { useTranslation } from '@casino/platform';
import { Button } from '@casino/ui/core';
import styles from './pwa-notices.module.css';
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
    <div className={styles.notices}>
      {offline ? (
        <p role="status" className={`${styles.notice} ${styles.offline}`}>
          <span className={styles.dot} aria-hidden="true" />
          {t('pwa.offline')}
        </p>
      ) : null}
      {updateReady ? (
        <div role="alert" className={`${styles.notice} ${styles.update}`}>
          <span>{t('pwa.updateReady')}</span>
          <Button size="sm" onClick={() => window.location.reload()}>
            {t('pwa.reload')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
