import { formatMoney, toHundredths } from '@casino/platform';
import { Button, Card, Notice, SectionTitle, Select, showToast, Text } from '@casino/ui/core';
import { TextArea, TextField } from '@casino/ui/forms';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { consoleCall } from '../console-api';
import { ReasonDialog } from '../reason-dialog';
import { useSignedInOperator } from '../signed-in';
import { useLoad } from '../use-load';

interface Adjustment {
  id: number;
  playerId: number;
  nickname: string;
  amount: number;
  reason: string;
  status: 'pending' | 'applied' | 'rejected';
  requestedBy: string;
  requestedById: number | null;
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
}

interface ReviewSettings {
  withdrawalsNeedKyc: boolean;
  withdrawalReviewFrom: number | null;
  adjustmentApprovalFrom: number;
}

const states = [
  { value: 'pending', label: 'Waiting for a second operator' },
  { value: 'applied', label: 'Applied' },
  { value: 'rejected', label: 'Rejected' },
];

const signed = (amount: number) => `${amount > 0 ? '+' : ''}${formatMoney(amount)}`;

/**
 * Manual balance adjustments for finance (ADR 0046): credit or debit a player with a reason; from
 * the amount set here a second operator must approve before anything is posted.
 */
export function AdjustmentsPage() {
  const [state, setState] = useState('pending');
  const rows = useLoad<{ list: Adjustment[] }>(`/adjustments?status=${state}`);
  const me = useSignedInOperator();
  const settings = useLoad<ReviewSettings>('/settings/reviews');
  const [rejecting, setRejecting] = useState<Adjustment | null>(null);
  const decide = async (row: Adjustment, verdict: 'approve' | 'reject', reason?: string) => {
    try {
      await consoleCall('POST', `/adjustments/${row.id}/${verdict}`, reason ? { reason } : {});
      showToast({
        message: `${signed(row.amount)} for ${row.nickname} ${verdict === 'approve' ? 'approved: posted' : 'rejected'}`,
        tone: 'success',
      });
      await rows.reload();
    } catch (error) {
      showToast({ message: (error as Error).message, tone: 'danger' });
    }
  };
  const list = rows.data?.list ?? [];
  const myId = me?.id ?? null;
  return (
    <>
      <h1 className="console-title">Balance adjustments</h1>
      {settings.data ? (
        <NewAdjustment approvalFrom={settings.data.adjustmentApprovalFrom} onDone={rows.reload} />
      ) : null}
      {settings.data ? <ApprovalThreshold settings={settings.data} onSaved={settings.reload} /> : null}
      <div className="console-row">
        <Select
          label="State"
          options={states}
          value={state}
          onChange={(event) => setState(event.target.value)}
        />
      </div>
      {rows.error ? <Notice tone="danger">{rows.error}</Notice> : null}
      {rows.data && list.length === 0 ? <Text tone="muted">No adjustment in this state.</Text> : null}
      {list.length > 0 ? (
        <table className="console-table" aria-label="Adjustments">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Amount</th>
              <th scope="col">Reason</th>
              <th scope="col">Asked by</th>
              <th scope="col">{state === 'pending' ? 'Decision' : 'Decided'}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => {
              const mine = myId !== null && row.requestedById === myId;
              return (
                <tr key={row.id}>
                  <td>
                    <Link className="console-link" to={`/players/${row.playerId}`}>
                      {row.nickname} ({row.playerId})
                    </Link>
                  </td>
                  <td className="console-nowrap">{signed(row.amount)}</td>
                  <td>{row.reason}</td>
                  <td>
                    {row.requestedBy}
                    <Text size="sm" tone="muted">
                      {new Date(row.requestedAt).toLocaleString()}
                    </Text>
                  </td>
                  <td>
                    {state === 'pending' ? (
                      <div className="console-row">
                        <Button
                          size="sm"
                          disabled={mine}
                          aria-label={`Approve ${signed(row.amount)} for ${row.nickname}`}
                          onClick={() => decide(row, 'approve')}
                        >
                          Approve
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={`Reject ${signed(row.amount)} for ${row.nickname}…`}
                          onClick={() => setRejecting(row)}
                        >
                          Reject…
                        </Button>
                        {mine ? (
                          <Text size="sm" tone="muted">
                            You asked for it: another operator approves.
                          </Text>
                        ) : null}
                      </div>
                    ) : (
                      <>
                        {row.decidedBy ?? '—'}
                        {row.decidedAt ? ` · ${new Date(row.decidedAt).toLocaleString()}` : ''}
                        {row.decisionReason ? (
                          <Text size="sm" tone="muted">
                            {row.decisionReason}
                          </Text>
                        ) : null}
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <ReasonDialog
        subject={rejecting}
        title={(row) => `Reject ${signed(row.amount)} for ${row.nickname}`}
        explanation="Nothing is posted; the requester sees your reason."
        reasonLabel="Reason"
        confirmLabel="Reject"
        onCancel={() => setRejecting(null)}
        onConfirm={async (row, reason) => {
          setRejecting(null);
          await decide(row, 'reject', reason);
        }}
      />
    </>
  );
}

/** The form: player, amount, credit or debit, reason. `?player=` (from a player's page) fills the player. */
function NewAdjustment({ approvalFrom, onDone }: { approvalFrom: number; onDone: () => Promise<void> }) {
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<{ player?: string; amount?: string; reason?: string; form?: string }>(
    {},
  );
  const [reason, setReason] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const playerId = Number(String(fields.get('player')).trim());
    const hundredths = toHundredths(String(fields.get('amount')));
    const found: typeof errors = {};
    if (!Number.isSafeInteger(playerId) || playerId <= 0) found.player = 'Enter the player’s id.';
    if (hundredths === null || hundredths === 0) found.amount = 'Enter an amount like 250 or 12.50.';
    if (reason.trim().length < 3) found.reason = 'Say why, in 3 to 500 characters.';
    setErrors(found);
    if (Object.keys(found).length > 0 || hundredths === null) return;
    const amount = fields.get('direction') === 'debit' ? -hundredths : hundredths;
    try {
      const asked = await consoleCall<Adjustment>('POST', `/players/${playerId}/adjustments`, {
        amount,
        reason: reason.trim(),
      });
      showToast({
        message:
          asked.status === 'applied'
            ? `${signed(amount)} posted to player ${playerId}`
            : `${signed(amount)} for player ${playerId} waits for a second operator`,
        tone: 'success',
      });
      form.reset();
      setReason('');
      await onDone();
    } catch (error) {
      setErrors({ form: (error as Error).message });
    }
  };
  return (
    <Card aria-labelledby="new-adjustment-title">
      <SectionTitle as="h2" id="new-adjustment-title">
        New adjustment
      </SectionTitle>
      <Text tone="muted">
        {approvalFrom === 0
          ? 'Every adjustment waits for a second operator.'
          : `Below ${formatMoney(approvalFrom)} it is posted at once; from it, a second operator approves first.`}
      </Text>
      <form className="console-cards" onSubmit={submit} aria-label="New adjustment" noValidate>
        <div className="console-row">
          <TextField
            label="Player id"
            name="player"
            inputMode="numeric"
            defaultValue={params.get('player') ?? ''}
            error={errors.player}
          />
          <Select
            label="Direction"
            name="direction"
            options={[
              { value: 'credit', label: 'Credit (add)' },
              { value: 'debit', label: 'Debit (take)' },
            ]}
          />
          <TextField label="Amount" name="amount" inputMode="decimal" error={errors.amount} />
        </div>
        <TextArea
          label="Reason (kept with the adjustment)"
          value={reason}
          maxLength={500}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {errors.form ? <Notice tone="danger">{errors.form}</Notice> : null}
        <div>
          <Button type="submit">Ask for the adjustment</Button>
        </div>
      </form>
    </Card>
  );
}

/** From which amount an adjustment needs a second operator; 0 for every one. */
function ApprovalThreshold({
  settings,
  onSaved,
}: {
  settings: ReviewSettings;
  onSaved: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const from = toHundredths(String(new FormData(event.currentTarget).get('from')));
    if (from === null) {
      setError('Enter an amount like 1000, or 0.');
      return;
    }
    setError(null);
    try {
      await consoleCall('PUT', '/settings/reviews', {
        withdrawalsNeedKyc: settings.withdrawalsNeedKyc,
        adjustmentApprovalFrom: from,
      });
      showToast({ message: 'Approval setting saved', tone: 'success' });
      await onSaved();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <form className="console-row" onSubmit={save} aria-label="Approval setting">
      <TextField
        label="Second operator from"
        name="from"
        inputMode="decimal"
        defaultValue={String(settings.adjustmentApprovalFrom / 100)}
        error={error}
      />
      <Button type="submit" variant="secondary">
        Save
      </Button>
    </form>
  );
}
