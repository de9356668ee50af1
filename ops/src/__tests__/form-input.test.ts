import { describe, expect, it } from 'vitest';
import { ConsoleApiError } from '../console-api';
import {
  awardsOf,
  errorAt,
  errorElsewhere,
  jsonObjectOf,
  localDateTimeOf,
  playerIdsOf,
  refusalOf,
  rowsOf,
} from '../form-input';
import { audienceText } from '../pages/mail-page';
import { canaryPercentOf } from '../pages/releases-page';

const refused = (message: string) => new ConsoleApiError(400, 400, message);

describe('the configuration forms', () => {
  it('puts an API refusal at the field it names, or under the form when no field shows it', () => {
    const refusal = refusalOf(refused('body.rules.cellWeights: no cell can be drawn'));
    expect(refusal).toEqual({ field: 'rules.cellWeights', message: 'no cell can be drawn' });
    expect(errorAt(refusal, 'rules')).toBe('no cell can be drawn');
    expect(errorAt(refusal, 'rules.cellWeights')).toBe('no cell can be drawn');
    expect(errorAt(refusal, 'rule')).toBeNull();
    expect(errorElsewhere(refusal, ['rules'])).toBeNull();
    expect(errorElsewhere(refusal, ['title'])).toBe('no cell can be drawn');

    const unnamed = refusalOf(refused('The marketing role may not maintenance.change'));
    expect(unnamed.field).toBeNull();
    expect(errorAt(unnamed, 'title')).toBeNull();
    expect(errorElsewhere(unnamed, ['title'])).toBe('The marketing role may not maintenance.change');
  });

  it('reads player ids typed with commas, spaces or lines, once each, and refuses anything else', () => {
    expect(playerIdsOf('12, 13\n14 12')).toEqual([12, 13, 14]);
    expect(playerIdsOf('  ')).toBeNull();
    expect(playerIdsOf('12, x')).toBeNull();
    expect(playerIdsOf('0')).toBeNull();
    expect(playerIdsOf('-4')).toBeNull();
  });

  it('reads award rows as whole numbers, skipping empty rows', () => {
    expect(
      awardsOf([
        { prop: '2001', count: '500' },
        { prop: '', count: ' ' },
      ]),
    ).toEqual([{ id: 2001, count: 500 }]);
    expect(awardsOf([{ prop: '2001', count: '' }])).toBeNull();
    expect(awardsOf([{ prop: '2001', count: '1.5' }])).toBeNull();
    expect(awardsOf(rowsOf([{ id: 1010, count: 2 }]))).toEqual([{ id: 1010, count: 2 }]);
  });

  it('takes one JSON object from the rules editor, saying why anything else is not one', () => {
    expect(jsonObjectOf('{ "needDeposit": 5000 }')).toEqual({ value: { needDeposit: 5000 } });
    expect(jsonObjectOf('{ needDeposit: 5000 }')).toMatchObject({
      error: expect.stringMatching(/^Not JSON: /),
    });
    expect(jsonObjectOf('[1, 2]')).toEqual({ error: 'Write one JSON object: { ... }' });
    expect(jsonObjectOf('null')).toEqual({ error: 'Write one JSON object: { ... }' });
  });

  it('shows an instant in a datetime-local field as the local time it is', () => {
    const shown = localDateTimeOf('2099-01-01T06:30:00Z');
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(shown).toISOString()).toBe('2099-01-01T06:30:00.000Z');
  });

  it('takes a canary percent from 1 to 99 only: 100 is a promotion', () => {
    expect(['1', '10%', ' 99 ', '0', '100', '12.5', ''].map(canaryPercentOf)).toEqual([
      1,
      10,
      99,
      null,
      null,
      null,
      null,
    ]);
  });

  it('says who a sent mail went to', () => {
    expect(audienceText({ playerIds: [42] })).toBe('Player 42');
    expect(audienceText({ playerIds: [42, 43] })).toBe('2 players');
    expect(audienceText({ minVip: 3 })).toBe('VIP 3 and up');
    expect(audienceText({ everyone: true })).toBe('Everyone');
  });
});
