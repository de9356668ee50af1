import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Badge } from './badge';
import { classNames } from './class-names';

/** One tab of `Tabs` or `SegmentedTabs`. */
export interface TabItem<Value extends string> {
  value: Value;
  label: ReactNode;
  /** Accessible label of a red dot after the label, e.g. 'New rewards'; no dot when omitted. */
  badge?: string;
  disabled?: boolean;
}

export interface TabsProps<Value extends string> {
  /** Names the tab list for screen readers, e.g. 'Wallet actions'. */
  label: string;
  tabs: readonly TabItem<Value>[];
  /** The selected tab. Tabs that follow the URL read it from there and navigate in `onChange`. */
  value: Value;
  onChange: (value: Value) => void;
  /** The selected tab's panel. */
  children?: ReactNode;
  /**
   * Names the panel instead of its tab, when the tab's label is also a field's inside it (the
   * sign-in forms' "Account"): e.g. 'Log in with Account'.
   */
  panelLabel?: string;
  /**
   * 'automatic' (default): arrow keys select as they move. 'manual': arrows only move focus,
   * Enter or Space selects; for tabs whose panel is slow to show.
   */
  activation?: 'automatic' | 'manual';
  className?: string;
}

type Look = 'underline' | 'segmented';

const lookClasses: Record<Look, { root: string; list: string; tab: string }> = {
  underline: { root: 'ui-tabs', list: 'ui-tabs__list', tab: 'ui-tabs__tab' },
  segmented: { root: 'ui-tabs ui-tabs--segmented', list: 'ui-segmented', tab: 'ui-segmented__item' },
};

function TabsWithLook<Value extends string>({
  look,
  label,
  tabs,
  value,
  onChange,
  children,
  panelLabel,
  activation = 'automatic',
  className,
}: TabsProps<Value> & { look: Look }) {
  const id = useId();
  const tabRefs = useRef(new Map<Value, HTMLButtonElement>());
  const classes = lookClasses[look];
  const tabId = (tabValue: Value) => `${id}-tab-${tabValue}`;
  const panelId = `${id}-panel`;
  const enabled = tabs.filter((tab) => !tab.disabled);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, from: Value) => {
    const index = enabled.findIndex((tab) => tab.value === from);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % enabled.length,
      ArrowLeft: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const targetIndex = targets[event.key];
    if (targetIndex === undefined) return;
    event.preventDefault();
    const target = enabled[targetIndex];
    if (!target) return;
    tabRefs.current.get(target.value)?.focus();
    if (activation === 'automatic' && target.value !== value) onChange(target.value);
  };

  return (
    <div className={classNames(classes.root, className)}>
      <div role="tablist" aria-label={label} className={classes.list}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.value, element);
                else tabRefs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected && children !== undefined ? panelId : undefined}
              // Roving focus: Tab enters the list on the selected tab; arrows move inside it.
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className={classes.tab}
              onClick={() => {
                if (!selected) onChange(tab.value);
              }}
              onKeyDown={(event) => moveFocus(event, tab.value)}
            >
              {tab.label}
              {tab.badge ? (
                <>
                  {' '}
                  <Badge label={tab.badge} className="ui-tabs__badge" />
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {children !== undefined ? (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={panelLabel === undefined ? tabId(value) : undefined}
          aria-label={panelLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a tab stop (WAI-ARIA tabs pattern), so keyboard users reach a panel without controls.
          tabIndex={0}
          className="ui-tabs__panel"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Tabs over a part of the page: an underlined row that scrolls sideways when there are many.
 * Real ARIA tabs: one tab stop, arrow keys, Home and End move between the tabs.
 */
export function Tabs<Value extends string>(props: TabsProps<Value>) {
  return <TabsWithLook look="underline" {...props} />;
}

export type SegmentedTabsProps<Value extends string> = TabsProps<Value>;

/**
 * Two to four tabs as one segmented track (e.g. Deposit / Withdraw), with the keyboard of `Tabs`:
 * the selected tab is lifted out of the track with the underline of `Tabs`, so it reads as a tab,
 * not as a gold call-to-action or a chosen option; a long label wraps between its words, never inside one.
 */
export function SegmentedTabs<Value extends string>(props: SegmentedTabsProps<Value>) {
  return <TabsWithLook look="segmented" {...props} />;
}
