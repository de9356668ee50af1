import * as z from 'zod';
import type { ApiPath } from './routes';

/**
 * Fields the API client adds to every JSON body (spec 7). `platform` is 0 on mobile, 1 on desktop;
 * `appVersion` is the build's version (the spec's `{ip}`).
 */
export const commonBodyFieldsSchema = z.strictObject({
  appId: z.string().min(1),
  channel: z.literal('WEB'),
  clientReferrer: z.string(),
  platform: z.union([z.literal(0), z.literal(1)]),
  appVersion: z.string().min(1),
  appWebName: z.string(),
});
export type CommonBodyFields = z.infer<typeof commonBodyFieldsSchema>;

const optionalCommonBodyFields = commonBodyFieldsSchema.partial().shape;

/** What one call is: where it goes, whether a 401 may log the player out, and its shapes. */
export interface ApiCallDefinition<
  Path extends ApiPath,
  RequestShape extends z.ZodRawShape,
  Response extends z.ZodType,
> {
  path: Path;
  /** A public call's 401 does not log the player out (spec 6). */
  public: boolean;
  /** The call's own body fields; unknown keys are rejected. */
  request: z.ZodObject<RequestShape, z.core.$strict>;
  /** The envelope's `data` on success (wrap with `envelopeSchema`). */
  response: Response;
}

/**
 * Declares a call. The returned `request` schema also accepts the common body fields, so the API
 * validates the body exactly as the client sends it.
 */
export function defineCall<
  Path extends ApiPath,
  RequestShape extends z.ZodRawShape,
  Response extends z.ZodType,
>(definition: ApiCallDefinition<Path, RequestShape, Response>) {
  return { ...definition, request: definition.request.extend(optionalCommonBodyFields) };
}

/** Any call made by `defineCall`. */
export type ApiCall = ReturnType<typeof defineCall>;

/** The body a caller passes to a call (the client adds the common fields). */
export type ApiRequestOf<Call extends ApiCall> = z.input<Call['request']>;

/** The `data` of a successful call. */
export type ApiResponseOf<Call extends ApiCall> = z.output<Call['response']>;

/** Data of calls that answer with nothing: the API sends no `data` or an empty object. */
export const emptyResponseSchema = z.object({});
