import {
  type ExclusionDuration,
  type ExclusionKind,
  exclusionDurations,
  isTimeLimitKind,
  moneyLimitPeriods,
  type PlayerLimit,
  type PlayerLimitKind,
  type PlayerLimitPeriod,
  type PlayerProtection,
  playerLimitKinds,
  realityCheckMinutes,
} from '@casino/contracts';
import { formatDateTime, formatMoney, toHundredths, useForm, useTranslation } from '@casino/platform';
import { Badge, Button, Card, List, ListItem, Notice, SectionTitle, showToast, Text } from '@casino/ui/core';
import { ProgressBar, QueryView } from '@casino/ui/display';
import { Form, FormError, Select, TextField } from '@casino/ui/forms';
import { SectionPage } from '@casino/ui/navigation';
import { Dialog } from '@casino/ui/overlays';
import { useState } from 'react';
import {
  useCancelLimitChange,
  useConfirmLimit,
  useExcludeMyself,
  usePlayerProtection,
  useSetLimit,
} from '../api/protection';
import group from '../components/field-group.module.css';
import { memberPaths } from '../member-paths';
import styles from './self-limited-page.module.css';

const isMoney = (kind: PlayerLimitKind) => !isTimeLimitKind(kind);

/** `/member/self-limited`: limits the API enforces, breaks from play, and every change made. */
export default function SelfLimitedPage() {
  const { t } = useTranslation('member');
  const protection = usePlayerProtection();
  return (
    <SectionPage
      title={t('pages.selfLimited.title')}
      intro={t('protection.intro')}
      trail={[{ label: t('pages.member.title'), href: memberPaths.member }]}
    >
      <QueryView errorNamespace="member" query={protection} skeletonHeight={640}>
        {(data) => (
          <>
            <LimitForm />
            <Limits protection={data} />
            <Breaks />
            <History protection={data} />
          </>
        )}
      </QueryView>
    </SectionPage>
  );
}

function LimitForm() {
  const { t } = useTranslation('member');
  const setLimit = useSetLimit();
  const labels = { kind: t('protection.limit'), period: t('protection.per'), amount: t('protection.amount') };
  const form = useForm({
    initial: { kind: 'deposit', period: 'day', amount: '' },
    labels,
    namespace: 'member',
    check: ({ kind, amount }) => {
      if (amount.trim() === '') return { amount: null };
      const value = isMoney(kind as PlayerLimitKind) ? toHundredths(amount) : Number(amount);
      if (value === null || !Number.isInteger(value) || value <= 0) {
        return { amount: t('protection.amountInvalid') };
      }
      const outOfRange =
        kind === 'realityCheck' && (value < realityCheckMinutes.min || value > realityCheckMinutes.max);
      return { amount: outOfRange ? t('protection.realityCheckRange', realityCheckMinutes) : null };
    },
    submit: async ({ kind, period, amount }) => {
      const limitKind = kind as PlayerLimitKind;
      const value =
        amount.trim() === '' ? null : isMoney(limitKind) ? (toHundredths(amount) as number) : Number(amount);
      const answer = await setLimit.mutateAsync({
        kind: limitKind,
        period: (isMoney(limitKind) ? period : 'session') as PlayerLimitPeriod,
        amount: value,
      });
      const saved = answer.changes[0];
      showToast({
        message:
          saved?.change === 'raiseRequested' || saved?.change === 'removalRequested'
            ? t('protection.waits')
            : t('protection.appliesNow'),
        tone: 'success',
      });
      form.set('amount', '');
    },
  });
  const kind = form.values.kind as PlayerLimitKind;
  return (
    <Card as="section" aria-labelledby="set-limit-title">
      <SectionTitle as="h2" id="set-limit-title">
        {t('protection.setLimit')}
      </SectionTitle>
      <Form onSubmit={form.onSubmit}>
        <div className={styles.pair}>
          <Select
            label={labels.kind}
            options={playerLimitKinds.map((value) => ({ value, label: t(`protection.kinds.${value}`) }))}
            {...form.text('kind')}
          />
          {isMoney(kind) ? (
            <Select
              label={labels.period}
              options={moneyLimitPeriods.map((value) => ({ value, label: t(`protection.periods.${value}`) }))}
              {...form.text('period')}
            />
          ) : null}
        </div>
        <TextField
          label={
            isMoney(kind)
              ? labels.amount
              : kind === 'realityCheck'
                ? t('protection.realityCheckMinutes')
                : t('protection.minutes')
          }
          inputMode={isMoney(kind) ? 'decimal' : 'numeric'}
          autoComplete="off"
          hint={
            kind === 'realityCheck'
              ? `${t('protection.realityCheckHint')} ${t('protection.emptyRemoves')}`
              : t('protection.emptyRemoves')
          }
          {...form.text('amount')}
        />
        <Text tone="muted" size="sm">
          {t('protection.rule')}
        </Text>
        <FormError>{form.formError}</FormError>
        <Button type="submit" fullWidth loading={form.pending}>
          {t('protection.save')}
        </Button>
      </Form>
    </Card>
  );
}

function Limits({ protection }: { protection: PlayerProtection }) {
  const { t } = useTranslation('member');
  const set = protection.limits.filter((limit) => limit.amount !== null || limit.pendingFrom !== null);
  return (
    <section aria-labelledby="limits-title" className={styles.section}>
      <SectionTitle as="h2" id="limits-title">
        {t('protection.yourLimits')}
      </SectionTitle>
      {set.length === 0 ? (
        <Text tone="muted">{t('protection.noLimits')}</Text>
      ) : (
        set.map((limit) => <LimitCard key={`${limit.kind}-${limit.period}`} limit={limit} />)
      )}
    </section>
  );
}

function LimitCard({ limit }: { limit: PlayerLimit }) {
  const { t } = useTranslation('member');
  const confirm = useConfirmLimit();
  const cancel = useCancelLimitChange();
  const shown = (value: number) =>
    isMoney(limit.kind) ? formatMoney(value) : t('protection.minutesOf', { count: value });
  const name =
    limit.period === 'session'
      ? t(`protection.kinds.${limit.kind}`)
      : t('protection.kindPer', {
          kind: t(`protection.kinds.${limit.kind}`),
          period: t(`protection.periods.${limit.period}`),
        });
  const due = limit.pendingFrom !== null && Date.parse(limit.pendingFrom) <= Date.now();
  const key = { kind: limit.kind, period: limit.period };
  return (
    <Card as="article" aria-label={name} className={styles.limit}>
      <div className={styles.limitHead}>
        <Text weight="semibold">{name}</Text>
        <Text weight="bold" numeric>
          {limit.amount === null ? t('protection.none') : shown(limit.amount)}
        </Text>
      </div>
      {limit.amount !== null && limit.kind !== 'realityCheck' ? (
        <>
          <ProgressBar
            value={Math.min(limit.used, limit.amount)}
            max={limit.amount}
            label={t('protection.used')}
          />
          <Text tone="muted" size="sm">
            {t('protection.usedOf', { used: shown(limit.used), limit: shown(limit.amount) })}
          </Text>
        </>
      ) : null}
      {limit.pendingFrom !== null ? (
        <Notice tone="warning">
          {limit.pendingRemoval
            ? t('protection.removalWaits', { from: formatDateTime(limit.pendingFrom) })
            : t('protection.raiseWaits', {
                amount: shown(limit.pendingAmount ?? 0),
                from: formatDateTime(limit.pendingFrom),
              })}
        </Notice>
      ) : null}
      {limit.pendingFrom !== null ? (
        <div className={styles.pair}>
          <Button size="sm" disabled={!due} loading={confirm.isPending} onClick={() => confirm.mutate(key)}>
            {due ? t('protection.confirm') : t('protection.notYet')}
          </Button>
          <Button size="sm" variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate(key)}>
            {t('protection.keepLimit')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

function Breaks() {
  const { t } = useTranslation('member');
  const exclude = useExcludeMyself();
  const [asked, setAsked] = useState<{ kind: ExclusionKind; duration: ExclusionDuration } | null>(null);
  const start = () => {
    if (!asked) return;
    exclude.mutate(asked, {
      onSuccess: () => showToast({ message: t('protection.breakStarted'), tone: 'success' }),
      onError: () => showToast({ message: t('protection.breakFailed'), tone: 'danger' }),
    });
    setAsked(null);
  };
  return (
    <section aria-labelledby="breaks-title" className={styles.section}>
      <SectionTitle as="h2" id="breaks-title">
        {t('protection.takeBreak')}
      </SectionTitle>
      <Text tone="muted">{t('protection.breakIntro')}</Text>
      {(Object.keys(exclusionDurations) as ExclusionKind[]).map((kind) => (
        <fieldset key={kind} className={group.group}>
          <legend className={group.legend}>{t(`protection.breakKinds.${kind}`)}</legend>
          <div className={styles.pair}>
            {exclusionDurations[kind].map((duration) => (
              <Button
                key={duration}
                size="sm"
                variant={kind === 'selfExclusion' ? 'danger' : 'secondary'}
                onClick={() => setAsked({ kind, duration })}
              >
                {t(`protection.durations.${duration}`)}
              </Button>
            ))}
          </div>
        </fieldset>
      ))}
      <Dialog
        open={asked !== null}
        title={
          asked
            ? t(`protection.confirmTitles.${asked.kind}`, {
                duration: t(`protection.durations.${asked.duration}`),
              })
            : ''
        }
        message={
          asked?.duration === 'permanent' ? t('protection.permanentWarning') : t('protection.breakWarning')
        }
        confirmLabel={t('protection.startBreak')}
        confirmVariant="danger"
        onConfirm={start}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}

function History({ protection }: { protection: PlayerProtection }) {
  const { t } = useTranslation('member');
  if (protection.changes.length === 0) return null;
  return (
    <section aria-labelledby="history-title" className={styles.section}>
      <SectionTitle as="h2" id="history-title">
        {t('protection.history')}
      </SectionTitle>
      <List aria-labelledby="history-title">
        {protection.changes.map((change) => {
          const money = !isTimeLimitKind(change.kind as PlayerLimitKind);
          const value = (amount: number | null) =>
            amount === null
              ? t('protection.none')
              : money
                ? formatMoney(amount)
                : t('protection.minutesOf', { count: amount });
          return (
            <ListItem
              key={change.id}
              description={formatDateTime(change.createTime)}
              trailing={<Badge tone="neutral">{t(`protection.changes.${change.change}`)}</Badge>}
            >
              {change.change === 'timeOut' || change.change === 'selfExclusion'
                ? t(`protection.breakKinds.${change.change}`)
                : `${t(`protection.kinds.${change.kind as PlayerLimitKind}`)}: ${value(change.oldAmount)} → ${value(change.newAmount)}`}
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
