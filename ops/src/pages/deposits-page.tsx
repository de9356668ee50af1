import { formatMoney } from '@casino/platform';
import { Badge, Card, Notice, SectionTitle, Select, Text } from '@casino/ui/core';
import { TextField } from '@casino/ui/forms';
import { useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { useLoad } from '../use-load';

interface DepositRow {
  id: number;
  orderNo: string;
  playerId: number;
  nickname: string;
  amount: number;
  bonus: number;
  provider: string;
  status: 'pending' | 'paid' | 'cancelled';
  createdAt: string;
  paidAt: string | null;
  callbacks: number;
}

interface CallbackRow {
  id: number;
  provider: string;
  source: string;
  verdict: string;
  reference: string | null;
  summary: Record<string, string | number>;
  bodySha256: string;
  bodyBytes: number;
  clientAddress: string | null;
  receivedAt: string;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
const verdictTone = (verdict: string) =>
  verdict === 'applied' ? 'success' : verdict === 'duplicate' || verdict === 'ignored' ? 'neutral' : 'danger';

/** Deposit orders and the payment provider's callbacks, for finance (issue 14). */
export function DepositsPage() {
  return (
    <Routes>
      <Route index element={<DepositList />} />
      <Route path=":id" element={<DepositDetail />} />
    </Routes>
  );
}

function DepositList() {
  const [status, setStatus] = useState('');
  const [player, setPlayer] = useState('');
  const playerId = /^\d+$/.test(player.trim()) ? player.trim() : '';
  const query = new URLSearchParams({ ...(status ? { status } : {}), ...(playerId ? { playerId } : {}) });
  const rows = useLoad<{ list: DepositRow[] }>(`/deposits?${query}`);
  const list = rows.data?.list ?? [];
  return (
    <>
      <h1 className="console-title">Deposits</h1>
      <div className="console-row">
        <Select
          label="State"
          options={[
            { value: '', label: 'Any' },
            { value: 'pending', label: 'Pending' },
            { value: 'paid', label: 'Paid' },
            { value: 'cancelled', label: 'Cancelled' },
          ]}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
        <TextField
          label="Player id"
          inputMode="numeric"
          value={player}
          onChange={(event) => setPlayer(event.target.value)}
        />
      </div>
      {rows.error ? <Notice tone="danger">{rows.error}</Notice> : null}
      {rows.data && list.length === 0 ? <Text tone="muted">No deposit order matches.</Text> : null}
      {list.length > 0 ? (
        <table className="console-table" aria-label="Deposit orders">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Player</th>
              <th scope="col">Amount</th>
              <th scope="col">Bonus</th>
              <th scope="col">State</th>
              <th scope="col">Made</th>
              <th scope="col">Callbacks</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link className="console-link console-code" to={`/deposits/${row.id}`}>
                    {row.orderNo}
                  </Link>
                </td>
                <td>
                  <Link className="console-link" to={`/players/${row.playerId}`}>
                    {row.nickname} ({row.playerId})
                  </Link>
                </td>
                <td className="console-nowrap">{formatMoney(row.amount)}</td>
                <td className="console-nowrap">{formatMoney(row.bonus)}</td>
                <td>{row.status}</td>
                <td className="console-nowrap">{when(row.createdAt)}</td>
                <td>{row.callbacks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Callbacks />
    </>
  );
}

/** Every callback by verdict: forged and unknown ones belong to no order. */
function Callbacks() {
  const [verdict, setVerdict] = useState('forged');
  const rows = useLoad<{ list: CallbackRow[] }>(`/payment-callbacks?verdict=${verdict}`);
  return (
    <Card aria-labelledby="callbacks-title">
      <SectionTitle as="h2" id="callbacks-title">
        Provider callbacks
      </SectionTitle>
      <Select
        label="Verdict"
        options={['forged', 'unknown', 'mismatch', 'ignored', 'duplicate', 'applied'].map((value) => ({
          value,
          label: value,
        }))}
        value={verdict}
        onChange={(event) => setVerdict(event.target.value)}
      />
      {rows.data && rows.data.list.length === 0 ? (
        <Text tone="muted">No callback with this verdict.</Text>
      ) : null}
      {rows.data && rows.data.list.length > 0 ? (
        <CallbackTable label="Provider callbacks" rows={rows.data.list} />
      ) : null}
    </Card>
  );
}

function CallbackTable({ label, rows }: { label: string; rows: CallbackRow[] }) {
  return (
    <div className="console-scroll">
      <table className="console-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Verdict</th>
            <th scope="col">From</th>
            <th scope="col">What it said</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="console-nowrap">{when(row.receivedAt)}</td>
              <td>
                <Badge tone={verdictTone(row.verdict)}>{row.verdict}</Badge>
              </td>
              <td>
                {row.provider} · {row.source}
                <Text size="sm" tone="muted">
                  {row.clientAddress ?? '—'} · {row.bodyBytes} bytes
                </Text>
              </td>
              <td>
                <pre className="console-pre">{JSON.stringify(row.summary, null, 2)}</pre>
                <Text size="sm" tone="muted">
                  SHA-256 <span className="console-code">{row.bodySha256}</span>
                </Text>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DepositDetail() {
  const { id = '' } = useParams();
  const detail = useLoad<{
    order: DepositRow & { providerReference: string | null };
    callbacks: CallbackRow[];
  }>(`/deposits/${encodeURIComponent(id)}`);
  return (
    <>
      <Link className="console-link" to="/deposits">
        ← Deposits
      </Link>
      {detail.error ? <Notice tone="danger">{detail.error}</Notice> : null}
      {detail.data ? (
        <>
          <h1 className="console-title">
            Deposit <span className="console-code">{detail.data.order.orderNo}</span>
          </h1>
          <Card aria-label="Order">
            <dl className="console-facts">
              {[
                ['Player', `${detail.data.order.nickname} (${detail.data.order.playerId})`],
                ['Amount', formatMoney(detail.data.order.amount)],
                ['Bonus', formatMoney(detail.data.order.bonus)],
                ['State', detail.data.order.status],
                ['Provider', `${detail.data.order.provider} ${detail.data.order.providerReference ?? ''}`],
                ['Made', when(detail.data.order.createdAt)],
                ['Paid', when(detail.data.order.paidAt)],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card aria-labelledby="order-callbacks-title">
            <SectionTitle as="h2" id="order-callbacks-title">
              Callbacks for this order
            </SectionTitle>
            {detail.data.callbacks.length === 0 ? (
              <Text tone="muted">The provider has not called back about this order.</Text>
            ) : (
              <CallbackTable label="Callbacks for this order" rows={detail.data.callbacks} />
            )}
          </Card>
        </>
      ) : null}
    </>
  );
}
