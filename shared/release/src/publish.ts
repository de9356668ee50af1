import { activate, readRegistry, writeRegistry } from './registry-file';
import { readBuiltRemote, storeRemote } from './remote-store';

/** Stores a built remote under its immutable version path, then makes that version active. */
export async function publishRemote(remoteDir: string, storeDir: string, now = new Date()) {
  const remote = await readBuiltRemote(remoteDir);
  const stored = await storeRemote(storeDir, remote);
  await writeRegistry(storeDir, activate(await readRegistry(storeDir), remote, now));
  return { name: remote.name, version: remote.version, stored };
}
