export {
  checkCompatible,
  findIncompatibilities,
  findMissingExports,
  type Incompatibility,
  type MissingExports,
} from './compatibility';
export {
  abortCanary,
  defaultPruneKeep,
  type PruneOptions,
  type PruneResult,
  type PublishOptions,
  type PublishResult,
  previousVersion,
  promoteCanary,
  pruneRemote,
  publishHost,
  publishHostRelease,
  publishRemote,
  releaseStatus,
  rollbackRemote,
  startCanary,
} from './operations';
export {
  manifestUrlOf,
  type RegistryCanary,
  type RegistryDocument,
  type RegistryEntry,
  type RegistryHost,
  readRegistry,
  registryPath,
  writeRegistry,
} from './registry-file';
export {
  httpBackend,
  type PublishRequest,
  publishUpload,
  type ReleaseBackend,
  storeBackend,
} from './release-backend';
export {
  type BuiltRemote,
  type HostRelease,
  parseHostRelease,
  type RemoteRelease,
  readBuiltHost,
  readBuiltRemote,
} from './release-description';
export { ReleaseError, type ReleaseErrorKind } from './release-error';
export { folderDigest, versionDir } from './remote-store';
