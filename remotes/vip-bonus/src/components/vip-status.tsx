import { formatMoney, useAppConfig, useTranslation } from '@casino/platform';
import { Card, Text } from '@casino/ui/core';
import { ProgressBar, VipBadge } from '@casino/ui/display';
import styles from './vip.module.css';

export interface VipStatusProps {
  level: number;
  experience: number;
  nextLevel: { level: number; experience: number } | null;
}

/** The player's level in its colour theme (spec 3: the level's showType), and the way to the next. */
export function VipStatus({ level, experience, nextLevel }: VipStatusProps) {
  const { t } = useTranslation('vipBonus');
  const showType = useAppConfig((config) => config.appVipMap?.[level]?.showType ?? 1);
  const levelStart = useAppConfig((config) => config.appVipMap?.[level]?.experience ?? 0);
  return (
    <Card as="section" aria-label={t('currentLevel')} className={styles.status} data-vip-theme={showType}>
      <div className={styles.standing}>
        <VipBadge level={level} theme={showType} size="lg" />
        <div>
          <Text tone="muted">{t('currentLevel')}</Text>
          <p className={styles.level}>{t('level', { level })}</p>
        </div>
      </div>
      {nextLevel ? (
        <ProgressBar
          label={t('experienceProgress', { level: nextLevel.level })}
          value={experience - levelStart}
          max={Math.max(nextLevel.experience - levelStart, 1)}
          valueText={t('experienceOf', {
            exp: experience.toLocaleString('en-US'),
            needed: nextLevel.experience.toLocaleString('en-US'),
          })}
        />
      ) : (
        <Text>{t('topLevel')}</Text>
      )}
      <Text size="xs" tone="muted">
        {t('experienceRule', { unit: formatMoney(100) })}
      </Text>
    </Card>
  );
}
