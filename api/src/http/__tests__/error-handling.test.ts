import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { errorCodes } from '../api-error.js';
import { storageRangeMessage } from '../error-handling.js';

announceDatabaseLegs('error handling');

describe.each(databaseLegs)('errors of an API call on $name', (leg) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(leg);
    // Stand-ins for a handler whose contract let through a value its column cannot hold, and for
    // a plain bug.
    server.app.post('/api/test/overflow', async () => server.db.query('SELECT $1::integer', [2 ** 40]));
    server.app.post('/api/test/bug', async () => server.db.query('SELECT * FROM no_such_table'));
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a value the database cannot store with 400 and a clear message, not 500', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/test/overflow', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      errcode: errorCodes.invalidRequest,
      msg: storageRangeMessage,
      data: null,
    });
  });

  it('still answers other database errors as the server bugs they are', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/test/bug', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ errcode: errorCodes.internalError });
  });
});
