import { createRemoteJWKSet, customFetch, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { OidcIssuerConfig } from '../../config.js';
import { ApiError, errorCodes } from '../../http/api-error.js';

/** What an issuer is asked for: the standard `fetch`, replaceable so tests never leave loopback. */
export type OidcFetch = typeof fetch;

const requestTimeoutMs = 5000;
/** Asymmetric algorithms only: a symmetric one would let anyone holding the client secret mint tokens. */
const idTokenAlgorithms = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];
/** How far the issuer's and this server's clocks may drift apart. */
const clockToleranceSeconds = 60;

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
export type OidcDiscovery = z.infer<typeof discoverySchema>;

const tokenResponseSchema = z.object({ id_token: z.string().min(1) });

/** What the API takes from a verified ID token. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
}

export interface AuthorizationCodeProof {
  code: string;
  codeVerifier: string;
  nonce: string;
}

function unavailable(issuer: string, reason: string): ApiError {
  return new ApiError(
    errorCodes.socialProviderUnavailable,
    `The sign-in provider cannot be reached, please try again later (${reason})`,
    { issuer },
  );
}

function rejectedIdToken(reason: string): ApiError {
  return new ApiError(errorCodes.idTokenRejected, `The sign-in could not be verified: ${reason}`);
}

/** A short, safe description of a failed verification (jose's messages name the failed check). */
function describeVerificationFailure(error: unknown): string {
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `${error.claim} ${error.reason}`;
  if (error instanceof joseErrors.JWTExpired) return 'the ID token has expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'bad signature';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return "not signed with one of the issuer's keys";
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'signature algorithm not allowed';
  if (error instanceof joseErrors.JOSEError) return error.code;
  return 'malformed ID token';
}

function optionalClaim(payload: JWTPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value.slice(0, 200) : null;
}

/**
 * The relying-party side of OpenID Connect for the social logins: discovery (cached per issuer),
 * the authorization-code exchange with PKCE and a confidential client (`client_secret_basic`),
 * and ID token verification against the issuer's published keys (JWKS, cached by jose).
 */
export function createOidcClient(fetchImplementation: OidcFetch = fetch) {
  const discoveries = new Map<string, Promise<OidcDiscovery>>();
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  async function fetchJson(
    issuer: string,
    url: string,
    init?: RequestInit,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await fetchImplementation(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
    } catch (error) {
      throw unavailable(issuer, (error as Error).name === 'TimeoutError' ? 'timed out' : 'no connection');
    }
    const text = await response.text();
    try {
      const body: unknown = JSON.parse(text);
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
        return { status: response.status, body: body as Record<string, unknown> };
      }
    } catch {
      // reported below
    }
    throw unavailable(issuer, `HTTP ${response.status}, not a JSON object`);
  }

  async function loadDiscovery(issuer: string): Promise<OidcDiscovery> {
    const { status, body } = await fetchJson(issuer, `${issuer}/.well-known/openid-configuration`);
    const parsed = discoverySchema.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw unavailable(issuer, `bad discovery document (HTTP ${status})`);
    // OpenID Connect Discovery 1.0, section 4.3: the document must name the issuer asked for.
    if (parsed.data.issuer !== issuer) throw unavailable(issuer, 'discovery names another issuer');
    return parsed.data;
  }

  /** The issuer's metadata; a failed look-up is forgotten so the next call tries again. */
  function discover(issuer: string): Promise<OidcDiscovery> {
    let discovery = discoveries.get(issuer);
    if (!discovery) {
      discovery = loadDiscovery(issuer);
      discoveries.set(issuer, discovery);
      discovery.catch(() => discoveries.delete(issuer));
    }
    return discovery;
  }

  function keySetOf(discovery: OidcDiscovery) {
    let keySet = keySets.get(discovery.jwks_uri);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(discovery.jwks_uri), {
        timeoutDuration: requestTimeoutMs,
        [customFetch]: fetchImplementation,
      });
      keySets.set(discovery.jwks_uri, keySet);
    }
    return keySet;
  }

  async function redeemCode(
    provider: OidcIssuerConfig,
    discovery: OidcDiscovery,
    proof: AuthorizationCodeProof,
    redirectUri: string,
  ): Promise<string> {
    // RFC 6749 2.3.1: id and secret are form-encoded before they are joined for Basic.
    const credentials = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`;
    const { status, body } = await fetchJson(provider.issuer, discovery.token_endpoint, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: proof.code,
        redirect_uri: redirectUri,
        code_verifier: proof.codeVerifier,
      }),
    });
    if (status === 400 && (body.error === 'invalid_grant' || body.error === 'invalid_request')) {
      throw new ApiError(
        errorCodes.socialCodeRejected,
        'The sign-in has expired or was already used, please sign in again',
        { reason: String(body.error) },
      );
    }
    const parsed = tokenResponseSchema.safeParse(body);
    if (status !== 200 || !parsed.success) {
      throw unavailable(provider.issuer, `token endpoint answered HTTP ${status}`);
    }
    return parsed.data.id_token;
  }

  async function verifyIdToken(
    provider: OidcIssuerConfig,
    discovery: OidcDiscovery,
    idToken: string,
    nonce: string,
  ): Promise<VerifiedIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keySetOf(discovery), {
        issuer: provider.issuer,
        audience: provider.clientId,
        algorithms: idTokenAlgorithms,
        clockTolerance: clockToleranceSeconds,
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout) throw unavailable(provider.issuer, 'keys timed out');
      if (error instanceof joseErrors.JOSEError && error.code === 'ERR_JWKS_INVALID') {
        throw unavailable(provider.issuer, 'bad key set');
      }
      throw rejectedIdToken(describeVerificationFailure(error));
    }
    // OpenID Connect Core 3.1.3.7: with several audiences, `azp` must be this client.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== provider.clientId) {
      throw rejectedIdToken('authorized party is another client');
    }
    if (payload.nonce !== nonce) throw rejectedIdToken('nonce does not match this sign-in');
    const subject = payload.sub ?? '';
    if (subject.length === 0 || subject.length > 255) throw rejectedIdToken('bad subject');
    return {
      issuer: provider.issuer,
      subject,
      email: optionalClaim(payload, 'email'),
      name: optionalClaim(payload, 'name'),
    };
  }

  return {
    discover,

    /** Redeems the code at the issuer and returns the verified identity of its ID token. */
    async signIn(
      provider: OidcIssuerConfig,
      proof: AuthorizationCodeProof,
      redirectUri: string,
    ): Promise<VerifiedIdentity> {
      const discovery = await discover(provider.issuer);
      const idToken = await redeemCode(provider, discovery, proof, redirectUri);
      return verifyIdToken(provider, discovery, idToken, proof.nonce);
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
