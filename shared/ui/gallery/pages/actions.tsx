import { useState } from 'react';
import {
  BellIcon,
  Button,
  ButtonLink,
  Chip,
  ChipGroup,
  CloseIcon,
  GiftIcon,
  HeartIcon,
  IconButton,
  MailIcon,
  SearchIcon,
  WalletIcon,
} from '../../src';
import { Demo } from '../demo';
import type { GalleryPage } from '../gallery-page';

const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;

function ButtonDemos() {
  const [loading, setLoading] = useState(false);
  return (
    <>
      <Demo title="Variants" row>
        {variants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant[0]?.toUpperCase()}
            {variant.slice(1)}
          </Button>
        ))}
      </Demo>
      <Demo title="Sizes" note="sm 44 px, md 48 px, lg 56 px tall." row>
        <Button size="sm">Small</Button>
        <Button>Medium</Button>
        <Button size="lg">Large</Button>
      </Demo>
      <Demo title="Full width and an icon">
        <Button size="lg" fullWidth>
          <WalletIcon /> Deposit now
        </Button>
        <Button variant="secondary" fullWidth>
          <GiftIcon /> Claim daily bonus
        </Button>
      </Demo>
      <Demo
        title="Loading"
        note="Busy and ignoring presses; the label keeps its width, so nothing moves."
        row
      >
        <Button loading>Withdraw</Button>
        <Button
          variant="secondary"
          loading={loading}
          onClick={() => {
            setLoading(true);
            setTimeout(() => setLoading(false), 1500);
          }}
        >
          Press me
        </Button>
      </Demo>
      <Demo title="Disabled" row>
        <Button disabled>Deposit</Button>
        <Button variant="secondary" disabled>
          Cancel
        </Button>
      </Demo>
      <Demo
        title="A long label wraps"
        note="Filipino labels run longer; full-size buttons wrap inside their container."
      >
        <Button fullWidth>Mag-withdraw sa iyong naka-save na bank card ngayon</Button>
      </Demo>
    </>
  );
}

function ButtonLinkDemos() {
  return (
    <>
      <Demo
        title="Navigation that looks like a button"
        note="A real link: it goes somewhere, it does not do something."
        row
      >
        <ButtonLink to="/wallets?name=deposit">Deposit</ButtonLink>
        <ButtonLink to="/vip" variant="secondary">
          VIP club
        </ButtonLink>
        <ButtonLink to="/auth/login" variant="ghost" size="sm">
          Log in
        </ButtonLink>
      </Demo>
      <Demo title="Full width, with an icon">
        <ButtonLink to="/bonus" size="lg" fullWidth icon={<GiftIcon />}>
          See your bonuses
        </ButtonLink>
      </Demo>
      <Demo title="An outside address" note="`href` and `external`: a new tab, without giving it this page.">
        <ButtonLink href="https://www.pagcor.ph" external variant="secondary">
          Responsible gaming
        </ButtonLink>
      </Demo>
    </>
  );
}

function IconButtonDemos() {
  return (
    <>
      <Demo title="44 x 44, named by its label" row>
        <IconButton label="Search games" icon={<SearchIcon />} />
        <IconButton label="Notifications" icon={<BellIcon />} />
        <IconButton label="Close" icon={<CloseIcon />} />
      </Demo>
      <Demo
        title="With a red dot"
        note="The dot's label is read after the button's: 'Mailbox, 3 unread'."
        row
      >
        <IconButton label="Mailbox" badge="3 unread" icon={<MailIcon />} />
        <IconButton label="Notifications" badge="New" icon={<BellIcon />} />
      </Demo>
      <Demo title="A toggle: aria-pressed says whether it is on" row>
        <IconButton label="Favourite" aria-pressed={false} icon={<HeartIcon />} />
        <IconButton label="Favourite" aria-pressed icon={<HeartIcon filled />} />
      </Demo>
      <Demo title="Disabled" row>
        <IconButton label="Search games" icon={<SearchIcon />} disabled />
      </Demo>
    </>
  );
}

const categories = ['All', 'Slots', 'Live', 'Fishing', 'Poker', 'Arcade', 'Sports'];

function ChipDemos() {
  const [category, setCategory] = useState('All');
  return (
    <>
      <Demo
        title="A row of filters"
        note="One chip on at a time here; the row scrolls sideways when it does not fit."
      >
        <ChipGroup label="Game categories">
          {categories.map((name) => (
            <Chip key={name} selected={category === name} onClick={() => setCategory(name)}>
              {name}
            </Chip>
          ))}
        </ChipGroup>
      </Demo>
      <Demo title="States" row>
        <Chip selected={false}>Off</Chip>
        <Chip selected>On</Chip>
        <Chip selected={false} disabled>
          Disabled
        </Chip>
      </Demo>
    </>
  );
}

export const actionPages: GalleryPage[] = [
  {
    id: 'button',
    title: 'Button',
    group: 'Actions',
    summary: 'The one button: four variants, three sizes, loading and disabled.',
    Demos: ButtonDemos,
  },
  {
    id: 'button-link',
    title: 'ButtonLink',
    group: 'Actions',
    summary: 'A router link that looks like a button, for navigation.',
    Demos: ButtonLinkDemos,
  },
  {
    id: 'icon-button',
    title: 'IconButton',
    group: 'Actions',
    summary: 'A button showing only an icon, always named, optionally with a red dot.',
    Demos: IconButtonDemos,
  },
  { id: 'chip', title: 'Chip', group: 'Actions', summary: 'Toggles in a row of filters.', Demos: ChipDemos },
];
