import path from 'node:path';
import { remoteConfig } from '@casino/build';

const dir = path.dirname(new URL(import.meta.url).pathname);

export default (_env, argv) => remoteConfig({ dir, mode: argv.mode ?? 'production' });
