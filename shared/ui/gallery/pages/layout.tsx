import { formatMoney } from '@casino/platform';
import {
  BellIcon,
  Breadcrumbs,
  ButtonLink,
  Card,
  IconButton,
  Page,
  PageHeader,
  SectionPage,
  SectionTitle,
  Text,
  TextLink,
} from '../../src';
import { Demo } from '../demo';
import type { GalleryPage } from '../gallery-page';

const goBack = () => {};

function PageDemos() {
  return (
    <>
      <Demo
        title="Title and lead"
        note="`as='div'` here because this gallery page is already the main landmark; routes use the default `main`."
      >
        <Card as="div">
          <Page as="div" title="Terms of use" lead="What you agree to when you play at Royal Casino.">
            <Text>Content of the page goes here, in a column with the app's spacing.</Text>
          </Page>
        </Card>
      </Demo>
      <Demo title="With a back button and actions">
        <Card as="div">
          <Page
            as="div"
            title="Mailbox"
            onBack={goBack}
            actions={<IconButton label="Notifications" badge="2 new" icon={<BellIcon />} />}
          >
            <Text tone="muted">Two unread messages.</Text>
          </Page>
        </Card>
      </Demo>
      <Demo title="Centred (single message)" note="For pages that are one message, such as maintenance.">
        <Card as="div">
          <Page as="div" centered title="We’ll be right back" lead="Scheduled maintenance until 04:00.">
            <ButtonLink to="/service" variant="secondary">
              Contact support
            </ButtonLink>
          </Page>
        </Card>
      </Demo>
      <Demo
        title="Hidden title"
        note="The lobby: its hero speaks for itself, the h1 stays for screen readers."
      >
        <Card as="div">
          <Page as="div" title="Royal Casino lobby" titleHidden>
            <Text>The page starts with its content; the title is read, not shown.</Text>
          </Page>
        </Card>
      </Demo>
    </>
  );
}

function PageHeaderDemos() {
  return (
    <>
      <Demo title="Title only">
        <PageHeader title="VIP club" />
      </Demo>
      <Demo title="Back button">
        <PageHeader title="Withdraw to bank card" onBack={goBack} />
      </Demo>
      <Demo title="Back button and an action">
        <PageHeader
          title="Coin records"
          onBack={goBack}
          actions={<IconButton label="Notifications" icon={<BellIcon />} />}
        />
      </Demo>
      <Demo title="A long title" note="It wraps instead of pushing the actions off screen.">
        <PageHeader title="Weekly rebate on every slot and fishing game" onBack={goBack} />
      </Demo>
    </>
  );
}

function SectionPageDemos() {
  return (
    <Demo
      title="A route before its feature lands"
      note="What `sectionRoute` renders from a remote's translations: back, title, breadcrumbs from Home, intro."
    >
      <Card as="div">
        <SectionPage
          title="Rebate records"
          trail={[{ label: 'VIP', href: '/vip' }]}
          intro="Every rebate you received, newest first."
        />
      </Card>
    </Demo>
  );
}

function BreadcrumbsDemos() {
  return (
    <>
      <Demo
        title="Trail to the current page"
        note="The last item is the current page: not a link, marked current."
      >
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Activities', href: '/activity' },
            { label: 'Lottery' },
          ]}
        />
      </Demo>
      <Demo title="A long trail wraps">
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Bonus', href: '/bonus' },
            { label: 'Bonus records', href: '/bonus/record' },
            { label: 'Deposit bonus of 23 November' },
          ]}
        />
      </Demo>
    </>
  );
}

function CardDemos() {
  return (
    <>
      <Demo title="Default" note="A section named by its heading (aria-labelledby).">
        <Card aria-labelledby="card-demo-vip">
          <SectionTitle as="h3" id="card-demo-vip">
            VIP 3
          </SectionTitle>
          <Text tone="muted">2,400 XP to VIP 4. Weekly rebate 0.8%.</Text>
        </Card>
      </Demo>
      <Demo title="Raised" note="For the one card that leads a page, such as the balance.">
        <Card tone="raised" aria-label="Balance">
          <Text tone="muted" size="sm" align="center">
            Balance
          </Text>
          <Text size="lg" weight="bold" tone="primary" align="center" numeric>
            {formatMoney(1_234_567)}
          </Text>
        </Card>
      </Demo>
      <Demo title="Prose" note="Running text inside a card: spaced paragraphs, muted tone.">
        <Card prose aria-labelledby="card-demo-help">
          <SectionTitle id="card-demo-help">Still need help?</SectionTitle>
          <p>Our support team answers around the clock in English and Filipino.</p>
          <TextLink to="/service">Contact customer service</TextLink>
        </Card>
      </Demo>
      <Demo title="As navigation">
        <Card as="nav" prose aria-label="Related pages">
          <TextLink to="/privacy-policy">Privacy policy</TextLink>
          <TextLink to="/faq">Frequently asked questions</TextLink>
        </Card>
      </Demo>
    </>
  );
}

export const layoutPages: GalleryPage[] = [
  {
    id: 'page',
    title: 'Page',
    group: 'Layout',
    summary: 'Every route’s frame: its one h1, an optional back button, the lead and the spacing.',
    Demos: PageDemos,
  },
  {
    id: 'page-header',
    title: 'PageHeader',
    group: 'Layout',
    summary: 'The title row on its own: back button, h1, actions.',
    Demos: PageHeaderDemos,
  },
  {
    id: 'section-page',
    title: 'SectionPage',
    group: 'Layout',
    summary: 'A remote’s placeholder page, built from its translations.',
    Demos: SectionPageDemos,
  },
  {
    id: 'breadcrumbs',
    title: 'Breadcrumbs',
    group: 'Layout',
    summary: 'The trail from Home to the current page.',
    Demos: BreadcrumbsDemos,
  },
  {
    id: 'card',
    title: 'Card',
    group: 'Layout',
    summary: 'A rounded surface that groups related content.',
    Demos: CardDemos,
  },
];
