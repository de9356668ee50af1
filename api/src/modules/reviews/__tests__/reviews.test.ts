import type { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { callContract, startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { jpegBase64, pngBase64 } from '../../uploads/__tests__/sample-images.js';
import {
  addCard,
  fundedPlayer,
  registerPlayer,
  testOperatorToken,
  walletTestEnvironment,
} from '../../wallet/__tests__/wallet-fixtures.js';

announceDatabaseLegs('KYC and feedback');

const jpeg = Buffer.from(jpegBase64, 'base64');
const png = Buffer.from(pngBase64, 'base64');

/** The JPEG with an EXIF segment holding a GPS position. */
function jpegWithExif(): Buffer {
  const payload = Buffer.from('Exif\u0000\u0000GPS 14.5995N 120.9842E', 'latin1');
  const header = Buffer.from([0xff, 0xe1, 0, payload.length + 2]);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

describe.each(databaseLegs)('KYC and feedback on $name', (leg) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(leg, { ...walletTestEnvironment, OPERATOR_TOKEN: testOperatorToken });
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (name: keyof typeof apiCalls, token: string, body: object = {}) =>
    callContract(server, name, token, body);

  /** Uploads a file as a browser's FormData would. */
  async function upload(
    path: string,
    token: string,
    fields: Record<string, string>,
    file: Buffer,
    name = 'id.jpg',
  ) {
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), name);
    const encoded = new Response(form);
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/app/v1/${path}`,
      headers: { authorization: token, 'content-type': String(encoded.headers.get('content-type')) },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    return response.json() as { errcode: number; msg: string; data: { fileId: number; reason?: string } };
  }
  const operator = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    token = testOperatorToken,
  ) => {
    const response = await server.app.inject({
      method,
      url: `/api/operator/v1/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return {
      status: response.statusCode,
      body: String(response.headers['content-type']).startsWith('application/json') ? response.json() : null,
      raw: response.rawPayload,
      headers: response.headers,
    };
  };
  async function submitKyc(token: string) {
    const front = (await upload('uploadKyc', token, { side: 'front' }, jpegWithExif())).data.fileId;
    const selfie = (await upload('uploadKyc', token, { side: 'selfie' }, png, 'me.png')).data.fileId;
    return call('addKyc', token, {
      idType: 'philsys',
      idNumber: '1234-5678-9012',
      frontFileId: front,
      selfieFileId: selfie,
    });
  }
  const waitingOf = async (playerId: number) =>
    (await operator('GET', 'kyc')).body.data.list.find(
      (row: { playerId: number }) => Number(row.playerId) === playerId,
    );

  it('refuses a non-image, an oversized file and polyglots with a clear error, storing nothing', async () => {
    const player = await registerPlayer(server);
    const notImage = await upload(
      'uploadKyc',
      player.token,
      { side: 'front' },
      Buffer.from('%PDF-1.7 hello'),
      'id.jpg',
    );
    expect(notImage).toMatchObject({ errcode: 2201, msg: 'file: not a JPEG, PNG or WebP image' });
    const oversized = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload('uploadKyc', player.token, { side: 'front' }, oversized)).msg).toBe(
      'file: larger than 5 MB',
    );
    const zipAfter = Buffer.concat([jpeg, Buffer.from('PK\u0003\u0004archive', 'latin1')]);
    expect(await upload('uploadKyc', player.token, { side: 'front' }, zipAfter)).toMatchObject({
      errcode: 2201,
      msg: 'file: holds data after the image',
    });
    const scriptAfter = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    expect((await upload('uploadFeedbackImage', player.token, {}, scriptAfter)).errcode).toBe(2201);
    // A JSON body has no file; multipart is refused where a call takes JSON only.
    expect((await call('uploadKyc', player.token, { side: 'front' })).errcode).toBe(400);
    const form = new Response(new FormData());
    const multipartToJson = await server.app.inject({
      method: 'POST',
      url: '/api/app/v1/kyc',
      headers: { authorization: player.token, 'content-type': String(form.headers.get('content-type')) },
      payload: Buffer.from(await form.arrayBuffer()),
    });
    expect(multipartToJson.json().errcode).toBe(415);
  });

  it('takes a submission, which an operator approves from its images without their metadata; hasKyc follows', async () => {
    const player = await registerPlayer(server);
    expect((await call('kyc', player.token)).data).toMatchObject({ status: 'none' });
    const submitted = await submitKyc(player.token);
    expect(submitted.data).toMatchObject({ status: 'submitted', idType: 'philsys', idNumberEnding: '9012' });
    expect((await submitKyc(player.token)).errcode).toBe(2203);

    const waiting = await waitingOf(player.userId);
    const image = await operator('GET', `files/${waiting.frontFileId}`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.raw.includes(Buffer.from('GPS'))).toBe(false);
    expect(image.raw.subarray(0, 3).equals(jpeg.subarray(0, 3))).toBe(true);

    expect((await operator('POST', `kyc/${waiting.id}/approve`)).status).toBe(200);
    expect((await operator('POST', `kyc/${waiting.id}/approve`)).status).toBe(404);
    expect((await call('kyc', player.token)).data).toMatchObject({ status: 'approved', reason: null });
    expect((await call('getAfterLoginInfoWeb', player.token)).data.user.hasKyc).toBe(true);
    expect((await submitKyc(player.token)).errcode).toBe(2204);
  });

  it('shows a rejection with its reason, and takes a resubmission', async () => {
    const player = await registerPlayer(server);
    await submitKyc(player.token);
    const waiting = await waitingOf(player.userId);
    expect((await operator('POST', `kyc/${waiting.id}/reject`, { reason: 'x' })).status).toBe(400);
    await operator('POST', `kyc/${waiting.id}/reject`, { reason: 'The photo of the ID is blurred' });
    expect((await call('kyc', player.token)).data).toMatchObject({
      status: 'rejected',
      reason: 'The photo of the ID is blurred',
    });
    expect((await submitKyc(player.token)).data.status).toBe('submitted');
  });

  it("never lets a player use or read another player's files or feedback", async () => {
    const owner = await registerPlayer(server);
    const other = await registerPlayer(server);
    const ownersFile = (await upload('uploadKyc', owner.token, { side: 'front' }, jpeg)).data.fileId;
    const othersSelfie = (await upload('uploadKyc', other.token, { side: 'selfie' }, png)).data.fileId;
    const borrowed = await call('addKyc', other.token, {
      idType: 'passport',
      idNumber: 'P1234567A',
      frontFileId: ownersFile,
      selfieFileId: othersSelfie,
    });
    expect(borrowed.errcode).toBe(2202);
    const feedback = (await call('addFeedback', owner.token, { message: 'The slot froze on spin' })).data.id;
    expect((await call('getFeedbackDetail', other.token, { id: feedback })).errcode).toBe(2206);
    expect((await call('getFeedbackList', other.token)).data.total).toBe(0);
    expect(
      (await call('addFeedback', other.token, { message: 'Look at this', imageFileIds: [ownersFile] }))
        .errcode,
    ).toBe(2202);
    // Player files are served by the operator API only.
    expect((await operator('GET', `files/${ownersFile}`, undefined, 'not-the-token')).status).toBe(401);
  });

  it('takes feedback with images up to the limit, and shows the reply unread until opened', async () => {
    const player = await registerPlayer(server);
    const images: number[] = [];
    for (let index = 0; index < 2; index += 1) {
      images.push((await upload('uploadFeedbackImage', player.token, {}, png, 'screen.png')).data.fileId);
    }
    const tooMany = Array.from({ length: 21 }, () => images[0]);
    expect(
      (await call('addFeedback', player.token, { message: 'Too many pictures', imageFileIds: tooMany }))
        .errcode,
    ).toBe(400);
    const sent = await call('addFeedback', player.token, {
      message: 'The deposit page froze after paying',
      imageFileIds: images,
    });
    const id = sent.data.id;
    expect((await call('getFeedbackList', player.token)).data.list[0]).toMatchObject({
      id,
      imageCount: 2,
      replied: false,
      unreadReply: false,
    });
    expect((await operator('POST', `feedback/${id}/reply`, { reply: 'Fixed: thank you!' })).status).toBe(200);
    expect((await call('getFeedbackList', player.token)).data.list[0]).toMatchObject({
      replied: true,
      unreadReply: true,
    });
    expect((await call('getFeedbackDetail', player.token, { id })).data).toMatchObject({
      message: 'The deposit page froze after paying',
      reply: 'Fixed: thank you!',
      unreadReply: false,
    });
    expect((await call('getFeedbackList', player.token)).data.list[0].unreadReply).toBe(false);
  });

  it('refuses a withdrawal without approved identity while the operator requires it', async () => {
    const player = await fundedPlayer(server, 50_000);
    const card = await addCard(server, player.token);
    expect((await operator('PUT', 'settings/reviews', { withdrawalsNeedKyc: true })).status).toBe(200);
    try {
      expect((await call('kyc', player.token)).data.withdrawalsNeedKyc).toBe(true);
      const refused = await call('exchange', player.token, { amount: 10_000, bankCardId: card });
      expect(refused.errcode).toBe(2205);
      await submitKyc(player.token);
      await operator('POST', `kyc/${(await waitingOf(player.userId)).id}/approve`);
      expect((await call('exchange', player.token, { amount: 10_000, bankCardId: card })).errcode).toBe(0);
    } finally {
      await operator('PUT', 'settings/reviews', { withdrawalsNeedKyc: false });
    }
  });
});
