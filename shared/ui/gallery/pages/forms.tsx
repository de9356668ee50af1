import { formatMoney } from '@casino/platform';
import { type FormEvent, useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  ChoiceGroup,
  Field,
  Form,
  FormError,
  Select,
  TextArea,
  TextField,
  TextLink,
  useCountdown,
} from '../../src';
import { Demo } from '../demo';
import styles from '../gallery.module.css';
import type { GalleryPage } from '../gallery-page';

function SendCodeButton() {
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = Math.ceil(useCountdown(resendAt) / 1000);
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={secondsLeft > 0}
      onClick={() => setResendAt(Date.now() + 60_000)}
    >
      {secondsLeft > 0 ? `Resend in ${secondsLeft} s` : 'Send code'}
    </Button>
  );
}

function LoginForm() {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      account: account ? undefined : 'Enter your account name.',
      password: password.length >= 6 ? undefined : 'Use at least 6 characters.',
    };
    setErrors(next);
    setFailure(null);
    if (next.account || next.password) return;
    setBusy(true);
    setTimeout(() => {
      setBusy(false);
      setFailure('The account or password is wrong.');
    }, 800);
  };
  return (
    <Form aria-label="Log in" onSubmit={submit}>
      <TextField
        label="Account"
        autoComplete="username"
        value={account}
        onChange={(event) => setAccount(event.target.value)}
        error={errors.account}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <FormError>{failure}</FormError>
      <Button type="submit" fullWidth loading={busy}>
        Log in
      </Button>
    </Form>
  );
}

function FormDemos() {
  return (
    <>
      <Demo
        title="A form"
        note="Submit it empty: each field announces its error; their lines were reserved, so nothing moves. Then a wrong password: the form's error."
      >
        <LoginForm />
      </Demo>
      <Demo
        title="Field around any control"
        note="Label, hint and error tied by Field's render prop to a control of your own: here an amount with its currency."
      >
        <Field label="Custom amount" hint="From 100.00 to 50,000.00." error="Enter at least 100.00.">
          {(control) => (
            <span className={styles.amount}>
              <span aria-hidden="true">₱</span>
              <input {...control} inputMode="decimal" defaultValue="50" />
            </span>
          )}
        </Field>
      </Demo>
      <Demo title="Form error on its own">
        <FormError>Withdrawals are paused while we update the bank list.</FormError>
      </Demo>
    </>
  );
}

function TextFieldDemos() {
  const [mobile, setMobile] = useState('9171234567');
  return (
    <>
      <Demo title="States">
        <TextField label="Nickname" placeholder="What other players see" />
        <TextField label="Account" defaultValue="lucky_star" hint="6 to 16 letters or digits." />
        <TextField label="Amount" inputMode="decimal" defaultValue="12.345" error="Use at most 2 decimals." />
        <TextField label="Invite code" defaultValue="RC8812" disabled />
      </Demo>
      <Demo
        title="With a control beside it"
        note="The number's fixed +63 (leading); the SMS code: 'Send code' counts down 60 s (useCountdown)."
      >
        <TextField
          label="Mobile number"
          inputMode="tel"
          leading="+63"
          placeholder="917 123 4567"
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
        />
        <TextField
          label="SMS code"
          inputMode="numeric"
          autoComplete="one-time-code"
          trailing={<SendCodeButton />}
        />
      </Demo>
    </>
  );
}

function TextAreaDemos() {
  const [feedback, setFeedback] = useState('');
  return (
    <>
      <Demo title="With a limit" note="The hint line counts the characters.">
        <TextArea
          label="Your feedback"
          hint="We answer within a day."
          maxLength={200}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
        />
      </Demo>
      <Demo title="Error and disabled">
        <TextArea
          label="Message to support"
          defaultValue="hi"
          error="Tell us a little more (10 characters at least)."
        />
        <TextArea label="Reply" defaultValue="Thank you, your withdrawal was sent." disabled rows={2} />
      </Demo>
    </>
  );
}

const banks = [
  { value: 'bdo', label: 'BDO Unibank' },
  { value: 'bpi', label: 'Bank of the Philippine Islands' },
  { value: 'mbt', label: 'Metrobank' },
  { value: 'gcash', label: 'GCash' },
  { value: 'closed', label: 'Closed bank', disabled: true },
];

function SelectDemos() {
  const [bank, setBank] = useState('');
  const [type, setType] = useState('all');
  return (
    <>
      <Demo
        title="With a placeholder"
        note="The phone's own picker opens; the placeholder cannot be chosen back."
      >
        <Select
          label="Bank"
          placeholder="Choose a bank"
          options={banks}
          value={bank}
          onChange={(event) => setBank(event.target.value)}
        />
      </Demo>
      <Demo title="A filter">
        <Select
          label="Record type"
          options={[
            { value: 'all', label: 'All records' },
            { value: 'deposit', label: 'Deposits' },
            { value: 'withdraw', label: 'Withdrawals' },
            { value: 'bonus', label: 'Bonuses' },
          ]}
          value={type}
          onChange={(event) => setType(event.target.value)}
        />
      </Demo>
      <Demo title="Hint, error, disabled">
        <Select label="Language" options={[{ value: 'en', label: 'English' }]} hint="Saved on this device." />
        <Select
          label="Bank"
          placeholder="Choose a bank"
          options={banks}
          defaultValue=""
          error="Choose the bank of your card."
        />
        <Select label="Currency" options={[{ value: 'php', label: 'PHP' }]} disabled />
      </Demo>
    </>
  );
}

function CheckboxDemos() {
  const [adult, setAdult] = useState(false);
  const [remember, setRemember] = useState(true);
  return (
    <>
      <Demo title="States">
        <Checkbox
          label="Remember my account"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <Checkbox label="Subscribe to promotions" disabled />
      </Demo>
      <Demo
        title="With a link and an error"
        note="`error={null}` reserves the error line: ticking the box moves nothing."
      >
        <Checkbox
          label={
            <>
              I am over 21 and accept the <TextLink to="/terms-of-use">terms of use</TextLink>
            </>
          }
          checked={adult}
          onChange={(event) => setAdult(event.target.checked)}
          error={adult ? null : 'Confirm your age to register.'}
        />
      </Demo>
    </>
  );
}

const amounts = [10_000, 20_000, 50_000, 100_000, 200_000, 500_000];

function ChoiceGroupDemos() {
  const [amount, setAmount] = useState<number | null>(50_000);
  const [channel, setChannel] = useState<string | null>('gcash');
  const [card, setCard] = useState<string | null>(null);
  return (
    <>
      <Demo title="Amounts" note="Real radio buttons: arrow keys move between them.">
        <ChoiceGroup
          legend={
            <>
              Amount <Badge tone="success">+100% first deposit</Badge>
            </>
          }
          value={amount}
          onChange={setAmount}
          options={amounts.map((value) => ({ value, label: formatMoney(value) }))}
        />
      </Demo>
      <Demo title="Two columns, descriptions and a disabled option">
        <ChoiceGroup
          legend="Payment channel"
          columns={2}
          value={channel}
          onChange={setChannel}
          options={[
            { value: 'gcash', label: 'GCash', description: '100.00 to 50,000.00' },
            { value: 'maya', label: 'Maya', description: '100.00 to 50,000.00' },
            { value: 'bank', label: 'Bank transfer', description: '500.00 and up' },
            { value: 'card', label: 'Card', description: 'Unavailable', disabled: true },
          ]}
        />
      </Demo>
      <Demo title="A list, with an error">
        <ChoiceGroup
          legend="Bank card"
          columns={1}
          value={card}
          onChange={setCard}
          error={card ? null : 'Choose the card to withdraw to.'}
          options={[
            { value: 'bdo', label: 'BDO Unibank', description: '•••• 1234' },
            { value: 'gcash', label: 'GCash', description: '•••• 5678' },
          ]}
        />
      </Demo>
    </>
  );
}

export const formPages: GalleryPage[] = [
  {
    id: 'form',
    title: 'Form and Field',
    group: 'Forms',
    summary: 'A form’s column, the failed-submission message, and Field around any control.',
    Demos: FormDemos,
  },
  {
    id: 'text-field',
    title: 'TextField',
    group: 'Forms',
    summary: 'A labelled input with its hint and announced error.',
    Demos: TextFieldDemos,
  },
  {
    id: 'text-area',
    title: 'TextArea',
    group: 'Forms',
    summary: 'A labelled multi-line input, counting against its limit.',
    Demos: TextAreaDemos,
  },
  {
    id: 'select',
    title: 'Select',
    group: 'Forms',
    summary: 'The native picker, as a field.',
    Demos: SelectDemos,
  },
  {
    id: 'checkbox',
    title: 'Checkbox',
    group: 'Forms',
    summary: 'A checkbox and its label as one 44 px tap target.',
    Demos: CheckboxDemos,
  },
  {
    id: 'choice-group',
    title: 'ChoiceGroup',
    group: 'Forms',
    summary: 'One choice among a few, shown as cards: amounts, channels, bank cards.',
    Demos: ChoiceGroupDemos,
  },
];
