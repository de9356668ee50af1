import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, errorCodes } from './api-error.js';
import { describeIssues, findUnacceptableString, maxStringLength } from './body-checks.js';
import { isJsonTooDeep, jsonTooDeepMessage } from './json-bodies.js';
import { readBearerToken, type Session } from './session.js';

/** One call of the contracts: its path under `/api`, whether it is public, and its shapes. */
export interface ApiCallContract<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  path: string;
  public: boolean;
  request: Request;
  response: Response;
}

/**
 * `errcode`: `{ errcode: 0, msg, data }`, the default of spec 7.
 * `code`: `{ code: 200, msg, data }`, used where the spec says so (preLogin).
 */
export type EnvelopeStyle = 'errcode' | 'code';

export interface CallOptions {
  envelope?: EnvelopeStyle;
  /** Accepts a `text/plain` body holding JSON: what `navigator.sendBeacon(url, string)` sends. */
  acceptsBeacon?: boolean;
  bodyLimitBytes?: number;
  /**
   * Takes a `multipart/form-data` body (what a browser's `FormData` sends): text fields become
   * strings, files become `UploadedFile`s. JSON is still accepted, so a file field is then missing.
   */
  formData?: boolean;
}

export interface CallContext<Body> {
  body: Body;
  /** The caller's session; null on a public call without a valid token. */
  session: Session | null;
  /** True when an `authorization` header was sent (valid or not): public calls answer 401 then. */
  sentToken: boolean;
  clientAddress: string;
  request: FastifyRequest;
}

export type CallHandler<Request extends z.ZodType, Response extends z.ZodType> = (
  context: CallContext<z.output<Request>>,
) => Promise<z.input<Response>>;

export interface ApiCallDependencies {
  resolveSession(token: string): Promise<Session | null>;
  /** Checks every answer against its contract: on in development and tests, off in production. */
  checkResponses: boolean;
}

/** A call the server answers, as registered: tests fuzz each one and the API docs list them. */
export interface ServedCall {
  contract: ApiCallContract;
  envelope: EnvelopeStyle;
  acceptsBeacon: boolean;
  bodyLimitBytes: number;
  formData: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    envelope?: EnvelopeStyle;
    /** The call takes `multipart/form-data` (`CallOptions.formData`). */
    formData?: boolean;
  }
  interface FastifyInstance {
    /** Every business call registered so far, in registration order. */
    servedCalls: readonly ServedCall[];
  }
}

const defaultBodyLimitBytes = 64 * 1024;

export function successEnvelope(style: EnvelopeStyle, data: unknown) {
  return style === 'code' ? { code: 200, msg: 'ok', data } : { errcode: 0, msg: 'ok', data };
}

export function errorEnvelope(style: EnvelopeStyle, code: number, msg: string, data: unknown = null) {
  return style === 'code' ? { code, msg, data } : { errcode: code, msg, data };
}

/** The session of a call that requires one (non-public calls always have it). */
export function requireSession(context: CallContext<unknown>): Session {
  if (!context.session) throw new ApiError(errorCodes.unauthorized, 'Sign in required');
  return context.session;
}

/** Turns the parsed body into a plain object, or explains why it is not one. */
function readBodyObject(request: FastifyRequest, acceptsBeacon: boolean): Record<string, unknown> {
  let body = request.body;
  // Fastify hands a text/plain body over as the raw string.
  if (request.headers['content-type']?.startsWith('text/plain')) {
    if (!acceptsBeacon) {
      throw new ApiError(errorCodes.unsupportedContentType, 'Content-Type must be application/json');
    }
    if (typeof body === 'string' && isJsonTooDeep(body)) {
      throw new ApiError(errorCodes.invalidRequest, `body: ${jsonTooDeepMessage}`);
    }
    try {
      body = typeof body === 'string' && body.trim() !== '' ? JSON.parse(body) : undefined;
    } catch {
      throw new ApiError(errorCodes.invalidRequest, 'body: not valid JSON');
    }
  }
  // No body at all is an empty object (calls without fields); `null` or `[]` is a mistake.
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(errorCodes.invalidRequest, 'body: must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * A file of a `multipart/form-data` body. Its bytes sit in a private field, so walking the body's
 * fields (string checks, logs) never goes through them.
 */
export class UploadedFile {
  readonly #bytes: Buffer;
  constructor(
    readonly name: string,
    /** What the client declared: never trusted, the content decides. */
    readonly declaredType: string,
    bytes: Buffer,
  ) {
    this.#bytes = bytes;
  }
  get size(): number {
    return this.#bytes.length;
  }
  bytes(): Buffer {
    return this.#bytes;
  }
}

/** A multipart body as fields: text as strings, files as `UploadedFile`s, repeated names as arrays. */
async function readFormData(contentType: string, body: Buffer): Promise<Record<string, unknown>> {
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType },
  }).formData();
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) {
    const field =
      typeof value === 'string'
        ? value
        : new UploadedFile(value.name, value.type, Buffer.from(await value.arrayBuffer()));
    const previous = fields[name];
    fields[name] =
      previous === undefined ? field : [...(Array.isArray(previous) ? previous : [previous]), field];
  }
  return fields;
}

export function createCallRegistrar(app: FastifyInstance, dependencies: ApiCallDependencies) {
  const servedCalls: ServedCall[] = [];
  app.decorate('servedCalls', servedCalls);
  // Each route's own body limit bounds what is read; only `formData` calls accept the result.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    if (!request.routeOptions.config.formData) {
      done(new ApiError(errorCodes.unsupportedContentType, 'Content-Type must be application/json'));
      return;
    }
    readFormData(String(request.headers['content-type']), body as Buffer).then(
      (fields) => done(null, fields),
      () => done(new ApiError(errorCodes.invalidRequest, 'body: not valid multipart form data')),
    );
  });

  return function registerCall<Request extends z.ZodType, Response extends z.ZodType>(
    call: ApiCallContract<Request, Response>,
    handler: CallHandler<Request, Response>,
    options: CallOptions = {},
  ): void {
    const served: ServedCall = {
      contract: call,
      envelope: options.envelope ?? 'errcode',
      acceptsBeacon: options.acceptsBeacon ?? false,
      bodyLimitBytes: options.bodyLimitBytes ?? defaultBodyLimitBytes,
      formData: options.formData ?? false,
    };
    servedCalls.push(served);
    const { envelope, acceptsBeacon, formData } = served;

    app.post(
      `/api${call.path}`,
      { bodyLimit: served.bodyLimitBytes, config: { envelope, formData } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const body = readBodyObject(request, acceptsBeacon);
        const badString = findUnacceptableString(body, maxStringLength);
        if (badString) {
          throw new ApiError(errorCodes.invalidRequest, `${badString.field}: ${badString.message}`, {
            issues: [badString],
          });
        }
        // The contract's schema is strict and already allows the common body fields (appId, ...).
        const parsed = call.request.safeParse(body);
        if (!parsed.success) {
          const issues = describeIssues(parsed.error, body);
          const [first] = issues;
          const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
          const message = first ? `${first.field}: ${first.message}${more}` : 'invalid body';
          throw new ApiError(errorCodes.invalidRequest, message, { issues });
        }

        const token = readBearerToken(request.headers.authorization);
        const session = token ? await dependencies.resolveSession(token) : null;
        if (!call.public && !session) {
          throw new ApiError(
            errorCodes.unauthorized,
            token ? 'Session expired, please sign in again' : 'Sign in required',
          );
        }

        const data = await handler({
          body: parsed.data as z.output<Request>,
          session,
          sentToken: token !== null,
          clientAddress: request.ip,
          request,
        });
        if (dependencies.checkResponses) {
          const checked = call.response.safeParse(data);
          if (!checked.success) {
            const issues = describeIssues(checked.error).map((issue) => `${issue.field}: ${issue.message}`);
            throw new Error(`Answer of ${call.path} breaks its contract: ${issues.join('; ')}`);
          }
        }
        reply.header('cache-control', 'no-store');
        return successEnvelope(envelope, data);
      },
    );
  };
}

export type RegisterCall = ReturnType<typeof createCallRegistrar>;
