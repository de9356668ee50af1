import path from 'node:path';
import { expect, it } from 'vitest';
import { findUiClassStrings, formatFindings } from '../../../../shared/ui/checks/ui-class-strings.mjs';

const workspace = path.resolve(__dirname, '../../../..');
const wallet = path.join('remotes', 'wallet') + path.sep;

// The design system's check (shared/ui/README.md, "The check") reports the whole workspace until
// every part is migrated; the wallet is, and stays so.
it('draws its pages with @casino/ui components and CSS Modules, never a hand-written ui- class', () => {
  const findings = findUiClassStrings(workspace).filter((finding) => finding.file.startsWith(wallet));
  expect(formatFindings(findings)).toEqual([]);
});
