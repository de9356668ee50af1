/** The classic envelope of business calls: `errcode` 0 means success (spec 7). */
export interface ErrcodeEnvelope<T> {
  errcode: number;
  msg: string;
  data?: T;
}

/** The envelope some calls (preLogin) use instead: `code` 200 means success (spec 7). */
export interface CodeEnvelope<T> {
  code: number;
  msg: string;
  data?: T;
}

/** Every API response body: one of the two envelope forms. */
export type ApiEnvelope<T> = ErrcodeEnvelope<T> | CodeEnvelope<T>;

/** Whether the envelope reports success: `errcode` 0 or `code` 200. */
export function isApiSuccess(envelope: ApiEnvelope<unknown>): boolean {
  return ('errcode' in envelope && envelope.errcode === 0) || ('code' in envelope && envelope.code === 200);
}

/** Whether the envelope says the session is gone: `errcode` or `code` 401 (spec 8). */
export function isApiUnauthorized(envelope: ApiEnvelope<unknown>): boolean {
  return ('errcode' in envelope && envelope.errcode === 401) || ('code' in envelope && envelope.code === 401);
}
