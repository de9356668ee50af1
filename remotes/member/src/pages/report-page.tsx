import type { BetRecordRow } from '@casino/contracts';
import { formatDateTime, formatMoney, useTranslation } from '@casino/platform';
import { Badge, Card, SectionTitle, Text, TextLink } from '@casino/ui/core';
import { PagedList, QueryView } from '@casino/ui/display';
import { TextField } from '@casino/ui/forms';
import { SectionPage } from '@casino/ui/navigation';
import { useState } from 'react';
import { useRounds } from '../api/bet-record';
import { useBetReport } from '../api/bet-record-report';
import { PlayTotals } from '../components/play-totals';
import { memberPaths } from '../member-paths';
import styles from './report-page.module.css';

/** The longest range one report covers (the API's `betRecordReport` bound). */
const maxReportDays = 92;
const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

type Totals = { rounds: number; stake: number; win: number };

/** `/member/report`: settled rounds summed over a range, by day and by game, and every round with its proof. */
export default function ReportPage() {
  const { t } = useTranslation('member');
  const today = isoDay(Date.now());
  const [range, setRange] = useState({ startDate: isoDay(Date.now() - 6 * dayMs), endDate: today });
  const tooLong = Date.parse(range.endDate) - Date.parse(range.startDate) > maxReportDays * dayMs;
  const valid =
    range.startDate !== '' && range.endDate !== '' && range.startDate <= range.endDate && !tooLong;
  const change = (field: 'startDate' | 'endDate') => (event: { target: { value: string } }) =>
    setRange((previous) => ({ ...previous, [field]: event.target.value }));
  return (
    <SectionPage
      title={t('pages.report.title')}
      intro={t('pages.report.intro')}
      trail={[{ label: t('pages.member.title'), href: memberPaths.member }]}
    >
      <search className={styles.range}>
        <TextField
          label={t('report.from')}
          type="date"
          value={range.startDate}
          max={range.endDate || today}
          onChange={change('startDate')}
        />
        <TextField
          label={t('report.to')}
          type="date"
          value={range.endDate}
          min={range.startDate || undefined}
          max={today}
          onChange={change('endDate')}
          error={tooLong ? t('report.tooLong', { days: maxReportDays }) : null}
        />
      </search>
      {valid ? <Report range={range} /> : null}
    </SectionPage>
  );
}

function Report({ range }: { range: { startDate: string; endDate: string } }) {
  const { t } = useTranslation('member');
  const report = useBetReport(range);
  const rounds = useRounds(range);
  return (
    <>
      <QueryView errorNamespace="member" query={report} skeletonHeight={260}>
        {(data) => (
          <>
            <TotalsCard totals={data.total} />
            {data.days.length > 0 ? (
              <TotalsTable
                title={t('report.byDay')}
                rows={data.days.map((day) => ({
                  key: day.date,
                  label: formatDateTime(`${day.date}T00:00:00Z`, { style: 'date', timeZone: 'UTC' }),
                  ...day,
                }))}
              />
            ) : null}
            {data.games.length > 0 ? (
              <TotalsTable
                title={t('report.byGame')}
                rows={data.games.map((game) => ({ key: String(game.gameId), label: game.gameName, ...game }))}
              />
            ) : null}
          </>
        )}
      </QueryView>
      <section aria-labelledby="rounds-title" className={styles.section}>
        <SectionTitle as="h2" id="rounds-title">
          {t('report.rounds')}
        </SectionTitle>
        <PagedList
          rows={rounds.data}
          query={rounds}
          errorNamespace="member"
          emptyLabel={t('report.noRounds')}
          skeletonHeight={76}
          getItemKey={(row) => row.roundId}
          renderItem={(row) => <RoundCard round={row} />}
        />
      </section>
    </>
  );
}

function TotalsCard({ totals }: { totals: Totals }) {
  const { t } = useTranslation('member');
  return (
    <Card as="section" aria-label={t('report.totals')}>
      <PlayTotals rounds={totals.rounds} staked={totals.stake} won={totals.win} />
    </Card>
  );
}

function TotalsTable({ title, rows }: { title: string; rows: (Totals & { key: string; label: string })[] }) {
  const { t } = useTranslation('member');
  return (
    <section className={styles.section} aria-label={title}>
      <SectionTitle as="h2">{title}</SectionTitle>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">{t('report.roundCount')}</th>
              <th scope="col">{t('report.stake')}</th>
              <th scope="col">{t('report.win')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.rounds}</td>
                <td>{formatMoney(row.stake)}</td>
                <td>{formatMoney(row.win)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function RoundCard({ round }: { round: BetRecordRow }) {
  const { t } = useTranslation('member');
  const statusTone = { open: 'neutral', settled: 'success', rolled_back: 'danger' } as const;
  return (
    <Card as="article" className={styles.round} aria-label={`${round.gameName} ${formatMoney(round.stake)}`}>
      <div className={styles.roundMain}>
        <Text weight="semibold">{round.gameName}</Text>
        <Text as="time" tone="muted" size="sm" dateTime={round.createdAt}>
          {formatDateTime(round.createdAt)}
        </Text>
        {round.proofUrl ? (
          <TextLink href={round.proofUrl} external aria-label={t('report.proofOf', { round: round.roundId })}>
            {t('report.proof')}
          </TextLink>
        ) : null}
      </div>
      <div className={styles.roundAmounts}>
        <Text size="sm" numeric>
          {t('report.stakeOf', { amount: formatMoney(round.stake) })}
        </Text>
        <Text size="sm" numeric weight="semibold">
          {t('report.winOf', { amount: formatMoney(round.win) })}
        </Text>
        <Badge tone={statusTone[round.status]}>{t(`report.status.${round.status}`)}</Badge>
      </div>
    </Card>
  );
}
