import { apiCalls, appConfigSchema } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';

announceDatabaseLegs('profile and personal details');

describe.each(databaseLegs)('profile and personal details on $name', (leg) => {
  let server: TestServer;
  let token: string;
  let stockAvatars: string[];

  beforeAll(async () => {
    server = await startTestServer(leg, { ACCOUNT_CHANGES_PER_MINUTE: '1000' });
    const registered = await server.call('/app/v1/accountRegist', {
      account: 'profile_01',
      password: 'secret-pass',
    });
    token = registered.envelope.data.token;
    const config = appConfigSchema.parse((await server.call('/anonymous/appConfig')).envelope.data);
    stockAvatars = config.appGenericImgList
      .filter((image) => image.uniqueKey.startsWith('avatar'))
      .map((image) => image.img);
  });
  afterAll(async () => {
    await server.close();
  });

  const updateProfile = (body: Record<string, unknown>) => server.call('/app/v1/updateProfile', body, token);

  it('changes the nickname and the stock avatar', async () => {
    expect(stockAvatars.length).toBeGreaterThan(1);
    const renamed = await updateProfile({ nickname: '  Lucky Star 🎰 ' });
    expect(renamed.envelope.errcode).toBe(0);
    expect(apiCalls.updateProfile.response.parse(renamed.envelope.data).nickname).toBe('Lucky Star 🎰');
    const avatar = stockAvatars[1];
    const both = await updateProfile({ avatar, nickname: 'Ace' });
    expect(both.envelope.data).toMatchObject({ avatar, nickname: 'Ace' });
    // Fields left out stay as they are.
    const avatarOnly = await updateProfile({ avatar: stockAvatars[0] });
    expect(avatarOnly.envelope.data).toMatchObject({ avatar: stockAvatars[0], nickname: 'Ace' });
  });

  it('validates the profile: length limits, characters, stock avatars, unknown and missing fields', async () => {
    // The nickname follows the app config's username limits (2 to 20 in the seed).
    expect((await updateProfile({ nickname: 'A' })).envelope).toMatchObject({
      errcode: errorCodes.lengthOutOfRange,
      data: { field: 'nickname', min: 2, max: 20 },
    });
    expect((await updateProfile({ nickname: 'x'.repeat(21) })).envelope.errcode).toBe(
      errorCodes.lengthOutOfRange,
    );
    expect((await updateProfile({ nickname: 'x'.repeat(33) })).envelope.errcode).toBe(
      errorCodes.invalidRequest,
    );
    expect((await updateProfile({ nickname: 'evil\u202Egnp.exe' })).envelope).toMatchObject({
      errcode: errorCodes.invalidCharacters,
      data: { field: 'nickname' },
    });
    expect((await updateProfile({ nickname: 'two\nlines' })).envelope.errcode).toBe(
      errorCodes.invalidCharacters,
    );
    expect((await updateProfile({ avatar: 'https://evil.example/me.png' })).envelope).toMatchObject({
      errcode: errorCodes.unknownAvatar,
      data: { field: 'avatar' },
    });
    expect((await updateProfile({ nickname: 'Ace', vip: 9 })).envelope).toMatchObject({
      errcode: errorCodes.invalidRequest,
      msg: expect.stringContaining('vip'),
    });
    expect((await updateProfile({})).envelope.errcode).toBe(errorCodes.invalidRequest);
    expect((await server.call('/app/v1/updateProfile', { nickname: 'Ace' })).envelope.errcode).toBe(
      errorCodes.unauthorized,
    );
  });

  it('reads and merges the personal details of appUserOther', async () => {
    const empty = await server.call('/app/v1/appUserOther', {}, token);
    expect(empty.envelope.data).toEqual({
      realName: null,
      birthDate: null,
      email: null,
      nationality: null,
      address: null,
      city: null,
      occupation: null,
      sourceOfFunds: null,
    });
    expect((await server.call('/app/v1/refreshData', {}, token)).envelope.errcode).toBe(0);

    const first = await server.call(
      '/app/v1/updateAppUserOther',
      { realName: ' Juan Dela Cruz ', birthDate: '1990-05-17', email: 'juan@example.com' },
      token,
    );
    expect(first.envelope.errcode).toBe(0);
    expect(first.envelope.data).toMatchObject({
      realName: 'Juan Dela Cruz',
      birthDate: '1990-05-17',
      city: null,
    });
    const second = await server.call(
      '/app/v1/updateAppUserOther',
      { city: 'Makati', occupation: 'Engineer' },
      token,
    );
    expect(apiCalls.updateAppUserOther.response.parse(second.envelope.data)).toMatchObject({
      realName: 'Juan Dela Cruz',
      email: 'juan@example.com',
      city: 'Makati',
      occupation: 'Engineer',
      sourceOfFunds: null,
    });
    expect((await server.call('/app/v1/appUserOther', {}, token)).envelope.data).toEqual(
      second.envelope.data,
    );
    const info = await server.call('/app/v1/getAfterLoginInfoWeb', {}, token);
    expect(info.envelope.data.user.hasUserOther).toBe(true);
  });

  it('limits changes per account with errcode 429', async () => {
    const limited = await startTestServer(leg, { ACCOUNT_CHANGES_PER_MINUTE: '2' });
    try {
      const player = await limited.call('/app/v1/accountRegist', {
        account: 'profile_02',
        password: 'secret-pass',
      });
      const rename = (nickname: string) =>
        limited.call('/app/v1/updateProfile', { nickname }, player.envelope.data.token);
      expect((await rename('First')).envelope.errcode).toBe(0);
      expect((await rename('Second')).envelope.errcode).toBe(0);
      expect((await rename('Third')).envelope.errcode).toBe(errorCodes.rateLimited);
    } finally {
      await limited.close();
    }
  });

  it('validates personal details: age, formats, lengths, characters and unknown fields', async () => {
    const update = (body: Record<string, unknown>) => server.call('/app/v1/updateAppUserOther', body, token);
    const tooYoung = new Date();
    tooYoung.setUTCFullYear(tooYoung.getUTCFullYear() - 20);
    expect((await update({ birthDate: tooYoung.toISOString().slice(0, 10) })).envelope).toMatchObject({
      errcode: errorCodes.birthDateOutOfRange,
      data: { field: 'birthDate' },
    });
    expect((await update({ birthDate: '1850-01-01' })).envelope.errcode).toBe(errorCodes.birthDateOutOfRange);
    expect((await update({ birthDate: '1990-02-30' })).envelope.errcode).toBe(errorCodes.invalidRequest);
    expect((await update({ email: 'not-an-email' })).envelope.errcode).toBe(errorCodes.invalidRequest);
    expect((await update({ realName: 'x'.repeat(129) })).envelope.errcode).toBe(errorCodes.invalidRequest);
    expect((await update({ city: 'Tab\tCity' })).envelope).toMatchObject({
      errcode: errorCodes.invalidCharacters,
      data: { field: 'city' },
    });
    expect((await update({ kycLevel: 3 })).envelope.msg).toContain('kycLevel');
    expect((await update({})).envelope.errcode).toBe(errorCodes.invalidRequest);
    // Nothing of the refused updates was stored.
    expect((await server.call('/app/v1/appUserOther', {}, token)).envelope.data.city).toBe('Makati');
  });
});
