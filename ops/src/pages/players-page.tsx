import { formatMoney } from '@casino/platform';
import { Badge, Button, Card, Notice, SectionTitle, showToast, Text } from '@casino/ui/core';
import { TextArea, TextField } from '@casino/ui/forms';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { consoleCall } from '../console-api';
import { Fact, when } from '../facts';
import { ReasonDialog } from '../reason-dialog';
import { useSignedInOperator } from '../signed-in';
import { useLoad } from '../use-load';

interface PlayerRow {
  id: number;
  account: string | null;
  nickname: string;
  mobile: string | null;
  vip: number;
  registeredAt: string;
  lastLoginAt: string | null;
  frozen: boolean;
}

interface PlayerPageData {
  profile: {
    id: number;
    account: string | null;
    nickname: string;
    mobile: string | null;
    vip: number;
    vipExperience: number;
    registeredAt: string;
    registrationAddress: string | null;
    lastLoginAt: string | null;
    lastSeenAt: string | null;
    kycVerifiedAt: string | null;
    totalDeposited: number;
    totalStaked: number;
    frozenAt: string | null;
    frozenReason: string | null;
    frozenBy: string | null;
  };
  balances: { kind: string; balance: number }[];
  postings: {
    id: number;
    kind: string;
    account: string;
    amount: number;
    balanceAfter: number;
    reference: Record<string, unknown> | null;
    createdAt: string;
  }[];
  deposits: {
    orderNo: string;
    amount: number;
    bonus: number;
    status: string;
    provider: string;
    createdAt: string;
    paidAt: string | null;
  }[];
  withdrawals: {
    withdrawalNo: string;
    amount: number;
    status: string;
    reviewStatus: string | null;
    reviewReason: string | null;
    createdAt: string;
  }[];
  rounds: {
    id: number;
    game: string;
    provider: string;
    stake: number;
    win: number;
    status: string;
    openedAt: string;
  }[];
  rewards: { id: number; module: string; event: string; coin: number; createdAt: string }[];
  limits: {
    kind: string;
    period: string;
    amount: number | null;
    pendingAmount: number | null;
    pendingRemoval: boolean;
  }[];
  exclusion: { kind: string; until: string | null } | null;
  kyc: {
    id: number;
    idType: string;
    idNumber: string;
    status: string;
    reason: string | null;
    createdAt: string;
  }[];
  notes: { id: number; author: string; text: string; createdAt: string }[];
}

/** A posting's reference (order, round, reason...) as `key value` pairs. */
const aboutText = (reference: Record<string, unknown> | null) =>
  Object.entries(reference ?? {})
    .map(([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');

/** The player's ledger accounts (api/src/modules/wallet/ledger.ts), as operators call them. */
const accountNames: Record<string, string> = {
  player: 'Main wallet',
  held: 'Withdrawals in flight',
  safebox: 'Safebox',
};

/** Players (issue 14): a search, and each player's page at /players/:playerId. */
export function PlayersPage() {
  return (
    <Routes>
      <Route index element={<PlayerSearch />} />
      <Route path=":playerId" element={<PlayerPage />} />
    </Routes>
  );
}

/** The search keeps its words in the address, so going back to it shows the same results. */
function PlayerSearch() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('q')).trim();
    setParams(words ? { q: words } : {});
  };
  return (
    <>
      <h1 className="console-title">Players</h1>
      <form className="console-row" aria-label="Find a player" onSubmit={search}>
        <TextField
          label="Id, mobile, account or nickname"
          name="q"
          defaultValue={query}
          maxLength={64}
          autoComplete="off"
        />
        <Button type="submit">Search</Button>
      </form>
      {query ? <SearchResults query={query} /> : null}
    </>
  );
}

function SearchResults({ query }: { query: string }) {
  const results = useLoad<{ list: PlayerRow[] }>(`/players?q=${encodeURIComponent(query)}`);
  if (results.error) return <Notice tone="danger">{results.error}</Notice>;
  const list = results.data?.list;
  if (!list) return null;
  if (list.length === 0) return <Text tone="muted">No player matches “{query}”.</Text>;
  return (
    <table className="console-table" aria-label="Players found">
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Account</th>
          <th scope="col">Mobile</th>
          <th scope="col">VIP</th>
          <th scope="col">Registered</th>
          <th scope="col">Last sign-in</th>
        </tr>
      </thead>
      <tbody>
        {list.map((row) => (
          <tr key={row.id}>
            <td>
              <Link className="console-link" to={`/players/${row.id}`}>
                {row.nickname} ({row.id})
              </Link>{' '}
              {row.frozen ? <Badge tone="danger">Frozen</Badge> : null}
            </td>
            <td>{row.account ?? '—'}</td>
            <td className="console-nowrap">{row.mobile ?? '—'}</td>
            <td>{row.vip}</td>
            <td className="console-nowrap">{when(row.registeredAt)}</td>
            <td className="console-nowrap">{when(row.lastLoginAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PlayerPage() {
  const { playerId = '' } = useParams();
  const page = useLoad<PlayerPageData>(`/players/${encodeURIComponent(playerId)}`);
  const [freezing, setFreezing] = useState<PlayerPageData['profile'] | null>(null);
  const operator = useSignedInOperator();
  if (page.error) {
    return (
      <>
        <Link className="console-link" to="/players">
          ← Players
        </Link>
        <Notice tone="danger">{page.error}</Notice>
      </>
    );
  }
  const data = page.data;
  if (!data) return null;
  const { profile } = data;
  const frozen = profile.frozenAt !== null;
  const changeFreeze = async (reason: string) => {
    setFreezing(null);
    try {
      await consoleCall('POST', `/players/${profile.id}/${frozen ? 'unfreeze' : 'freeze'}`, { reason });
      showToast({
        message: `${profile.nickname} ${frozen ? 'unfrozen: they may sign in again' : 'frozen: signed out everywhere'}`,
        tone: 'success',
      });
      await page.reload();
    } catch (error) {
      showToast({ message: (error as Error).message, tone: 'danger' });
    }
  };
  return (
    <>
      <Link className="console-link" to="/players">
        ← Players
      </Link>
      <div className="console-row console-spread">
        <h1 className="console-title">
          {profile.nickname} <span className="console-muted">({profile.id})</span>{' '}
          {frozen ? <Badge tone="danger">Frozen</Badge> : null}
        </h1>
        <div className="console-row">
          {operator && (operator.role === 'owner' || operator.role === 'finance') ? (
            <Link className="console-link" to={`/adjustments?player=${profile.id}`}>
              Adjust balance
            </Link>
          ) : null}
          <Button variant={frozen ? 'secondary' : 'danger'} onClick={() => setFreezing(profile)}>
            {frozen ? 'Unfreeze account…' : 'Freeze account…'}
          </Button>
        </div>
      </div>
      {frozen ? (
        <Notice tone="danger">
          Frozen {when(profile.frozenAt)}
          {profile.frozenBy ? ` by ${profile.frozenBy}` : ''}: {profile.frozenReason}
        </Notice>
      ) : null}
      <Card aria-label="Profile">
        <dl className="console-facts">
          <Fact term="Account">{profile.account ?? '—'}</Fact>
          <Fact term="Mobile">{profile.mobile ?? '—'}</Fact>
          <Fact term="VIP">
            {profile.vip} ({profile.vipExperience.toLocaleString()} XP)
          </Fact>
          <Fact term="Identity">
            {profile.kycVerifiedAt ? `verified ${when(profile.kycVerifiedAt)}` : 'not verified'}
          </Fact>
          <Fact term="Registered">
            {when(profile.registeredAt)}
            {profile.registrationAddress ? ` from ${profile.registrationAddress}` : ''}
          </Fact>
          <Fact term="Last sign-in">{when(profile.lastLoginAt)}</Fact>
          <Fact term="Deposited in all">{formatMoney(profile.totalDeposited)}</Fact>
          <Fact term="Staked in all">{formatMoney(profile.totalStaked)}</Fact>
          {data.balances.map((balance) => (
            <Fact key={balance.kind} term={accountNames[balance.kind] ?? balance.kind}>
              {formatMoney(balance.balance)}
            </Fact>
          ))}
        </dl>
      </Card>
      <Notes playerId={profile.id} notes={data.notes} onAdded={page.reload} />
      <Section title="Ledger postings" empty="No postings yet." rows={data.postings}>
        {(rows) => (
          <Table
            label="Ledger postings"
            head={['When', 'Kind', 'Account', 'Amount', 'Balance after', 'About']}
            rows={rows.map((row) => [
              when(row.createdAt),
              row.kind,
              row.account,
              formatMoney(row.amount),
              formatMoney(row.balanceAfter),
              <span key="about" className="console-code">
                {aboutText(row.reference)}
              </span>,
            ])}
          />
        )}
      </Section>
      <Section title="Deposits" empty="No deposits." rows={data.deposits}>
        {(rows) => (
          <Table
            label="Deposits"
            head={['Order', 'Amount', 'Bonus', 'State', 'Provider', 'Made', 'Paid']}
            rows={rows.map((row) => [
              row.orderNo,
              formatMoney(row.amount),
              formatMoney(row.bonus),
              row.status,
              row.provider,
              when(row.createdAt),
              when(row.paidAt),
            ])}
          />
        )}
      </Section>
      <Section title="Withdrawals" empty="No withdrawals." rows={data.withdrawals}>
        {(rows) => (
          <Table
            label="Withdrawals"
            head={['Number', 'Amount', 'State', 'Review', 'Asked']}
            rows={rows.map((row) => [
              row.withdrawalNo,
              formatMoney(row.amount),
              row.status,
              [row.reviewStatus, row.reviewReason].filter(Boolean).join(': ') || '—',
              when(row.createdAt),
            ])}
          />
        )}
      </Section>
      <Section title="Game rounds" empty="No rounds played." rows={data.rounds}>
        {(rows) => (
          <Table
            label="Game rounds"
            head={['Round', 'Game', 'Stake', 'Win', 'State', 'Played']}
            rows={rows.map((row) => [
              row.id,
              `${row.game} (${row.provider})`,
              formatMoney(row.stake),
              formatMoney(row.win),
              row.status,
              when(row.openedAt),
            ])}
          />
        )}
      </Section>
      <Section title="Rewards" empty="No rewards granted." rows={data.rewards}>
        {(rows) => (
          <Table
            label="Rewards"
            head={['When', 'From', 'Coin']}
            rows={rows.map((row) => [
              when(row.createdAt),
              `${row.module} · ${row.event}`,
              formatMoney(row.coin),
            ])}
          />
        )}
      </Section>
      <Card aria-labelledby="limits-title">
        <SectionTitle as="h2" id="limits-title">
          Limits and breaks
        </SectionTitle>
        {data.exclusion ? (
          <Notice tone="warning">
            {data.exclusion.kind === 'selfExclusion' ? 'Self-excluded' : 'Taking a break'}
            {data.exclusion.until ? ` until ${when(data.exclusion.until)}` : ' for good'}
          </Notice>
        ) : null}
        {data.limits.length === 0 ? (
          <Text tone="muted">No limits set.</Text>
        ) : (
          <Table
            label="Limits"
            head={['Limit', 'Now', 'Waiting change']}
            rows={data.limits.map((limit) => {
              const shown = (value: number | null) =>
                value === null ? 'none' : limit.kind === 'session' ? `${value} min` : formatMoney(value);
              return [
                `${limit.kind} per ${limit.period}`,
                shown(limit.amount),
                limit.pendingRemoval
                  ? 'removal'
                  : limit.pendingAmount === null
                    ? '—'
                    : shown(limit.pendingAmount),
              ];
            })}
          />
        )}
      </Card>
      <Section title="Identity submissions" empty="No identity submitted." rows={data.kyc}>
        {(rows) => (
          <Table
            label="Identity submissions"
            head={['Sent', 'Document', 'Number', 'State']}
            rows={rows.map((row) => [
              when(row.createdAt),
              row.idType,
              row.idNumber,
              row.reason ? `${row.status}: ${row.reason}` : row.status,
            ])}
          />
        )}
      </Section>
      <ReasonDialog
        subject={freezing}
        title={(player) => `${frozen ? 'Unfreeze' : 'Freeze'} ${player.nickname} (${player.id})`}
        explanation={
          frozen
            ? 'The player may sign in again. Their money was never touched.'
            : 'The player is signed out everywhere and cannot sign in or bet until unfrozen. Their money stays as it is.'
        }
        reasonLabel="Reason (kept in the audit log)"
        confirmLabel={frozen ? 'Unfreeze' : 'Freeze'}
        onCancel={() => setFreezing(null)}
        onConfirm={async (_player, reason) => changeFreeze(reason)}
      />
    </>
  );
}

function Section<Row>({
  title,
  empty,
  rows,
  children,
}: {
  title: string;
  empty: string;
  rows: Row[];
  children: (rows: Row[]) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <SectionTitle as="h2" id={titleId}>
        {title}
      </SectionTitle>
      {rows.length === 0 ? <Text tone="muted">{empty}</Text> : children(rows)}
    </Card>
  );
}

function Table({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="console-scroll">
      <table className="console-table" aria-label={label}>
        <thead>
          <tr>
            {head.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, index) => (
            // Rows are a fixed page of the newest records: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              {cells.map((cell, column) => (
                <td key={head[column]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Notes operators leave for each other; the player never sees them. */
function Notes({
  playerId,
  notes,
  onAdded,
}: {
  playerId: number;
  notes: PlayerPageData['notes'];
  onAdded: () => Promise<void>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Write the note first.');
      return;
    }
    try {
      await consoleCall('POST', `/players/${playerId}/notes`, { text: text.trim() });
      setText('');
      setError(null);
      await onAdded();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <Card aria-labelledby="notes-title">
      <SectionTitle as="h2" id="notes-title">
        Notes
      </SectionTitle>
      {notes.length === 0 ? <Text tone="muted">No notes yet.</Text> : null}
      <ul className="console-notes" aria-label="Notes">
        {notes.map((note) => (
          <li key={note.id}>
            <Text size="sm" tone="muted">
              {note.author} · {when(note.createdAt)}
            </Text>
            <Text>{note.text}</Text>
          </li>
        ))}
      </ul>
      <form className="console-cards" onSubmit={add} aria-label="Add a note">
        <TextArea
          label="New note (operators only)"
          value={text}
          maxLength={2000}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <Button type="submit" variant="secondary">
            Add note
          </Button>
        </div>
      </form>
    </Card>
  );
}
