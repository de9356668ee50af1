import { formatMoney } from '@casino/platform';
import { useState } from 'react';
import {
  Accordion,
  AccordionItem,
  Avatar,
  Badge,
  Button,
  Card,
  CountUp,
  GiftIcon,
  HeadsetIcon,
  InfiniteList,
  List,
  ListItem,
  ListLink,
  MailIcon,
  PagedList,
  type PagedQuery,
  QueryView,
  Stepper,
  Text,
  VipBadge,
  WalletIcon,
} from '../../src';
import { Demo } from '../demo';
import type { GalleryPage } from '../gallery-page';

function ListDemos() {
  return (
    <>
      <Demo title="Links, the whole row a tap target">
        <List aria-label="Account">
          <ListLink to="/wallets/record" icon={<WalletIcon />}>
            Coin records
          </ListLink>
          <ListLink to="/email" icon={<MailIcon />} badge="2 unread" description="Messages from Royal Casino">
            Mailbox
          </ListLink>
          <ListLink to="/bonus" icon={<GiftIcon />}>
            Bonus
          </ListLink>
          <ListLink
            href="https://t.me/royalcasino"
            external
            icon={<HeadsetIcon />}
            description="t.me/royalcasino"
          >
            Telegram support
          </ListLink>
        </List>
      </Demo>
      <Demo title="Rows with details and trailing content">
        <List aria-label="Recent withdrawals">
          <ListItem
            description="23 Nov 2026, 18:02 · W2611230001"
            trailing={<Badge tone="success">Paid</Badge>}
          >
            {formatMoney(150_000)}
          </ListItem>
          <ListItem
            description="22 Nov 2026, 09:41 · W2611220007"
            trailing={<Badge tone="neutral">Pending</Badge>}
          >
            {formatMoney(50_000)}
          </ListItem>
          <ListItem
            description="BDO Unibank •••• 1234"
            trailing={
              <Button variant="secondary" size="sm">
                Edit
              </Button>
            }
          >
            Juan Dela Cruz
          </ListItem>
        </List>
      </Demo>
      <Demo title="A ranking (ordered)">
        <List as="ol" aria-label="This week's ranking">
          {['Lucky Star', 'Maria Santos', 'player_01'].map((name, place) => (
            <ListItem
              key={name}
              icon={<Avatar name={name} size="sm" decorative />}
              trailing={
                <Text numeric weight="bold" tone="primary">
                  {formatMoney(9_876_500 - place * 1_234_500)}
                </Text>
              }
            >
              {place + 1}. {name}
            </ListItem>
          ))}
        </List>
      </Demo>
    </>
  );
}

function AccordionDemos() {
  return (
    <Demo
      title="Questions and answers"
      note="<details>/<summary>: the keyboard and find-in-page come from the browser."
    >
      <Accordion>
        <AccordionItem title="How do I withdraw?" defaultOpen>
          <p>Add a bank card, choose an amount of at least 100.00, and confirm.</p>
        </AccordionItem>
        <AccordionItem title="How long does a deposit take?">
          <p>GCash and Maya are credited at once; bank transfers within an hour.</p>
        </AccordionItem>
        <AccordionItem title="What is the wagering requirement?">
          <p>A bonus becomes withdrawable after you play its amount times its multiple.</p>
        </AccordionItem>
      </Accordion>
    </Demo>
  );
}

function VipBadgeDemos() {
  const themes = [1, 2, 3, 4, 5, 6] as const;
  return (
    <>
      <Demo title="A level per colour theme" note="The crown grows from the third theme up." row>
        {themes.map((theme) => (
          <VipBadge key={theme} level={theme * 2 - 1} theme={theme} label={`VIP ${theme * 2 - 1}`} />
        ))}
      </Demo>
      <Demo title="Sizes, and a player not yet VIP" row>
        <VipBadge level={0} theme={1} size="sm" label="Not VIP yet" />
        <VipBadge level={4} theme={3} size="sm" label="VIP 4" />
        <VipBadge level={12} theme={6} size="lg" label="VIP 12" />
      </Demo>
    </>
  );
}

function AvatarDemos() {
  return (
    <>
      <Demo title="Sizes, initials" note="The space is fixed: a picture arriving moves nothing." row>
        <Avatar name="Lucky Star" size="sm" />
        <Avatar name="Lucky Star" />
        <Avatar name="Maria Santos" size="lg" />
        <Avatar name="player_01" size="xl" />
      </Demo>
      <Demo title="A picture, a picture that fails, a red dot" row>
        <Avatar
          name="Lucky Star"
          size="lg"
          src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 56 56'%3E%3Cdefs%3E%3ClinearGradient id='g' x2='1' y2='1'%3E%3Cstop stop-color='%23f4c150'/%3E%3Cstop offset='1' stop-color='%23b5179e'/%3E%3C/linearGradient%3E%3C/defs%3E%3Crect width='56' height='56' fill='url(%23g)'/%3E%3Ccircle cx='28' cy='22' r='10' fill='%23fff' opacity='.85'/%3E%3Cpath d='M8 56c2-12 10-18 20-18s18 6 20 18' fill='%23fff' opacity='.85'/%3E%3C/svg%3E"
        />
        <Avatar name="Maria Santos" size="lg" src="/missing-avatar.png" />
        <Avatar name="Lucky Star" size="lg" badge="3 unread messages" />
      </Demo>
    </>
  );
}

function StepperDemos() {
  const [current, setCurrent] = useState(1);
  const journey = [
    { label: 'Register' },
    { label: 'Deposit', description: '100.00 or more' },
    { label: 'Bonus', description: '+100%' },
    { label: 'Play' },
  ];
  return (
    <>
      <Demo title="Horizontal">
        <Stepper label="First-deposit journey" steps={journey} current={current} />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setCurrent((step) => (step + 1) % (journey.length + 1))}
        >
          Next step
        </Button>
      </Demo>
      <Demo title="Vertical, for longer labels">
        <Stepper
          orientation="vertical"
          label="Withdrawal"
          current={2}
          steps={[
            { label: 'Requested', description: '23 Nov 2026, 18:02' },
            { label: 'Approved', description: 'By the cashier, 18:10' },
            { label: 'Sent to BDO Unibank •••• 1234', description: 'Usually within 30 minutes' },
            { label: 'Received' },
          ]}
        />
      </Demo>
    </>
  );
}

function CountUpDemos() {
  const [balance, setBalance] = useState(123_456);
  return (
    <Demo
      title="Counting up to a new amount"
      note="Reserved width, tabular digits; the final value at once under reduced motion."
    >
      <Text size="lg" weight="bold" tone="primary">
        <CountUp value={balance} format={(value) => formatMoney(value)} />
      </Text>
      <Button variant="secondary" size="sm" onClick={() => setBalance((now) => now + 250_000)}>
        Win 2,500.00
      </Button>
    </Demo>
  );
}

const pageSize = 8;

function InfiniteListDemos() {
  const [count, setCount] = useState(pageSize);
  const [loading, setLoading] = useState(false);
  const items = Array.from({ length: count }, (_unused, index) => index + 1);
  return (
    <Demo
      title="Records, page by page"
      note="Loads the next page as its end scrolls into view; says 'No more' at the end."
    >
      <InfiniteList
        items={items}
        hasMore={count < pageSize * 3}
        loading={loading}
        onLoadMore={() => {
          setLoading(true);
          setTimeout(() => {
            setCount((now) => now + pageSize);
            setLoading(false);
          }, 600);
        }}
        renderItem={(item) => (
          <Card as="div">
            <Text weight="semibold">Jackpot draw #{item}</Text>
            <Text tone="muted" size="sm" numeric>
              Won {formatMoney(item * 1_000)}
            </Text>
          </Card>
        )}
      />
    </Demo>
  );
}

/** A paged query as `useInfiniteQuery` reports it, settled on its last page. */
const lastPageLoaded: PagedQuery = {
  error: null,
  isError: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  refetch: () => {},
  fetchNextPage: () => {},
};
const failedQuery = { data: undefined, error: new Error('offline'), refetch: () => {} };
const mails = ['Welcome bonus', 'Weekly rebate', 'Jackpot winners'];

function PagedListDemos() {
  return (
    <>
      <Demo title="The rows of a paged call" note="Pass useInfiniteQuery's result and its rows.">
        <PagedList
          rows={mails}
          query={lastPageLoaded}
          getItemKey={(mail) => mail}
          renderItem={(mail) => (
            <Card as="div">
              <Text weight="semibold">{mail}</Text>
            </Card>
          )}
        />
      </Demo>
      <Demo title="Before the first page" note="A skeleton of the rows' height: nothing shifts.">
        <PagedList rows={undefined} query={lastPageLoaded} getItemKey={String} renderItem={String} />
      </Demo>
      <Demo title="An empty first page">
        <PagedList
          rows={[]}
          query={lastPageLoaded}
          emptyLabel="No mail yet"
          getItemKey={String}
          renderItem={String}
        />
      </Demo>
    </>
  );
}

function QueryViewDemos() {
  return (
    <>
      <Demo title="Loaded" note="The content, drawn from the query's data.">
        <QueryView query={{ data: 125_000, error: null, refetch: () => {} }} skeletonHeight={48}>
          {(balance) => <Text weight="semibold">Balance {formatMoney(balance)}</Text>}
        </QueryView>
      </Demo>
      <Demo title="Loading" note="A skeleton of the content's height.">
        <QueryView query={{ data: undefined, error: null, refetch: () => {} }} skeletonHeight={48}>
          {() => null}
        </QueryView>
      </Demo>
      <Demo title="Failed" note="The error, with a retry that refetches.">
        <QueryView query={failedQuery} skeletonHeight={48}>
          {() => null}
        </QueryView>
      </Demo>
    </>
  );
}

export const dataPages: GalleryPage[] = [
  {
    id: 'list',
    title: 'List',
    group: 'Data',
    summary: 'Rows in a panel: links, records, rankings.',
    Demos: ListDemos,
  },
  {
    id: 'accordion',
    title: 'Accordion',
    group: 'Data',
    summary: 'Questions that open to their answers.',
    Demos: AccordionDemos,
  },
  {
    id: 'avatar',
    title: 'Avatar',
    group: 'Data',
    summary: 'A player’s picture or initials.',
    Demos: AvatarDemos,
  },
  {
    id: 'vip-badge',
    title: 'VipBadge',
    group: 'Data',
    summary: 'A VIP level’s badge in its colour theme.',
    Demos: VipBadgeDemos,
  },
  {
    id: 'stepper',
    title: 'Stepper',
    group: 'Data',
    summary: 'Where the player is in a sequence of steps.',
    Demos: StepperDemos,
  },
  {
    id: 'count-up',
    title: 'CountUp',
    group: 'Data',
    summary: 'A number counting up to its new value.',
    Demos: CountUpDemos,
  },
  {
    id: 'infinite-list',
    title: 'InfiniteList',
    group: 'Data',
    summary: 'A paged list that loads as it scrolls and ends with “No more”.',
    Demos: InfiniteListDemos,
  },
  {
    id: 'paged-list',
    title: 'PagedList',
    group: 'Data',
    summary: 'The rows of a paged query: skeleton, error with retry, rows to “No more”.',
    Demos: PagedListDemos,
  },
  {
    id: 'query-view',
    title: 'QueryView',
    group: 'Data',
    summary: 'A query’s content, or its skeleton, or its error with a retry.',
    Demos: QueryViewDemos,
  },
];
