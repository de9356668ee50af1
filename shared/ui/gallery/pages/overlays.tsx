import { useState } from 'react';
import {
  Button,
  Celebration,
  CrownIcon,
  Dialog,
  List,
  ListLink,
  Modal,
  Sheet,
  Text,
  TextField,
} from '../../src';
import { Demo } from '../demo';
import type { GalleryPage } from '../gallery-page';

const jackpotRules = Array.from({ length: 12 }, (_unused, index) => index + 1);

function ModalDemos() {
  const [open, setOpen] = useState<null | 'reward' | 'required' | 'long'>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Demo
        title="A modal dialog"
        note="A native <dialog> opened with showModal: above everything, the page behind inert; Escape, the close button or a tap outside closes it, and focus returns to the button."
        row
      >
        <Button onClick={() => setOpen('reward')}>Open the reward</Button>
        <Button variant="secondary" onClick={() => setOpen('long')}>
          Long content
        </Button>
      </Demo>
      <Demo title="A choice is required" note="No Escape, no close button, no tap outside.">
        <Button variant="secondary" onClick={() => setOpen('required')}>
          Open the age notice
        </Button>
      </Demo>
      <Modal
        open={open === 'reward'}
        title="You won a reward"
        onClose={close}
        footer={<Button onClick={close}>Collect</Button>}
      >
        <Text tone="muted">Your daily sign-in reward is ready.</Text>
        <Text size="lg" weight="bold" tone="primary" align="center" numeric>
          + 25.00
        </Text>
      </Modal>
      <Modal
        open={open === 'required'}
        title="Before you play"
        onClose={close}
        dismissible={false}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Exit
            </Button>
            <Button onClick={close}>I am over 21</Button>
          </>
        }
      >
        <Text tone="muted">This site is for players 21 and over. Play responsibly.</Text>
      </Modal>
      <Modal
        open={open === 'long'}
        title="Jackpot rules"
        onClose={close}
        footer={<Button onClick={close}>Got it</Button>}
      >
        {jackpotRules.map((rule) => (
          <Text key={rule} tone="muted">
            Rule {rule}: each spin uses one draw chance; prizes are credited to your balance at once.
          </Text>
        ))}
      </Modal>
    </>
  );
}

function SheetDemos() {
  const [open, setOpen] = useState<null | 'install' | 'form'>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Demo
        title="From the bottom"
        note="The same native dialog, sliding up (at once under reduced motion)."
        row
      >
        <Button onClick={() => setOpen('install')}>Install the app</Button>
        <Button variant="secondary" onClick={() => setOpen('form')}>
          A form in a sheet
        </Button>
      </Demo>
      <Sheet
        open={open === 'install'}
        title="Install Royal Casino"
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Not now
            </Button>
            <Button onClick={close}>Install</Button>
          </>
        }
      >
        <Text tone="muted">Open the casino from your home screen, full screen, even offline.</Text>
      </Sheet>
      <Sheet open={open === 'form'} title="Share your invite link" onClose={close}>
        <TextField label="Invite link" readOnly value="https://royal.casino/r/RC8812" />
        <List>
          <ListLink href="https://www.facebook.com" external>
            Facebook
          </ListLink>
          <ListLink href="https://line.me" external>
            LINE
          </ListLink>
        </List>
      </Sheet>
    </>
  );
}

function DialogDemos() {
  const [open, setOpen] = useState<null | 'tips' | 'confirm'>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Demo title="A message to acknowledge" note="The confirm button takes focus." row>
        <Button variant="secondary" onClick={() => setOpen('tips')}>
          Time-out tips
        </Button>
        <Button variant="danger" onClick={() => setOpen('confirm')}>
          Remove card
        </Button>
      </Demo>
      <Dialog
        open={open === 'tips'}
        title="Tips"
        message="The request has timed out, please try again later"
        onConfirm={close}
      />
      <Dialog
        open={open === 'confirm'}
        title="Remove this bank card?"
        message="BDO Unibank •••• 1234 will no longer receive withdrawals."
        confirmLabel="Remove"
        confirmVariant="danger"
        onConfirm={close}
        onCancel={close}
      />
    </>
  );
}

const galleryPeso = (hundredths: number) =>
  `₱${(Math.floor(hundredths) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

function CelebrationDemos() {
  const [shown, setShown] = useState<null | 'coins' | 'confetti'>(null);
  const done = () => setShown(null);
  return (
    <>
      <Demo
        title="Money credited, a level reached"
        note="Over the page for 2.5 s, no focus taken; Skip, a tap anywhere or Escape ends it. Still under reduced motion."
        row
      >
        <Button onClick={() => setShown('coins')}>Deposit received</Button>
        <Button variant="secondary" onClick={() => setShown('confetti')}>
          Level up
        </Button>
      </Demo>
      {shown === 'coins' ? (
        <Celebration
          title="Deposit received"
          amount={150_000}
          formatAmount={galleryPeso}
          message="Deposit of ₱1,000.00 received, plus a ₱500.00 bonus."
          onDone={done}
        />
      ) : null}
      {shown === 'confetti' ? (
        <Celebration
          title="VIP 3 reached!"
          scene="confetti"
          emblem={<CrownIcon size={64} />}
          message="Higher rebates and a level-up bonus are waiting."
          action={{ label: 'See VIP 3 benefits', onAction: done }}
          onDone={done}
        />
      ) : null}
    </>
  );
}

export const overlayPages: GalleryPage[] = [
  { id: 'modal', title: 'Modal', group: 'Overlays', summary: 'A centred modal dialog.', Demos: ModalDemos },
  {
    id: 'sheet',
    title: 'Sheet',
    group: 'Overlays',
    summary: 'A dialog sliding up from the bottom.',
    Demos: SheetDemos,
  },
  {
    id: 'dialog',
    title: 'Dialog',
    group: 'Overlays',
    summary: 'A short message with confirm and optional cancel.',
    Demos: DialogDemos,
  },
  {
    id: 'celebration',
    title: 'Celebration',
    group: 'Overlays',
    summary: 'A short, skippable celebration over the page.',
    Demos: CelebrationDemos,
  },
];
