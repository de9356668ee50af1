#!/usr/bin/env node
// `npm run db:new-migration -- <name>`: creates api/migrations/YYYYMMDDHHMM_<name>.sql (UTC), a
// version no other squad's new migration takes unless written in the same minute (then the next
// free minute is used). api/src/db/migrate.ts applies files in version order and refuses an
// applied file that changed later (checksums), so fixes go in a new file.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './system.mjs';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:new-migration -- <name>   (lower-case letters, digits and _)');
  process.exit(2);
}
const directory = process.env.MIGRATIONS_DIR ?? path.join(root, 'api/migrations');
const takenVersions = new Set(readdirSync(directory).map((file) => file.split('_')[0]));
const stamp = (date) => date.toISOString().replace(/\D/g, '').slice(0, 12);
let when = new Date();
while (takenVersions.has(stamp(when))) when = new Date(when.getTime() + 60_000);
const file = path.join(directory, `${stamp(when)}_${name}.sql`);
if (existsSync(file)) throw new Error(`${file} exists`);
writeFileSync(
  file,
  `-- ${name.replaceAll('_', ' ')}: what this migration adds and why.\n-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.\n`,
);
console.log(path.relative(process.cwd(), file));
