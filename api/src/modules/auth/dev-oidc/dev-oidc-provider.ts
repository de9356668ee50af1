import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { SocialProvider } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import {
  devOidcPath,
  type OidcIssuerConfig,
  type SocialLoginConfig,
  socialProviders,
} from '../../../config.js';
import { writeSecurityHeaders } from '../../../http/security-headers.js';
import {
  devOidcPagePolicy,
  renderConsentPage,
  renderLoginPage,
  renderProblemPage,
} from './interaction-pages.js';

/** The names the local provider introduces itself with; it stands in for these networks. */
export const devProviderNames: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  line: 'LINE',
};

interface DevIdentity {
  name: string;
  email: string;
}

const emailPattern = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/** The same email at the same provider is the same person: a stable subject, as a real issuer gives. */
function subjectFor(provider: SocialProvider, email: string): string {
  return `dev-${createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 24)}`;
}

/** P-256 (ES256): made in a millisecond, where an RSA key costs every test server real time. */
async function signingKey() {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256', use: 'sig' };
}

/**
 * One local OpenID Connect provider (the maintained `oidc-provider` library) standing in for a
 * social network: one confidential client (this API), authorization code with PKCE S256 required,
 * ES256 ID tokens carrying `name` and `email`. Keys, cookies and sessions live in memory: a restart
 * signs every tester out of it, which is all a development provider needs.
 */
async function createDevProvider(
  provider: SocialProvider,
  issuer: OidcIssuerConfig,
  social: SocialLoginConfig,
  identities: Map<string, DevIdentity>,
): Promise<Provider> {
  const configuration: Configuration = {
    clients: [
      {
        client_id: issuer.clientId,
        client_secret: issuer.clientSecret,
        redirect_uris: [social.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    enabledJWA: { idTokenSigningAlgValues: ['ES256'] },
    clientDefaults: { id_token_signed_response_alg: 'ES256' },
    // Put name and email in the ID token itself, as Google and LINE do.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Seconds; a sign-in takes moments, a tester's provider session lasts an hour.
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    interactions: {
      url: (_context, interaction) => `${devOidcPath(provider)}/interaction/${interaction.uid}`,
    },
    // The library's own error page pulls a web font and an inline style of its own: ours has the
    // style the pages' policy allows.
    async renderError(context, output) {
      context.type = 'html';
      context.body = renderProblemPage(
        devProviderNames[provider],
        `The sign-in request was refused: ${output.error_description ?? output.error}.`,
      );
    },
    jwks: { keys: [await signingKey()] },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // Three providers share the origin: their cookies must not collide.
      names: {
        session: `_dev_oidc_${provider}_session`,
        interaction: `_dev_oidc_${provider}_interaction`,
        resume: `_dev_oidc_${provider}_resume`,
      },
    },
    async findAccount(_context, subject) {
      const identity = identities.get(subject);
      if (!identity) return undefined;
      return {
        accountId: subject,
        claims: () => ({ sub: subject, name: identity.name, email: identity.email, email_verified: true }),
      };
    },
  };
  return new Provider(issuer.issuer, configuration);
}

type FormBody = Record<string, string | undefined>;

/**
 * Hands the answer to oidc-provider (Koa), which writes it itself: Fastify's `onSend` never runs,
 * so the security headers go onto the raw response first.
 */
function hijackWithSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  writeSecurityHeaders(request, reply.raw, devOidcPagePolicy);
  reply.hijack();
}

/**
 * Serves the local providers at `/api/dev-oidc/<provider>` (discovery, authorization, token, JWKS,
 * ...) with a page where a tester enters the identity to sign in as, then allows the casino to
 * see it. Registered only when `DEV_OIDC` is on, which the config refuses in production.
 */
export async function registerDevOidcProviders(
  app: FastifyInstance,
  social: SocialLoginConfig,
  options: { trustProxyHops: number },
): Promise<void> {
  for (const provider of socialProviders) {
    const issuer = social.providers[provider];
    if (!issuer?.local) continue;
    const identities = new Map<string, DevIdentity>();
    const oidc = await createDevProvider(provider, issuer, social, identities);
    // The same proxies as the API's: X-Forwarded-* is read, and only the address the outermost saw.
    oidc.proxy = options.trustProxyHops > 0;
    oidc.maxIpsCount = options.trustProxyHops;
    const basePath = devOidcPath(provider);
    const providerName = devProviderNames[provider];
    const handleOidc = oidc.callback();

    // The interaction pages: our routes, with a small form parser of their own.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      const html = (reply: FastifyReply, status: number, page: string) =>
        reply
          .status(status)
          .header('cache-control', 'no-store')
          .header('content-security-policy', devOidcPagePolicy)
          .type('text/html; charset=utf-8')
          .send(page);

      /** The interaction the cookie belongs to, or null (expired, or another tab's) after answering. */
      async function interactionOf(
        request: FastifyRequest<{ Params: { uid: string } }>,
        reply: FastifyReply,
      ) {
        try {
          const details = await oidc.interactionDetails(request.raw, reply.raw);
          if (details.uid === request.params.uid) return details;
        } catch {
          // no interaction cookie, or the interaction expired
        }
        html(
          reply,
          400,
          renderProblemPage(providerName, 'This sign-in has expired. Go back and start again.'),
        );
        return null;
      }

      scope.get<{ Params: { uid: string } }>(`${basePath}/interaction/:uid`, async (request, reply) => {
        const details = await interactionOf(request, reply);
        if (!details) return reply;
        const action = `${basePath}/interaction/${details.uid}`;
        if (details.prompt.name === 'login') {
          return html(reply, 200, renderLoginPage({ providerName, action: `${action}/login` }));
        }
        const identity = identities.get(String(details.session?.accountId));
        return html(
          reply,
          200,
          renderConsentPage({ providerName, action: `${action}/consent`, email: identity?.email ?? '' }),
        );
      });

      scope.post<{ Params: { uid: string }; Body: FormBody }>(
        `${basePath}/interaction/:uid/login`,
        async (request, reply) => {
          const details = await interactionOf(request, reply);
          if (!details) return reply;
          const body = request.body ?? {};
          if (body.cancel !== undefined) return finishCancelled(request, reply);
          const name = (body.name ?? '').trim().slice(0, 60);
          const email = (body.email ?? '').trim();
          if (name === '' || !emailPattern.test(email)) {
            const problem = 'Enter a name and a valid email address.';
            const page = renderLoginPage({
              providerName,
              action: `${basePath}/interaction/${details.uid}/login`,
              problem,
              values: { name, email },
            });
            return html(reply, 400, page);
          }
          const subject = subjectFor(provider, email);
          identities.set(subject, { name, email });
          hijackWithSecurityHeaders(request, reply);
          await oidc.interactionFinished(
            request.raw,
            reply.raw,
            { login: { accountId: subject } },
            { mergeWithLastSubmission: false },
          );
        },
      );

      scope.post<{ Params: { uid: string }; Body: FormBody }>(
        `${basePath}/interaction/:uid/consent`,
        async (request, reply) => {
          const details = await interactionOf(request, reply);
          if (!details) return reply;
          if (request.body?.decision !== 'allow') return finishCancelled(request, reply);
          const accountId = String(details.session?.accountId);
          const clientId = String(details.params.client_id);
          const grant = details.grantId
            ? ((await oidc.Grant.find(details.grantId)) ?? new oidc.Grant({ accountId, clientId }))
            : new oidc.Grant({ accountId, clientId });
          const missing = details.prompt.details as {
            missingOIDCScope?: string[];
            missingOIDCClaims?: string[];
          };
          if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
          if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
          const grantId = await grant.save();
          hijackWithSecurityHeaders(request, reply);
          await oidc.interactionFinished(request.raw, reply.raw, { consent: { grantId } });
        },
      );

      /** The tester declined: the client gets `access_denied`, as from a real provider. */
      async function finishCancelled(request: FastifyRequest, reply: FastifyReply) {
        hijackWithSecurityHeaders(request, reply);
        await oidc.interactionFinished(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'The sign-in was cancelled' },
          { mergeWithLastSubmission: false },
        );
      }
    });

    // Everything else under the path is the provider's own (Koa) app: it reads the raw body itself.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.all(`${basePath}/*`, (request, reply) => {
        hijackWithSecurityHeaders(request, reply);
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '/').slice(basePath.length) || '/';
        handleOidc(raw, reply.raw);
      });
    });
  }
}
