import type { TaskRow } from '@casino/contracts';
import { apiErrorText, formatDateTime, formatMoney, useTranslation } from '@casino/platform';
import { Badge, Button, ButtonLink, Card, Notice, Text } from '@casino/ui/core';
import { ProgressBar } from '@casino/ui/display';
import { SectionPage, SegmentedTabs } from '@casino/ui/navigation';
import { useState } from 'react';
import { useFinishTask } from '../api/finish-task';
import { useTasks } from '../api/get-task-user';
import { useReceiveTaskAward } from '../api/receive-task-award';
import { useReceiveVipTask } from '../api/receive-vip-task';
import { useReceiveVipTaskUnReceiveBonus } from '../api/receive-vip-task-un-receive-bonus';
import { awardsText } from '../components/award-text';
import { QueryView } from '../components/query-view';
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
  const failed = [claimTask, claimVipTask, claimAllVip].find((claim) => claim.isError);
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
        <QueryView query={tasks} skeletonHeight={360}>
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

function TaskCard({ task, claiming, onClaim }: { task: TaskRow; claiming: boolean; onClaim: () => void }) {
  const { t } = useTranslation('vipBonus');
  const finish = useFinishTask();
  const money = task.metric === 'stake' || task.metric === 'deposit';
  const amount = (value: number) => (money ? formatMoney(value) : value.toLocaleString('en-US'));
  return (
    <Card as="article" aria-label={task.title} className={styles.levelCard}>
      <h2>{task.title}</h2>
      <Text tone="muted">{t('tasks.reward', { awards: awardsText(t, task.awards) })}</Text>
      {task.metric === 'action' ? null : (
        <ProgressBar
          label={t(`tasks.metric.${task.metric}`)}
          value={task.progress}
          max={task.target}
          valueText={`${amount(task.progress)} / ${amount(task.target)}`}
          tone={task.status === 'open' || task.status === 'locked' ? 'primary' : 'success'}
        />
      )}
      <div className={styles.total}>
        <Text size="xs" tone="muted">
          {t('tasks.resets', { date: formatDateTime(task.periodEnd) })}
        </Text>
        {task.status === 'locked' ? (
          <Badge tone="neutral">{t('awards.locked', { level: task.minVip })}</Badge>
        ) : task.status === 'claimed' ? (
          <Badge tone="success">{t('awards.claimed')}</Badge>
        ) : task.status === 'finished' ? (
          <Button
            size="sm"
            aria-label={t('tasks.claim', { title: task.title })}
            loading={claiming}
            onClick={onClaim}
          >
            {t('awards.claim')}
          </Button>
        ) : task.actionPath ? (
          <ButtonLink
            to={task.actionPath}
            size="sm"
            variant="secondary"
            aria-label={t('tasks.go', { title: task.title })}
            onClick={() => finish.mutate(task.id)}
          >
            {t('tasks.goLabel')}
          </ButtonLink>
        ) : null}
      </div>
    </Card>
  );
}
