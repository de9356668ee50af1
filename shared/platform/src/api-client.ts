import {
  type ApiCallName,
  type ApiCalls,
  type ApiEnvelope,
  type ApiRequestOf,
  type ApiResponseOf,
  type apiRoutes,
  type CommonBodyFields,
  defaultAppId,
  isApiSuccess,
  isApiUnauthorized,
  requestTimeoutMs as requestTimeouts,
  storageKeys,
} from '@casino/contracts';
import { readStorage } from './browser-storage';
import { detectPlatform } from './device-platform';
import { platformConfig } from './platform-config';
import { logout, sessionStore } from './session';

/** A call that failed: a business error code, an HTTP error, or a response that is no envelope. */
export class ApiError extends Error {
  readonly path: string;
  /**
   * The envelope's non-success `errcode`/`code`; the HTTP status for HTTP errors and non-JSON
   * responses; 0 when no response arrived at all (network failure, as XHR reports it).
   */
  readonly code: number;
  readonly msg: string;
  /** The envelope's `data` of a business error (e.g. `{ field, min, max }`), else null. */
  readonly data: unknown;

  constructor(path: string, code: number, msg: string, data: unknown = null) {
    super(`${path} failed (${code}): ${msg}`);
    this.name = 'ApiError';
    this.path = path;
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}

/** A call that got no answer within `requestTimeoutMs`; its code is 408 (Request Timeout). */
export class ApiTimeoutError extends ApiError {
  readonly timeoutMs: number;
  /** The client showed the player the 'Tips' dialog for it (spec 8), so nothing else repeats it. */
  readonly tipShown: boolean;

  constructor(path: string, timeoutMs: number, { tipShown = false }: { tipShown?: boolean } = {}) {
    super(path, 408, `No response within ${timeoutMs} ms`);
    this.name = 'ApiTimeoutError';
    this.timeoutMs = timeoutMs;
    this.tipShown = tipShown;
  }
}

/**
 * Whether the player has already been told of this failure by the time-out 'Tips' dialog: the one
 * time-out message (ADR 0054). A form or a query's place then shows no error of its own.
 */
export function shownAsTimeoutTip(error: unknown): boolean {
  return error instanceof ApiTimeoutError && error.tipShown;
}

const timeoutByConnectionType: Readonly<Record<string, number>> = requestTimeouts.byEffectiveConnectionType;

/** The time-out for a `navigator.connection.effectiveType` (spec 9): 10 s, 20 s on (slow-)2g, 30 s on 3g. */
export function requestTimeoutMs(effectiveType?: string): number {
  return effectiveType !== undefined && Object.hasOwn(timeoutByConnectionType, effectiveType)
    ? (timeoutByConnectionType[effectiveType] ?? requestTimeouts.default)
    : requestTimeouts.default;
}

function currentEffectiveType(): string | undefined {
  // The Network Information API is not in every browser (nor in TypeScript's DOM types).
  return (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
}

export interface ApiClientOptions {
  /** Prefix of every path, e.g. `/api`. */
  apiBase: string;
  /** The build's version, sent as `appVersion`. */
  appVersion: string;
  /** Sent as `appWebName`; defaults to `location.hostname`. */
  appWebName?: string;
  /** Shows the time-out 'Tips' dialog. */
  onTimeoutTip?: () => void;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

export interface ApiCallOptions {
  /** A public call's 401 rejects without logging out (spec 6). */
  public?: boolean;
  /** `false` suppresses the time-out dialog (the heartbeat). Defaults to `true`. */
  timeoutTip?: boolean;
  signal?: AbortSignal;
  /** Lets the request outlive the page (fetch `keepalive`), for analytics sent while leaving. */
  keepalive?: boolean;
  /** Sends this token instead of the session's (logout ends a token the session no longer holds). */
  token?: string;
}

/** A JSON body (the client adds the common fields) or a `FormData` upload (sent unchanged). */
export type ApiRequestBody = Record<string, unknown> | FormData;

export interface ApiClient {
  /**
   * POSTs `body` to `{apiBase}{path}` and resolves with the envelope's `data` on `errcode` 0 or
   * `code` 200. Rejects with `ApiError` otherwise, `ApiTimeoutError` on time-out, and the
   * signal's reason when the caller aborts.
   */
  call<T>(path: string, body?: ApiRequestBody, options?: ApiCallOptions): Promise<T>;
}

// Adds the fields of spec 7. A field the caller set (to anything but undefined) is kept, so a call
// that needs its own value, e.g. a specific appId, can send it; the client overrides nothing.
function withCommonFields(body: Record<string, unknown>, options: ApiClientOptions): Record<string, unknown> {
  const commonFields: CommonBodyFields = {
    appId: readStorage(storageKeys.appId) || defaultAppId,
    channel: 'WEB',
    clientReferrer: document.referrer,
    platform: detectPlatform(),
    appVersion: options.appVersion,
    appWebName: options.appWebName ?? location.hostname,
  };
  const merged: Record<string, unknown> = { ...commonFields };
  for (const [field, value] of Object.entries(body)) {
    if (value !== undefined) merged[field] = value;
  }
  return merged;
}

function requestInit(
  body: ApiRequestBody | undefined,
  options: ApiClientOptions,
  signal: AbortSignal,
  { keepalive, token = sessionStore.getState().token }: { keepalive: boolean; token?: string | null },
): RequestInit {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  const extra = keepalive ? { keepalive } : {};
  if (body instanceof FormData) {
    // The browser sets the multipart content type with its boundary.
    return { method: 'POST', headers, body, signal, ...extra };
  }
  headers['content-type'] = 'application/json';
  return {
    method: 'POST',
    headers,
    body: JSON.stringify(withCommonFields(body ?? {}, options)),
    signal,
    ...extra,
  };
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { errcode, code } = value as { errcode?: unknown; code?: unknown };
  return typeof errcode === 'number' || typeof code === 'number';
}

async function readEnvelope(response: Response): Promise<ApiEnvelope<unknown> | null> {
  try {
    const body: unknown = await response.json();
    if (!isEnvelope(body)) return null;
    // A server may leave `msg` out; ApiError always carries a string.
    return { ...body, msg: typeof body.msg === 'string' ? body.msg : '' };
  } catch {
    return null;
  }
}

function envelopeCode(envelope: ApiEnvelope<unknown>): number {
  return 'errcode' in envelope ? envelope.errcode : envelope.code;
}

async function exchange<T>(
  path: string,
  url: string,
  init: RequestInit,
  isPublic: boolean,
  fetchImpl: typeof fetch,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(path, 0, error instanceof Error ? error.message : String(error));
  }
  const envelope = await readEnvelope(response);
  const msg = envelope?.msg ?? response.statusText;
  if (response.status === 401 || (envelope && isApiUnauthorized(envelope))) {
    if (!isPublic) logout({ reason: 'unauthorized' });
    throw new ApiError(path, 401, msg);
  }
  if (!response.ok) throw new ApiError(path, response.status, msg);
  if (!envelope) throw new ApiError(path, response.status, 'The response is not a JSON envelope');
  if (!isApiSuccess(envelope)) {
    throw new ApiError(path, envelopeCode(envelope), envelope.msg, envelope.data ?? null);
  }
  return envelope.data as T;
}

/**
 * Creates a client. Options given as a function are read at each call, which lets the shared
 * `apiClient` follow `configurePlatform`.
 */
export function createApiClient(options: ApiClientOptions | (() => ApiClientOptions)): ApiClient {
  const readOptions = typeof options === 'function' ? options : () => options;

  return {
    async call<T>(
      path: string,
      body?: ApiRequestBody,
      { public: isPublic = false, timeoutTip = true, signal, keepalive = false, token }: ApiCallOptions = {},
    ): Promise<T> {
      signal?.throwIfAborted();
      const settings = readOptions();
      const fetchImpl = settings.fetch ?? ((input, init) => fetch(input, init));
      const timeoutMs = requestTimeoutMs(currentEffectiveType());
      const tipShown = timeoutTip && settings.onTimeoutTip !== undefined;
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let abortWithCaller = () => {};
      // Settles the race even when a fetch ignores its abort signal. Each rejection comes before
      // the abort so the race settles with it, not with the fetch's abort error.
      const interrupted = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new ApiTimeoutError(path, timeoutMs, { tipShown }));
          controller.abort();
        }, timeoutMs);
        abortWithCaller = () => {
          reject(signal?.reason);
          controller.abort(signal?.reason);
        };
      });
      signal?.addEventListener('abort', abortWithCaller, { once: true });
      try {
        const init = requestInit(body, settings, controller.signal, { keepalive, token });
        return await Promise.race([
          exchange<T>(path, settings.apiBase + path, init, isPublic, fetchImpl),
          interrupted,
        ]);
      } catch (error) {
        if (error instanceof ApiTimeoutError && error.tipShown) settings.onTimeoutTip?.();
        throw error;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abortWithCaller);
      }
    },
  };
}

/** The shared client, configured by the host through `configurePlatform`. */
export const apiClient: ApiClient = createApiClient(() => {
  const config = platformConfig();
  if (!config) throw new Error('configurePlatform() must run before the first API call');
  return config;
});

type ApiRoutes = typeof apiRoutes;

/** A route of the caller's own copy of the contracts' route table (`apiRoutes.<name>`). */
export type ApiCallRoute = ApiRoutes[ApiCallName];

/** The contract name of a route, found by its path. */
export type ApiCallNameOf<Route extends ApiCallRoute> = {
  [Name in ApiCallName]: ApiRoutes[Name]['path'] extends Route['path'] ? Name : never;
}[ApiCallName];

/**
 * Calls a contract by its route, typed by `@casino/contracts`: the body and the answer follow the
 * call's schemas, and the route (path, public) comes from the zod-free route table, so the frontend
 * cannot drift from the API nor forget that a call is public.
 *
 * The route comes from the caller's own bundle (`callApi(apiRoutes.getExchange, {})`): the platform
 * is the host's instance, built with the host's copy of the route table, which does not know calls
 * added after the host was built; a remote's bundle carries its own copy, so its new calls work
 * without a host release. There is no call by name or by bare path: a remote cannot make an
 * untyped call through the platform (the host's by-path client is `@casino/platform/host`).
 */
export function callApi<Route extends ApiCallRoute>(
  route: Route,
  body: ApiRequestOf<ApiCalls[ApiCallNameOf<Route>]>,
  options: Omit<ApiCallOptions, 'public'> = {},
): Promise<ApiResponseOf<ApiCalls[ApiCallNameOf<Route>]>> {
  return apiClient.call(route.path, body, { ...options, public: route.public });
}

/**
 * Sends a `FormData` body (files, e.g. `uploadKyc`'s picture) to a call that takes one, typed by its
 * contract's answer. The browser sets the multipart content type; the API checks each file's content.
 */
export function uploadToApi<Route extends ApiCallRoute>(
  route: Route,
  form: FormData,
  options: Omit<ApiCallOptions, 'public'> = {},
): Promise<ApiResponseOf<ApiCalls[ApiCallNameOf<Route>]>> {
  return apiClient.call(route.path, form, { ...options, public: route.public });
}
