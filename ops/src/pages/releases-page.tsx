import { Badge, Button, Notice, showToast, Text } from '@casino/ui/core';
import { Form, TextField } from '@casino/ui/forms';
import { Dialog, Modal } from '@casino/ui/overlays';
import { type FormEvent, useState } from 'react';
import { consoleCall } from '../console-api';
import { useLoad } from '../use-load';

interface RemoteEntry {
  version: string;
  canary?: { version: string; percent: number };
  history: { version: string; action?: string; at?: string }[];
}

interface ReleaseStatus {
  host?: { version: string };
  remotes: Record<string, RemoteEntry>;
}

interface Asked {
  remote: string;
  action: 'rollback' | 'promote' | 'abort' | 'prune' | 'canary';
  /** What the confirmation says will change. */
  change: string;
  body?: { version: string; percent: number };
}

/** A canary's share of devices as typed: a whole percent from 1 to 99 (100 is a promotion), or null. */
export function canaryPercentOf(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '');
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const percent = Number(trimmed);
  return percent >= 1 && percent <= 99 ? percent : null;
}

/** Versions of the remote a canary may run: those in its history other than the active one, newest first. */
function canaryCandidates(entry: RemoteEntry): string[] {
  const versions = new Set(
    entry.history.map((line) => line.version).filter((version) => version !== entry.version),
  );
  return [...versions].sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
}

/** The newest version older than the active one in the remote's history: where a rollback goes. */
function previousVersion(entry: RemoteEntry): string | undefined {
  const newer = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true }) > 0;
  return entry.history
    .map((line) => line.version)
    .filter((version) => newer(entry.version, version))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    .at(-1);
}

/**
 * Releases for the release role: each remote's active version, canary and recent history, with the
 * rollback, canary (start, promote, abort) and prune buttons; each asks first, naming what
 * changes. A canary starts from a version already published; publishing is the squads' release tool.
 */
export function ReleasesPage() {
  const status = useLoad<ReleaseStatus>('/releases');
  const [asked, setAsked] = useState<Asked | null>(null);
  const [canaryOf, setCanaryOf] = useState<{ remote: string; entry: RemoteEntry } | null>(null);
  const act = async ({ remote, action, change, body }: Asked) => {
    setAsked(null);
    try {
      await consoleCall('POST', `/releases/${remote}/${action}`, body ?? {});
      showToast({ message: `${change}: done`, tone: 'success' });
      await status.reload();
    } catch (error) {
      showToast({ message: (error as Error).message, tone: 'danger' });
    }
  };
  const remotes = Object.entries(status.data?.remotes ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <>
      <h1 className="console-title">Releases</h1>
      {status.data?.host ? <Text tone="muted">Host {status.data.host.version}</Text> : null}
      {status.error ? <Notice tone="danger">{status.error}</Notice> : null}
      {remotes.length > 0 ? (
        <table className="console-table" aria-label="Remotes">
          <thead>
            <tr>
              <th scope="col">Remote</th>
              <th scope="col">Active</th>
              <th scope="col">Canary</th>
              <th scope="col">Recent history</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {remotes.map(([remote, entry]) => {
              const previous = previousVersion(entry);
              return (
                <tr key={remote}>
                  <th scope="row">{remote}</th>
                  <td className="console-code">{entry.version}</td>
                  <td>
                    {entry.canary ? (
                      <Badge tone="primary">
                        {entry.canary.version} to {entry.canary.percent}%
                      </Badge>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="console-code">
                    {entry.history
                      .slice(-3)
                      .map((line) => `${line.version}${line.action ? ` (${line.action})` : ''}`)
                      .join(', ')}
                  </td>
                  <td>
                    <div className="console-row">
                      {previous ? (
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={`Roll back ${remote}`}
                          onClick={() =>
                            setAsked({
                              remote,
                              action: 'rollback',
                              change: `Roll back ${remote} from ${entry.version} to ${previous}`,
                            })
                          }
                        >
                          Roll back
                        </Button>
                      ) : null}
                      {entry.canary ? (
                        <>
                          <Button
                            size="sm"
                            aria-label={`Promote the ${remote} canary`}
                            onClick={() =>
                              setAsked({
                                remote,
                                action: 'promote',
                                change: `Promote ${remote} ${entry.canary?.version} to every player`,
                              })
                            }
                          >
                            Promote
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`Abort the ${remote} canary`}
                            onClick={() =>
                              setAsked({
                                remote,
                                action: 'abort',
                                change: `Abort the ${remote} canary: everyone back on ${entry.version}`,
                              })
                            }
                          >
                            Abort
                          </Button>
                        </>
                      ) : (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Start a ${remote} canary`}
                          onClick={() => setCanaryOf({ remote, entry })}
                        >
                          Start canary
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Prune ${remote}`}
                        onClick={() =>
                          setAsked({
                            remote,
                            action: 'prune',
                            change: `Prune ${remote}: keep the active version, any canary and the three latest earlier ones`,
                          })
                        }
                      >
                        Prune
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {canaryOf ? (
        <CanaryForm
          remote={canaryOf.remote}
          entry={canaryOf.entry}
          onCancel={() => setCanaryOf(null)}
          onChosen={(version, percent) => {
            setCanaryOf(null);
            setAsked({
              remote: canaryOf.remote,
              action: 'canary',
              change: `Start a canary of ${canaryOf.remote} ${version} for ${percent}% of devices`,
              body: { version, percent },
            });
          }}
        />
      ) : null}
      <Dialog
        open={asked !== null}
        title={asked ? `${asked.change}?` : ''}
        message="New page loads get the change at once; pages already open keep their version until they reload."
        confirmLabel="Yes, do it"
        confirmVariant="danger"
        onConfirm={() => asked && act(asked)}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}

/** Which published version a canary runs and for how many devices; the confirmation comes next. */
function CanaryForm({
  remote,
  entry,
  onCancel,
  onChosen,
}: {
  remote: string;
  entry: RemoteEntry;
  onCancel: () => void;
  onChosen: (version: string, percent: number) => void;
}) {
  const [errors, setErrors] = useState<{ version?: string; percent?: string }>({});
  const candidates = canaryCandidates(entry);
  const formId = `canary-${remote}`;
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const version = String(fields.get('version')).trim();
    const percent = canaryPercentOf(String(fields.get('percent')));
    const found = {
      version: /^\d+\.\d+\.\d+\S*$/.test(version) ? undefined : 'Enter a published version, e.g. 1.4.2',
      percent: percent === null ? 'Enter a whole percent from 1 to 99' : undefined,
    };
    setErrors(found);
    if (!found.version && percent !== null) onChosen(version, percent);
  };
  return (
    <Modal
      open
      title={`Start a canary of ${remote}`}
      onClose={onCancel}
      footer={
        <Button type="submit" form={formId}>
          Continue
        </Button>
      }
    >
      <Text tone="muted">
        Active: {entry.version}. The canary runs a version already published to the store.
      </Text>
      <Form id={formId} onSubmit={choose} aria-label={`Canary of ${remote}`}>
        <TextField
          label="Version"
          name="version"
          list={`${formId}-versions`}
          defaultValue={candidates[0] ?? ''}
          autoComplete="off"
          hint={candidates.length > 0 ? `Earlier versions: ${candidates.join(', ')}` : undefined}
          error={errors.version ?? null}
        />
        <datalist id={`${formId}-versions`}>
          {candidates.map((version) => (
            <option key={version} value={version} />
          ))}
        </datalist>
        <TextField
          label="Share of devices (%)"
          name="percent"
          inputMode="numeric"
          defaultValue="10"
          error={errors.percent ?? null}
        />
      </Form>
    </Modal>
  );
}
