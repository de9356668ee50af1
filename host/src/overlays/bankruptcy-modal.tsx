import { appPaths } from '@casino/contracts';
import {
  navigation,
  type RemoteOverlayProps,
  useAppConfig,
  useSession,
  useTranslation,
} from '@casino/platform';
import { Button, Text } from '@casino/ui/core';
import { Modal } from '@casino/ui/overlays';
import { awardLabel } from './award-label';

/** The deposit page, marked as opened from the bankruptcy modal (spec 2). */
export const becomeVipPath = appPaths.deposit({ back: true });

/**
 * The balance ran out (spec 2; what opens it: ADR 0015). A VIP is reminded of the bet rebate;
 * anyone else sees the VIP daily bonus and a way to the deposit page.
 */
export default function BankruptcyModal({ close }: RemoteOverlayProps) {
  const { t } = useTranslation();
  const isVip = useSession((session) => (session.user?.vip ?? 0) > 0);
  const firstLevelAwards = useAppConfig((config) => config.appVipMap?.[1]?.dailyAward) ?? [];
  const awards = firstLevelAwards.map((award) => awardLabel(t, { propId: award.id, count: award.count }));
  const becomeVip = () => {
    close();
    navigation.navigate(becomeVipPath);
  };
  return (
    <Modal
      open
      title={t('bankruptcy.title')}
      onClose={close}
      closeLabel={t('activityPopup.close')}
      footer={
        isVip ? (
          <Button onClick={close}>{t('bankruptcy.remember')}</Button>
        ) : (
          <Button onClick={becomeVip}>{t('bankruptcy.becomeVip')}</Button>
        )
      }
    >
      <p>{isVip ? t('bankruptcy.vipMessage') : t('bankruptcy.nonVipMessage')}</p>
      {!isVip && awards.length > 0 ? (
        <Text tone="muted">{t('bankruptcy.dailyBonus', { awards: awards.join(', ') })}</Text>
      ) : null}
    </Modal>
  );
}
