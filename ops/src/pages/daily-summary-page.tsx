import { formatMoney } from '@casino/platform';
import { Button, Card, Notice, SectionTitle } from '@casino/ui/core';
import { TextField } from '@casino/ui/forms';
import { type FormEvent, useState } from 'react';
import { BarChart } from '../bar-chart';
import { useLoad } from '../use-load';

interface DayFigures {
  day: string;
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  stakes: number;
  wins: number;
  ggr: number;
  rounds: number;
  activePlayers: number;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (count: number) => isoDay(new Date(Date.now() - count * 86_400_000));
const sum = (days: DayFigures[], key: keyof Omit<DayFigures, 'day'>) =>
  days.reduce((total, day) => total + day[key], 0);

/** The daily summary for finance (issue 14): the range's totals, two charts and every day's figures. */
export function DailySummaryPage() {
  const [range, setRange] = useState({ from: daysAgo(13), to: daysAgo(0) });
  const report = useLoad<{ days: DayFigures[] }>(`/reports/daily?from=${range.from}&to=${range.to}`);
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setRange({ from: String(fields.get('from')), to: String(fields.get('to')) });
  };
  const days = report.data?.days ?? [];
  const labels = days.map((day) => day.day);
  return (
    <>
      <h1 className="console-title">Daily summary</h1>
      <form className="console-row" onSubmit={choose} aria-label="Days to show">
        <TextField label="From (UTC day)" name="from" type="date" defaultValue={range.from} />
        <TextField label="To (UTC day)" name="to" type="date" defaultValue={range.to} />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>
      {report.error ? <Notice tone="danger">{report.error}</Notice> : null}
      {days.length > 0 ? (
        <>
          <dl className="console-figures" aria-label="Totals">
            {[
              ['Deposits', formatMoney(sum(days, 'deposits'))],
              ['Withdrawals', formatMoney(sum(days, 'withdrawals'))],
              ['Stakes', formatMoney(sum(days, 'stakes'))],
              ['Wins', formatMoney(sum(days, 'wins'))],
              ['GGR', formatMoney(sum(days, 'ggr'))],
              ['Rounds', sum(days, 'rounds').toLocaleString()],
            ].map(([term, value]) => (
              <Card key={term}>
                <dt className="console-muted">{term}</dt>
                <dd className="console-figure">{value}</dd>
              </Card>
            ))}
          </dl>
          <Card aria-labelledby="money-chart-title">
            <SectionTitle as="h2" id="money-chart-title">
              Deposits and withdrawals
            </SectionTitle>
            <BarChart
              days={labels}
              series={[
                { label: 'Deposits', colour: '--color-success', values: days.map((day) => day.deposits) },
                {
                  label: 'Withdrawals',
                  colour: '--color-warning',
                  values: days.map((day) => day.withdrawals),
                },
              ]}
              description={`Deposits ${formatMoney(sum(days, 'deposits'))} and withdrawals ${formatMoney(sum(days, 'withdrawals'))} over ${days.length} days, by day.`}
            />
          </Card>
          <Card aria-labelledby="ggr-chart-title">
            <SectionTitle as="h2" id="ggr-chart-title">
              Gross gaming revenue
            </SectionTitle>
            <BarChart
              days={labels}
              series={[
                {
                  label: 'GGR (stakes less wins)',
                  colour: '--color-primary',
                  values: days.map((day) => day.ggr),
                },
              ]}
              description={`GGR ${formatMoney(sum(days, 'ggr'))} over ${days.length} days, by day; below the line the players won more than they staked.`}
            />
          </Card>
          <div className="console-scroll">
            <table className="console-table" aria-label="Figures by day">
              <thead>
                <tr>
                  {[
                    'Day',
                    'Deposits',
                    'Withdrawals',
                    'Stakes',
                    'Wins',
                    'GGR',
                    'Rounds',
                    'Active players',
                  ].map((name) => (
                    <th key={name} scope="col">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row" className="console-nowrap">
                      {day.day}
                    </th>
                    <td>
                      {formatMoney(day.deposits)} ({day.depositCount})
                    </td>
                    <td>
                      {formatMoney(day.withdrawals)} ({day.withdrawalCount})
                    </td>
                    <td>{formatMoney(day.stakes)}</td>
                    <td>{formatMoney(day.wins)}</td>
                    <td>{formatMoney(day.ggr)}</td>
                    <td>{day.rounds}</td>
                    <td>{day.activePlayers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}
