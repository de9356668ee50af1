import { formatMoney } from '@casino/platform';
import { Button, Card, Notice, Text } from '@casino/ui/core';
import { TextField } from '@casino/ui/forms';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DailyChart } from '../charts/daily-chart';
import { lastDays } from '../report-range';
import { useLoad } from '../use-load';

interface Figures {
  depositOrders: number;
  depositsPaid: number;
  depositsPaidSum: number;
  withdrawalsPaid: number;
  withdrawalsPaidSum: number;
  stakes: number;
  wins: number;
  ggr: number;
  activePlayers: number;
}

interface DailySummary {
  from: string;
  to: string;
  days: (Figures & { day: string })[];
  totals: Figures;
}

/**
 * The daily summary for finance: totals, a chart and every day's figures, for a range of UTC days
 * (the last 14 unless the address names another; the server allows at most 92).
 */
export function DailySummaryPage() {
  const [params, setParams] = useSearchParams();
  const fallback = lastDays(14, new Date());
  const from = params.get('from') ?? fallback.from;
  const to = params.get('to') ?? fallback.to;
  const summary = useLoad<DailySummary>(`/reports/daily?${new URLSearchParams({ from, to })}`);
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams({ from: String(form.get('from')), to: String(form.get('to')) });
  };
  return (
    <>
      <h1 className="console-title">Daily summary</h1>
      <Text tone="muted">Days are UTC days: midnight to midnight UTC.</Text>
      <form className="console-row" aria-label="Days to sum" onSubmit={choose} key={`${from}/${to}`}>
        <TextField label="From (UTC)" name="from" type="date" defaultValue={from} required />
        <TextField label="To (UTC)" name="to" type="date" defaultValue={to} required />
        <Button type="submit">Show</Button>
      </form>
      {summary.error ? <Notice tone="danger">{summary.error}</Notice> : null}
      {summary.data ? <SummaryFigures summary={summary.data} /> : null}
    </>
  );
}

function SummaryFigures({ summary }: { summary: DailySummary }) {
  const { totals } = summary;
  const cards = [
    {
      label: 'Deposits paid',
      value: formatMoney(totals.depositsPaidSum),
      note: `${totals.depositsPaid} paid of ${totals.depositOrders} orders opened`,
    },
    {
      label: 'Withdrawals paid',
      value: formatMoney(totals.withdrawalsPaidSum),
      note: `${totals.withdrawalsPaid} paid out`,
    },
    { label: 'Stakes', value: formatMoney(totals.stakes), note: 'of settled rounds' },
    { label: 'Wins', value: formatMoney(totals.wins), note: 'of settled rounds' },
    { label: 'GGR', value: formatMoney(totals.ggr), note: 'stakes − wins' },
    { label: 'Active players', value: String(totals.activePlayers), note: 'with a settled round' },
  ];
  return (
    <>
      <div className="console-totals">
        {cards.map((card) => (
          <Card key={card.label} aria-label={card.label}>
            <Text size="sm" tone="muted">
              {card.label}
            </Text>
            <Text size="lg" weight="bold">
              {card.value}
            </Text>
            <Text size="sm" tone="muted">
              {card.note}
            </Text>
          </Card>
        ))}
      </div>
      <DailyChart days={summary.days} />
      <div className="console-scroll">
        <table className="console-table" aria-label={`Figures per UTC day, ${summary.from} to ${summary.to}`}>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col">Orders opened</th>
              <th scope="col">Deposits paid</th>
              <th scope="col">Deposited</th>
              <th scope="col">Withdrawals paid</th>
              <th scope="col">Withdrawn</th>
              <th scope="col">Stakes</th>
              <th scope="col">Wins</th>
              <th scope="col">GGR</th>
              <th scope="col">Active players</th>
            </tr>
          </thead>
          <tbody>
            {summary.days.map((day) => (
              <FigureRow key={day.day} label={day.day} figures={day} />
            ))}
          </tbody>
          <tfoot>
            <FigureRow label="All days" figures={totals} />
          </tfoot>
        </table>
      </div>
    </>
  );
}

function FigureRow({ label, figures }: { label: string; figures: Figures }) {
  return (
    <tr>
      <th scope="row" className="console-nowrap">
        {label}
      </th>
      <td>{figures.depositOrders}</td>
      <td>{figures.depositsPaid}</td>
      <td className="console-nowrap">{formatMoney(figures.depositsPaidSum)}</td>
      <td>{figures.withdrawalsPaid}</td>
      <td className="console-nowrap">{formatMoney(figures.withdrawalsPaidSum)}</td>
      <td className="console-nowrap">{formatMoney(figures.stakes)}</td>
      <td className="console-nowrap">{formatMoney(figures.wins)}</td>
      <td className="console-nowrap">{formatMoney(figures.ggr)}</td>
      <td>{figures.activePlayers}</td>
    </tr>
  );
}
