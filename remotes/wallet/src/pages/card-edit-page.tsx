import { type ApiResponseOf, type apiCalls, apiRoutes } from '@casino/contracts';
import { callApi, useAppConfig, useTranslation } from '@casino/platform';
import { Button, SectionPage, TextField } from '@casino/ui';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorText } from '../components/error-text';
import { LoadState } from '../components/load-state';
import { useApiData } from '../components/use-api-data';
import './wallet.css';

type CardList = ApiResponseOf<typeof apiCalls.getBankInfoList>;

/** The app config's length limit of the withdraw account when it has none (the seeded one). */
const fallbackAccountLimit = { min: 8, max: 30 };

/** `/wallets/card/edit` adds a bank card; `?id=` edits that one. */
export default function CardEditPage() {
  const { t } = useTranslation('wallet');
  const { search } = useLocation();
  const cardId = Number(new URLSearchParams(search).get('id')) || null;
  const cards = useApiData(() => callApi(apiRoutes.getBankInfoList, {}));
  return (
    <SectionPage
      title={t('pages.cardEdit.title')}
      intro={t('pages.cardEdit.intro')}
      trail={[{ label: t('pages.cardList.title'), href: '/wallets/card/list' }]}
    >
      <LoadState state={cards} height={420}>
        {(data) => <CardForm data={data} cardId={cardId} />}
      </LoadState>
    </SectionPage>
  );
}

function CardForm({ data, cardId }: { data: CardList; cardId: number | null }) {
  const { t } = useTranslation('wallet');
  const ids = useId();
  const navigate = useNavigate();
  const limit = useAppConfig((config) => config.lengthLimits?.withdrawAccount) ?? fallbackAccountLimit;
  const card = cardId === null ? undefined : data.list.find((candidate) => candidate.id === cardId);
  const [bankId, setBankId] = useState(card ? String(card.bankId) : '');
  const [holderName, setHolderName] = useState(card?.holderName ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [makeDefault, setMakeDefault] = useState(card?.isDefault ?? false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (cardId !== null && !card) return <p className="ui-form-error">{t('cards.notFound')}</p>;

  const accountNumberInvalid =
    accountNumber !== '' &&
    (!/^[0-9]+$/.test(accountNumber) || accountNumber.length < limit.min || accountNumber.length > limit.max);

  async function save() {
    setSaving(true);
    setFailure(null);
    try {
      if (card) {
        await callApi(apiRoutes.modifyBankInfo, {
          id: card.id,
          bankId: Number(bankId),
          holderName,
          ...(accountNumber ? { accountNumber } : {}),
          ...(makeDefault && !card.isDefault ? { isDefault: true as const } : {}),
        });
      } else {
        await callApi(apiRoutes.addBankInfo, {
          bankId: Number(bankId),
          holderName,
          accountNumber,
          isDefault: makeDefault,
        });
      }
      navigate('/wallets/card/list', { replace: true });
    } catch (error) {
      setFailure(error);
      setSaving(false);
    }
  }

  return (
    <form
      className="ui-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${ids}-bank`}>
          {t('cards.bank')}
        </label>
        <select
          id={`${ids}-bank`}
          className="ui-input wallet-select"
          required
          value={bankId}
          onChange={(event) => setBankId(event.target.value)}
        >
          <option value="" disabled>
            {t('cards.chooseBank')}
          </option>
          {data.banks.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('cards.holder')}
        required
        minLength={2}
        maxLength={64}
        autoComplete="name"
        value={holderName}
        onChange={(event) => setHolderName(event.target.value)}
      />
      <TextField
        label={t('cards.accountNumber')}
        required={!card}
        inputMode="numeric"
        autoComplete="off"
        maxLength={limit.max}
        placeholder={
          card
            ? t('cards.accountNumberKeep', { number: card.maskedAccountNumber })
            : t('cards.accountNumberHint', limit)
        }
        error={accountNumberInvalid ? t('errors.1309', limit) : null}
        value={accountNumber}
        onChange={(event) => setAccountNumber(event.target.value.trim())}
      />
      <label className="ui-checkbox wallet-checkbox">
        <input
          type="checkbox"
          checked={makeDefault}
          onChange={(event) => setMakeDefault(event.target.checked)}
        />
        <span>{t('cards.makeDefault')}</span>
      </label>
      {failure ? (
        <p className="ui-form-error" role="alert">
          {errorText(t, failure, limit)}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={saving}
        disabled={accountNumberInvalid || bankId === ''}
      >
        {t('cards.save')}
      </Button>
    </form>
  );
}
