import { type PayoutKind, payoutAccountProblem } from '@casino/contracts';
import { lengthError, useForm, useLengthLimit, useTranslation } from '@casino/platform';
import { Button, ButtonLink, EmptyState } from '@casino/ui/core';
import { QueryView } from '@casino/ui/display';
import { Checkbox, ChoiceGroup, Form, FormError, TextField } from '@casino/ui/forms';
import { SectionPage } from '@casino/ui/navigation';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAddBankCard } from '../api/add-bank-info';
import { type BankCardList, useBankCards } from '../api/get-bank-info-list';
import { useModifyBankCard } from '../api/modify-bank-info';
import { PaymentLogo } from '../components/payment-logo';
import { appPathOrNull, walletPaths, withChosenCard } from '../paths';

/** The account holder's name: the contract's bounds (`addBankInfo`, `modifyBankInfo`). */
const holderNameLimit = { min: 2, max: 64 };

/** A new e-wallet length: GCash and Maya accounts are mobile numbers, `09` and nine digits. */
const eWalletNumberLength = 11;

/**
 * `/wallets/card/edit` adds a payout account, a bank card or (`?kind=ewallet`) an e-wallet; `?id=`
 * edits that one. `?returnTo=<app path>` (the withdrawal) is where a saved card goes back to,
 * with `card=<its id>` so it is the one chosen; anything but a path of this app is ignored.
 */
export default function CardEditPage() {
  const { t } = useTranslation('wallet');
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const cardId = Number(query.get('id')) || null;
  const kind: PayoutKind = query.get('kind') === 'ewallet' ? 'ewallet' : 'bank';
  const returnTo = appPathOrNull(query.get('returnTo'));
  const cards = useBankCards();
  return (
    <SectionPage
      title={t('pages.cardEdit.title')}
      intro={t('pages.cardEdit.intro')}
      trail={[{ label: t('pages.cardList.title'), href: walletPaths.cardList }]}
    >
      <QueryView errorNamespace="wallet" query={cards} skeletonHeight={420}>
        {(data) => <CardForm data={data} cardId={cardId} kind={kind} returnTo={returnTo} />}
      </QueryView>
    </SectionPage>
  );
}

function CardForm({
  data,
  cardId,
  kind: kindAsked,
  returnTo,
}: {
  data: BankCardList;
  cardId: number | null;
  kind: PayoutKind;
  returnTo: string | null;
}) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  // Spread: the translation values take a plain record.
  const accountLimit = { ...useLengthLimit('withdrawAccount') };
  const addCard = useAddBankCard();
  const modifyCard = useModifyBankCard();
  const card = cardId === null ? undefined : data.list.find((candidate) => candidate.id === cardId);
  // An API before contracts 2.13 names no kind: its banks and cards are all bank accounts.
  const kindOf = (entry: { kind?: PayoutKind }): PayoutKind => entry.kind ?? 'bank';
  const offersEWallets = data.banks.some((bank) => kindOf(bank) === 'ewallet');
  const labels = {
    kind: t('cards.kind'),
    bankId: t('cards.bank'),
    holderName: t('cards.holder'),
    accountNumber: t('cards.accountNumber'),
    isDefault: t('cards.makeDefault'),
  };
  /** A bank account: digits within the app config's withdraw-account limit; an e-wallet: its mobile number. */
  const accountNumberValid = (kind: PayoutKind, accountNumber: string) =>
    payoutAccountProblem(kind, accountNumber, accountLimit) === null;
  const accountNumberMessage = (kind: PayoutKind) =>
    kind === 'ewallet' ? t('errors.1315') : t('errors.1309', accountLimit);

  const form = useForm({
    initial: {
      kind: card ? kindOf(card) : offersEWallets ? kindAsked : 'bank',
      bankId: card ? String(card.bankId) : '',
      holderName: card?.holderName ?? '',
      accountNumber: '',
      isDefault: card?.isDefault ?? false,
    },
    labels,
    namespace: 'wallet',
    errorValues: accountLimit,
    check: ({ kind, bankId, holderName, accountNumber }) => ({
      bankId: bankId === '' ? t(kind === 'ewallet' ? 'cards.chooseEWallet' : 'cards.chooseBank') : null,
      holderName: lengthError(t, labels.holderName, holderName.trim(), holderNameLimit),
      // Left empty, an edited card keeps its number (unless it moves to another kind).
      accountNumber:
        (accountNumber !== '' || !card || kindOf(card) !== kind) && !accountNumberValid(kind, accountNumber)
          ? accountNumberMessage(kind)
          : null,
    }),
    submit: async ({ bankId, holderName, accountNumber, isDefault }) => {
      if (card) {
        await modifyCard.mutateAsync({
          id: card.id,
          bankId: Number(bankId),
          holderName,
          ...(accountNumber ? { accountNumber } : {}),
          ...(isDefault && !card.isDefault ? { isDefault: true as const } : {}),
        });
        navigate(returnTo ?? walletPaths.cardList, { replace: true });
      } else {
        const saved = await addCard.mutateAsync({
          bankId: Number(bankId),
          holderName,
          accountNumber,
          isDefault,
        });
        navigate(returnTo ? withChosenCard(returnTo, saved.id) : walletPaths.cardList, { replace: true });
      }
    },
  });

  if (cardId !== null && !card) {
    return (
      <EmptyState
        title={t('cards.notFound')}
        action={
          <ButtonLink to={walletPaths.cardList} variant="secondary">
            {t('pages.cardList.title')}
          </ButtonLink>
        }
      />
    );
  }

  // Said while typing: the button is off until the number can be saved.
  const { accountNumber, kind } = form.values;
  const eWallet = kind === 'ewallet';
  const liveAccountNumberError =
    accountNumber !== '' && !accountNumberValid(kind, accountNumber) ? accountNumberMessage(kind) : null;

  return (
    <Form onSubmit={form.onSubmit}>
      {offersEWallets ? (
        <ChoiceGroup
          legend={labels.kind}
          columns={2}
          options={(['bank', 'ewallet'] as const).map((value) => ({
            value,
            label: t(`cards.kinds.${value}`),
          }))}
          value={kind}
          onChange={(next) => {
            form.set('kind', next);
            // A bank of the other kind is not on the new list.
            form.set('bankId', '');
          }}
        />
      ) : null}
      <ChoiceGroup
        legend={eWallet ? t('cards.eWallet') : labels.bankId}
        columns={2}
        options={data.banks
          .filter((bank) => kindOf(bank) === kind)
          .map((bank) => ({
            value: String(bank.id),
            label: bank.name,
            media: <PaymentLogo icon={bank.icon} />,
          }))}
        value={form.values.bankId === '' ? null : form.values.bankId}
        onChange={(bankId) => form.set('bankId', bankId)}
        error={form.errors.bankId ?? null}
      />
      <TextField
        label={labels.holderName}
        maxLength={holderNameLimit.max}
        autoComplete="name"
        {...form.text('holderName')}
      />
      <TextField
        label={eWallet ? t('cards.mobileNumber') : labels.accountNumber}
        inputMode="numeric"
        autoComplete={eWallet ? 'tel-national' : 'off'}
        maxLength={eWallet ? eWalletNumberLength : accountLimit.max}
        placeholder={
          card && kindOf(card) === kind
            ? t('cards.accountNumberKeep', { number: card.maskedAccountNumber })
            : eWallet
              ? t('cards.mobileNumberHint')
              : t('cards.accountNumberHint', accountLimit)
        }
        {...form.text('accountNumber', (typed) => typed.trim())}
        error={liveAccountNumberError ?? form.errors.accountNumber ?? null}
      />
      <Checkbox label={labels.isDefault} {...form.checkbox('isDefault')} />
      <FormError>{form.formError}</FormError>
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={form.pending}
        disabled={liveAccountNumberError !== null || form.values.bankId === ''}
      >
        {eWallet ? t('cards.saveEWallet') : t('cards.save')}
      </Button>
    </Form>
  );
}
