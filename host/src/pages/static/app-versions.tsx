import { useTranslation } from '@casino/platform';
import { Card, SectionTitle } from '@casino/ui/core';
import { useStore } from 'zustand';
import { registryStore } from '../../federation/registry';
import { runningRemoteVersions } from '../../federation/remote-loader';
import styles from './app-versions.module.css';

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
    <Card prose aria-labelledby="app-versions-title">
      <SectionTitle id="app-versions-title">{t('appVersions.title')}</SectionTitle>
      <dl className={styles.versions}>
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
    </Card>
  );
}
