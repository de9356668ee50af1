import { apiErrorText, shownAsTimeoutTip, useTranslation } from '@casino/platform';
import { Button, Notice, Text } from '@casino/ui/core';
import { Form, FormError, TextField } from '@casino/ui/forms';
import { Sheet } from '@casino/ui/overlays';
import { type FormEvent, useState } from 'react';
import type { DrawInfo } from '../api/jackpot-types';
import { useRotateJackpotSeed } from '../api/rotate-jackpot-seed';
import styles from './jackpot.module.css';
import { SeedFields } from './seed-fields';

const clientSeedPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The player's provably fair standing (the committed server seed's hash, the client seed, the next
 * nonce) and the seed rotation (`rotateJackpotSeed`), which reveals the seed in use so every draw
 * made with it can be verified (Records, Proof).
 */
export function FairnessSheet({
  fairness,
  onClose,
}: {
  fairness: DrawInfo['fairness'];
  onClose: () => void;
}) {
  const { t } = useTranslation('jackpot');
  const rotate = useRotateJackpotSeed();
  const [clientSeed, setClientSeed] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seed = clientSeed.trim();
    if (seed !== '' && !clientSeedPattern.test(seed)) {
      setFieldError(t('fairness.clientSeedInvalid'));
      return;
    }
    setFieldError(null);
    rotate.mutate(seed === '' ? undefined : seed, { onSuccess: () => setClientSeed('') });
  };
  const revealed = rotate.data?.revealed;
  return (
    <Sheet open title={t('fairness.title')} onClose={onClose}>
      <Text size="sm" tone="muted">
        {t('fairness.intro')}
      </Text>
      {fairness ? (
        <>
          <h3 className={styles.subTitle}>{t('fairness.current')}</h3>
          <SeedFields
            fields={[
              [t('fairness.serverSeedHash'), fairness.serverSeedHash],
              [t('fairness.clientSeed'), fairness.clientSeed],
              [t('fairness.nonce'), String(fairness.nonce)],
            ]}
          />
          <Form onSubmit={submit}>
            <TextField
              label={t('fairness.newClientSeed')}
              hint={t('fairness.clientSeedHint')}
              value={clientSeed}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              error={fieldError}
              onChange={(event) => setClientSeed(event.target.value)}
            />
            {rotate.isError && !shownAsTimeoutTip(rotate.error) ? (
              <FormError>{apiErrorText(t, rotate.error)}</FormError>
            ) : null}
            <Button type="submit" variant="primary" fullWidth loading={rotate.isPending}>
              {t('fairness.rotate')}
            </Button>
          </Form>
        </>
      ) : (
        <Text>{t('fairness.loggedOut')}</Text>
      )}
      {revealed ? (
        <Notice tone="success" title={t('fairness.revealed')}>
          <SeedFields
            fields={[
              [t('fairness.revealed'), revealed.serverSeed],
              [t('fairness.revealedHash'), revealed.serverSeedHash],
              [t('fairness.revealedClientSeed'), revealed.clientSeed],
            ]}
          />
          <Text size="sm">{t('fairness.revealedDraws', { count: revealed.draws })}</Text>
        </Notice>
      ) : null}
    </Sheet>
  );
}
