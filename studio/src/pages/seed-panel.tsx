import { useState } from 'react';
import { isValidClientSeed } from '../fair/client-seed.js';
import type { SeedState } from '../fair/seeds.js';
import { call, StudioError } from './studio-api.js';
import { t } from './texts.js';

/** The seeds: the committed hash, the client seed to change, rotation revealing the old seed. */
export function SeedPanel({ seeds, onSeeds }: { seeds: SeedState; onSeeds: (seeds: SeedState) => void }) {
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function change(path: string, body?: object) {
    setBusy(true);
    setMessage('');
    try {
      const next = await call<SeedState>('POST', path, body);
      onSeeds(next);
      setClientSeed(next.clientSeed);
    } catch (error) {
      setMessage(error instanceof StudioError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const verifyLink = seeds.previous
    ? `/verify?${new URLSearchParams({ serverSeed: seeds.previous.serverSeed, clientSeed: seeds.previous.clientSeed, nonce: '0' })}`
    : '/verify';

  return (
    <div className="seeds">
      <p>{t('seedsHelp')}</p>
      <dl>
        <dt>{t('serverSeedHash')}</dt>
        <dd className="mono">{seeds.serverSeedHash}</dd>
        <dt>{t('nonce')}</dt>
        <dd className="mono">{seeds.nonce}</dd>
      </dl>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void change('/api/fair/client-seed', { clientSeed });
        }}
      >
        <label htmlFor="client-seed">{t('clientSeed')}</label>
        <input
          id="client-seed"
          className="mono"
          value={clientSeed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setClientSeed(event.target.value)}
        />
        <div className="row">
          <button
            type="submit"
            className="secondary"
            disabled={busy || !isValidClientSeed(clientSeed) || clientSeed === seeds.clientSeed}
          >
            {t('changeClientSeed')}
          </button>
          <button
            type="button"
            className="secondary"
            disabled={busy}
            onClick={() => void change('/api/fair/rotate')}
          >
            {t('rotate')}
          </button>
        </div>
      </form>
      <output aria-live="polite">{message}</output>
      {seeds.previous ? (
        <>
          <h3>{t('previousPair')}</h3>
          <dl>
            <dt>{t('serverSeed')}</dt>
            <dd className="mono">{seeds.previous.serverSeed}</dd>
            <dt>{t('serverSeedHash')}</dt>
            <dd className="mono">{seeds.previous.serverSeedHash}</dd>
            <dt>{t('clientSeed')}</dt>
            <dd className="mono">{seeds.previous.clientSeed}</dd>
            <dt>{t('roundsPlayed')}</dt>
            <dd className="mono">{seeds.previous.roundsPlayed}</dd>
          </dl>
        </>
      ) : null}
      <a className="link" href={verifyLink} target="_blank" rel="noreferrer">
        {t('verify')}
      </a>
    </div>
  );
}
