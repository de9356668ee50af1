// `npm run docs:api`: writes docs/api.md and docs/openapi.json from the calls the API registers
// and their contracts. `--check` writes nothing and fails when the committed files are stale.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig, repoRoot } from './config.js';
import { renderApiDocFiles } from './docs/api-docs.js';
import { buildServer } from './server.js';

const check = process.argv.includes('--check');
// A throw-away database: only the list of registered calls is read.
const app = await buildServer(loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', NODE_ENV: 'test' }));
const files = renderApiDocFiles(app.servedCalls);
await app.close();

let stale = 0;
for (const [name, text] of Object.entries(files)) {
  const path = join(repoRoot, 'docs', name);
  const committed = await readFile(path, 'utf8').catch(() => '');
  if (committed === text) continue;
  stale += 1;
  if (check) console.error(`docs/${name} is stale: run npm run docs:api`);
  else await writeFile(path, text);
}
console.info(
  check
    ? `API docs: ${stale} stale file(s)`
    : `API docs: ${stale} file(s) written (${app.servedCalls.length} calls)`,
);
process.exitCode = check && stale > 0 ? 1 : 0;
