import { formatMoney, useTranslation } from '@casino/platform';
import { Button, ButtonLink, Card, EmptyState, Text } from '@casino/ui/core';
import { EmptyIllustration, QueryView } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { useBetBonusReceive } from '../api/bet-bonus-receive';
import { useTasks } from '../api/get-task-user';
import { useVipInfo } from '../api/get-vip-info';
import { useReceiveTaskAward } from '../api/receive-task-award';
import { useReceiveVipTask } from '../api/receive-vip-task';
import { TaskCard } from '../components/task-card';
import styles from '../components/vip.module.css';
import { VipAwards } from '../components/vip-awards';

/**
 * `/bonus/reward` (route name bonus-reward): everything waiting to be collected in one place: VIP
 * awards, the rebate, finished tasks; each claimed here into the reward modal.
 */
export default function RewardsPage() {
  const { t } = useTranslation('vipBonus');
  const info = useVipInfo();
  const tasks = useTasks();
  const claimRebate = useBetBonusReceive();
  const claimTask = useReceiveTaskAward();
  const claimVipTask = useReceiveVipTask();
  const finished = tasks.data?.tasks.filter((task) => task.status === 'finished') ?? [];
  return (
    <SectionPage
      title={t('pages.bonusReward.title')}
      intro={t('pages.bonusReward.intro')}
      trail={[{ label: t('pages.bonus.title'), href: '/bonus' }]}
    >
      <QueryView errorNamespace="vipBonus" query={info} skeletonHeight={420}>
        {(data) => {
          const vipWaiting =
            data.levels.some(
              (level) => level.level <= data.level && level.levelUpBonus > 0 && !level.levelUpBonusClaimed,
            ) ||
            (data.daily.awards.length > 0 && !data.daily.claimedToday) ||
            (data.signIn.awards.length > 0 && !data.signIn.claimedToday);
          if (!vipWaiting && data.rebateClaimable === 0 && finished.length === 0) {
            return (
              <EmptyState
                title={t('rewards.none')}
                icon={<EmptyIllustration kind="records" />}
                message={t('rewards.noneHint')}
                action={<ButtonLink to="/">{t('rewards.play')}</ButtonLink>}
              />
            );
          }
          return (
            <>
              {vipWaiting ? <VipAwards info={data} onlyClaimable /> : null}
              {data.rebateClaimable > 0 ? (
                <Card as="section" aria-label={t('pages.bonusRebate.title')} className={styles.total}>
                  <div>
                    <Text tone="muted">{t('pages.bonusRebate.title')}</Text>
                    <p className={styles.amount}>{formatMoney(data.rebateClaimable)}</p>
                  </div>
                  <Button loading={claimRebate.isPending} onClick={() => claimRebate.mutate({})}>
                    {t('rebate.claimAll')}
                  </Button>
                </Card>
              ) : null}
              {finished.map((task) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  claiming={claimTask.isPending || claimVipTask.isPending}
                  onClaim={() =>
                    task.kind === 'vip'
                      ? claimVipTask.mutate({ id: task.id })
                      : claimTask.mutate({ id: task.id })
                  }
                />
              ))}
            </>
          );
        }}
      </QueryView>
    </SectionPage>
  );
}
