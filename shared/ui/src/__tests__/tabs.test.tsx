import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SegmentedTabs, type TabItem, Tabs, type TabsProps } from '../tabs';

afterEach(cleanup);

type Section = 'overview' | 'team' | 'commission' | 'rules';
const sections: TabItem<Section>[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'team', label: 'Team', badge: 'New members' },
  { value: 'commission', label: 'Commission', disabled: true },
  { value: 'rules', label: 'Rules' },
];

function AgentTabs({
  Component,
  onChange = () => {},
  activation,
}: {
  Component: typeof Tabs;
  onChange?: (value: Section) => void;
  activation?: TabsProps<Section>['activation'];
}) {
  const [value, setValue] = useState<Section>('overview');
  return (
    <Component
      label="Agent sections"
      tabs={sections}
      value={value}
      activation={activation}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    >
      <p>Panel of {value}</p>
    </Component>
  );
}

const tab = (name: string | RegExp) => screen.getByRole('tab', { name });

describe.each([
  ['Tabs', Tabs],
  ['SegmentedTabs', SegmentedTabs],
])('%s', (_name, Component) => {
  it('is a named tab list whose selected tab labels the one panel', () => {
    render(<AgentTabs Component={Component} />);
    expect(screen.getByRole('tablist', { name: 'Agent sections' })).toBeTruthy();
    expect(tab('Overview').getAttribute('aria-selected')).toBe('true');
    expect(tab(/^Team/).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(panel.textContent).toBe('Panel of overview');
    expect(tab('Overview').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('names its panel apart from the tab when asked, still controlled by the selected tab', () => {
    render(
      <Component
        label="Log in with"
        tabs={[
          { value: 'phone', label: 'Phone' },
          { value: 'account', label: 'Account' },
        ]}
        value="account"
        onChange={() => {}}
        panelLabel="Log in with Account"
      >
        <input aria-label="Account" />
      </Component>,
    );
    const panel = screen.getByRole('tabpanel', { name: 'Log in with Account' });
    expect(tab('Account').getAttribute('aria-controls')).toBe(panel.id);
    // The field inside is the one thing named "Account" there.
    expect(screen.getAllByLabelText('Account')).toEqual([screen.getByRole('textbox')]);
  });

  it('is one tab stop: only the selected tab is in the Tab order', () => {
    render(<AgentTabs Component={Component} />);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('arrow keys, Home and End move focus and selection, skipping disabled tabs and wrapping', () => {
    const onChange = vi.fn();
    render(<AgentTabs Component={Component} onChange={onChange} />);
    tab('Overview').focus();

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(/^Team/));
    expect(tab(/^Team/).getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Rules'));

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Overview'));

    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(tab('Rules'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(tab('Overview'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Rules'));

    expect(onChange.mock.calls.map(([value]) => value)).toEqual([
      'team',
      'rules',
      'overview',
      'rules',
      'overview',
      'rules',
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Rules' })).toBeTruthy();
  });

  it('with manual activation, arrows only move focus and a press selects', () => {
    const onChange = vi.fn();
    render(<AgentTabs Component={Component} onChange={onChange} activation="manual" />);
    tab('Overview').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(/^Team/));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(document.activeElement as Element);
    expect(onChange).toHaveBeenCalledWith('team');
  });

  it('reads a tab’s red dot as part of its name', () => {
    render(<AgentTabs Component={Component} />);
    expect(tab('Team New members')).toBeTruthy();
  });
});
