// Mocks of API calls typed by the contracts: `mockCall(apiRoutes.getExchange, () => data)` answers
// the call as the reference API would (envelope, body check, sign-in check), with data whose type
// is the call's response type. The same handlers run in unit tests (msw/node) and in the dev app
// (msw/browser).
import type { ApiPath } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import { type HttpHandler, HttpResponse, http } from 'msw';
import type * as z from 'zod';
import { mockCallLog } from './call-log';
import type { AnswerOf, MockableRoute, ReceivedBodyOf } from './call-types';

/** An error answer a resolver returns: the envelope's code, message and optional data. */
export class MockedCallError {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {}
}

/** Refuses a call the way the API does: `{ errcode: code, msg, data }`. */
export function callError(code: number, msg = `Mocked error ${code}`, data: unknown = null): MockedCallError {
  return new MockedCallError(code, msg, data);
}

export interface MockRequest<Route extends MockableRoute> {
  /** The body as the API reads it: checked by the call's schema, defaults filled in. */
  body: ReceivedBodyOf<Route>;
  /** The raw request (headers: `authorization` carries the token). */
  request: Request;
}

export type MockResolver<Route extends MockableRoute> = (
  request: MockRequest<Route>,
) => AnswerOf<Route> | MockedCallError | Promise<AnswerOf<Route> | MockedCallError>;

export interface MockCallOptions {
  /** Answers only the next call; later calls fall through to the handlers registered before. */
  once?: boolean;
}

/** Calls that answer in the `code` envelope instead of `errcode` (spec 7: preLogin). */
const codeEnvelopePaths: ReadonlySet<string> = new Set([apiCalls.preLogin.path]);

type AnyCall = (typeof apiCalls)[keyof typeof apiCalls];

function contractOf(path: ApiPath): AnyCall {
  const call = Object.values(apiCalls).find((candidate) => candidate.path === path);
  if (!call) throw new Error(`mockCall: the contracts have no call at ${path}`);
  return call;
}

function envelope(path: ApiPath, code: number, msg: string, data: unknown) {
  const success = code === 0;
  if (codeEnvelopePaths.has(path)) return { code: success ? 200 : code, msg, data };
  return { errcode: code, msg, data };
}

function answer(path: ApiPath, code: number, msg: string, data: unknown = null) {
  return HttpResponse.json(envelope(path, code, msg, data), { headers: { 'cache-control': 'no-store' } });
}

/** `eventList[3].eventName: ...`, as the API words a refused body. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map((segment) =>
    typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`,
  );
  return `${field.join('').replace(/^\./, '') || 'body'}: ${issue.message}`;
}

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Answers `route` with what `resolve` returns: data (errcode 0) or `callError(code, msg)`. Like the
 * reference API it refuses a body its contract refuses (errcode 400) and a non-public call without
 * a token (401), and it checks the answer against the contract: an answer that breaks it is
 * reported to the call log (tests fail on it) and answered with HTTP 500.
 */
export function mockCall<Route extends MockableRoute>(
  route: Route,
  resolve: MockResolver<Route>,
  { once = false }: MockCallOptions = {},
): HttpHandler {
  const call = contractOf(route.path);
  return http.post(
    `*${route.path}`,
    async ({ request }) => {
      const body = await readBody(request.clone());
      mockCallLog.record({ path: route.path, body: body ?? {} });
      if (body === null) return answer(route.path, 400, 'body: must be a JSON object');
      const parsed = call.request.safeParse(body);
      if (!parsed.success) {
        const [first, ...more] = parsed.error.issues;
        const extra = more.length > 0 ? ` (and ${more.length} more)` : '';
        return answer(route.path, 400, first ? `${describeIssue(first)}${extra}` : 'invalid body');
      }
      if (!route.public && !request.headers.get('authorization')) {
        return answer(route.path, 401, 'Sign in required');
      }
      const result = await resolve({ body: parsed.data as ReceivedBodyOf<Route>, request });
      if (result instanceof MockedCallError) return answer(route.path, result.code, result.msg, result.data);
      const checked = call.response.safeParse(result);
      if (!checked.success) {
        const problem = `mocked answer of ${route.path} breaks its contract: ${checked.error.issues.map(describeIssue).join('; ')}`;
        mockCallLog.reportProblem(problem);
        return new HttpResponse(problem, { status: 500 });
      }
      return answer(route.path, 0, 'ok', result);
    },
    { once },
  );
}

/** Answers every call of `route` with the error `code` (and `msg`, `data`), as the API refuses. */
export function mockCallError(
  route: MockableRoute,
  code: number,
  msg?: string,
  data?: unknown,
  options?: MockCallOptions,
): HttpHandler {
  return mockCall(route, () => callError(code, msg, data), options);
}
