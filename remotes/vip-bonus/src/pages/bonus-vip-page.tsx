import { useTranslation } from '@casino/platform';
import { ButtonLink } from '@casino/ui/core';
import { QueryView } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { useVipInfo } from '../api/get-vip-info';
import { VipAwards } from '../components/vip-awards';
import { VipStatus } from '../components/vip-status';

/** `/bonus/vip`: the VIP awards to claim (level-up bonuses, daily and sign-in awards), in the bonus centre. */
export default function BonusVipPage() {
  const { t } = useTranslation('vipBonus');
  const info = useVipInfo();
  return (
    <SectionPage
      title={t('pages.bonusVip.title')}
      intro={t('pages.bonusVip.intro')}
      trail={[{ label: t('pages.bonus.title'), href: '/bonus' }]}
    >
      <QueryView errorNamespace="vipBonus" query={info} skeletonHeight={360}>
        {(data) => (
          <>
            <VipStatus level={data.level} experience={data.experience} nextLevel={data.nextLevel} />
            <VipAwards info={data} />
          </>
        )}
      </QueryView>
      <ButtonLink to="/vip/level" variant="secondary">
        {t('pages.vipLevel.title')}
      </ButtonLink>
    </SectionPage>
  );
}
