import { useTranslation } from '@casino/platform';
import { useStore } from 'zustand';
import { registryStore } from '../../federation/registry';
import { runningRemoteVersions } from '../../federation/remote-loader';
import './app-versions.css';

const shellVersion = process.env.APP_VERSION ?? '';

/**
 * "App versions" (About page): the shell's version and, per section, the version running on this
 * page, or the one this device gets on its next visit (the canary's when it is inside one).
 * Support reads it off a player's screen when a release goes wrong.
 */
export function AppVersions() {
  const { t } = useTranslation();
  const registry = useStore(registryStore);
  const running = useStore(runningRemoteVersions);
  const remotes = registry.status === 'ready' ? Object.entries(registry.remotes) : [];
  return (
    <section className="ui-card ui-prose" aria-labelledby="app-versions-title">
      <h2 id="app-versions-title" className="ui-section-title">
        {t('appVersions.title')}
      </h2>
      <dl className="app-versions">
        <dt>{t('appVersions.shell')}</dt>
        <dd>{shellVersion}</dd>
        {remotes.map(([name, entry]) => {
          const runningVersion = running[name];
          const label = runningVersion
            ? t('appVersions.running', { version: runningVersion })
            : entry.canary?.version === entry.version
              ? t('appVersions.canary', { version: entry.version })
              : entry.version;
          return [
            <dt key={`${name}-name`}>{t(`remote.names.${name}`, { defaultValue: name })}</dt>,
            <dd
              key={`${name}-version`}
              data-remote={name}
              data-remote-version={runningVersion ?? entry.version}
            >
              {label}
            </dd>,
          ];
        })}
      </dl>
    </section>
  );
}
