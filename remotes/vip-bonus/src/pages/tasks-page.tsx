import { apiErrorText, shownAsTimeoutTip, useTranslation } from '@casino/platform';
import { Button, Notice, Text } from '@casino/ui/core';
import { QueryView } from '@casino/ui/display';
import { SectionPage, SegmentedTabs } from '@casino/ui/navigation';
import { useState } from 'react';
import { useTasks } from '../api/get-task-user';
import { useReceiveTaskAward } from '../api/receive-task-award';
import { useReceiveVipTask } from '../api/receive-vip-task';
import { useReceiveVipTaskUnReceiveBonus } from '../api/receive-vip-task-un-receive-bonus';
import { TaskCard } from '../components/task-card';
import styles from '../components/vip.module.css';

const kinds = ['daily', 'weekly', 'vip'] as const;
type Kind = (typeof kinds)[number];

/** `/bonus/tasks` (route name bonus-tasks): daily, weekly and VIP tasks with progress and claims. */
export default function TasksPage() {
  const { t } = useTranslation('vipBonus');
  const tasks = useTasks();
  const [kind, setKind] = useState<Kind>('daily');
  const claimTask = useReceiveTaskAward();
  const claimVipTask = useReceiveVipTask();
  const claimAllVip = useReceiveVipTaskUnReceiveBonus();
  // A time-out is told by the 'Tips' dialog alone (ADR 0054).
  const failed = [claimTask, claimVipTask, claimAllVip].find(
    (claim) => claim.isError && !shownAsTimeoutTip(claim.error),
  );
  const finishedOf = (of: Kind) =>
    tasks.data?.tasks.some((task) => task.kind === of && task.status === 'finished');
  return (
    <SectionPage
      title={t('pages.bonusTasks.title')}
      intro={t('pages.bonusTasks.intro')}
      trail={[{ label: t('pages.bonus.title'), href: '/bonus' }]}
    >
      <SegmentedTabs
        label={t('tasks.kinds')}
        value={kind}
        onChange={setKind}
        tabs={kinds.map((value) => ({
          value,
          label: t(`tasks.kind.${value}`),
          badge: finishedOf(value) ? t('bonus.dot') : undefined,
        }))}
      >
        {failed ? (
          <Notice tone="danger" announce="alert">
            {apiErrorText(t, failed.error)}
          </Notice>
        ) : null}
        <QueryView errorNamespace="vipBonus" query={tasks} skeletonHeight={360}>
          {(data) => {
            const shown = data.tasks.filter((task) => task.kind === kind);
            const finishedVip = shown.filter((task) => task.status === 'finished').length;
            return (
              <div className={styles.claims}>
                {kind === 'vip' && finishedVip > 1 ? (
                  <Button loading={claimAllVip.isPending} onClick={() => claimAllVip.mutate({})}>
                    {t('tasks.claimAllVip', { count: finishedVip })}
                  </Button>
                ) : null}
                {shown.length === 0 ? <Text tone="muted">{t('tasks.none')}</Text> : null}
                {shown.map((task) => (
                  <TaskCard
                    key={task.id}
                    task={task}
                    claiming={
                      (claimTask.isPending && claimTask.variables?.id === task.id) ||
                      (claimVipTask.isPending && claimVipTask.variables?.id === task.id)
                    }
                    onClaim={() =>
                      task.kind === 'vip'
                        ? claimVipTask.mutate({ id: task.id })
                        : claimTask.mutate({ id: task.id })
                    }
                  />
                ))}
              </div>
            );
          }}
        </QueryView>
      </SegmentedTabs>
    </SectionPage>
  );
}
