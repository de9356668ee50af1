import { formatMoney, useAppConfig, useTranslation } from '@casino/platform';
import { Badge, Card } from '@casino/ui/core';
import { QueryView, VipBadge } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { useVipInfo } from '../api/get-vip-info';
import { awardsText, rateText } from '../components/award-text';
import styles from '../components/vip.module.css';
import { VipStatus } from '../components/vip-status';

/** `/vip/level` (route name vip-level): every level in its colour theme, what it takes and gives. */
export default function VipLevelPage() {
  const { t } = useTranslation('vipBonus');
  const info = useVipInfo();
  const vipMap = useAppConfig((config) => config.appVipMap);
  const gameTypes = useAppConfig((config) => config.gameTypeList);
  const typeName = (id: number) => gameTypes?.find((type) => type.id === id)?.name ?? String(id);
  return (
    <SectionPage
      title={t('pages.vipLevel.title')}
      intro={t('pages.vipLevel.intro')}
      trail={[{ label: t('pages.vip.title'), href: '/vip' }]}
    >
      <QueryView errorNamespace="vipBonus" query={info} skeletonHeight={900}>
        {(data) => (
          <>
            <VipStatus level={data.level} experience={data.experience} nextLevel={data.nextLevel} />
            {data.levels.map((benefits) => {
              const level = vipMap?.[benefits.level];
              if (!level) return null;
              const current = benefits.level === data.level;
              return (
                <Card
                  key={benefits.level}
                  as="article"
                  aria-label={t('level', { level: benefits.level })}
                  aria-current={current ? 'true' : undefined}
                  className={styles.levelCard}
                  data-vip-theme={level.showType}
                >
                  <h2 className={styles.levelTitle}>
                    <VipBadge level={benefits.level} theme={level.showType} />
                    {t('level', { level: benefits.level })}{' '}
                    {current ? <Badge tone="primary">{t('benefits.current')}</Badge> : null}
                  </h2>
                  <dl className={styles.facts}>
                    <dt>{t('benefits.experience')}</dt>
                    <dd>{t('experience', { exp: level.experience.toLocaleString('en-US') })}</dd>
                    <dt>{t('benefits.betLimit')}</dt>
                    <dd>{level.betLimit > 0 ? formatMoney(level.betLimit) : t('benefits.nothing')}</dd>
                    <dt>{t('benefits.levelUpBonus')}</dt>
                    <dd>
                      {benefits.levelUpBonus > 0
                        ? t('prop.coin', { amount: formatMoney(benefits.levelUpBonus) })
                        : t('benefits.nothing')}
                    </dd>
                    <dt>{t('benefits.daily')}</dt>
                    <dd>
                      {level.dailyAward.length > 0
                        ? awardsText(
                            t,
                            level.dailyAward.map((award) => ({ propId: award.id, count: award.count })),
                          )
                        : t('benefits.nothing')}
                    </dd>
                    <dt>{t('benefits.signIn')}</dt>
                    <dd>
                      {benefits.signInAward.length > 0
                        ? awardsText(t, benefits.signInAward)
                        : t('benefits.nothing')}
                    </dd>
                    <dt>{t('benefits.rebate')}</dt>
                    <dd>
                      {benefits.rebateRates.length > 0
                        ? benefits.rebateRates
                            .map((rate) =>
                              t('benefits.rate', {
                                type: typeName(rate.gameTypeId),
                                rate: rateText(rate.rateBp),
                              }),
                            )
                            .join(', ')
                        : t('benefits.nothing')}
                    </dd>
                  </dl>
                </Card>
              );
            })}
          </>
        )}
      </QueryView>
    </SectionPage>
  );
}
