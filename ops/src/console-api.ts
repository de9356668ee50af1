// The operator API as the console calls it: same origin, the session in an httpOnly cookie the
// page never sees, and the CSRF token the sign-in answered on every change (ADR 0043).

export type OperatorRole = 'owner' | 'finance' | 'support' | 'marketing' | 'release';

export interface SignedInOperator {
  id: number;
  login: string;
  name: string;
  role: OperatorRole;
}

export class ConsoleApiError extends Error {
  override name = 'ConsoleApiError';
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;
/** Called when the server says the session is gone (idle, signed out elsewhere). */
let onSignedOut: () => void = () => undefined;

export function whenSessionEnds(handler: () => void): void {
  onSignedOut = handler;
}

export async function consoleCall<Data>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(`/api/operator/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const envelope = (await response.json().catch(() => null)) as {
    errcode: number;
    msg: string;
    data: Data;
  } | null;
  if (!response.ok || !envelope || envelope.errcode !== 0) {
    if (response.status === 401 && path !== '/session') onSignedOut();
    throw new ConsoleApiError(
      response.status,
      envelope?.errcode ?? response.status,
      envelope?.msg ?? response.statusText,
    );
  }
  return envelope.data;
}

interface SessionAnswer {
  operator: SignedInOperator | null;
  csrfToken: string | null;
}

export async function signIn(login: string, password: string, code: string): Promise<SignedInOperator> {
  const answer = await consoleCall<SessionAnswer>('POST', '/session', { login, password, code });
  csrfToken = answer.csrfToken;
  return answer.operator as SignedInOperator;
}

/** The operator of this browser's session, if it is still live (a reload keeps it). */
export async function currentOperator(): Promise<SignedInOperator | null> {
  try {
    const answer = await consoleCall<SessionAnswer>('GET', '/session');
    csrfToken = answer.csrfToken;
    return answer.operator;
  } catch {
    return null;
  }
}

export async function signOut(): Promise<void> {
  await consoleCall('DELETE', '/session').catch(() => undefined);
  csrfToken = null;
}
