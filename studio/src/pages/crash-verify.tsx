import { type FormEvent, useState } from 'react';
import { crashPointFromHash, formatMultiplier } from '../games/crash/crash-math.js';
import { call, StudioError } from './studio-api.js';
import { t } from './texts.js';

interface PublishedHash {
  terminalHash: string;
  roundNumber: number | null;
}

async function sha256OfBytes(hex: string): Promise<string> {
  const bytes = new Uint8Array(hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The crash tab of /verify: a round's hash gives its crash point here, in the browser, and
 * sha256(hash) must be the hash the studio published for the round before it (or the chain's
 * terminal hash, for round 1).
 */
export function CrashVerify() {
  const [hash, setHash] = useState(new URLSearchParams(location.search).get('hash') ?? '');
  const [result, setResult] = useState<{ crashPoint: number; link: string; linked: boolean } | null>(null);
  const [message, setMessage] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const cleaned = hash.trim().toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(cleaned)) {
      setMessage('A round hash is 64 hex digits.');
      return;
    }
    setMessage('');
    const crashPoint = crashPointFromHash(cleaned);
    const previous = await sha256OfBytes(cleaned);
    let link = t('chainUnknown');
    let linked = false;
    try {
      const found = await call<PublishedHash>('GET', `/api/games/crash/hashes/${previous}`);
      linked = true;
      link = found.roundNumber === null ? t('chainTerminal') : t('chainLinked', { round: found.roundNumber });
    } catch (error) {
      if (!(error instanceof StudioError) || error.code !== 'UNKNOWN_HASH') throw error;
    }
    setResult({ crashPoint, link: `sha256 = ${previous}. ${link}`, linked });
  }

  return (
    <>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor="round-hash">{t('roundHash')}</label>
        <input
          id="round-hash"
          className="mono"
          autoComplete="off"
          spellCheck={false}
          value={hash}
          onChange={(event) => setHash(event.target.value)}
        />
        <button type="submit" className="spin-button">
          Recompute
        </button>
      </form>
      <output aria-live="polite">
        {message ? <p>{message}</p> : null}
        {result ? (
          <div className="result">
            <p>
              <strong>{t('crashPointIs', { value: formatMultiplier(result.crashPoint) })}</strong>
            </p>
            <p className={result.linked ? 'good mono' : 'bad mono'}>{result.link}</p>
          </div>
        ) : null}
      </output>
    </>
  );
}
