/** A refusal the browser gets as `{ ok: false, error: { code, message } }`; no money changed. */
export class GameError extends Error {
  override name = 'GameError';
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}
