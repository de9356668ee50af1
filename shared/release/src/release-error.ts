/** Why a release operation was refused; the HTTP endpoint maps each kind to a status and code. */
export type ReleaseErrorKind =
  | 'invalid' // bad input: a missing build, a malformed version or percent, an unsafe file path
  | 'notFound' // an unknown remote or a version that was never published
  | 'exists' // the same name and version is already published
  | 'incompatible' // the compatibility gate refused it
  | 'conflict' // the remote's state forbids it (a canary running, nothing to roll back to)
  | 'locked'; // another release held the registry lock too long

export class ReleaseError extends Error {
  override name = 'ReleaseError';
  constructor(
    readonly kind: ReleaseErrorKind,
    message: string,
  ) {
    super(message);
  }
}
