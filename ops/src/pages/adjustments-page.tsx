import { formatMoney, toHundredths } from '@casino/platform';
import { Button, Card, Notice, SectionTitle, Select, showToast, Text } from '@casino/ui/core';
import { TextArea, TextField } from '@casino/ui/forms';
import { type FormEvent, type ReactNode, useState } from 'react';
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

/** What asking for an adjustment answers: the adjustment and the player's balance after it. */
type Asked = Omit<Adjustment, 'nickname' | 'requestedById'> & { balance: number };

interface ReviewSettings {
  withdrawalsNeedKyc: boolean;
  withdrawalReviewFrom: number | null;
  adjustmentApprovalFrom: number;
}

const decidedStates = [
  { value: 'applied', label: 'Applied' },
  { value: 'rejected', label: 'Rejected' },
];

const signed = (amount: number) => `${amount > 0 ? '+' : ''}${formatMoney(amount)}`;

/**
 * Manual balance adjustments for finance (ADR 0046): credit or debit a player with a reason; from
 * the amount set here a second operator must approve before anything is posted. The queue waiting
 * for approval comes first, then the recent applied or rejected ones.
 */
export function AdjustmentsPage() {
  const pending = useLoad<{ list: Adjustment[] }>('/adjustments?status=pending');
  const [decidedState, setDecidedState] = useState('applied');
  const decided = useLoad<{ list: Adjustment[] }>(`/adjustments?status=${decidedState}`);
  const settings = useLoad<ReviewSettings>('/settings/reviews');
  const [rejecting, setRejecting] = useState<Adjustment | null>(null);
  const [deciding, setDeciding] = useState<number | null>(null);
  const reloadLists = async () => {
    await Promise.all([pending.reload(), decided.reload()]);
  };
  const decide = async (row: Adjustment, verdict: 'approve' | 'reject', reason?: string) => {
    setDeciding(row.id);
    try {
      await consoleCall('POST', `/adjustments/${row.id}/${verdict}`, reason ? { reason } : {});
      showToast({
        message: `${signed(row.amount)} for ${row.nickname} ${verdict === 'approve' ? 'approved: posted' : 'rejected'}`,
        tone: 'success',
      });
    } catch (error) {
      showToast({ message: (error as Error).message, tone: 'danger' });
    } finally {
      setDeciding(null);
      await reloadLists();
    }
  };
  // The form comes first: until its settings arrive nothing shows below it, so the queue never
  // jumps down under a pointer about to press Approve.
  if (!settings.data && !settings.error) return <h1 className="console-title">Balance adjustments</h1>;
  return (
    <>
      <h1 className="console-title">Balance adjustments</h1>
      {settings.error ? <Notice tone="danger">{settings.error}</Notice> : null}
      {settings.data ? (
        <NewAdjustment approvalFrom={settings.data.adjustmentApprovalFrom} onDone={reloadLists} />
      ) : null}
      {settings.data ? <ApprovalThreshold settings={settings.data} onSaved={settings.reload} /> : null}
      <SectionTitle as="h2">Waiting for a second operator</SectionTitle>
      {pending.error ? <Notice tone="danger">{pending.error}</Notice> : null}
      {pending.data && pending.data.list.length === 0 ? (
        <Text tone="muted">Nothing waits for approval.</Text>
      ) : null}
      {pending.data && pending.data.list.length > 0 ? (
        <AdjustmentTable label="Waiting for a second operator" rows={pending.data.list} last="Decision">
          {(row) => (
            <Decision
              row={row}
              busy={deciding === row.id}
              onApprove={() => decide(row, 'approve')}
              onReject={() => setRejecting(row)}
            />
          )}
        </AdjustmentTable>
      ) : null}
      <SectionTitle as="h2">Recently decided</SectionTitle>
      <div className="console-row">
        <Select
          label="Show"
          options={decidedStates}
          value={decidedState}
          onChange={(event) => setDecidedState(event.target.value)}
        />
      </div>
      {decided.error ? <Notice tone="danger">{decided.error}</Notice> : null}
      {decided.data && decided.data.list.length === 0 ? (
        <Text tone="muted">No adjustment in this state.</Text>
      ) : null}
      {decided.data && decided.data.list.length > 0 ? (
        <AdjustmentTable
          label={decidedState === 'applied' ? 'Applied adjustments' : 'Rejected adjustments'}
          rows={decided.data.list}
          last="Decided"
        >
          {(row) => (
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
        </AdjustmentTable>
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

/** Adjustments as rows: player, amount, reason, requester; the last column is the caller's. */
function AdjustmentTable({
  label,
  rows,
  last,
  children,
}: {
  label: string;
  rows: Adjustment[];
  last: string;
  children: (row: Adjustment) => ReactNode;
}) {
  return (
    <table className="console-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Amount</th>
          <th scope="col">Reason</th>
          <th scope="col">Asked by</th>
          <th scope="col">{last}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
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
            <td>{children(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Approve and Reject for a waiting adjustment. The requester's own Approve is disabled and says
 * why, in its label, so a screen reader hears it too; they may still withdraw it by rejecting.
 */
function Decision({
  row,
  busy,
  onApprove,
  onReject,
}: {
  row: Adjustment;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const me = useSignedInOperator();
  const mine = me !== null && row.requestedById === me.id;
  return (
    <div className="console-row">
      {mine ? (
        <Button size="sm" disabled>
          Your own request: another operator approves
        </Button>
      ) : (
        <Button
          size="sm"
          loading={busy}
          aria-label={`Approve ${signed(row.amount)} for ${row.nickname}`}
          onClick={onApprove}
        >
          Approve
        </Button>
      )}
      <Button
        size="sm"
        variant="danger"
        disabled={busy}
        aria-label={`Reject ${signed(row.amount)} for ${row.nickname}…`}
        onClick={onReject}
      >
        Reject…
      </Button>
    </div>
  );
}

/**
 * The form: player, amount, credit or debit, reason. `?player=` (from a player's page) fills the
 * player. What came of the last request stays under the form: posted at once, or waiting.
 */
function NewAdjustment({ approvalFrom, onDone }: { approvalFrom: number; onDone: () => Promise<void> }) {
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<{ player?: string; amount?: string; reason?: string; form?: string }>(
    {},
  );
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Asked | null>(null);
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
    setOutcome(null);
    if (Object.keys(found).length > 0 || hundredths === null) return;
    const amount = fields.get('direction') === 'debit' ? -hundredths : hundredths;
    // One request per press: a second click while the first is on its way would ask twice.
    setSending(true);
    try {
      setOutcome(
        await consoleCall<Asked>('POST', `/players/${playerId}/adjustments`, {
          amount,
          reason: reason.trim(),
        }),
      );
      form.reset();
      setReason('');
      await onDone();
    } catch (error) {
      setErrors({ form: (error as Error).message });
    } finally {
      setSending(false);
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
            label="Credit or debit"
            name="direction"
            options={[
              { value: 'credit', label: 'Credit (add to the balance)' },
              { value: 'debit', label: 'Debit (take from the balance)' },
            ]}
          />
          <TextField
            label="Amount"
            name="amount"
            inputMode="decimal"
            hint="In pesos, like 250 or 12.50"
            error={errors.amount}
          />
        </div>
        <TextArea
          label="Reason (kept with the adjustment)"
          value={reason}
          maxLength={500}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {errors.form ? <Notice tone="danger">{errors.form}</Notice> : null}
        {outcome ? <AskedOutcome asked={outcome} /> : null}
        <div>
          <Button type="submit" loading={sending}>
            Ask for the adjustment
          </Button>
        </div>
      </form>
    </Card>
  );
}

function AskedOutcome({ asked }: { asked: Asked }) {
  const what = `${signed(asked.amount)} for player ${asked.playerId}`;
  return asked.status === 'applied' ? (
    <Notice tone="success" title="Applied at once">
      {what} is posted; the balance is now {formatMoney(asked.balance)}.
    </Notice>
  ) : (
    <Notice title="Waiting for approval">
      {what} waits until another operator approves it; nothing is posted yet.
    </Notice>
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
