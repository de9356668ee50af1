import { Badge, Button, Notice, Text } from '@casino/ui/core';
import { TextField } from '@casino/ui/forms';
import { type FormEvent, useState } from 'react';
import { useLoad } from '../use-load';

interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  outcome: 'done' | 'refused' | 'failed';
  status: number | null;
  clientAddress: string | null;
}

const shown = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Every operator action and refusal, newest first, searchable by who and what; never editable. */
export function AuditPage() {
  const [filters, setFilters] = useState({ actor: '', action: '' });
  const [before, setBefore] = useState<number | null>(null);
  const query = new URLSearchParams();
  if (filters.actor) query.set('actor', filters.actor);
  if (filters.action) query.set('action', filters.action);
  if (before) query.set('before', String(before));
  const rows = useLoad<{ list: AuditRow[] }>(`/audit?${query}`);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setBefore(null);
    setFilters({ actor: String(fields.get('actor')).trim(), action: String(fields.get('action')).trim() });
  };
  const list = rows.data?.list ?? [];
  return (
    <>
      <h1 className="console-title">Audit log</h1>
      <form className="console-row" onSubmit={search} aria-label="Search the audit log">
        <TextField label="Who (login)" name="actor" autoComplete="off" />
        <TextField label="Action starts with (kyc., operators.create…)" name="action" autoComplete="off" />
        <Button type="submit">Search</Button>
      </form>
      {rows.error ? <Notice tone="danger">{rows.error}</Notice> : null}
      {rows.data && list.length === 0 ? <Text tone="muted">Nothing recorded matches.</Text> : null}
      {list.length > 0 ? (
        <table className="console-table" aria-label="Audit log">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Outcome</th>
              <th scope="col">Before → after</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.id}>
                <td className="console-nowrap">{new Date(row.at).toLocaleString()}</td>
                <td>{row.actor}</td>
                <td className="console-code console-nowrap">{row.action}</td>
                <td className="console-code console-nowrap">{row.target ?? ''}</td>
                <td>
                  <Badge tone={row.outcome === 'done' ? 'success' : 'danger'}>
                    {row.outcome} {row.status ?? ''}
                  </Badge>
                </td>
                <td className="console-code">
                  {shown(row.before)}
                  {row.before !== null && row.before !== undefined ? ' → ' : ''}
                  {shown(row.after)}
                </td>
                <td>{row.clientAddress ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {list.length === 50 ? (
        <div className="console-row">
          <Button variant="secondary" onClick={() => setBefore(list[list.length - 1]?.id ?? null)}>
            Older entries
          </Button>
        </div>
      ) : null}
    </>
  );
}
