import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../module-context.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import type { Clock } from '../sms/sms-sender.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSandboxProvider, injectingDelivery, registerSandboxCheckout } from './sandbox-provider.js';
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
  /** A real provider's adapter; the sandbox provider (served by this API) when absent. */
  paymentProvider?: PaymentProvider;
}

/** Wires the wallet: its calls, the payment provider's callback, and the sandbox provider. */
export function registerWallet(context: ModuleContext, options: WalletModuleOptions): void {
  const { app, appConfig, clock } = options;
  const sandbox = createSandboxProvider(
    context.db,
    options.paymentSigningSecret,
    options.sandboxCheckoutMinutes,
  );
  const deliver = injectingDelivery(app);
  const provider = options.paymentProvider ?? sandbox;
  registerWalletCalls(context, { app, appConfig, provider, clock });
  if (provider === sandbox) registerSandboxCheckout(app, sandbox, deliver);
  if (context.config.environment !== 'production') registerWalletDevRoutes(app, context.db, sandbox, deliver);
}
