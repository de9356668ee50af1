import { Badge, Button, Notice, showToast, Text } from '@casino/ui/core';
import { Dialog } from '@casino/ui/overlays';
import { useState } from 'react';
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
  action: 'rollback' | 'promote' | 'abort' | 'prune';
  /** What the confirmation says will change. */
  change: string;
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
 * rollback, canary and prune buttons; each asks first, naming what changes. Publishing is the
 * squads' release tool.
 */
export function ReleasesPage() {
  const status = useLoad<ReleaseStatus>('/releases');
  const [asked, setAsked] = useState<Asked | null>(null);
  const act = async ({ remote, action, change }: Asked) => {
    setAsked(null);
    try {
      await consoleCall('POST', `/releases/${remote}/${action}`, {});
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
                      ) : null}
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
