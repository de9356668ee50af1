import { formatMoney, useAppConfig, useSession, useTranslation } from '@casino/platform';
import { ButtonLink, Card, List, ListItem, Text } from '@casino/ui/core';
import { SectionPage } from '@casino/ui/navigation';
import { useLocation } from 'react-router-dom';
import styles from './vip-page.module.css';

/** `/vip` and `/vip/level`: the VIP ladder from app config, with the player's place on it. */
export default function VipPage() {
  const { t } = useTranslation('vipBonus');
  const { pathname } = useLocation();
  const levelsPage = pathname === '/vip/level';
  const vip = useSession((session) => session.user?.vip ?? 0);
  const vipExp = useSession((session) => session.user?.vipExp ?? 0);
  const vipMap = useAppConfig((config) => config.appVipMap);
  const levels = Object.values(vipMap ?? {}).sort((a, b) => a.level - b.level);
  const next = levels.find((level) => level.level === vip + 1);
  return (
    <SectionPage
      title={t(levelsPage ? 'pages.vipLevel.title' : 'pages.vip.title')}
      intro={t(levelsPage ? 'pages.vipLevel.intro' : 'pages.vip.intro')}
      trail={levelsPage ? [{ label: t('pages.vip.title'), href: '/vip' }] : []}
    >
      <Card className={styles.status} data-vip-theme={Math.min(Math.max(vip, 1), 6)}>
        <Text tone="muted">{t('currentLevel')}</Text>
        <p className={styles.level}>{t('level', { level: vip })}</p>
        {next ? (
          <p>{t('toNext', { exp: Math.max(next.experience - vipExp, 0), level: next.level })}</p>
        ) : null}
      </Card>
      <List aria-label={t('levels')}>
        {levels.map((level) => (
          <ListItem
            key={level.level}
            aria-current={level.level === vip ? 'true' : undefined}
            description={t('experience', { exp: level.experience })}
            trailing={t('betLimit', { amount: formatMoney(level.betLimit) })}
          >
            {t('level', { level: level.level })}
          </ListItem>
        ))}
      </List>
      {levelsPage ? null : (
        <ButtonLink to="/vip/rebate" variant="secondary">
          {t('pages.vipRebate.title')}
        </ButtonLink>
      )}
    </SectionPage>
  );
}
