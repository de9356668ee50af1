import { formatMoney, toHundredths } from '@casino/platform';
import { Button, Card, Notice, SectionTitle, Select, showToast, Text } from '@casino/ui/core';
import { TextField } from '@casino/ui/forms';
import { type FormEvent, useState } from 'react';
import { consoleCall } from '../console-api';
import { ReasonDialog } from '../reason-dialog';
import { useLoad } from '../use-load';

interface WithdrawalRow {
  id: number;
  withdrawalNo: string;
  playerId: number;
  nickname: string;
  amount: number;
  status: 'held' | 'paid' | 'refunded';
  reviewStatus: 'waiting' | 'approved' | 'rejected' | null;
  reviewReason: string | null;
  provider: string;
  createdAt: string;
  settledAt: string | null;
}

interface ReviewSettings {
  withdrawalsNeedKyc: boolean;
  withdrawalReviewFrom: number | null;
}

const states = [
  { value: 'review', label: 'Waiting for review' },
  { value: 'held', label: 'Held: payout asked, not settled' },
  { value: 'paid', label: 'Paid' },
  { value: 'refunded', label: 'Refunded' },
];

/**
 * Withdrawals for finance (ADR 0044): the review queue (approve: the payout is asked for; reject with
 * a reason: the amount goes back to the player), the other states, and the amount reviews start at.
 */
export function WithdrawalsPage() {
  const [state, setState] = useState('review');
  const rows = useLoad<{ list: WithdrawalRow[] }>(`/withdrawals?status=${state}`);
  const [rejecting, setRejecting] = useState<WithdrawalRow | null>(null);
  const review = async (row: WithdrawalRow, verdict: 'approve' | 'reject', why?: string) => {
    try {
      await consoleCall('POST', `/withdrawals/${row.id}/${verdict}`, why ? { reason: why } : {});
      showToast({
        message: `${row.withdrawalNo} ${verdict === 'approve' ? 'approved: payout asked for' : 'rejected: refunded'}`,
        tone: 'success',
      });
      await rows.reload();
    } catch (error) {
      showToast({ message: (error as Error).message, tone: 'danger' });
    }
  };
  const list = rows.data?.list ?? [];
  return (
    <>
      <h1 className="console-title">Withdrawals</h1>
      <ReviewThreshold />
      <div className="console-row">
        <Select
          label="State"
          options={states}
          value={state}
          onChange={(event) => setState(event.target.value)}
        />
      </div>
      {rows.error ? <Notice tone="danger">{rows.error}</Notice> : null}
      {rows.data && list.length === 0 ? <Text tone="muted">No withdrawal in this state.</Text> : null}
      {list.length > 0 ? (
        <table className="console-table" aria-label="Withdrawals">
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Player</th>
              <th scope="col">Amount</th>
              <th scope="col">Asked</th>
              <th scope="col">{state === 'review' ? 'Decision' : 'Settled'}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.id}>
                <td className="console-code console-nowrap">{row.withdrawalNo}</td>
                <td>
                  {row.nickname} ({row.playerId})
                </td>
                <td className="console-nowrap">{formatMoney(row.amount)}</td>
                <td className="console-nowrap">{new Date(row.createdAt).toLocaleString()}</td>
                <td>
                  {state === 'review' ? (
                    <div className="console-row">
                      <Button
                        size="sm"
                        aria-label={`Approve ${row.withdrawalNo}`}
                        onClick={() => review(row, 'approve')}
                      >
                        Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={`Reject ${row.withdrawalNo}…`}
                        onClick={() => setRejecting(row)}
                      >
                        Reject…
                      </Button>
                    </div>
                  ) : (
                    <>
                      {row.settledAt ? new Date(row.settledAt).toLocaleString() : '—'}
                      {row.reviewReason ? (
                        <Text size="sm" tone="muted">
                          {row.reviewReason}
                        </Text>
                      ) : null}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ReasonDialog
        subject={rejecting}
        title={(row) => `Reject ${row.withdrawalNo} of ${formatMoney(row.amount)}`}
        explanation="The amount goes back to the player's balance."
        reasonLabel="Reason"
        confirmLabel="Reject and refund"
        onCancel={() => setRejecting(null)}
        onConfirm={async (row, reason) => {
          setRejecting(null);
          await review(row, 'reject', reason);
        }}
      />
    </>
  );
}

/** From which amount withdrawals wait for review: empty for none, 0 for every one. */
function ReviewThreshold() {
  const settings = useLoad<ReviewSettings>('/settings/reviews');
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('from')).trim();
    const from = text === '' ? null : toHundredths(text);
    if (text !== '' && (from === null || from < 0)) {
      setError('Enter an amount like 5000 or 0, or leave it empty.');
      return;
    }
    setError(null);
    try {
      await consoleCall('PUT', '/settings/reviews', {
        withdrawalsNeedKyc: settings.data?.withdrawalsNeedKyc ?? false,
        withdrawalReviewFrom: from,
      });
      showToast({ message: 'Review setting saved', tone: 'success' });
      await settings.reload();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  if (!settings.data) return null;
  const from = settings.data.withdrawalReviewFrom;
  return (
    <Card aria-labelledby="review-from-title">
      <SectionTitle as="h2" id="review-from-title">
        Review before payout
      </SectionTitle>
      <Text tone="muted">
        {from === null
          ? 'No withdrawal waits for review: payouts are asked for at once.'
          : `Withdrawals of ${formatMoney(from)} or more wait for a finance review.`}
      </Text>
      <form className="console-row" onSubmit={save} aria-label="Review setting">
        <TextField
          label="Review withdrawals from"
          name="from"
          inputMode="decimal"
          defaultValue={from === null ? '' : String(from / 100)}
          error={error}
        />
        <Button type="submit" variant="secondary">
          Save
        </Button>
      </form>
    </Card>
  );
}
