import path from 'node:path';
import { consoleAppConfig } from '@casino/build';

const dir = path.dirname(new URL(import.meta.url).pathname);

export default (_env, argv) => consoleAppConfig({ dir, mode: argv.mode ?? 'production' });
