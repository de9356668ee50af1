import * as z from 'zod';
import { remoteNames } from './remotes';
import { isoDateTimeSchema } from './schema-primitives';

// semver.org's recommended pattern, anchored.
const semverPattern =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

const versionSchema = z.string().regex(semverPattern, 'A version is a semver string');

// Where a remote's `mf-manifest.json` lives: an absolute URL or a path on the host's origin.
const manifestUrlSchema = z
  .string()
  .regex(/^(https?:\/\/|\/)\S+$/, 'A manifest URL is absolute or starts with /');

// A path prefix a remote owns, matched by whole segments: `/activity` owns `/activity/spin`.
// Never `/` nor with a trailing slash, so no remote can claim the whole site.
const routePrefixSchema = z
  .string()
  .regex(/^(\/[^/\s]+)+$/, 'A route prefix starts with / and has no trailing /');

/** Shared package name -> semver range (what a remote needs) or version (what the host provides). */
const sharedVersionsSchema = z.record(z.string().min(1), z.string().min(1));

/** One remote's entry: the active version, what it owns, and the versions it had before. */
export const registryRemoteSchema = z.object({
  version: versionSchema,
  manifestUrl: manifestUrlSchema,
  routePrefixes: z.array(routePrefixSchema),
  overlays: z.array(z.string().min(1)),
  /** The shared versions the active version needs (its release.json), checked by the release gate. */
  requires: sharedVersionsSchema.optional(),
  /** A version a share of devices gets instead, chosen by a stable hash of the device id. */
  canary: z
    .object({
      version: versionSchema,
      manifestUrl: manifestUrlSchema,
      percent: z.number().int().min(1).max(99),
      startedAt: isoDateTimeSchema,
    })
    .optional(),
  /** Every version activated so far, oldest first; rolling back re-activates one of them. */
  history: z.array(
    z.object({
      version: versionSchema,
      manifestUrl: manifestUrlSchema,
      activatedAt: isoDateTimeSchema,
      action: z.enum(['publish', 'rollback', 'promote']).optional(),
    }),
  ),
});
export type RegistryRemote = z.infer<typeof registryRemoteSchema>;

/**
 * The registry document (`/registry.json`). A remote not yet published is simply absent. Each
 * route prefix and overlay id has exactly one owner, so resolving a path never depends on order.
 */
export const registryDocumentSchema = z
  .object({
    schemaVersion: z.literal(1),
    updatedAt: isoDateTimeSchema,
    /** The active host release, which every remote is checked against. */
    host: z
      .object({
        version: versionSchema,
        provides: sharedVersionsSchema,
        activatedAt: isoDateTimeSchema,
        history: z.array(z.object({ version: versionSchema, activatedAt: isoDateTimeSchema })),
      })
      .optional(),
    remotes: z.partialRecord(z.enum(remoteNames), registryRemoteSchema),
  })
  .superRefine((document, context) => {
    const ownerOf = new Map<string, string>();
    for (const [remote, entry] of Object.entries(document.remotes)) {
      if (!entry) continue;
      const claims = [
        ...entry.routePrefixes.map((prefix) => ({ key: `route ${prefix}`, field: 'routePrefixes' })),
        ...entry.overlays.map((overlay) => ({ key: `overlay ${overlay}`, field: 'overlays' })),
      ];
      for (const claim of claims) {
        const owner = ownerOf.get(claim.key);
        if (owner === undefined) {
          ownerOf.set(claim.key, remote);
        } else if (owner !== remote) {
          context.addIssue({
            code: 'custom',
            path: ['remotes', remote, claim.field],
            message: `${claim.key} is claimed by both ${owner} and ${remote}`,
          });
        }
      }
    }
  });
export type RegistryDocument = z.infer<typeof registryDocumentSchema>;
