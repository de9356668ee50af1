import path from 'node:path';
import { devHarnessConfig } from '@casino/build';

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export default (_env, argv) => devHarnessConfig({ dir, mode: argv.mode ?? 'development' });
