export { publishRemote } from './publish';
export {
  activate,
  manifestUrlOf,
  type RegistryDocument,
  type RegistryEntry,
  readRegistry,
  registryPath,
  writeRegistry,
} from './registry-file';
export { type BuiltRemote, folderDigest, readBuiltRemote, storeRemote, versionDir } from './remote-store';
