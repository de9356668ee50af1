import { propIdRanges } from '@casino/contracts';
import type { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { callContract, startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { coinOf, registerPlayer, walletTestEnvironment } from '../../wallet/__tests__/wallet-fixtures.js';

announceDatabaseLegs('mail');

const operatorToken = 'an-operator-token-of-32-characters';
const coin = propIdRanges.coin.min;
const points = propIdRanges.points.min;

describe.each(databaseLegs)('player mail on $name', (leg) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(leg, { ...walletTestEnvironment, OPERATOR_TOKEN: operatorToken });
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (name: keyof typeof apiCalls, token: string, body: object = {}) =>
    callContract(server, name, token, body);
  async function send(payload: object) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/operator/v1/mail',
      headers: { authorization: `Bearer ${operatorToken}` },
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('delivers a mail, marks it read when opened, and pays its attachments once of 20 parallel claims', async () => {
    const player = await registerPlayer(server);
    const other = await registerPlayer(server);
    const sent = await send({
      title: 'Welcome gift',
      body: 'Thanks for joining.\nHere is something to start with.',
      attachments: [
        { propId: coin, count: 2_500 },
        { propId: points, count: 30 },
      ],
      audience: { playerIds: [player.userId] },
    });
    expect(sent.body.data.recipients).toBe(1);
    const mailId = sent.body.data.mailId;

    expect((await call('activityGetStatusList', player.token)).data).toMatchObject({
      hasMail: true,
      emailAwardFlag: true,
    });
    const inbox = (await call('getMail3', player.token)).data;
    expect(inbox).toMatchObject({ total: 1, pages: 1, unread: 1 });
    expect(inbox.list[0]).toMatchObject({
      id: mailId,
      preview: 'Thanks for joining.',
      read: false,
      received: false,
    });
    // Another player can neither see nor take it.
    expect((await call('getMail3', other.token)).data.total).toBe(0);
    expect((await call('getMailDetail', other.token, { id: mailId })).errcode).toBe(2001);
    expect((await call('receiveMail', other.token, { id: mailId })).errcode).toBe(2001);

    const detail = (await call('getMailDetail', player.token, { id: mailId })).data;
    expect(detail).toMatchObject({
      read: true,
      body: 'Thanks for joining.\nHere is something to start with.',
    });
    expect((await call('getMail3', player.token)).data.unread).toBe(0);
    // Its attachments wait: it cannot be deleted yet, and "all read" leaves it.
    expect((await call('delMail', player.token, { id: mailId })).errcode).toBe(2003);
    expect((await call('delMail', player.token, { allRead: true })).data.deleted).toBe(0);

    const before = await coinOf(server, player.token);
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => call('receiveMail', player.token, { id: mailId })),
    );
    expect(claims.filter((claim) => claim.errcode === 0)).toHaveLength(1);
    expect(claims.filter((claim) => claim.errcode === 1703)).toHaveLength(19);
    expect(await coinOf(server, player.token)).toBe(before + 2_500);
    expect((await call('activityGetStatusList', player.token)).data).toMatchObject({
      hasMail: false,
      emailAwardFlag: false,
    });
    expect((await call('delMail', player.token, { allRead: true })).data.deleted).toBe(1);
    expect((await call('getMail3', player.token)).data.total).toBe(0);
  });

  it('sends to a VIP segment or everyone, and refuses bad mail, bad claims and bad deletes', async () => {
    const player = await registerPlayer(server);
    const everyone = await send({
      title: 'Maintenance tonight',
      body: 'From 02:00 UTC.',
      audience: { everyone: true },
    });
    expect(everyone.body.data.recipients).toBeGreaterThanOrEqual(1);
    const vips = await send({ title: 'For VIP 5 and up', body: '', audience: { minVip: 5 } });
    const inbox = (await call('getMail3', player.token)).data.list.map((row: { id: number }) => row.id);
    expect(inbox).toContain(everyone.body.data.mailId);
    expect(inbox).not.toContain(vips.body.data.mailId);

    expect((await call('receiveMail', player.token, { id: everyone.body.data.mailId })).errcode).toBe(2002);
    expect((await call('delMail', player.token, {})).errcode).toBe(400);
    expect((await call('delMail', player.token, { id: everyone.body.data.mailId })).data.deleted).toBe(1);
    expect((await call('getMailDetail', player.token, { id: everyone.body.data.mailId })).errcode).toBe(2001);

    const expired = await send({
      title: 'Too late',
      body: 'A gift that expired.',
      attachments: [{ propId: coin, count: 100 }],
      audience: { playerIds: [player.userId] },
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect((await call('receiveMail', player.token, { id: expired.body.data.mailId })).errcode).toBe(2004);
    expect(await coinOf(server, player.token)).toBe(0);
    expect((await call('delMail', player.token, { id: expired.body.data.mailId })).data.deleted).toBe(1);

    const refused = await send({
      title: '',
      body: 'x',
      attachments: [{ propId: 999_999, count: 1 }],
      audience: { playerIds: [player.userId] },
    });
    expect(refused.status).toBe(400);
    expect((await send({ title: 'No one', body: '', audience: {} })).status).toBe(400);
  });

  it("gives a coupon in the mail the mail's expiry, or a week from receipt when the mail has none", async () => {
    const player = await registerPlayer(server);
    const mailWith = async (expiresAt: string | null) =>
      (
        await send({
          title: 'A deposit coupon',
          body: 'For your next deposit.',
          attachments: [{ propId: 1010, count: 1 }],
          audience: { playerIds: [player.userId] },
          expiresAt,
        })
      ).body.data.mailId;
    const lasting = await mailWith(null);
    const dated = await mailWith('2099-01-01T00:00:00Z');
    const receivedAt = Date.now();
    expect((await call('receiveMail', player.token, { id: lasting })).errcode).toBe(0);
    expect((await call('receiveMail', player.token, { id: dated })).errcode).toBe(0);
    const coupons = (await call('getRechargeCoupons', player.token)).data.list;
    expect(coupons.map((coupon: { propId: number }) => coupon.propId)).toEqual([1010, 1010]);
    const week = Date.parse(coupons[0].expiresAt) - receivedAt;
    expect(Math.abs(week - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
    expect(coupons[1].expiresAt).toBe('2099-01-01T00:00:00.000Z');
  });
});
