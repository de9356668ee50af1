import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../checkbox';
import { ChoiceGroup } from '../choice-group';
import { Field } from '../field';
import { Form, FormError } from '../form';
import { Select } from '../select';
import { TextArea } from '../text-area';

afterEach(cleanup);

describe('Form and FormError', () => {
  it('submits through its handler without the browser’s own validation bubbles', () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <Form aria-label="Log in" onSubmit={onSubmit}>
        <input required aria-label="Account" />
        <button type="submit">Log in</button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Log in' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('announces a failed submission and shows nothing without one', () => {
    const { rerender } = render(<FormError>{null}</FormError>);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormError>The account or password is wrong.</FormError>);
    expect(screen.getByRole('alert').textContent).toBe('The account or password is wrong.');
  });
});

describe('Field', () => {
  it('ties any control to its label, hint and error', () => {
    render(
      <Field label="Remark" hint="Up to 200 characters." error="Too long.">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Remark' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (textarea.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Up to 200 characters.', 'Too long.']);
    expect(screen.getByRole('alert').textContent).toBe('Too long.');
  });
});

describe('Select', () => {
  it('is a native select named by its label, with an unselectable placeholder', () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Bank"
        value=""
        placeholder="Choose a bank"
        options={[
          { value: 'bdo', label: 'BDO' },
          { value: 'bpi', label: 'BPI' },
        ]}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Bank' });
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.textContent)).toEqual(['Choose a bank', 'BDO', 'BPI']);
    expect(options[0]?.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'bpi' } });
    expect(onChange).toHaveBeenCalledWith('bpi');
  });

  it('marks an option written in another language', () => {
    render(
      <Select
        label="Language"
        defaultValue="en-US"
        options={[
          { value: 'en-US', label: 'English', lang: 'en-US' },
          { value: 'fil-PH', label: 'Filipino', lang: 'fil-PH' },
        ]}
      />,
    );
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.lang)).toEqual(['en-US', 'fil-PH']);
  });
});

function AgeCheck() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="I am over 21"
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
      error={checked ? null : 'Confirm your age to register.'}
    />
  );
}

describe('Checkbox', () => {
  it('is toggled by a tap on its label and announces its error', () => {
    render(<AgeCheck />);
    const box = screen.getByRole('checkbox', { name: 'I am over 21' }) as HTMLInputElement;
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Confirm your age to register.');

    fireEvent.click(screen.getByText('I am over 21'));
    expect(box.checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });
});

function AmountPicker({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <ChoiceGroup
      legend="Amount"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      options={[
        { value: 10000, label: '100.00' },
        { value: 50000, label: '500.00', description: '+10% bonus' },
        { value: 100000, label: '1,000.00', disabled: true },
      ]}
    />
  );
}

describe('ChoiceGroup', () => {
  it('is a group of radio buttons named by its legend; choosing one selects only it', () => {
    const onChange = vi.fn();
    render(<AmountPicker onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Amount' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([false, false, false]);

    fireEvent.click(screen.getByRole('radio', { name: '500.00 +10% bonus' }));
    expect(onChange).toHaveBeenCalledWith(50000);
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(radios[2]?.disabled).toBe(true);
    // One name for the group: the browser's arrow keys move between these radios.
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
  });

  it('shows an option’s picture inside its label, the label still naming the radio', () => {
    render(
      <ChoiceGroup
        legend="Channel"
        columns={1}
        value={1}
        onChange={() => {}}
        options={[
          {
            value: 1,
            label: 'E-wallet',
            media: <img src="/media/payment/ewallet.svg" alt="" width={40} height={40} />,
          },
        ]}
      />,
    );
    const radio = screen.getByRole('radio', { name: 'E-wallet' });
    const picture = radio.closest('label')?.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/media/payment/ewallet.svg');
  });
});

describe('TextArea', () => {
  it('is a multi-line box named by its label that counts characters against its limit', () => {
    render(<TextArea label="Your feedback" hint="We read every message." maxLength={200} />);
    const box = screen.getByRole('textbox', { name: 'Your feedback' }) as HTMLTextAreaElement;
    expect(box.tagName).toBe('TEXTAREA');
    const hint = () => document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint()).toBe('We read every message. · 0 / 200');
    fireEvent.change(box, { target: { value: 'The withdrawal took long.' } });
    expect(hint()).toBe('We read every message. · 25 / 200');
  });
});
