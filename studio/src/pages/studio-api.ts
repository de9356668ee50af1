import type { SeedState } from '../fair/seeds.js';

/** The studio's browser API (studio/README.md): the bearer token, JSON in and out, typed refusals. */

export class StudioError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Kept per tab, so a reload of the game resumes it (the launch token works once). */
const tokenKey = 'studio_session';
let token: string | null = sessionStorage.getItem(tokenKey);

export function setToken(value: string): void {
  token = value;
  sessionStorage.setItem(tokenKey, value);
}

/** The studio token, for what cannot send a header (the crash game's WebSocket sends it first). */
export function sessionToken(): string | null {
  return token;
}

export function hasToken(): boolean {
  return token !== null;
}

export async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new StudioError('OFFLINE', 'No connection. Check the network and try again.');
  }
  const answer = (await response.json().catch(() => null)) as
    | (T & { ok: true })
    | { ok: false; error: { code: string; message: string } }
    | null;
  if (answer?.ok !== true) {
    const error =
      answer?.ok === false ? answer.error : { code: 'INTERNAL', message: 'Something went wrong.' };
    throw new StudioError(error.code, error.message);
  }
  return answer;
}

export interface SessionInfo {
  game: {
    code: string;
    title: string;
    rtp: number;
    maxWinMultiplier: number;
    minStake: number;
    maxStake: number;
  };
  demo: boolean;
  nickname: string;
  currency: string;
  lang: string;
  balance: number;
  seeds: SeedState;
}

/** Money is an integer of hundredths; shown with two decimals, grouped. */
export function formatMoney(hundredths: number): string {
  return (Math.floor(hundredths) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
