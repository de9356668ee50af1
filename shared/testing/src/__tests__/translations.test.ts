import { describe, expect, it } from 'vitest';
import { translationProblems } from '../translations';

const reference = { title: 'Balance {{amount}}', nested: { ok: 'OK', hint: 'Hi {{name}}' } };

describe('translationProblems', () => {
  it('finds nothing wrong in a complete translation', () => {
    expect(
      translationProblems(reference, {
        title: 'Balanse {{amount}}',
        nested: { ok: 'Sige', hint: 'Kumusta {{name}}' },
      }),
    ).toEqual([]);
  });

  it('names missing and extra keys and changed placeholders', () => {
    expect(
      translationProblems(reference, { title: 'Balanse', nested: { hint: 'Kumusta {{name}}', extra: 'x' } }),
    ).toEqual(['title has placeholders {}, en-US has {amount}', 'missing nested.ok', 'extra nested.extra']);
  });
});
