// Identity verification's and feedback's constants, zod-free so the member remote ships no schema
// library (the calls are in `api/kyc-calls.ts`).

/** The largest image a player may upload (5 MiB), checked before anything else. */
export const maxUploadBytes = 5 * 1024 * 1024;

/** The image types a player may upload; the API checks the content, not the declared type. */
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Government IDs accepted in the Philippines (PhilSys first: the national ID). */
export const kycIdTypes = [
  'philsys',
  'passport',
  'driversLicense',
  'umid',
  'sss',
  'prc',
  'postal',
  'voters',
] as const;
export type KycIdType = (typeof kycIdTypes)[number];

/** Which picture a KYC upload is: the ID's two sides and the player holding it. */
export const kycImageSides = ['front', 'back', 'selfie'] as const;
export type KycImageSide = (typeof kycImageSides)[number];

export const kycStatuses = ['none', 'submitted', 'approved', 'rejected'] as const;
export type KycState = (typeof kycStatuses)[number];

/** An ID number as printed: letters, digits and dashes, 4 to 32 of them. */
export const kycIdNumberPattern = /^[A-Za-z0-9-]{4,32}$/;
