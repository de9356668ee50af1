import {
  type AccountType,
  type SocialLoginProvider,
  type SocialLoginType,
  type SocialProvider,
  socialLoginTypes,
} from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import type { OidcIssuerConfig } from '../../config.js';
import { socialProviders } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { hasUnprintableCharacters } from '../member/profile-calls.js';
import { loadUserInfo } from '../member/user-info.js';
import { findInviter, insertUser, isUniqueViolation } from './accounts.js';
import type { AuthCallKit } from './auth-call-kit.js';
import type { AuthorizationCodeProof, OidcClient, VerifiedIdentity } from './oidc-client.js';

const providerByType = Object.fromEntries(
  Object.entries(socialLoginTypes).map(([provider, type]) => [type, provider]),
) as Record<SocialLoginType, SocialProvider>;

const displayNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', line: 'LINE' };

/** Scopes asked of every issuer: the subject, a display name and an email to show in the profile. */
const requestedScope = 'openid profile email';

async function findIdentityOwner(db: Queryable, identity: VerifiedIdentity): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM social_identities WHERE issuer = $1 AND subject = $2',
    [identity.issuer, identity.subject],
  );
  return rows[0]?.user_id ?? null;
}

/** Keeps what the provider says now (a changed name or email) and when the identity last signed in. */
async function refreshIdentity(db: Queryable, identity: VerifiedIdentity, signedIn: boolean): Promise<void> {
  await db.query(
    `UPDATE social_identities SET email = $3, display_name = $4,
       last_login_at = CASE WHEN $5 THEN now() ELSE last_login_at END
     WHERE issuer = $1 AND subject = $2`,
    [identity.issuer, identity.subject, identity.email, identity.name, signedIn],
  );
}

async function linkIdentity(
  db: Queryable,
  userId: number,
  socialType: SocialLoginType,
  identity: VerifiedIdentity,
): Promise<void> {
  try {
    await db.query(
      `INSERT INTO social_identities (user_id, social_type, issuer, subject, email, display_name, last_login_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())`,
      [userId, socialType, identity.issuer, identity.subject, identity.email, identity.name],
    );
  } catch (error) {
    if (isUniqueViolation(error, 'social_identities_issuer_subject_key'))
      throw identityTakenError(socialType);
    if (isUniqueViolation(error, 'social_identities_user_id_social_type_key')) {
      throw alreadyLinkedError(socialType);
    }
    throw error;
  }
}

function identityTakenError(socialType: SocialLoginType): ApiError {
  const name = displayNames[providerByType[socialType]];
  return new ApiError(errorCodes.socialIdentityTaken, `This ${name} account is linked to another player`);
}

function alreadyLinkedError(socialType: SocialLoginType): ApiError {
  const name = displayNames[providerByType[socialType]];
  return new ApiError(
    errorCodes.socialProviderAlreadyLinked,
    `Your account is already linked to a ${name} account`,
  );
}

export function registerSocialCalls(kit: AuthCallKit, oidc: OidcClient): void {
  const { db, registerCall, config, balanceOf } = kit;
  const social = config.socialLogin;

  function issuerOf(provider: SocialProvider): OidcIssuerConfig {
    const issuer = social.providers[provider];
    if (!issuer) {
      throw new ApiError(
        errorCodes.socialProviderDisabled,
        `Sign-in with ${displayNames[provider]} is not available`,
      );
    }
    return issuer;
  }

  function verify(provider: SocialProvider, proof: AuthorizationCodeProof): Promise<VerifiedIdentity> {
    const { code, codeVerifier, nonce } = proof;
    return oidc.signIn(issuerOf(provider), { code, codeVerifier, nonce }, social.redirectUri);
  }

  /** The provider's display name as the new player's nickname, when it would pass `updateProfile`. */
  async function nicknameFrom(name: string | null): Promise<string | undefined> {
    if (name === null || hasUnprintableCharacters(name)) return undefined;
    const { username } = await kit.appConfig.lengthLimits();
    const length = [...name].length;
    return length >= username.min && length <= username.max ? name : undefined;
  }

  /** The player behind the identity, opening an account (login-and-register) the first time. */
  async function playerOf(
    provider: SocialProvider,
    identity: VerifiedIdentity,
    signUp: { inviteCode: string | undefined; clientAddress: string },
  ): Promise<number> {
    const socialType = socialLoginTypes[provider];
    const known = await findIdentityOwner(db, identity);
    if (known !== null) {
      await refreshIdentity(db, identity, true);
      await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [known]);
      return known;
    }
    kit.limitRegistrations(signUp.clientAddress);
    const inviterId = await findInviter(db, signUp.inviteCode);
    const nickname = await nicknameFrom(identity.name);
    try {
      return await db.transaction(async (tx) => {
        const userId = await insertUser(tx, {
          nickname,
          account: null,
          passwordHash: null,
          accountType: socialType as AccountType,
          mobile: null,
          inviterId,
          clientAddress: signUp.clientAddress,
        });
        await linkIdentity(tx, userId, socialType, identity);
        return userId;
      });
    } catch (error) {
      // The same identity signed up twice at once: the other request won, sign in to its player.
      const owner = error instanceof ApiError ? await findIdentityOwner(db, identity) : null;
      if (owner === null) throw error;
      return owner;
    }
  }

  for (const provider of socialProviders) {
    const call = apiCalls[`${provider}Login`];
    registerCall(call, async ({ body, clientAddress, request }) => {
      kit.limitSignInsFromAddress(clientAddress);
      const identity = await verify(provider, body);
      const userId = await playerOf(provider, identity, { inviteCode: body.inviteCode, clientAddress });
      return kit.openSession(userId, clientAddress, request.headers['user-agent']);
    });
  }

  registerCall(apiCalls.bindSocialAccount, async (context) => {
    const { userId } = requireSession(context);
    kit.limitAccountChanges(userId);
    const { socialType } = context.body;
    const identity = await verify(providerByType[socialType], context.body);
    const owner = await findIdentityOwner(db, identity);
    if (owner !== null && owner !== userId) throw identityTakenError(socialType);
    if (owner === userId) await refreshIdentity(db, identity, false);
    else await linkIdentity(db, userId, socialType, identity);
    const user = await loadUserInfo(db, userId, balanceOf);
    if (!user) throw new ApiError(errorCodes.unauthorized, 'Sign in required');
    return user;
  });

  registerCall(apiCalls.socialLoginProviders, async () => {
    const providers: SocialLoginProvider[] = [];
    for (const provider of socialProviders) {
      const issuer = social.providers[provider];
      if (!issuer) continue;
      try {
        const discovery = await oidc.discover(issuer.issuer);
        providers.push({
          provider,
          socialType: socialLoginTypes[provider],
          authorizationEndpoint: discovery.authorization_endpoint,
          clientId: issuer.clientId,
          scope: requestedScope,
          redirectUri: social.redirectUri,
        });
      } catch {
        // An issuer that cannot be reached is left out; the others still sign players in.
      }
    }
    return { providers };
  });
}
