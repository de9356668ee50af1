import { type RemoteOverlayProps, useSession, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui/core';
import { Modal } from '@casino/ui/overlays';
import { useEffect } from 'react';

/** The share URL of an untrusted payload, if it is an http(s) URL. */
function shareUrlOf(payload: unknown): string | null {
  const value = (payload as { shareUrl?: unknown } | null | undefined)?.shareUrl;
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The invitation goal was reached (spec 2): Receive copies the player's id (for customer
 * service) and opens the share URL in a new tab, without giving that page a handle on this one.
 */
export default function VipGiftModal({ payload, close }: RemoteOverlayProps) {
  const { t } = useTranslation();
  const userId = useSession((session) => session.user?.id ?? 0);
  const shareUrl = shareUrlOf(payload);
  useEffect(() => {
    if (!shareUrl) close();
  }, [shareUrl, close]);
  if (!shareUrl) return null;
  const receive = () => {
    // The tab opens inside the tap (popup blockers allow that); the copy may finish after it.
    window.open(shareUrl, '_blank', 'noopener');
    navigator.clipboard?.writeText(String(userId)).catch(() => undefined);
    close();
  };
  return (
    <Modal
      open
      title={t('vipGift.title')}
      onClose={close}
      closeLabel={t('activityPopup.close')}
      footer={<Button onClick={receive}>{t('vipGift.receive')}</Button>}
    >
      <p>{t('vipGift.message', { userId })}</p>
    </Modal>
  );
}
