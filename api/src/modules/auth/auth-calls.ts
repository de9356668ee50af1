import { apiCalls } from '@casino/contracts/schemas';
import type { ModuleContext } from '../../module-context.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import { registerAccount, signInWithPassword } from './accounts.js';
import { type AuthDependencies, createAuthCallKit } from './auth-call-kit.js';
import { registerPasswordCalls } from './password-calls.js';
import { registerPhoneCalls } from './phone-calls.js';
import { registerRecoveryCalls } from './recovery-calls.js';
import { revokeSession } from './session-tokens.js';
import { registerSocialCalls } from './social-calls.js';

export function registerAuthCalls(
  context: ModuleContext,
  appConfig: AppConfigSource,
  dependencies: AuthDependencies,
): void {
  const kit = createAuthCallKit(context, appConfig, dependencies);
  const { db, registerCall } = kit;

  registerCall(apiCalls.accountRegist, async ({ body, clientAddress, request }) => {
    kit.limitRegistrations(clientAddress);
    const userId = await registerAccount(
      db,
      { account: body.account, password: body.password, inviteCode: body.inviteCode, clientAddress },
      await appConfig.lengthLimits(),
      kit.passwords,
    );
    return kit.openSession(userId, clientAddress, request.headers['user-agent']);
  });

  registerCall(apiCalls.accountLogin, async ({ body, clientAddress, request }) => {
    kit.limitSignInsFromAddress(clientAddress);
    const userId = await signInWithPassword(db, body, clientAddress, {
      guard: kit.signInGuard,
      passwords: kit.passwords,
    });
    return kit.openSession(userId, clientAddress, request.headers['user-agent']);
  });

  // Public (contract): a stale token logs out quietly instead of answering 401.
  registerCall(apiCalls.logout, async ({ session }) => {
    if (session) await revokeSession(db, session.tokenHash);
    return {};
  });

  registerPhoneCalls(kit);
  registerPasswordCalls(kit);
  registerRecoveryCalls(kit);
  registerSocialCalls(kit, dependencies.oidcClient);
}
