import type { TaskRow } from '@casino/contracts';
import { formatDateTime, formatMoney, useTranslation } from '@casino/platform';
import { Badge, Button, ButtonLink, Card, Text } from '@casino/ui/core';
import { ProgressBar } from '@casino/ui/display';
import { useFinishTask } from '../api/finish-task';
import { awardsText } from './award-text';
import styles from './vip.module.css';

/** A task: what it asks and gives, progress this period, and Claim, Go or its state. */
export function TaskCard({
  task,
  claiming,
  onClaim,
}: {
  task: TaskRow;
  claiming: boolean;
  onClaim: () => void;
}) {
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
