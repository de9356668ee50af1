import {
  apiRoutes,
  type LoginResponse,
  type SocialLoginProvider,
  type SocialProvider,
  socialLoginTypes,
  type UserInfo,
} from '@casino/contracts';
import { callApi } from '@casino/platform';
import { pendingKey } from './social-sign-in-pending';

/** The flow in progress, kept in sessionStorage from leaving for the issuer until the callback. */
interface PendingSocialSignIn {
  provider: SocialProvider;
  purpose: 'login' | 'bind';
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Where to go afterwards (a same-origin path), e.g. the `redirect` of the login page. */
  returnTo: string | null;
  inviteCode: string | null;
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function randomToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** Display names of the providers: brands, the same in every language. */
export const socialProviderNames: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  line: 'LINE',
};

/** The sign-ins the API has switched on; an empty list when it cannot be asked. */
export async function loadSocialProviders(): Promise<SocialLoginProvider[]> {
  try {
    return (await callApi(apiRoutes.socialLoginProviders, {})).providers;
  } catch {
    return [];
  }
}

/**
 * Starts an OpenID Connect authorization-code flow with PKCE: a fresh verifier, state and nonce
 * are kept in this tab's sessionStorage, and the browser leaves for the issuer's login page.
 */
export async function startSocialSignIn(
  provider: SocialLoginProvider,
  options: { purpose: 'login' | 'bind'; returnTo: string | null; inviteCode?: string | null },
): Promise<void> {
  const pending: PendingSocialSignIn = {
    provider: provider.provider,
    purpose: options.purpose,
    state: randomToken(),
    nonce: randomToken(),
    codeVerifier: randomToken(),
    returnTo: options.returnTo,
    inviteCode: options.inviteCode ?? null,
  };
  const url = new URL(provider.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: provider.redirectUri,
    scope: provider.scope,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await codeChallengeOf(pending.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  sessionStorage.setItem(pendingKey, JSON.stringify(pending));
  window.location.assign(url.href);
}

/** Why a callback did not sign the player in; `message` keys into `auth.social.*`. */
export class SocialSignInError extends Error {
  override name = 'SocialSignInError';
  constructor(readonly reason: 'expired' | 'cancelled' | 'refused') {
    super(reason);
  }
}

function takePending(): PendingSocialSignIn | null {
  try {
    const stored = sessionStorage.getItem(pendingKey);
    sessionStorage.removeItem(pendingKey);
    return stored ? (JSON.parse(stored) as PendingSocialSignIn) : null;
  } catch {
    return null;
  }
}

export type SocialSignInOutcome =
  | { purpose: 'login'; provider: SocialProvider; login: LoginResponse; returnTo: string | null }
  | { purpose: 'bind'; provider: SocialProvider; user: UserInfo; returnTo: string | null };

async function finish(search: string): Promise<SocialSignInOutcome> {
  const answer = new URLSearchParams(search);
  const pending = takePending();
  // A callback without our state is not the answer to a flow this tab started (or is a replay).
  if (!pending || answer.get('state') !== pending.state) throw new SocialSignInError('expired');
  if (answer.get('error') === 'access_denied') throw new SocialSignInError('cancelled');
  const code = answer.get('code');
  if (!code) throw new SocialSignInError('refused');
  const proof = { code, codeVerifier: pending.codeVerifier, nonce: pending.nonce };
  const { provider, returnTo } = pending;
  if (pending.purpose === 'bind') {
    const user = await callApi(apiRoutes.bindSocialAccount, {
      socialType: socialLoginTypes[provider],
      ...proof,
    });
    return { purpose: 'bind', provider, user, returnTo };
  }
  const body = pending.inviteCode ? { ...proof, inviteCode: pending.inviteCode } : proof;
  const login = await callApi(apiRoutes[`${provider}Login`], body);
  return { purpose: 'login', provider, login, returnTo };
}

let finishing: { search: string; outcome: Promise<SocialSignInOutcome> } | null = null;

/**
 * Completes the flow on `/auth/social-callback`: checks `state`, then hands code, verifier and
 * nonce to the API. Asked twice for the same answer (a re-rendered page) it returns the same
 * promise: a code works once.
 */
export function finishSocialSignIn(search: string): Promise<SocialSignInOutcome> {
  if (finishing?.search !== search) finishing = { search, outcome: finish(search) };
  return finishing.outcome;
}
