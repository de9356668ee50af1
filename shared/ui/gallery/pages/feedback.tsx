import { useState } from 'react';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  Countdown,
  EmptyIllustration,
  EmptyState,
  ErrorPanel,
  GiftIcon,
  LoadingBar,
  Notice,
  ProgressBar,
  SectionTitle,
  Skeleton,
  Spinner,
  showToast,
  Text,
  TrophyIcon,
} from '../../src';
import { Demo } from '../demo';
import styles from '../gallery.module.css';
import type { GalleryPage } from '../gallery-page';

function NoticeDemos() {
  return (
    <>
      <Demo title="Tones" note="Polite status by default.">
        <Notice>Your account name is saved on this device.</Notice>
        <Notice tone="success" title="Card added">
          BDO Unibank •••• 1234 is ready for withdrawals.
        </Notice>
        <Notice tone="warning" title="Wagering left">
          Play 1,200.00 more before you can withdraw the bonus.
        </Notice>
        <Notice tone="danger" announce="alert" title="Withdrawals paused">
          We are updating the bank list. Try again in an hour.
        </Notice>
      </Demo>
      <Demo title="Part of the page" note="`announce='none'` for a notice that is simply content.">
        <Notice announce="none">Play responsibly. For players 21 and over.</Notice>
      </Demo>
    </>
  );
}

function ToastDemos() {
  return (
    <>
      <Demo
        title="Show one"
        note="Toasts appear under the top bar, take no room in the page, pause under a finger or focus, and go after 4 s."
        row
      >
        <Button variant="secondary" onClick={() => showToast('Invite link copied')}>
          Info
        </Button>
        <Button
          variant="secondary"
          onClick={() => showToast({ message: 'Bonus credited: 50.00', tone: 'success' })}
        >
          Success
        </Button>
        <Button
          variant="secondary"
          onClick={() => showToast({ message: 'The deposit could not be started', tone: 'danger' })}
        >
          Problem
        </Button>
      </Demo>
      <Demo title="With an action, until dismissed" row>
        <Button
          variant="secondary"
          onClick={() =>
            showToast({
              message: 'Bank card removed',
              durationMs: Number.POSITIVE_INFINITY,
              action: { label: 'Undo', onAction: () => showToast('Card restored') },
            })
          }
        >
          Remove a card
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            for (const message of ['First', 'Second', 'Third', 'Fourth (waits its turn)']) showToast(message);
          }}
        >
          Queue four
        </Button>
      </Demo>
    </>
  );
}

function BadgeDemos() {
  return (
    <>
      <Demo title="Red dot" note="Something new to see; named for screen readers." row>
        <Badge label="Rewards to collect" />
        <Text as="span">
          Mailbox <Badge label="2 unread" />
        </Text>
      </Demo>
      <Demo title="Pills" row>
        <Badge>New</Badge>
        <Badge tone="success">+100%</Badge>
        <Badge tone="danger">Hot</Badge>
        <Badge tone="neutral">VIP 3</Badge>
      </Demo>
      <Demo title="Beside a title">
        <SectionTitle trailing={<Badge tone="danger">Live</Badge>}>Live tables</SectionTitle>
      </Demo>
    </>
  );
}

function SpinnerDemos() {
  return (
    <>
      <Demo
        title="Sizes"
        note="Decorative without a label (e.g. inside a busy button); a status with one."
        row
      >
        <Spinner size="sm" />
        <Spinner />
        <Spinner size="lg" label="Loading games" />
      </Demo>
      <Demo title="In a button" row>
        <Button loading>Pay</Button>
      </Demo>
    </>
  );
}

function LoadingBarDemos() {
  const [active, setActive] = useState(true);
  return (
    <Demo
      title="Along the top of the screen"
      note="While a page or a remote loads; announced as 'Loading'. Under reduced motion it appears without sliding."
    >
      <div className={styles.stage}>
        <LoadingBar active={active} />
      </div>
      <Button variant="secondary" onClick={() => setActive((now) => !now)}>
        {active ? 'Finish loading' : 'Start loading'}
      </Button>
    </Demo>
  );
}

function SkeletonDemos() {
  return (
    <>
      <Demo title="A list row" note="Fixed sizes reserve exactly the space of the content to come.">
        <Card as="div" aria-busy="true">
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Skeleton shape="circle" width={40} height={40} />
            <div style={{ flex: 1, display: 'grid', gap: 8 }}>
              <Skeleton height={16} width="60%" />
              <Skeleton height={12} width="40%" />
            </div>
          </div>
        </Card>
      </Demo>
      <Demo title="A game grid">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
          {[1, 2, 3, 4, 5, 6].map((tile) => (
            <Skeleton key={tile} height={96} />
          ))}
        </div>
      </Demo>
    </>
  );
}

function EmptyStateDemos() {
  return (
    <>
      <Demo title="Nothing yet, with a way forward">
        <Card as="div">
          <EmptyState
            icon={<GiftIcon size={40} />}
            title="No bonuses yet"
            message="Deposit to unlock your first-deposit bonus."
            action={<ButtonLink to="/wallets?name=deposit">Deposit</ButtonLink>}
          />
        </Card>
      </Demo>
      <Demo title="Just a message">
        <EmptyState icon={<TrophyIcon size={40} />} title="No ranking this week" />
      </Demo>
      <Demo
        title="With an illustration (EmptyIllustration)"
        note="records, messages, search, likes, accounts: 120x88, inline, in the theme's colours."
      >
        {(
          [
            ['records', 'No transactions yet'],
            ['messages', 'Your inbox is empty'],
            ['search', 'No game called “zzz”'],
            ['likes', 'No liked games yet'],
            ['accounts', 'No payout account yet'],
          ] as const
        ).map(([kind, title]) => (
          <Card as="div" key={kind}>
            <EmptyState icon={<EmptyIllustration kind={kind} />} title={title} />
          </Card>
        ))}
      </Demo>
    </>
  );
}

function ErrorPanelDemos() {
  return (
    <>
      <Demo title="With a way out" note="An alert: read at once. What a remote that fails to load shows.">
        <ErrorPanel
          title="The wallet is unavailable right now"
          message="Check your connection, then try again."
          onAction={() => showToast('Retrying…')}
        />
      </Demo>
      <Demo title="Message only">
        <ErrorPanel title="This activity is not available" />
      </Demo>
    </>
  );
}

function ProgressBarDemos() {
  const [value, setValue] = useState(2400);
  return (
    <>
      <Demo title="VIP experience">
        <ProgressBar
          label="VIP 3 → VIP 4"
          value={value}
          max={5000}
          valueText={`${value.toLocaleString()} / 5,000 XP`}
        />
        <Button variant="secondary" size="sm" onClick={() => setValue((now) => Math.min(now + 600, 5000))}>
          Earn 600 XP
        </Button>
      </Demo>
      <Demo title="Percentage, complete, hidden label">
        <ProgressBar label="Wagering done" value={35} />
        <ProgressBar label="Event goal" value={100} tone="success" valueText="Completed" />
        <ProgressBar label="Loading the lobby" value={70} labelHidden />
      </Demo>
    </>
  );
}

function CountdownDemos() {
  const [now] = useState(() => Date.now());
  const [ended, setEnded] = useState(false);
  return (
    <>
      <Demo
        title="Minutes, hours, days"
        note="Tabular digits in reserved width: the ticking moves nothing beside it."
      >
        <Text>
          Next draw in{' '}
          <Text as="strong" tone="primary" numeric>
            <Countdown deadline={now + 4 * 60_000 + 30_000} />
          </Text>
        </Text>
        <Text>
          Event ends in{' '}
          <Text as="strong" tone="primary">
            <Countdown deadline={now + 5 * 3_600_000} />
          </Text>
        </Text>
        <Text>
          Season ends in{' '}
          <Text as="strong" tone="primary">
            <Countdown deadline={now + 3 * 86_400_000 + 7_200_000} />
          </Text>
        </Text>
      </Demo>
      <Demo title="Reaching zero" note="onEnd is called once.">
        <Text>
          <Countdown deadline={now + 10_000} label="Doors close in" onEnd={() => setEnded(true)} />{' '}
          {ended ? <Badge tone="danger">Closed</Badge> : null}
        </Text>
      </Demo>
    </>
  );
}

export const feedbackPages: GalleryPage[] = [
  {
    id: 'notice',
    title: 'Notice',
    group: 'Feedback',
    summary: 'A short message in the page’s flow.',
    Demos: NoticeDemos,
  },
  {
    id: 'toast',
    title: 'Toast',
    group: 'Feedback',
    summary: 'A brief message that comes and goes, announced, queued.',
    Demos: ToastDemos,
  },
  {
    id: 'badge',
    title: 'Badge',
    group: 'Feedback',
    summary: 'A red dot, or a short status pill.',
    Demos: BadgeDemos,
  },
  {
    id: 'spinner',
    title: 'Spinner',
    group: 'Feedback',
    summary: 'An indeterminate activity indicator.',
    Demos: SpinnerDemos,
  },
  {
    id: 'loading-bar',
    title: 'LoadingBar',
    group: 'Feedback',
    summary: 'The thin bar along the top while a page loads.',
    Demos: LoadingBarDemos,
  },
  {
    id: 'skeleton',
    title: 'Skeleton',
    group: 'Feedback',
    summary: 'Placeholders of the exact size of the content to come.',
    Demos: SkeletonDemos,
  },
  {
    id: 'empty-state',
    title: 'EmptyState',
    group: 'Feedback',
    summary: 'What a list or page shows when there is nothing to show.',
    Demos: EmptyStateDemos,
  },
  {
    id: 'error-panel',
    title: 'ErrorPanel',
    group: 'Feedback',
    summary: 'A failure explained in place, with a way out.',
    Demos: ErrorPanelDemos,
  },
  {
    id: 'progress-bar',
    title: 'ProgressBar',
    group: 'Feedback',
    summary: 'How far along: VIP experience, wagering, an event’s goal.',
    Demos: ProgressBarDemos,
  },
  {
    id: 'countdown',
    title: 'Countdown',
    group: 'Feedback',
    summary: 'A timer to a deadline, and the useCountdown hook under it.',
    Demos: CountdownDemos,
  },
];
