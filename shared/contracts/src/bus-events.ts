import * as z from 'zod';
import { rewardFlagsSchema } from './entities/reward-flags';
import { remoteLoadFailureReasons } from './remotes';
import { hundredthsDeltaSchema, hundredthsSchema } from './schema-primitives';

const remoteNameField = z.string().min(1);

/**
 * Every event of the bus, by namespaced name, with the schema of its payload. Payloads are open
 * objects: a newer emitter may add fields without an older listener rejecting the event.
 */
export const busEvents = {
  'session.loggedIn': z.object({ userId: z.int().positive() }),
  /** `otherTab`: the token was removed in another tab; `preLogin`: preLogin answered 401. */
  'session.loggedOut': z.object({ reason: z.enum(['user', 'unauthorized', 'otherTab', 'preLogin']) }),
  /** `coin` is the new balance in hundredths; `delta` the change, when known. */
  'wallet.balanceChanged': z.object({ coin: hundredthsSchema, delta: hundredthsDeltaSchema.optional() }),
  'rewardFlags.changed': z.object({ flags: rewardFlagsSchema }),
  /** `source` names what the player tapped, for analytics (`top-bar`, `vip-gift-modal`, ...). */
  'customerService.open': z.object({ source: z.string().min(1) }),
  /** Opens an overlay a remote offers (its id is listed in the registry) or one of the host's. */
  'overlay.open': z.object({ id: z.string().min(1), payload: z.unknown().optional() }),
  'overlay.close': z.object({ id: z.string().min(1) }),
  'remote.loadFailed': z.object({
    remote: remoteNameField,
    reason: z.enum(remoteLoadFailureReasons),
    message: z.string(),
  }),
  'remote.renderFailed': z.object({ remote: remoteNameField, message: z.string() }),
  /** A remote asks the host to go to an in-app path (remotes never import each other). */
  'navigation.requested': z.object({ path: z.string().startsWith('/') }),
  'jackpot.drawChanceChanged': z.object({ canReceiveDrawChance: z.boolean() }),
  /** The live activities changed; listeners re-read the activity store. */
  'activities.changed': z.object({}),
  /** The player's profile changed; listeners re-read the user store. */
  'member.profileUpdated': z.object({}),
} as const;

/** The namespaced name of a bus event. */
export type BusEventName = keyof typeof busEvents;

/** The payload type of every bus event, by name. */
export type BusEventMap = { [Name in BusEventName]: z.infer<(typeof busEvents)[Name]> };

/** One problem a bus payload's schema found. */
export type BusEventIssue = z.core.$ZodIssue;
