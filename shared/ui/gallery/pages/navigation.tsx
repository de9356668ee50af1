import { useState } from 'react';
import {
  Card,
  GiftIcon,
  HomeIcon,
  SegmentedTabs,
  TabBar,
  type TabItem,
  Tabs,
  Text,
  TextLink,
  TrophyIcon,
  UserIcon,
  WalletIcon,
} from '../../src';
import { Demo } from '../demo';
import styles from '../gallery.module.css';
import type { GalleryPage } from '../gallery-page';

type BonusSection = 'tasks' | 'events' | 'rebate' | 'records' | 'vip';
const bonusTabs: TabItem<BonusSection>[] = [
  { value: 'tasks', label: 'Tasks', badge: 'Rewards to collect' },
  { value: 'events', label: 'Events' },
  { value: 'rebate', label: 'Rebate' },
  { value: 'records', label: 'Records' },
  { value: 'vip', label: 'VIP bonus' },
];

function TabsDemos() {
  const [section, setSection] = useState<BonusSection>('tasks');
  const [period, setPeriod] = useState<'today' | 'week' | 'month'>('week');
  return (
    <>
      <Demo
        title="Sections of a page"
        note="One Tab stop; arrow keys, Home and End move and select. The row scrolls when it does not fit."
      >
        <Tabs label="Bonus sections" tabs={bonusTabs} value={section} onChange={setSection}>
          <Card as="div">
            <Text>
              The <strong>{bonusTabs.find((tab) => tab.value === section)?.label}</strong> panel.
            </Text>
          </Card>
        </Tabs>
      </Demo>
      <Demo title="Manual activation, a disabled tab" note="Arrows only move focus; Enter or Space selects.">
        <Tabs
          label="Ranking period"
          activation="manual"
          tabs={[
            { value: 'today', label: 'Today' },
            { value: 'week', label: 'This week' },
            { value: 'month', label: 'This month', disabled: true },
          ]}
          value={period}
          onChange={setPeriod}
        >
          <Text tone="muted">Ranking of {period === 'today' ? 'today' : 'this week'}.</Text>
        </Tabs>
      </Demo>
    </>
  );
}

function SegmentedTabsDemos() {
  const [action, setAction] = useState<'deposit' | 'withdraw'>('deposit');
  const [method, setMethod] = useState<'phone' | 'account'>('phone');
  const [agent, setAgent] = useState<'overview' | 'team' | 'commission'>('overview');
  return (
    <>
      <Demo
        title="Two segments"
        note="Real tabs (not links): the URL can still follow them through onChange."
      >
        <SegmentedTabs
          label="Wallet actions"
          tabs={[
            { value: 'deposit', label: 'Deposit' },
            { value: 'withdraw', label: 'Withdraw' },
          ]}
          value={action}
          onChange={setAction}
        >
          <Text tone="muted">
            {action === 'deposit' ? 'Top up your balance.' : 'Cash out to a bank card.'}
          </Text>
        </SegmentedTabs>
      </Demo>
      <Demo title="Log-in method">
        <SegmentedTabs
          label="Log-in method"
          tabs={[
            { value: 'phone', label: 'Phone' },
            { value: 'account', label: 'Account' },
          ]}
          value={method}
          onChange={setMethod}
        />
      </Demo>
      <Demo title="Three segments, one with a red dot">
        <SegmentedTabs
          label="Agent sections"
          tabs={[
            { value: 'overview', label: 'Overview' },
            { value: 'team', label: 'Team', badge: 'New members' },
            { value: 'commission', label: 'Commission' },
          ]}
          value={agent}
          onChange={setAgent}
        />
      </Demo>
    </>
  );
}

function TabBarDemos() {
  const [active, setActive] = useState('/');
  const items = [
    { label: 'Home', href: '/', icon: <HomeIcon /> },
    { label: 'Bonus', href: '/bonus', icon: <GiftIcon />, badge: 'Rewards to collect' },
    { label: 'Wallet', href: '/wallets', icon: <WalletIcon /> },
    { label: 'Rank', href: '/rank', icon: <TrophyIcon /> },
    { label: 'Me', href: '/member', icon: <UserIcon /> },
  ].map((item) => ({ ...item, active: item.href === active }));
  return (
    <Demo
      title="The bottom navigation"
      note="Fixed to the bottom of the screen (here, of the frame). The current page is marked; a red dot is read with its item."
    >
      <div className={styles.stage}>
        <TabBar
          items={items}
          renderLink={({ href, children, ...linkProps }) => (
            <a
              href={href}
              {...linkProps}
              onClick={(event) => {
                event.preventDefault();
                setActive(href);
              }}
            >
              {children}
            </a>
          )}
        />
      </div>
    </Demo>
  );
}

function TextLinkDemos() {
  return (
    <>
      <Demo title="In running text">
        <Text>
          By playing you accept the <TextLink to="/terms-of-use">terms of use</TextLink> and the{' '}
          <TextLink to="/privacy-policy">privacy policy</TextLink>.
        </Text>
      </Demo>
      <Demo title="Standalone and muted" note="A link alone on its line gets a 44 px tap area.">
        <TextLink to="/wallets/record" standalone>
          Coin records
        </TextLink>
        <TextLink to="/about-us" tone="muted" standalone>
          About us
        </TextLink>
      </Demo>
      <Demo title="An outside address" note="Opens in a new tab without giving it this page.">
        <TextLink href="https://t.me/royalcasino" external standalone>
          Telegram channel
        </TextLink>
      </Demo>
    </>
  );
}

export const navigationPages: GalleryPage[] = [
  {
    id: 'tabs',
    title: 'Tabs',
    group: 'Navigation',
    summary: 'ARIA tabs over a part of a page, with roving focus.',
    Demos: TabsDemos,
  },
  {
    id: 'segmented-tabs',
    title: 'SegmentedTabs',
    group: 'Navigation',
    summary: 'Two to four tabs as one segmented control.',
    Demos: SegmentedTabsDemos,
  },
  {
    id: 'tab-bar',
    title: 'TabBar',
    group: 'Navigation',
    summary: 'The fixed bottom navigation.',
    Demos: TabBarDemos,
  },
  {
    id: 'text-link',
    title: 'TextLink',
    group: 'Navigation',
    summary: 'The text link: router paths and outside addresses.',
    Demos: TextLinkDemos,
  },
];
