import { lengthError, useForm, useLengthLimit, useTranslation } from '@casino/platform';
import { Button, ButtonLink, EmptyState } from '@casino/ui/core';
import { QueryView } from '@casino/ui/display';
import { Checkbox, Form, FormError, Select, TextField } from '@casino/ui/forms';
import { SectionPage } from '@casino/ui/navigation';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAddBankCard } from '../api/add-bank-info';
import { type BankCardList, useBankCards } from '../api/get-bank-info-list';
import { useModifyBankCard } from '../api/modify-bank-info';
import { walletPaths } from '../paths';

/** The account holder's name: the contract's bounds (`addBankInfo`, `modifyBankInfo`). */
const holderNameLimit = { min: 2, max: 64 };

/** `/wallets/card/edit` adds a bank card; `?id=` edits that one. */
export default function CardEditPage() {
  const { t } = useTranslation('wallet');
  const { search } = useLocation();
  const cardId = Number(new URLSearchParams(search).get('id')) || null;
  const cards = useBankCards();
  return (
    <SectionPage
      title={t('pages.cardEdit.title')}
      intro={t('pages.cardEdit.intro')}
      trail={[{ label: t('pages.cardList.title'), href: walletPaths.cardList }]}
    >
      <QueryView errorNamespace="wallet" query={cards} skeletonHeight={420}>
        {(data) => <CardForm data={data} cardId={cardId} />}
      </QueryView>
    </SectionPage>
  );
}

function CardForm({ data, cardId }: { data: BankCardList; cardId: number | null }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  // Spread: the translation values take a plain record.
  const accountLimit = { ...useLengthLimit('withdrawAccount') };
  const addCard = useAddBankCard();
  const modifyCard = useModifyBankCard();
  const card = cardId === null ? undefined : data.list.find((candidate) => candidate.id === cardId);
  const labels = {
    bankId: t('cards.bank'),
    holderName: t('cards.holder'),
    accountNumber: t('cards.accountNumber'),
    isDefault: t('cards.makeDefault'),
  };
  /** Digits only, as many as the app config's withdraw-account limit. */
  const accountNumberValid = (accountNumber: string) =>
    /^[0-9]+$/.test(accountNumber) &&
    accountNumber.length >= accountLimit.min &&
    accountNumber.length <= accountLimit.max;
  const accountNumberMessage = t('errors.1309', accountLimit);

  const form = useForm({
    initial: {
      bankId: card ? String(card.bankId) : '',
      holderName: card?.holderName ?? '',
      accountNumber: '',
      isDefault: card?.isDefault ?? false,
    },
    labels,
    namespace: 'wallet',
    errorValues: accountLimit,
    check: ({ bankId, holderName, accountNumber }) => ({
      bankId: bankId === '' ? t('cards.chooseBank') : null,
      holderName: lengthError(t, labels.holderName, holderName.trim(), holderNameLimit),
      // Left empty, an edited card keeps its number.
      accountNumber:
        (accountNumber !== '' || !card) && !accountNumberValid(accountNumber) ? accountNumberMessage : null,
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
      } else {
        await addCard.mutateAsync({ bankId: Number(bankId), holderName, accountNumber, isDefault });
      }
      navigate(walletPaths.cardList, { replace: true });
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
  const { accountNumber } = form.values;
  const liveAccountNumberError =
    accountNumber !== '' && !accountNumberValid(accountNumber) ? accountNumberMessage : null;

  return (
    <Form onSubmit={form.onSubmit}>
      <Select
        label={labels.bankId}
        placeholder={t('cards.chooseBank')}
        options={data.banks.map((bank) => ({ value: String(bank.id), label: bank.name }))}
        {...form.text('bankId')}
      />
      <TextField
        label={labels.holderName}
        maxLength={holderNameLimit.max}
        autoComplete="name"
        {...form.text('holderName')}
      />
      <TextField
        label={labels.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        maxLength={accountLimit.max}
        placeholder={
          card
            ? t('cards.accountNumberKeep', { number: card.maskedAccountNumber })
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
        {t('cards.save')}
      </Button>
    </Form>
  );
}
