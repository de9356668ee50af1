/** The signed-in player behind a request's token. */
export interface Session {
  userId: number;
  /** SHA-256 (hex) of the bearer token: what `sessions` stores and logout revokes. */
  tokenHash: string;
}

/** Reads the token from `authorization`: the bare token, or `Bearer <token>`. */
export function readBearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : header;
  return token.trim() || null;
}
