import { createHash, createHmac } from 'node:crypto';
import { apiRoutes } from '@casino/contracts';
import { mockCall } from '@casino/devkit/mocks';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pickCell } from '../../engine/fairness';
import { FairnessSheet } from '../fairness-sheet';
import { RankSheet } from '../rank-sheet';
import { RecordsSheet } from '../records-sheet';
import { aDrawInfo, api, cells, renderInRouter, setUpJackpot, weights } from './jackpot-test-kit';

beforeEach(() => setUpJackpot());
afterEach(cleanup);

const serverSeed = '9e1c7a0b55d3f2e4c6a8b0d2f4e6a8c0b2d4f6e8a0c2e4f6a8b0c2d4e6f8a0b2';
const serverSeedHash = createHash('sha256').update(serverSeed).digest('hex');

/** The cell the seeds give, computed the server's way (Node's crypto). */
function serverCell(clientSeed: string, nonce: number): number {
  const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const float = [0, 1, 2, 3].reduce((sum, index) => sum + (block[index] ?? 0) / 256 ** (index + 1), 0);
  return pickCell(weights, float) as number;
}

function aRecord(id: number, cellId: number, revealed: boolean) {
  const cell = cells.find((candidate) => candidate.id === cellId) ?? cells[0];
  return {
    id,
    nickname: 'Dev Player',
    avatar: '',
    amountSection: `Prize ${id}`,
    createTime: '2026-11-28T10:00:00.000Z',
    propId: cell?.propId ?? 2001,
    count: cell?.count ?? 100,
    type: cell?.type ?? 1,
    bonus: 0,
    proof: {
      scheme: 'jackpot-hmac-sha256-v1' as const,
      serverSeedHash,
      serverSeed: revealed ? serverSeed : null,
      clientSeed: 'client-seed',
      nonce: id,
      weights,
    },
  };
}

describe('the records', () => {
  it('lists the draws 20 a page to "No more", and verifies a revealed draw in the browser', async () => {
    const winning = serverCell('client-seed', 1);
    api.use(
      mockCall(apiRoutes.getPersonJackpotDrawAwardLog, ({ body }) => ({
        list: body.pageNum === 1 ? [aRecord(1, winning, true), aRecord(2, 1, false)] : [],
        total: 2,
        pages: 1,
      })),
    );
    renderInRouter(<RecordsSheet onClose={() => undefined} />);
    const sheet = await screen.findByRole('dialog', { name: 'My jackpot records' });
    expect(await within(sheet).findByText('No more')).toBeTruthy();
    expect(api.bodiesOf(apiRoutes.getPersonJackpotDrawAwardLog)).toEqual([
      expect.objectContaining({ pageNum: 1, pageSize: 20 }),
    ]);
    const proofs = within(sheet).getAllByRole('button', { name: /Proof of the draw of/ });
    expect(proofs.length).toBe(2);

    fireEvent.click(proofs[0] as HTMLElement);
    const proof = await screen.findByRole('dialog', { name: 'Proof of the draw' });
    expect(within(proof).getByText(serverSeedHash)).toBeTruthy();
    fireEvent.click(within(proof).getByRole('button', { name: 'Verify this draw' }));
    expect(
      await within(proof).findByText('The server seed matches the hash shown before the draw.'),
    ).toBeTruthy();
    expect(within(proof).getByText(new RegExp(`\\(cell ${winning}\\)`))).toBeTruthy();
    expect(within(proof).getByText('That is the prize of this draw.')).toBeTruthy();
  });

  it('says a draw whose seed is not revealed yet can be verified after a rotation', async () => {
    api.use(
      mockCall(apiRoutes.getPersonJackpotDrawAwardLog, () => ({
        list: [aRecord(3, 1, false)],
        total: 1,
        pages: 1,
      })),
    );
    renderInRouter(<RecordsSheet onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: /Proof of the draw of/ }));
    const proof = await screen.findByRole('dialog', { name: 'Proof of the draw' });
    expect(within(proof).getByText(/Not revealed yet/)).toBeTruthy();
    expect(within(proof).queryByRole('button', { name: 'Verify this draw' })).toBeNull();
  });
});

describe('the seed rotation', () => {
  it('reveals the seed in use, with a new client seed when one is given, and refuses a bad one', async () => {
    api.use(
      mockCall(apiRoutes.rotateJackpotSeed, ({ body }) => ({
        revealed: { serverSeed, serverSeedHash, clientSeed: 'client-seed', draws: 4 },
        fairness: { serverSeedHash: 'cd'.repeat(32), clientSeed: body.clientSeed ?? 'client-seed', nonce: 0 },
      })),
    );
    renderInRouter(<FairnessSheet fairness={aDrawInfo().fairness} onClose={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'New client seed (optional)' });
    fireEvent.change(field, { target: { value: 'not ok!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
    expect(await screen.findByText('Use 1 to 64 letters, digits, - or _.')).toBeTruthy();
    expect(api.bodiesOf(apiRoutes.rotateJackpotSeed)).toEqual([]);

    fireEvent.change(field, { target: { value: 'my-lucky_seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
    expect(await screen.findByText(serverSeed)).toBeTruthy();
    expect(screen.getByText('Draws made with it: 4')).toBeTruthy();
    expect(api.bodiesOf(apiRoutes.rotateJackpotSeed)).toEqual([
      expect.objectContaining({ clientSeed: 'my-lucky_seed' }),
    ]);
  });
});

describe('the rank', () => {
  it('lists the month’s winners 10 a page with the player’s own rank', async () => {
    api.use(
      mockCall(apiRoutes.getJackpotRank, ({ body }) => ({
        allRank: {
          list: Array.from({ length: body.pageNum === 1 ? 10 : 2 }, (_row, index) => {
            const rank = (body.pageNum - 1) * 10 + index + 1;
            return {
              id: rank,
              rank,
              nickname: `Pl***${rank}`,
              avatar: '',
              amountSection: '',
              total: 100_000 - rank,
              createTime: '2026-11-28T10:00:00.000Z',
            };
          }),
          pages: 2,
        },
        personRank: {
          id: 7,
          rank: 12,
          nickname: 'Dev Player',
          avatar: '',
          amountSection: '',
          total: 99_988,
          createTime: '2026-11-28T10:00:00.000Z',
        },
      })),
    );
    renderInRouter(<RankSheet onClose={() => undefined} />);
    const sheet = await screen.findByRole('dialog', { name: 'Jackpot rank' });
    expect(await within(sheet).findByText('#12 · ₱999.88')).toBeTruthy();
    expect(within(sheet).getByText('#1 Pl***1')).toBeTruthy();
    // jsdom has no IntersectionObserver: the list offers 'Load more'.
    fireEvent.click(within(sheet).getByRole('button', { name: 'Load more' }));
    expect(await within(sheet).findByText('#12 Pl***12')).toBeTruthy();
    expect(within(sheet).getByText('No more')).toBeTruthy();
    expect(api.bodiesOf(apiRoutes.getJackpotRank)).toEqual([
      expect.objectContaining({ pageNum: 1, pageSize: 10 }),
      expect.objectContaining({ pageNum: 2, pageSize: 10 }),
    ]);
  });
});
