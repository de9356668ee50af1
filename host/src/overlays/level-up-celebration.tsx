import { appPaths } from '@casino/contracts';
import { navigation, useTranslation } from '@casino/platform';
import { CrownIcon } from '@casino/ui/core';
import { Celebration } from '@casino/ui/overlays';

export interface LevelUpCelebrationProps {
  level: number;
  onDone: () => void;
}

/** A VIP level reached: confetti around the crown, and the way to the level's benefits. */
export default function LevelUpCelebration({ level, onDone }: LevelUpCelebrationProps) {
  const { t } = useTranslation();
  return (
    <Celebration
      title={t('levelUp.title', { level })}
      scene="confetti"
      emblem={<CrownIcon size={64} />}
      message={t('levelUp.message')}
      action={{
        label: t('levelUp.benefits', { level }),
        onAction: () => navigation.navigate(appPaths.vipLevel()),
      }}
      onDone={onDone}
    />
  );
}
