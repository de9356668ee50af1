// The mocked API in a vitest file (msw/node): `const api = setUpMockApi(...handlers)` at the top of
// the file starts it for the file's tests, drops per-test handlers and the call log after each test,
// and fails a test that made a call nobody mocked or got an answer that breaks its contract.
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type MockedCall, mockCallLog } from './call-log';
import type { MockableRoute, SentBodyOf } from './call-types';

export interface MockApi {
  /** Adds handlers for the current test only; they answer before the file's handlers. */
  use(...handlers: HttpHandler[]): void;
  /** Every mocked call of the current test, in order. */
  readonly calls: readonly MockedCall[];
  /** The bodies the client sent to `route` in the current test, typed by its contract. */
  bodiesOf<Route extends MockableRoute>(route: Route): SentBodyOf<Route>[];
}

export function setUpMockApi(...handlers: HttpHandler[]): MockApi {
  const server = setupServer(...handlers);
  beforeAll(() => {
    mockCallLog.clear();
    server.listen({
      onUnhandledRequest: (request) =>
        mockCallLog.reportProblem(`no mock answers ${request.method} ${new URL(request.url).pathname}`),
    });
  });
  afterEach(() => {
    server.resetHandlers();
    const problems = [...mockCallLog.problems()];
    mockCallLog.clear();
    if (problems.length > 0) throw new Error(`The mocked API saw problems:\n${problems.join('\n')}`);
  });
  afterAll(() => server.close());
  return {
    use: (...added) => server.use(...added),
    get calls() {
      return mockCallLog.calls();
    },
    bodiesOf: (route) =>
      mockCallLog
        .calls()
        .filter((call) => call.path === route.path)
        .map((call) => call.body as SentBodyOf<typeof route>),
  };
}
