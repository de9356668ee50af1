import { formatMoney } from '@casino/platform';
import { Badge, Button, Card, Notice, SectionTitle, Select, Text } from '@casino/ui/core';
import { TextField } from '@casino/ui/forms';
import { type FormEvent, useState } from 'react';
import { Link, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { Fact, when } from '../facts';
import { useLoad } from '../use-load';

interface DepositRow {
  id: number;
  orderNo: string;
  playerId: number;
  nickname: string;
  amount: number;
  channelId: number;
  provider: string;
  status: 'pending' | 'paid' | 'cancelled';
  createdAt: string;
  paidAt: string | null;
}

interface DepositDetail {
  order: DepositRow & { expectedBonus: number; bonusAmount: number | null; providerReference: string | null };
  callbacks: CallbackRow[];
}

interface CallbackRow {
  id: number;
  provider: string;
  source: 'callback' | 'status-query';
  reference: string | null;
  signatureValid: boolean;
  outcome: 'credited' | 'cancelled' | 'settled' | 'rejected' | 'duplicate' | 'refused';
  reason: string | null;
  payload: unknown;
  summary: Record<string, unknown>;
  bodySha256: string;
  bodyBytes: number;
  clientAddress: string | null;
  receivedAt: string;
}

const states = [
  { value: '', label: 'Every state' },
  { value: 'pending', label: 'Pending: not paid yet' },
  { value: 'paid', label: 'Paid' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** Deposit orders for finance: the list, each order with its provider callbacks at /deposits/:id. */
export function DepositsPage() {
  return (
    <Routes>
      <Route index element={<DepositList />} />
      <Route path=":id" element={<DepositPage />} />
    </Routes>
  );
}

/** The filters live in the address, so coming back from an order shows the same list. */
function DepositList() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const player = params.get('player') ?? '';
  const [playerError, setPlayerError] = useState<string | null>(null);
  const query = new URLSearchParams({
    ...(status ? { status } : {}),
    ...(player ? { playerId: player } : {}),
  });
  const rows = useLoad<{ list: DepositRow[] }>(`/deposits?${query}`);
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const playerId = String(form.get('player')).trim();
    if (playerId !== '' && !/^[1-9]\d{0,15}$/.test(playerId)) {
      setPlayerError('A player id is a whole number, like 1042.');
      return;
    }
    setPlayerError(null);
    const state = String(form.get('status'));
    setParams({ ...(state ? { status: state } : {}), ...(playerId ? { player: playerId } : {}) });
  };
  const list = rows.data?.list ?? [];
  return (
    <>
      <h1 className="console-title">Deposits</h1>
      <form className="console-row" aria-label="Filter deposits" onSubmit={filter}>
        <Select label="State" name="status" options={states} defaultValue={status} />
        <TextField
          label="Player id"
          name="player"
          inputMode="numeric"
          defaultValue={player}
          autoComplete="off"
          error={playerError}
        />
        <Button type="submit">Show</Button>
      </form>
      {rows.error ? <Notice tone="danger">{rows.error}</Notice> : null}
      {rows.data && list.length === 0 ? <Text tone="muted">No deposit order matches.</Text> : null}
      {list.length > 0 ? (
        <div className="console-scroll">
          <table className="console-table" aria-label="Deposit orders, newest first">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Player</th>
                <th scope="col">Amount</th>
                <th scope="col">Channel</th>
                <th scope="col">State</th>
                <th scope="col">Opened</th>
                <th scope="col">Paid</th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={row.id}>
                  <td className="console-code console-nowrap">
                    <Link className="console-link" to={`/deposits/${row.id}`}>
                      {row.orderNo}
                    </Link>
                  </td>
                  <td>
                    {row.nickname} ({row.playerId})
                  </td>
                  <td className="console-nowrap">{formatMoney(row.amount)}</td>
                  <td>
                    {row.channelId} · {row.provider}
                  </td>
                  <td>{row.status}</td>
                  <td className="console-nowrap">{when(row.createdAt)}</td>
                  <td className="console-nowrap">{when(row.paidAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <StrayCallbacks />
    </>
  );
}

function DepositPage() {
  const { id = '' } = useParams();
  const page = useLoad<DepositDetail>(`/deposits/${encodeURIComponent(id)}`);
  const back = (
    <Link className="console-link" to="/deposits">
      ← Deposits
    </Link>
  );
  if (page.error) {
    return (
      <>
        {back}
        <Notice tone="danger">{page.error}</Notice>
      </>
    );
  }
  if (!page.data) return null;
  const { order, callbacks } = page.data;
  return (
    <>
      {back}
      <h1 className="console-title">
        Deposit <span className="console-code">{order.orderNo}</span>
      </h1>
      <Card aria-label="Order">
        <dl className="console-facts">
          <Fact term="Player">
            <Link className="console-link" to={`/players/${order.playerId}`}>
              {order.nickname} ({order.playerId})
            </Link>
          </Fact>
          <Fact term="Amount">{formatMoney(order.amount)}</Fact>
          <Fact term="State">{order.status}</Fact>
          <Fact term="Channel">
            {order.channelId} · {order.provider}
          </Fact>
          <Fact term="Provider's reference">{order.providerReference ?? '—'}</Fact>
          <Fact term="Bonus">
            {order.bonusAmount === null
              ? `${formatMoney(order.expectedBonus)} expected`
              : formatMoney(order.bonusAmount)}
          </Fact>
          <Fact term="Opened">{when(order.createdAt)}</Fact>
          <Fact term="Paid">{when(order.paidAt)}</Fact>
        </dl>
      </Card>
      <SectionTitle as="h2">Provider callbacks ({callbacks.length})</SectionTitle>
      {callbacks.length === 0 ? (
        <Text tone="muted">No callback has named this order yet.</Text>
      ) : (
        callbacks.map((callback) => <CallbackCard key={callback.id} callback={callback} />)
      )}
    </>
  );
}

const outcomeTones = {
  credited: 'success',
  cancelled: 'neutral',
  settled: 'success',
  rejected: 'neutral',
  duplicate: 'neutral',
  refused: 'danger',
} as const;

function CallbackCard({ callback }: { callback: CallbackRow }) {
  const titleId = `callback-${callback.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <div className="console-row console-spread">
        <SectionTitle as="h3" id={titleId}>
          {callback.source === 'callback' ? 'Callback' : 'Status query answer'} · {when(callback.receivedAt)}
        </SectionTitle>
        <Badge tone={outcomeTones[callback.outcome]}>{callback.outcome}</Badge>
      </div>
      <dl className="console-facts">
        <Fact term="Signature valid">{callback.signatureValid ? 'Yes' : 'No'}</Fact>
        <Fact term="What the API did">{callback.reason ?? callback.outcome}</Fact>
        <Fact term="From">{callback.clientAddress ?? '—'}</Fact>
        <Fact term="Body">
          {callback.bodyBytes} bytes, SHA-256 <span className="console-code">{callback.bodySha256}</span>
        </Fact>
      </dl>
      {callback.payload === null ? (
        <Text size="sm" tone="muted">
          {callback.signatureValid
            ? 'Recorded before bodies were kept whole; what it claimed:'
            : 'A body whose signature fails is never kept whole; what it claimed:'}
        </Text>
      ) : null}
      <pre className="console-payload">{JSON.stringify(callback.payload ?? callback.summary, null, 2)}</pre>
    </Card>
  );
}

/** Callbacks whose number matches no deposit order or withdrawal: forgeries, or a provider's mistake. */
function StrayCallbacks() {
  const [shown, setShown] = useState(false);
  return (
    <Card aria-labelledby="stray-callbacks-title">
      <div className="console-row console-spread">
        <SectionTitle as="h2" id="stray-callbacks-title">
          Callbacks matching no order
        </SectionTitle>
        <Button variant="secondary" size="sm" aria-expanded={shown} onClick={() => setShown(!shown)}>
          {shown ? 'Hide' : 'Show'}
        </Button>
      </div>
      {shown ? <StrayCallbackList /> : null}
    </Card>
  );
}

function StrayCallbackList() {
  const rows = useLoad<{ list: CallbackRow[] }>('/payment-callbacks?unmatched=true');
  if (rows.error) return <Notice tone="danger">{rows.error}</Notice>;
  if (!rows.data) return null;
  if (rows.data.list.length === 0) return <Text tone="muted">None: every callback named a known order.</Text>;
  return rows.data.list.map((callback) => (
    <details key={callback.id}>
      <summary>
        <span className="console-code">{callback.reference ?? '(no number)'}</span> ·{' '}
        {when(callback.receivedAt)} · signature {callback.signatureValid ? 'valid' : 'invalid'} ·{' '}
        {callback.reason ?? callback.outcome}
      </summary>
      <pre className="console-payload">{JSON.stringify(callback.payload ?? callback.summary, null, 2)}</pre>
    </details>
  ));
}
