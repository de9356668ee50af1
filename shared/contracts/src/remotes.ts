/** The six remotes, one per squad. */
export const remoteNames = ['wallet', 'activities', 'jackpot', 'vip-bonus', 'agent', 'member'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Why a remote could not be loaded. */
export const remoteLoadFailureReasons = [
  'network',
  'notFound',
  'badManifest',
  'chunkLoad',
  'incompatibleShared',
  'unknown',
] as const;
export type RemoteLoadFailureReason = (typeof remoteLoadFailureReasons)[number];
