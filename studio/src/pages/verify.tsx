import { type FormEvent, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FloatsExhausted, floatsFrom, floatsPerBlock } from '../fair/floats.js';
import { minePositions, tileCount } from '../games/mines/mines-math.js';
import { lineCount, playSlotRound, rowCount, type SlotOutcome } from '../games/slot/slot-math.js';
import { CrashVerify } from './crash-verify.js';
import { SymbolArt } from './slot-symbols.js';
import { call, formatMoney } from './studio-api.js';
import { sha256Hex, webFloats } from './web-floats.js';
import './styles.css';

/**
 * Recomputes a round in the browser from its seeds with Web Crypto, by the same mapping the studio
 * plays with (studio/README.md, "Provably fair"). `?round=<id>` fills the form from the round's proof.
 */

interface Proof {
  game: string;
  params: Record<string, unknown>;
  stake: number;
  win: number | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  serverSeed: string | null;
}

type Result =
  | { game: 'slot'; hash: string; outcome: SlotOutcome; betPerLine: number }
  | { game: 'mines'; hash: string; mines: number[] };

/** Runs a game on more and more blocks of floats until it has all it asks for. */
async function recompute<T>(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  run: (next: () => number) => T,
) {
  for (let blocks = 4; ; blocks *= 2) {
    const floats = await webFloats(seeds, blocks);
    try {
      return run(floatsFrom(floats));
    } catch (error) {
      if (!(error instanceof FloatsExhausted) || blocks * floatsPerBlock > 100_000) throw error;
    }
  }
}

const query = new URLSearchParams(location.search);

function Verify() {
  const [form, setForm] = useState({
    game: query.get('game') ?? 'slot',
    serverSeed: query.get('serverSeed') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: query.get('nonce') ?? '0',
    betPerLine: query.get('betPerLine') ?? '10',
    mines: query.get('mines') ?? '3',
  });
  const [proof, setProof] = useState<Proof | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const roundId = query.get('round');
    if (!roundId) return;
    call<Proof>('GET', `/api/fair/rounds/${encodeURIComponent(roundId)}`)
      .then((loaded) => {
        setProof(loaded);
        setForm((now) => ({
          ...now,
          game: loaded.game,
          serverSeed: loaded.serverSeed ?? '',
          clientSeed: loaded.clientSeed,
          nonce: String(loaded.nonce),
          betPerLine: String(loaded.params.betPerLine ?? now.betPerLine),
          mines: String(loaded.params.mines ?? now.mines),
        }));
        if (!loaded.serverSeed)
          setMessage("This round's server seed is not revealed yet: rotate your seeds in the game first.");
      })
      .catch((error: unknown) => setMessage(error instanceof Error ? error.message : String(error)));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    setMessage('');
    const seeds = {
      serverSeed: form.serverSeed.trim(),
      clientSeed: form.clientSeed,
      nonce: Number(form.nonce),
    };
    if (!seeds.serverSeed || !Number.isInteger(seeds.nonce) || seeds.nonce < 0) {
      setMessage('Give the server seed, the client seed and a nonce of 0 or more.');
      return;
    }
    const hash = await sha256Hex(seeds.serverSeed);
    if (form.game === 'mines') {
      const mines = Number(form.mines);
      setResult({ game: 'mines', hash, mines: await recompute(seeds, (next) => minePositions(mines, next)) });
    } else {
      setResult({
        game: 'slot',
        hash,
        outcome: await recompute(seeds, playSlotRound),
        betPerLine: Number(form.betPerLine),
      });
    }
  }

  const field = (name: keyof typeof form, label: string, extra: object = {}) => (
    <>
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        className="mono"
        value={form[name]}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        {...extra}
      />
    </>
  );

  return (
    <main className="verify">
      <h1>Verify a round</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="game">Game</label>
        <select
          id="game"
          value={form.game}
          onChange={(event) => setForm({ ...form, game: event.target.value })}
        >
          <option value="slot">Sampaguita Fortune (slot)</option>
          <option value="mines">Mines of Luzon (mines)</option>
          <option value="crash">Jeepney Rocket (crash)</option>
        </select>
      </form>
      {form.game === 'crash' ? <CrashVerify /> : null}
      <form hidden={form.game === 'crash'} onSubmit={(event) => void submit(event)}>
        {field('serverSeed', 'Server seed (revealed)')}
        {field('clientSeed', 'Client seed')}
        {field('nonce', 'Nonce', { inputMode: 'numeric' })}
        {form.game === 'mines'
          ? field('mines', 'Mines', { inputMode: 'numeric' })
          : field('betPerLine', 'Line bet (hundredths)', { inputMode: 'numeric' })}
        <button type="submit" className="spin-button">
          Recompute
        </button>
      </form>
      <output aria-live="polite">
        {message ? <p>{message}</p> : null}
        {result ? (
          <div className="result">
            <p>
              sha256(server seed) = <span className="mono">{result.hash}</span>
            </p>
            {proof ? (
              proof.serverSeedHash === result.hash ? (
                <p className="good">Matches the hash the studio committed before the round.</p>
              ) : (
                <p className="bad">Does not match the committed hash {proof.serverSeedHash}.</p>
              )
            ) : null}
            {result.game === 'slot' ? (
              <SlotResult result={result} proof={proof} />
            ) : (
              <MinesResult mines={result.mines} />
            )}
          </div>
        ) : null}
      </output>
    </main>
  );
}

function SlotResult({ result, proof }: { result: Extract<Result, { game: 'slot' }>; proof: Proof | null }) {
  const { outcome, betPerLine } = result;
  const win = outcome.pays * betPerLine;
  return (
    <>
      <p>Reel stops {outcome.base.stops.join(', ')}:</p>
      <div
        className="mini-grid"
        role="img"
        aria-label={`Reels: ${outcome.base.reels.map((reel) => reel.join(' ')).join(', ')}`}
      >
        {Array.from({ length: rowCount }, (_, row) =>
          outcome.base.reels.map((reel, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: grid positions
            <span key={`${row}-${index}`}>
              <SymbolArt symbol={reel[row] ?? 'J'} />
            </span>
          )),
        )}
      </div>
      <p>
        Free spins played: {outcome.freeSpins.length}. Win: {formatMoney(win)} on a bet of{' '}
        {formatMoney(betPerLine * lineCount)}
        {outcome.capped ? ' (capped at the maximum win)' : ''}.
      </p>
      {proof?.win != null ? (
        <p className={proof.win === win ? 'good' : 'bad'}>The studio paid {formatMoney(proof.win)}.</p>
      ) : null}
    </>
  );
}

function MinesResult({ mines }: { mines: number[] }) {
  return (
    <>
      <p>Mines at tiles {mines.map((tile) => tile + 1).join(', ')} (1 is top left, row by row).</p>
      <div
        className="mini-grid"
        role="img"
        aria-label={`Mines at ${mines.map((tile) => tile + 1).join(', ')}`}
      >
        {Array.from({ length: tileCount }, (_, tile) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: grid positions
          <span key={tile} className={mines.includes(tile) ? 'bad' : 'good'}>
            {mines.includes(tile) ? '✹' : '◆'}
          </span>
        ))}
      </div>
    </>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Verify />
    </StrictMode>,
  );
}
