import { Button } from '@casino/ui/core';
import { FormError, TextField } from '@casino/ui/forms';
import type { AwardRow } from './form-input';

/**
 * A list of awards (a prop id and a count per row) the operator edits in place: mail attachments,
 * VIP and task awards. The API checks the props against its catalogue and names the row it refuses.
 */
export function AwardEditor({
  legend,
  rows,
  onChange,
  error,
}: {
  legend: string;
  rows: AwardRow[];
  onChange: (rows: AwardRow[]) => void;
  error?: string | null;
}) {
  const change = (index: number, patch: Partial<AwardRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="console-fieldset">
      <legend>{legend}</legend>
      {rows.map((row, index) => (
        // Rows have no identity beyond their place; a removed row's fields go with it.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="console-row" key={index}>
          <TextField
            label={`${legend}: prop id ${index + 1}`}
            inputMode="numeric"
            value={row.prop}
            onChange={(event) => change(index, { prop: event.target.value })}
            hint="2001 is coin in hundredths"
          />
          <TextField
            label={`${legend}: count ${index + 1}`}
            inputMode="numeric"
            value={row.count}
            onChange={(event) => change(index, { count: event.target.value })}
          />
          <Button
            variant="secondary"
            aria-label={`Remove ${legend.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(rows.filter((_row, at) => at !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <FormError>{error}</FormError>
      <div className="console-row">
        <Button variant="secondary" onClick={() => onChange([...rows, { prop: '', count: '' }])}>
          Add to {legend.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}
