// Bundled and run by server-process.test.ts: the server as `npm start` runs it, then a crash, or a
// process that exits without closing its database.
import { loadConfig } from '../config.js';
import { openPgliteDatabase } from '../db/pglite-database.js';
import { serve } from '../serve.js';

const mode = process.argv[2];

if (mode === 'exit-without-close') {
  await openPgliteDatabase(process.env.DATA_DIR ?? '', { purpose: 'exit test' });
  console.info('opened');
  process.exit(0);
}

await serve(loadConfig());
console.info('serving');
setTimeout(() => {
  if (mode === 'uncaught-exception') throw new Error('crash test: uncaught-exception');
  void Promise.reject(new Error('crash test: unhandled-rejection'));
}, 100);
