import type { GameWallet, UserInfo } from '@casino/contracts';
import { formatMoney, toHundredths, useForm, useSession, useTranslation } from '@casino/platform';
import { Badge, Button, Card, List, ListItem, Notice, SectionTitle, showToast, Text } from '@casino/ui/core';
import { QueryView } from '@casino/ui/display';
import { Form, FormError, TextField } from '@casino/ui/forms';
import { SectionPage, SegmentedTabs } from '@casino/ui/navigation';
import { useState } from 'react';
import { useGameWallets, useRetrieveBalance } from '../api/game-wallets';
import { useSafeboxMove, useSetSafeboxPin } from '../api/safebox';
import { memberPaths } from '../member-paths';
import styles from './retrieve-balance-page.module.css';

const pinPattern = /^\d{6}$/;

/**
 * `/member/retrieve-balance`: where the player's coin is. Game providers on the seamless wallet
 * hold none; a transfer-wallet provider's balance is brought back here. The safebox keeps coin
 * away from play, behind a six-digit PIN.
 */
export default function RetrieveBalancePage() {
  const { t } = useTranslation('member');
  const user = useSession((session) => session.user);
  if (!user) return null;
  return (
    <SectionPage
      title={t('pages.retrieveBalance.title')}
      intro={t('pages.retrieveBalance.intro')}
      trail={[{ label: t('pages.member.title'), href: memberPaths.member }]}
    >
      <Card as="section" aria-label={t('balances.title')} className={styles.balances}>
        <dl className={styles.amounts}>
          <div>
            <dt>{t('balances.coin')}</dt>
            <dd>{formatMoney(user.coin)}</dd>
          </div>
          <div>
            <dt>{t('balances.safebox')}</dt>
            <dd>{formatMoney(user.safebox)}</dd>
          </div>
        </dl>
      </Card>
      <GameWallets />
      <Safebox user={user} />
    </SectionPage>
  );
}

function GameWallets() {
  const { t } = useTranslation('member');
  const wallets = useGameWallets();
  const retrieve = useRetrieveBalance();
  const bringBack = () =>
    retrieve.mutate(undefined, {
      onSuccess: ({ retrieved }) =>
        showToast({ message: t('wallets.retrieved', { amount: formatMoney(retrieved) }), tone: 'success' }),
      onError: () => showToast({ message: t('wallets.retrieveFailed'), tone: 'danger' }),
    });
  return (
    <section aria-labelledby="game-wallets-title" className={styles.section}>
      <SectionTitle as="h2" id="game-wallets-title">
        {t('wallets.title')}
      </SectionTitle>
      <QueryView errorNamespace="member" query={wallets} skeletonHeight={120}>
        {({ list }) => {
          const held = list.reduce((sum, wallet) => sum + wallet.balance, 0);
          return (
            <>
              <List aria-labelledby="game-wallets-title">
                {list.map((wallet) => (
                  <GameWalletRow key={wallet.providerId} wallet={wallet} />
                ))}
              </List>
              {held > 0 ? (
                <Button fullWidth loading={retrieve.isPending} onClick={bringBack}>
                  {t('wallets.retrieve', { amount: formatMoney(held) })}
                </Button>
              ) : (
                <Notice tone="success">{t('wallets.nothingHeld')}</Notice>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

function GameWalletRow({ wallet }: { wallet: GameWallet }) {
  const { t } = useTranslation('member');
  return (
    <ListItem
      description={wallet.walletType === 'seamless' ? t('wallets.seamless') : t('wallets.transfer')}
      trailing={
        wallet.walletType === 'seamless' ? (
          <Badge tone="success">{t('wallets.inMainBalance')}</Badge>
        ) : (
          <Text as="span" weight="semibold" numeric>
            {formatMoney(wallet.balance)}
          </Text>
        )
      }
    >
      {wallet.name}
    </ListItem>
  );
}

function Safebox({ user }: { user: UserInfo }) {
  const { t } = useTranslation('member');
  return (
    <section aria-labelledby="safebox-title" className={styles.section}>
      <SectionTitle as="h2" id="safebox-title">
        {t('safebox.title')}
      </SectionTitle>
      <Text tone="muted">{t('safebox.intro')}</Text>
      {user.hasSafeboxPassword ? <SafeboxMoves user={user} /> : <PinForm changing={false} />}
    </section>
  );
}

function PinForm({ changing, onDone }: { changing: boolean; onDone?: () => void }) {
  const { t } = useTranslation('member');
  const setPin = useSetSafeboxPin();
  const labels = { oldPin: t('safebox.oldPin'), pin: t('safebox.newPin'), repeat: t('safebox.repeatPin') };
  const form = useForm({
    initial: { oldPin: '', pin: '', repeat: '' },
    labels,
    namespace: 'member',
    check: ({ oldPin, pin, repeat }) => ({
      oldPin: changing && !pinPattern.test(oldPin) ? t('safebox.pinDigits') : null,
      pin: pinPattern.test(pin) ? null : t('safebox.pinDigits'),
      repeat: repeat === pin ? null : t('safebox.pinMismatch'),
    }),
    submit: async ({ oldPin, pin }) => {
      await setPin.mutateAsync(changing ? { pin, oldPin } : { pin });
      showToast({ message: changing ? t('safebox.pinChanged') : t('safebox.pinSet'), tone: 'success' });
      onDone?.();
    },
  });
  const pinField = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } as const;
  return (
    <Card as="div">
      <Form onSubmit={form.onSubmit}>
        {changing ? null : <Notice tone="info">{t('safebox.setFirst')}</Notice>}
        {changing ? <TextField label={labels.oldPin} {...pinField} {...form.text('oldPin')} /> : null}
        <TextField label={labels.pin} {...pinField} {...form.text('pin')} />
        <TextField label={labels.repeat} {...pinField} {...form.text('repeat')} />
        <FormError>{form.formError}</FormError>
        <Button type="submit" fullWidth loading={form.pending}>
          {changing ? t('safebox.changePin') : t('safebox.setPin')}
        </Button>
      </Form>
    </Card>
  );
}

type Direction = 'in' | 'out';

function SafeboxMoves({ user }: { user: UserInfo }) {
  const { t } = useTranslation('member');
  const [direction, setDirection] = useState<Direction>('in');
  const [changingPin, setChangingPin] = useState(false);
  return (
    <>
      <SegmentedTabs
        label={t('safebox.moves')}
        value={direction}
        onChange={setDirection}
        tabs={[
          { value: 'in', label: t('safebox.putIn') },
          { value: 'out', label: t('safebox.takeOut') },
        ]}
      >
        <MoveForm
          key={direction}
          direction={direction}
          available={direction === 'in' ? user.coin : user.safebox}
        />
      </SegmentedTabs>
      {changingPin ? (
        <PinForm changing onDone={() => setChangingPin(false)} />
      ) : (
        <Button variant="ghost" fullWidth onClick={() => setChangingPin(true)}>
          {t('safebox.changePin')}
        </Button>
      )}
    </>
  );
}

function MoveForm({ direction, available }: { direction: Direction; available: number }) {
  const { t } = useTranslation('member');
  const move = useSafeboxMove();
  const labels = { amount: t('safebox.amount'), pin: t('safebox.pin') };
  const form = useForm({
    initial: { amount: '', pin: '' },
    labels,
    namespace: 'member',
    check: ({ amount, pin }) => {
      const hundredths = toHundredths(amount);
      return {
        amount:
          hundredths === null || hundredths <= 0
            ? t('safebox.amountInvalid')
            : hundredths > available
              ? t('safebox.amountAbove', { amount: formatMoney(available) })
              : null,
        pin: direction === 'out' && !pinPattern.test(pin) ? t('safebox.pinDigits') : null,
      };
    },
    submit: async ({ amount, pin }) => {
      const hundredths = toHundredths(amount) ?? 0;
      await move.mutateAsync({ direction, amount: hundredths, pin });
      showToast({
        message: t(direction === 'in' ? 'safebox.putInDone' : 'safebox.takeOutDone', {
          amount: formatMoney(hundredths),
        }),
        tone: 'success',
      });
      form.set('amount', '');
      form.set('pin', '');
    },
  });
  return (
    <Form onSubmit={form.onSubmit} className={styles.move}>
      <TextField
        label={labels.amount}
        inputMode="decimal"
        autoComplete="off"
        hint={t('safebox.available', { amount: formatMoney(available) })}
        {...form.text('amount')}
      />
      {direction === 'out' ? (
        <TextField
          label={labels.pin}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          {...form.text('pin')}
        />
      ) : null}
      <FormError>{form.formError}</FormError>
      <Button type="submit" fullWidth loading={form.pending} disabled={available === 0}>
        {direction === 'in' ? t('safebox.putIn') : t('safebox.takeOut')}
      </Button>
    </Form>
  );
}
