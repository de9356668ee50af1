import path from 'node:path';
import { expect, it } from 'vitest';
import { findUiClassStrings, formatFindings } from '../../checks/ui-class-strings.mjs';

// The design system is the only way in (ADR 0022): a class of it written by hand anywhere else
// would bypass its components and break when they change.
it('no page outside shared/ui writes a ui- class by hand', () => {
  expect(formatFindings(findUiClassStrings(path.resolve(__dirname, '../../../..')))).toEqual([]);
});
