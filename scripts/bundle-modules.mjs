// What a built JavaScript file is made of, from its source map: the minified bytes each source
// module produced. The bundle report uses it to show where a route's bytes come from and which
// modules more than one loaded file carries (two copies of the same module).
import path from 'node:path';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...base64].map((character, index) => [character, index]));

/** The fields of one mapping segment (Base64 VLQ, source map v3). */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = digitOf.get(character);
    if (digit === undefined) throw new Error(`not a Base64 VLQ digit: ${character}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * Bytes of `code` per source of `map`: each generated segment runs to the next one on its line,
 * or to the line's end, and counts for the source it maps to; unmapped bytes (webpack's runtime
 * glue) count for `(unmapped)`. Counts are UTF-16 code units, as source map columns are (bytes for
 * minified ASCII); they add up to `code.length`.
 */
export function bytesPerSource(code, map) {
  const totals = new Map();
  const count = (source, bytes) => totals.set(source, (totals.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let runStart = 0;
    let runSource = '(unmapped)';
    for (const segment of segments) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      count(runSource, column - runStart);
      runStart = column;
      if (sourceDelta === undefined) {
        runSource = '(unmapped)';
      } else {
        sourceIndex += sourceDelta;
        runSource = map.sources[sourceIndex] ?? '(unmapped)';
      }
      // The remaining fields (line, column, name) are relative too, but only the source matters here.
    }
    count(runSource, line.length - runStart + (lineIndex < lines.length - 1 ? 1 : 0));
  });
  totals.delete(undefined);
  for (const [source, bytes] of totals) if (bytes === 0) totals.delete(source);
  return totals;
}

/**
 * A source's path in the workspace (`shared/platform/src/session.ts`,
 * `node_modules/.pnpm/react-dom@19.3.1/...`). Webpack names sources `webpack://<namespace>/<path>`:
 * `./src/...` for the built package's own files (`packageDir`: `host`, `remotes/wallet`), `../`
 * paths for the rest, whose depth is not reliable (a remote's `../shared/` is the workspace's
 * `shared/`), and a library sometimes under a prefix (`javascript/node_modules/...`); its runtime
 * modules are `webpack/...` and keep their name.
 */
export function sourcePath(source, packageDir) {
  const relative = source.match(/^webpack:\/\/(?:@[^/]+\/)?[^/]*\/(.*)$/)?.[1];
  if (relative === undefined || relative.startsWith('webpack/')) return source;
  const library = relative.indexOf('node_modules/');
  if (library >= 0) return relative.slice(library);
  if (relative.startsWith('./')) return path.posix.join(packageDir, relative);
  return path.posix.normalize(relative).replace(/^(\.\.\/)+/, '');
}

/**
 * The package a workspace path belongs to, for grouping: `shared/platform`, `host`,
 * `remotes/wallet`, a library's name (`react-dom`, `@tanstack/query-core`), or the path itself.
 */
export function ownerOf(workspacePath) {
  const library = workspacePath.match(
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(@[^/]+\/[^/]+|[^/]+)/,
  );
  if (library) return library[1];
  const workspace = workspacePath.match(/^(shared\/[^/]+|remotes\/[^/]+|host)\//);
  return workspace ? workspace[1] : workspacePath;
}
