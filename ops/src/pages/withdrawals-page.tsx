import { formatMoney } from '@casino/platform';
import { Notice, Select, Text } from '@casino/ui/core';
import { useState } from 'react';
import { useLoad } from '../use-load';

interface WithdrawalRow {
  id: number;
  withdrawalNo: string;
  playerId: number;
  nickname: string;
  amount: number;
  status: 'held' | 'paid' | 'refunded';
  provider: string;
  createdAt: string;
  settledAt: string | null;
}

const statuses = [
  { value: 'held', label: 'Held: payout requested, not settled' },
  { value: 'paid', label: 'Paid' },
  { value: 'refunded', label: 'Refunded' },
];

/** Withdrawals by state, oldest first: what the payment provider still owes players, and what it paid. */
export function WithdrawalsPage() {
  const [status, setStatus] = useState('held');
  const rows = useLoad<{ list: WithdrawalRow[] }>(`/withdrawals?status=${status}`);
  return (
    <>
      <h1 className="console-title">Withdrawals</h1>
      <div className="console-row">
        <Select
          label="State"
          options={statuses}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
      </div>
      {rows.error ? <Notice tone="danger">{rows.error}</Notice> : null}
      {rows.data?.list.length === 0 ? <Text tone="muted">No withdrawal in this state.</Text> : null}
      {rows.data && rows.data.list.length > 0 ? (
        <table className="console-table" aria-label="Withdrawals">
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Player</th>
              <th scope="col">Amount</th>
              <th scope="col">Provider</th>
              <th scope="col">Asked</th>
              <th scope="col">Settled</th>
            </tr>
          </thead>
          <tbody>
            {rows.data.list.map((row) => (
              <tr key={row.id}>
                <td className="console-code">{row.withdrawalNo}</td>
                <td>
                  {row.nickname} ({row.playerId})
                </td>
                <td>{formatMoney(row.amount)}</td>
                <td>{row.provider}</td>
                <td>{new Date(row.createdAt).toLocaleString()}</td>
                <td>{row.settledAt ? new Date(row.settledAt).toLocaleString() : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
