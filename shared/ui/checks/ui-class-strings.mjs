#!/usr/bin/env node
// The design system is the only way to its styles: a `ui-*` class written by hand outside
// shared/ui breaks silently when the host's stylesheet changes. This finds every such string
// (`"ui-`, `'ui-`, `` `ui- ``, ` ui-`, `.ui-` in scripts; `.ui-` selectors in CSS) and names the
// component to use instead.
//   node shared/ui/checks/ui-class-strings.mjs            report (exit 0)
//   node shared/ui/checks/ui-class-strings.mjs --strict   fail (exit 1) when anything is found
//   --root <dir>  the workspace to read (default: this repository)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the checker looks, relative to the workspace root. */
export const searchedRoots = ['host', 'remotes', 'shared', 'e2e', 'scripts', 'api/src'];
/** The design system itself, and its own test in Chromium (which inspects its internals). */
export const allowedPaths = ['shared/ui', 'e2e/tests/ui-gallery.spec.ts'];
const skippedDirectories = new Set([
  'node_modules',
  'dist',
  'dev-dist',
  '.mf',
  'test-results',
  'playwright-report',
]);
const scriptFile = /\.(?:[cm]?[jt]sx?)$/;
const cssFile = /\.css$/;

const hostOnly =
  "a class of the host's own CSS Module (host-only styles: the app frame and sign-in pages are styled in host/src)";

/**
 * The component (or prop) that replaces a hand-written class, by class prefix. The longest
 * matching prefix wins (`ui-list__link` before `ui-list`).
 */
export const replacements = [
  ['ui-text-muted', '<Text tone="muted">'],
  ['ui-text', '<Text>'],
  ['ui-page__title', '<Page title={...}>'],
  ['ui-page__lead', '<Page lead={...}>'],
  ['ui-page__intro', '<Page lead={...}> or <Text tone="muted">'],
  ['ui-page--centered', '<Page centered>'],
  ['ui-page-header', '<PageHeader> (or <Page title onBack actions>)'],
  ['ui-page', '<Page>'],
  ['ui-card', '<Card>'],
  ['ui-section-title', '<SectionTitle>'],
  ['ui-section-header', '<SectionTitle trailing={...}>'],
  ['ui-prose', '<Prose> (or <Card prose>)'],
  ['ui-list__link', '<ListLink>'],
  ['ui-list__', '<ListItem icon description trailing> / <ListLink>'],
  ['ui-list', '<List>'],
  ['ui-form-error', '<FormError>'],
  ['ui-form', '<Form>'],
  ['ui-field__error', 'the `error` prop of <TextField>, <Select>, <Checkbox>, <ChoiceGroup> or <Field>'],
  ['ui-field', '<Field>, <TextField> or <Select>'],
  ['ui-input', '<TextField>, <Select> or <Field>'],
  ['ui-select', '<Select>'],
  ['ui-link', '<TextLink>'],
  ['ui-segmented', '<SegmentedTabs>'],
  ['ui-tabs', '<Tabs>'],
  ['ui-checkbox', '<Checkbox>'],
  ['ui-choice', '<ChoiceGroup>'],
  ['ui-notice', '<Notice>'],
  ['ui-chips', '<ChipGroup>'],
  ['ui-chip', '<Chip>'],
  ['ui-visually-hidden', '<VisuallyHidden> (or <Page title titleHidden>)'],
  ['ui-icon-button', '<IconButton>'],
  ['ui-button', '<Button> for an action, <ButtonLink> for navigation'],
  ['ui-accordion', '<Accordion> with <AccordionItem>'],
  ['ui-badge', '<Badge>'],
  ['ui-avatar', '<Avatar>'],
  ['ui-progress', '<ProgressBar>'],
  ['ui-stepper', '<Stepper>'],
  ['ui-countdown', '<Countdown> (or useCountdown)'],
  ['ui-toast', 'showToast() with one <ToastRegion>'],
  ['ui-spinner', '<Spinner>'],
  ['ui-skeleton', '<Skeleton>'],
  ['ui-empty-state', '<EmptyState>'],
  ['ui-error-panel', '<ErrorPanel>'],
  ['ui-breadcrumbs', '<Breadcrumbs>'],
  ['ui-tab-bar', '<TabBar>'],
  ['ui-loading-bar', '<LoadingBar>'],
  ['ui-count-up', '<CountUp>'],
  ['ui-infinite-list', '<InfiniteList>'],
  ['ui-overlay', '<Modal>, <Sheet> or <Dialog>'],
  ['ui-modal', '<Modal>'],
  ['ui-sheet', '<Sheet>'],
  ['ui-dialog', '<Modal>, <Sheet> or <Dialog>'],
  ['ui-grid', 'a grid in your own CSS Module'],
  // The host's frame and auth pages: not design system; the host styles them in its own modules.
  ['ui-top-bar', hostOnly],
  ['ui-social', hostOnly],
  ['ui-auth', hostOnly],
  ['ui-app', hostOnly],
  ['ui-main', hostOnly],
].sort(([a], [b]) => b.length - a.length);

const cssAdvice =
  'a class of your own in a CSS Module, passed as `className`; never select design-system classes';

/** What to write instead of `className` (a `ui-*` class name, possibly a prefix such as `ui-button--`). */
export function replacementFor(className) {
  const match = replacements.find(
    ([prefix]) =>
      className === prefix ||
      className.startsWith(prefix.endsWith('_') ? prefix : `${prefix}-`) ||
      className.startsWith(`${prefix}_`),
  );
  return match?.[1] ?? 'a component of @casino/ui (see its gallery: pnpm --filter @casino/ui gallery)';
}

// In scripts: a class name right after a quote, a backtick, white space or a dot (a selector).
const scriptPattern = /(?<=["'`\s.])ui-[a-z][a-z0-9_-]*/g;
// In stylesheets: a selector on a design-system class.
const cssPattern = /\.(ui-[a-z][a-z0-9_-]*)/g;

/**
 * The `ui-*` class strings in one file's text.
 * @param {string} text
 * @param {'script' | 'css'} kind
 */
export function findInText(text, kind) {
  const findings = [];
  text.split('\n').forEach((lineText, index) => {
    const pattern = kind === 'css' ? cssPattern : scriptPattern;
    for (const match of lineText.matchAll(pattern)) {
      const className = kind === 'css' ? match[1] : match[0];
      const column = (match.index ?? 0) + (kind === 'css' ? 2 : 1);
      findings.push({
        line: index + 1,
        column,
        className,
        use: kind === 'css' ? cssAdvice : replacementFor(className),
      });
    }
  });
  return findings;
}

function filesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedDirectories.has(entry.name) ? [] : filesUnder(full);
    return scriptFile.test(entry.name) || cssFile.test(entry.name) ? [full] : [];
  });
}

/**
 * Every hand-written `ui-*` class outside shared/ui, with the component to use instead.
 * @param {string} root the workspace root
 * @returns {{ file: string, line: number, column: number, className: string, use: string }[]}
 */
export function findUiClassStrings(root) {
  const allowed = allowedPaths.map((allowedPath) => path.join(root, allowedPath));
  const isAllowed = (file) => allowed.some((prefix) => file === prefix || file.startsWith(prefix + path.sep));
  return searchedRoots
    .flatMap((dir) => filesUnder(path.join(root, dir)))
    .filter((file) => !isAllowed(file))
    .sort()
    .flatMap((file) =>
      findInText(readFileSync(file, 'utf8'), cssFile.test(file) ? 'css' : 'script').map((finding) => ({
        file: path.relative(root, file),
        ...finding,
      })),
    );
}

/** One line per finding: `file:line:column  ui-class  ->  use <Component>`. */
export function formatFindings(findings) {
  return findings.map(
    ({ file, line, column, className, use }) => `${file}:${line}:${column}  ${className}  ->  use ${use}`,
  );
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const rootIndex = args.indexOf('--root');
  const root = path.resolve(
    rootIndex >= 0 ? (args[rootIndex + 1] ?? '.') : fileURLToPath(new URL('../../../', import.meta.url)),
  );
  const strict = args.includes('--strict');
  const findings = findUiClassStrings(root);
  for (const line of formatFindings(findings)) console.log(line);
  const files = new Set(findings.map(({ file }) => file)).size;
  const summary = `${findings.length} hand-written ui- class string(s) in ${files} file(s) outside shared/ui`;
  if (findings.length > 0 && strict) {
    console.error(`\n${summary}: use the design system's components instead.`);
    process.exit(1);
  }
  console.log(`\n${summary}${strict ? '' : ' (report only; --strict fails on any)'}.`);
}
