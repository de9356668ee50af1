import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../module-context.js';
import type { PasswordHasher } from '../auth/password-hashing.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import type { Clock } from '../sms/sms-sender.js';
import { registerPaymentNotify } from './payment-notify.js';
import type { PaymentProvider, PaymentProviderName } from './payment-provider.js';
import { registerSafeboxCalls } from './safebox.js';
import { createSandboxProvider, injectingDelivery, registerSandboxCheckout } from './sandbox-provider.js';
import { scheduleSettlement } from './settle-pending-payments.js';
import { registerWalletCalls } from './wallet-calls.js';
import { registerWalletDevRoutes } from './wallet-dev-routes.js';

export interface WalletModuleOptions {
  app: FastifyInstance;
  appConfig: AppConfigSource;
  clock: Clock;
  /** Signs and verifies the sandbox provider's callbacks. */
  paymentSigningSecret: string;
  /** How long a sandbox checkout may be paid before the sandbox provider cancels it. */
  sandboxCheckoutMinutes: number;
  /** Hashes and checks safebox PINs, as sign-in passwords are. */
  passwords: PasswordHasher;
}

/**
 * Sets up the adapter `PAYMENT_PROVIDER` names, with the routes it serves. A real provider's
 * adapter is one more entry (docs/adr/0010): its settings come from the config.
 */
const paymentProviderSetups: Record<
  PaymentProviderName,
  (context: ModuleContext, options: WalletModuleOptions) => PaymentProvider
> = {
  sandbox(context, options) {
    const { app } = options;
    const sandbox = createSandboxProvider(
      context.db,
      options.paymentSigningSecret,
      options.sandboxCheckoutMinutes,
    );
    const deliver = injectingDelivery(app);
    const inProduction = context.config.sandboxPaymentsInProduction;
    if (inProduction) {
      app.log.warn(
        'PAYMENT_PROVIDER=sandbox with ALLOW_SANDBOX_PAYMENTS=true: every deposit is credited with no real money; a demo only',
      );
    }
    registerSandboxCheckout(app, sandbox, deliver, { warnOnEveryPayment: inProduction });
    if (context.config.developmentTools) registerWalletDevRoutes(app, context.db, sandbox, deliver);
    return sandbox;
  },
};

/**
 * Wires the wallet: its calls, the payment provider's callback endpoint, the provider's own routes,
 * and the reconciliation job that asks the provider about overdue callbacks. Answers the provider,
 * which the operator's withdrawal reviews ask for payouts.
 */
export function registerWallet(context: ModuleContext, options: WalletModuleOptions): PaymentProvider {
  const provider = paymentProviderSetups[context.config.paymentProvider](context, options);
  const { app, appConfig, clock } = options;
  const { db, config } = context;
  registerWalletCalls(context, { appConfig, provider, clock });
  registerSafeboxCalls(context, options.passwords);
  registerPaymentNotify(app, {
    db,
    provider,
    appConfig,
    clock,
    refusalsPerMinute: config.paymentCallbackRefusalsPerMinute,
  });
  scheduleSettlement(app, db, provider, { appConfig, clock }, config.paymentSettlement);
  return provider;
}
