// Public surfaces for the release gate (ADR 0029): the names a shared package's entry points
// export, computed from its sources with the TypeScript compiler, and the names a remote's shipped
// code imports from the modules the host provides. Plain ESM for webpack configs and tests.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { sharedFacades, sharedSingletons } from './shared-packages.mjs';

const require = createRequire(import.meta.url);

/** The module a remote exposes to the host; everything it ships is reached from here. */
export const remoteExposedModule = './src/plugin.ts';

/**
 * The modules a remote takes from the host at run time and whose exports the gate compares: the
 * workspace packages among the shared singletons and the facades of shared libraries. The rest
 * of the shared libraries (react, zustand, ...) are provided whole: their versions are the check.
 */
export const surfaceRequests = [
  ...sharedSingletons
    .filter(({ packageName }) => packageName.startsWith('@casino/'))
    .map(({ request }) => request),
  ...Object.keys(sharedFacades),
];

const compilerOptions = {
  allowJs: true,
  noLib: true,
  noEmit: true,
  types: [],
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
};

/** Whether an alias (an import or re-export) is declared `type` anywhere along its chain. */
function resolveAlias(checker, symbol) {
  let current = symbol;
  let typeOnly = false;
  while (current.flags & ts.SymbolFlags.Alias) {
    if (current.declarations?.some((declaration) => ts.isTypeOnlyImportOrExportDeclaration(declaration)))
      typeOnly = true;
    const next = checker.getImmediateAliasedSymbol(current);
    if (!next || next === current) break;
    current = next;
  }
  return { typeOnly, target: current };
}

/**
 * The value and type exports of each file. Only relative imports are followed: what a module
 * re-exports from another package (left unresolved, which keeps this fast) is a value unless it
 * is marked `type`, as `isolatedModules` requires of a re-exported type.
 */
function exportsOfModules(files) {
  const host = ts.createCompilerHost(compilerOptions);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map(({ text }) =>
      text.startsWith('.')
        ? ts.resolveModuleName(text, containingFile, compilerOptions, host)
        : { resolvedModule: undefined },
    );
  const program = ts.createProgram({ rootNames: files, options: compilerOptions, host });
  const checker = program.getTypeChecker();
  return new Map(
    files.map((file) => {
      const source = program.getSourceFile(file);
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      if (!moduleSymbol) throw new Error(`${file} is not a module with exports`);
      const values = [];
      const types = [];
      for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
        const { typeOnly, target } = resolveAlias(checker, symbol);
        const resolved = !(target.flags & ts.SymbolFlags.Alias) && target.declarations?.length;
        const isValue = !typeOnly && (!resolved || (target.flags & ts.SymbolFlags.Value) !== 0);
        (isValue ? values : types).push(symbol.name);
      }
      return [file, { values: values.sort(), types: types.sort() }];
    }),
  );
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A package's `exports` as request -> file, code entries only (not `./package.json`). */
function entryFiles(packageDir) {
  const { name, exports } = readJson(path.join(packageDir, 'package.json'));
  return Object.entries(exports)
    .map(([subpath, target]) => {
      let file = target;
      while (file && typeof file === 'object') file = file.import ?? file.default;
      return [subpath === '.' ? name : `${name}${subpath.slice(1)}`, file];
    })
    .filter(([, file]) => typeof file === 'string' && /\.[cm]?[jt]sx?$/.test(file))
    .map(([request, file]) => [request, path.join(packageDir, file)]);
}

/**
 * A package's public surface: its version and, per entry point of its `exports`, the sorted
 * names of the values and the types it exports.
 */
export function packageSurfaces(packageDirs) {
  const entries = packageDirs.map((dir) => [dir, entryFiles(dir)]);
  const exported = exportsOfModules(entries.flatMap(([, files]) => files.map(([, file]) => file)));
  return Object.fromEntries(
    entries.map(([dir, files]) => {
      const { name, version } = readJson(path.join(dir, 'package.json'));
      const surface = Object.fromEntries(files.map(([request, file]) => [request, exported.get(file)]));
      return [name, { version, entries: surface }];
    }),
  );
}

/**
 * The file a package's `exports` maps a request to (`@casino/platform/query` ->
 * `.../src/query/index.ts`), the package resolved as `dir` resolves it.
 */
export function exportedFile(request, packageName, dir) {
  const packageDir = path.dirname(require.resolve(`${packageName}/package.json`, { paths: [dir] }));
  const entry = entryFiles(packageDir).find(([name]) => name === request);
  if (!entry) throw new Error(`${packageName} exports nothing for ${request}`);
  return entry[1];
}

/**
 * What the host gives remotes at run time: for each of `surfaceRequests`, the sorted names of the
 * values it exports (a facade's explicit list, or the workspace package's entry point as built
 * from `dir`).
 */
export function providedSurfaces(dir) {
  const files = surfaceRequests.map((request) => {
    const facade = sharedFacades[request];
    if (facade) return [request, facade];
    const { packageName } = sharedSingletons.find((singleton) => singleton.request === request);
    return [request, exportedFile(request, packageName, dir)];
  });
  const exported = exportsOfModules(files.map(([, file]) => file));
  return Object.fromEntries(files.map(([request, file]) => [request, exported.get(file).values]));
}

const codeExtensions = ['.ts', '.tsx', '.mjs', '.js'];

function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    ...codeExtensions.map((extension) => `${base}${extension}`),
    ...codeExtensions.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find(
    (candidate) => codeExtensions.includes(path.extname(candidate)) && existsSync(candidate),
  );
}

/**
 * Every file of a package a module reaches through relative imports (itself included), as the
 * bundler finds them: type-only imports count too, which adds nothing a bundle lacks.
 */
export function relativeModuleFiles(entryFile) {
  const files = new Set();
  const pending = [entryFile];
  while (pending.length > 0) {
    const file = pending.pop();
    if (files.has(file)) continue;
    files.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = fileName.startsWith('.') ? resolveRelative(file, fileName) : undefined;
      if (target) pending.push(target);
    }
  }
  return files;
}

function surfaceRequestOf(specifier) {
  return surfaceRequests.includes(specifier) ? specifier : undefined;
}

/** The names a `const { a, b: c } = await import('x')` takes, or undefined for any other use. */
function destructuredNames(callExpression) {
  const awaited = callExpression.parent;
  const declaration = awaited && ts.isAwaitExpression(awaited) ? awaited.parent : undefined;
  if (!declaration || !ts.isVariableDeclaration(declaration)) return undefined;
  if (!ts.isObjectBindingPattern(declaration.name)) return undefined;
  const names = declaration.name.elements.map((element) =>
    element.dotDotDotToken ? undefined : (element.propertyName ?? element.name).getText(),
  );
  return names.includes(undefined) ? undefined : names;
}

function unreadableImport(file, request, dir) {
  return new Error(
    `${path.relative(dir, file)} uses ${request} as a whole module; import the names it needs ` +
      `(import { name } from '${request}') so the release gate can check the host exports them`,
  );
}

/**
 * The names a remote's shipped code imports from each of `surfaceRequests`, found from its
 * exposed module through every relative import (lazy pages included). Each file is first compiled
 * as the build compiles it, one file at a time, so imports used only as types are gone, as they
 * are from the bundle.
 */
export function remoteImports(dir) {
  const imports = new Map();
  const record = (request, names) => {
    const known = imports.get(request) ?? new Set();
    for (const name of names) known.add(name);
    imports.set(request, known);
  };
  const pending = [path.resolve(dir, remoteExposedModule)];
  const seen = new Set();
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      fileName: file,
      compilerOptions: {
        jsx: compilerOptions.jsx,
        module: compilerOptions.module,
        target: compilerOptions.target,
      },
    });
    const source = ts.createSourceFile(file, outputText, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
    const follow = (specifier) => {
      if (!specifier.startsWith('.')) return;
      const target = resolveRelative(file, specifier);
      if (target) pending.push(target);
    };
    const visit = (node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        const specifier = node.moduleSpecifier.text;
        follow(specifier);
        const request = surfaceRequestOf(specifier);
        if (request && ts.isImportDeclaration(node)) {
          const clause = node.importClause;
          if (clause?.name) record(request, ['default']);
          const bindings = clause?.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) throw unreadableImport(file, request, dir);
          if (bindings && ts.isNamedImports(bindings))
            record(
              request,
              bindings.elements.map((element) => (element.propertyName ?? element.name).text),
            );
        } else if (request) {
          const clause = node.exportClause;
          if (!clause || !ts.isNamedExports(clause)) throw unreadableImport(file, request, dir);
          record(
            request,
            clause.elements.map((element) => (element.propertyName ?? element.name).text),
          );
        }
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteralLike(argument)) {
          follow(argument.text);
          const request = surfaceRequestOf(argument.text);
          if (request) {
            const names = destructuredNames(node);
            if (!names) throw unreadableImport(file, request, dir);
            record(request, names);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return Object.fromEntries(
    [...imports.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([request, names]) => [request, [...names].sort()]),
  );
}
