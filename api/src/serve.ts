import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { buildServer } from './server.js';

/** Past this, a shutdown that hangs (a request that never ends) is cut short; the lock still goes. */
const shutdownGraceMs = 10_000;

/**
 * On a stop signal, or a crash nothing else caught, finishes requests in flight and closes the
 * database (which releases its data directory's lock), then exits: 0 for a signal, 1 for a crash.
 * Whatever happens after, the `exit` path removes the lock (data-dir-lock.ts).
 */
function closeOnStopOrCrash(app: FastifyInstance): void {
  let closing = false;
  const shutDown = (exitCode: number) => {
    if (closing) return;
    closing = true;
    setTimeout(() => {
      app.log.error(`the server did not close within ${shutdownGraceMs / 1000} s: exiting`);
      process.exit(1);
    }, shutdownGraceMs).unref();
    app.close().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        app.log.error({ err: error }, 'closing the server failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      app.log.info(closing ? `${signal}: already shutting down` : `${signal}: shutting down`);
      shutDown(0);
    });
  }
  process.on('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception: shutting down');
    shutDown(1);
  });
  process.on('unhandledRejection', (reason) => {
    app.log.fatal({ err: reason }, 'unhandled promise rejection: shutting down');
    shutDown(1);
  });
}

/** What `npm start` runs: builds the server and listens until stopped. */
export async function serve(config: AppConfig): Promise<FastifyInstance> {
  const app = await buildServer(config);
  closeOnStopOrCrash(app);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The port is taken, say: close the database too, so the data directory is not left locked.
    await app.close();
    throw error;
  }
  return app;
}
