import { createHash, randomBytes } from 'node:crypto';
import type { SocialLoginProvider } from '@casino/contracts';

/** A fresh PKCE verifier, its S256 challenge, a state and a nonce, as the host makes them. */
export function newAuthorizationRequest() {
  const codeVerifier = randomBytes(32).toString('base64url');
  return {
    codeVerifier,
    codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    state: randomBytes(16).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
  };
}

export function authorizationUrl(
  provider: SocialLoginProvider,
  request: ReturnType<typeof newAuthorizationRequest>,
): string {
  const url = new URL(provider.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: provider.redirectUri,
    scope: provider.scope,
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

/**
 * Plays the browser through the local provider over real HTTP: follows redirects with a cookie
 * jar, fills the identity form, allows access, and stops at the redirect back to the casino.
 * Returns that redirect's query (`code` and `state`, or `error`).
 */
export async function signInAtDevProvider(
  startUrl: string,
  identity: { name: string; email: string },
  redirectUri: string,
): Promise<URLSearchParams> {
  const cookies = new Map<string, string>();
  let url = startUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 12; step += 1) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next.searchParams;
      url = next.href;
      init = {};
      continue;
    }
    const page = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`No form on ${url} (HTTP ${response.status}): ${page.slice(0, 300)}`);
    const form = action.endsWith('/login')
      ? new URLSearchParams(identity)
      : new URLSearchParams({ decision: 'allow' });
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    };
  }
  throw new Error('The sign-in did not come back to the casino');
}
