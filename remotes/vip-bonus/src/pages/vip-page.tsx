import { useTranslation } from '@casino/platform';
import { ButtonLink } from '@casino/ui/core';
import { QueryView } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { useVipInfo } from '../api/get-vip-info';
import { LevelAudit } from '../components/level-audit';
import styles from '../components/vip.module.css';
import { VipAwards } from '../components/vip-awards';
import { VipStatus } from '../components/vip-status';

/** `/vip`: the player's level and progress, this month's keep-level audit, and the VIP awards to claim. */
export default function VipPage() {
  const { t } = useTranslation('vipBonus');
  const info = useVipInfo();
  return (
    <SectionPage title={t('pages.vip.title')} intro={t('pages.vip.intro')}>
      <QueryView errorNamespace="vipBonus" query={info} skeletonHeight={420}>
        {(data) => (
          <>
            <VipStatus level={data.level} experience={data.experience} nextLevel={data.nextLevel} />
            <LevelAudit />
            <VipAwards info={data} />
          </>
        )}
      </QueryView>
      <nav className={styles.links} aria-label={t('pages.vip.title')}>
        <ButtonLink to="/vip/level" variant="secondary">
          {t('pages.vipLevel.title')}
        </ButtonLink>
        <ButtonLink to="/vip/rebate" variant="secondary">
          {t('pages.vipRebate.title')}
        </ButtonLink>
      </nav>
    </SectionPage>
  );
}
