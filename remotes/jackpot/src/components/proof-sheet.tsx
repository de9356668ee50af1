import { useAppConfig, useTranslation } from '@casino/platform';
import { Button, Notice, Text } from '@casino/ui/core';
import { Sheet } from '@casino/ui/overlays';
import { useState } from 'react';
import type { DrawRecord } from '../api/jackpot-types';
import { checkDraw, type DrawCheck } from '../engine/fairness';
import { prizeLabel } from './prize-label';
import { SeedFields } from './seed-fields';

type Check = { status: 'idle' } | { status: 'done'; check: DrawCheck } | { status: 'failed' };

const samePrize = (cell: { propId: number; count: number }, record: DrawRecord) =>
  cell.propId === record.propId && cell.count === record.count;

/**
 * A draw's proof (`jackpot-hmac-sha256-v1`) and its check in this browser: the revealed server
 * seed against the hash committed before, the float from the seeds, the cell it picks, and whether
 * that cell's prize is this draw's.
 */
export function ProofSheet({ record, onClose }: { record: DrawRecord; onClose: () => void }) {
  const { t } = useTranslation('jackpot');
  const cells = useAppConfig((config) => config.jackpotConfigList) ?? [];
  const [state, setState] = useState<Check>({ status: 'idle' });
  const { proof } = record;
  const verify = () =>
    checkDraw(proof).then(
      (check) => setState(check ? { status: 'done', check } : { status: 'idle' }),
      () => setState({ status: 'failed' }),
    );
  const check = state.status === 'done' ? state.check : null;
  const pickedCell =
    check?.cellId === null || check === null ? undefined : cells.find((cell) => cell.id === check.cellId);
  return (
    <Sheet open title={t('proof.title')} onClose={onClose}>
      <SeedFields
        fields={[
          [t('proof.scheme'), proof.scheme],
          [t('proof.serverSeedHash'), proof.serverSeedHash],
          [t('proof.serverSeed'), proof.serverSeed ?? '—'],
          [t('proof.clientSeed'), proof.clientSeed],
          [t('proof.nonce'), String(proof.nonce)],
        ]}
      />
      {proof.serverSeed === null ? (
        <Text tone="muted" size="sm">
          {t('proof.notRevealed')}
        </Text>
      ) : (
        <Button variant="primary" fullWidth onClick={() => void verify()}>
          {t('proof.verify')}
        </Button>
      )}
      {state.status === 'failed' ? <Notice tone="danger">{t('proof.failed')}</Notice> : null}
      {check ? (
        <Notice
          tone={check.hashMatches && pickedCell && samePrize(pickedCell, record) ? 'success' : 'danger'}
          announce="status"
        >
          <Text>{check.hashMatches ? t('proof.hashOk') : t('proof.hashBad')}</Text>
          <Text numeric>{t('proof.float', { float: check.float.toFixed(8) })}</Text>
          <Text>
            {check.cellId === null
              ? t('proof.noCell')
              : pickedCell
                ? t('proof.cell', { prize: prizeLabel(t, pickedCell), id: check.cellId })
                : t('proof.unknownCell', { id: check.cellId })}
          </Text>
          {pickedCell ? (
            <Text weight="bold">
              {samePrize(pickedCell, record) ? t('proof.matches') : t('proof.differs')}
            </Text>
          ) : null}
        </Notice>
      ) : null}
    </Sheet>
  );
}
