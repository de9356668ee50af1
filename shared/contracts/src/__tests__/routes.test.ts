import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../api/index';
import { type ApiRoute, apiRoutes } from '../api/routes';

// Every domain's table, found by file name so a new domain is checked without editing this test.
const apiDir = new URL('../api/', import.meta.url);
const domainTables = await Promise.all(
  readdirSync(apiDir)
    .filter((file) => file.endsWith('-routes.ts'))
    .map(async (file) => ({
      file,
      exports: (await import(new URL(file, apiDir).href)) as Record<string, Record<string, ApiRoute>>,
    })),
);

describe('the route tables', () => {
  const tables = domainTables.flatMap(({ file, exports }) =>
    Object.entries(exports).map(([name, table]) => ({ file, name, table })),
  );

  it('has one table per domain file, named after it', () => {
    for (const { file, exports } of domainTables) {
      const domain = file.replace(/-routes\.ts$/, '');
      expect(Object.keys(exports), file).toEqual([`${domain}Routes`]);
    }
    expect(domainTables.length).toBeGreaterThan(5);
  });

  it('puts each call in one domain only', () => {
    const owners = new Map<string, string[]>();
    for (const { file, table } of tables) {
      for (const call of Object.keys(table)) owners.set(call, [...(owners.get(call) ?? []), file]);
    }
    const inTwo = [...owners].filter(([, files]) => files.length > 1);
    expect(inTwo).toEqual([]);
  });

  it('is the union of the domain tables', () => {
    const union = Object.assign({}, ...tables.map(({ table }) => table));
    expect(apiRoutes).toEqual(union);
  });

  it('gives every defined call a route, and every route a definition with its path', () => {
    expect(Object.keys(apiCalls).sort()).toEqual(Object.keys(apiRoutes).sort());
    for (const [name, call] of Object.entries(apiCalls)) {
      expect({ path: call.path, public: call.public }).toEqual(apiRoutes[name as keyof typeof apiRoutes]);
    }
  });
});
