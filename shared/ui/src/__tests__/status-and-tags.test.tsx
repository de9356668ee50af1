import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, AccordionItem } from '../accordion';
import { Badge } from '../badge';
import { Chip, ChipGroup } from '../chip';
import { IconButton } from '../icon-button';
import { MailIcon } from '../icons';
import { Notice } from '../notice';

afterEach(cleanup);

describe('Badge', () => {
  it('without text is a red dot named by its label', () => {
    render(<Badge label="Rewards to collect" />);
    expect(screen.getByRole('img', { name: 'Rewards to collect' }).className).toBe('ui-badge');
  });

  it('with text is a pill whose text is read as it is', () => {
    render(
      <p>
        First deposit <Badge tone="success">+100%</Badge>
      </p>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('+100%').className).toContain('ui-badge-pill--success');
  });

  it('on an IconButton, the dot is read after the button’s name', () => {
    render(<IconButton label="Mailbox" badge="3 unread" icon={<MailIcon />} />);
    expect(screen.getByRole('button', { name: 'Mailbox, 3 unread' })).toBeTruthy();
  });
});

function Categories() {
  const [category, setCategory] = useState('all');
  return (
    <ChipGroup label="Game categories">
      {['all', 'slots', 'fishing'].map((name) => (
        <Chip key={name} selected={category === name} onClick={() => setCategory(name)}>
          {name}
        </Chip>
      ))}
    </ChipGroup>
  );
}

describe('Chip and ChipGroup', () => {
  it('are toggles in a named group; the pressed one is announced as pressed', () => {
    render(<Categories />);
    expect(screen.getByRole('group', { name: 'Game categories' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'slots' }));
    expect(screen.getByRole('button', { name: 'slots', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'all', pressed: false })).toBeTruthy();
  });
});

describe('Notice', () => {
  it('is a polite status by default, an alert for problems, or plain content', () => {
    const { rerender } = render(<Notice title="Saved">Your card was added.</Notice>);
    expect(screen.getByRole('status').textContent).toBe('SavedYour card was added.');
    rerender(
      <Notice tone="danger" announce="alert">
        Withdrawals are paused.
      </Notice>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Withdrawals are paused.');
    rerender(<Notice announce="none">Play responsibly.</Notice>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Accordion', () => {
  it('opens an answer from its question, which is the toggle', () => {
    render(
      <Accordion>
        <AccordionItem title="How do I withdraw?">Add a bank card, then choose an amount.</AccordionItem>
        <AccordionItem title="Is it safe?" defaultOpen>
          Yes.
        </AccordionItem>
      </Accordion>,
    );
    const question = screen.getByText('How do I withdraw?');
    const details = question.closest('details') as HTMLDetailsElement;
    expect(question.tagName).toBe('SUMMARY');
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(details.open).toBe(true);
    expect((screen.getByText('Is it safe?').closest('details') as HTMLDetailsElement).open).toBe(true);
  });
});
