import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The API's development routes (`/api/dev/*`, never served in production; see api/README.md).
 * Every setter has a matching reset that restores the seed, so each test undoes what it changed.
 */
export const devApi = {
  async setSettings(
    request: APIRequestContext,
    settings: { maintenance?: { status: 0 | 1 }; h5ClientMode?: number },
  ) {
    await expectOk(request.put('/api/dev/settings', { data: settings }));
  },
  async resetSettings(request: APIRequestContext) {
    await expectOk(request.delete('/api/dev/settings'));
  },
  async setPopups(request: APIRequestContext, typeIds: number[]) {
    await expectOk(request.put('/api/dev/activities/popups', { data: { typeIds } }));
  },
  async resetPopups(request: APIRequestContext) {
    await expectOk(request.delete('/api/dev/activities/popups'));
  },
  async setCustomerServices(
    request: APIRequestContext,
    entries: { itemType: number; param1: string; param2: string; sort: number }[],
  ) {
    await expectOk(request.put('/api/dev/customer-services', { data: { entries } }));
  },
  async resetCustomerServices(request: APIRequestContext) {
    await expectOk(request.delete('/api/dev/customer-services'));
  },
  async setPlayer(request: APIRequestContext, userId: number, changes: { vip?: number; coin?: number }) {
    await expectOk(request.put(`/api/dev/players/${userId}`, { data: changes }));
  },
  async setTheme(request: APIRequestContext, previewId: string, themeJsonData: Record<string, string>) {
    await expectOk(request.put(`/api/dev/themes/${previewId}`, { data: { themeJsonData } }));
  },
  async removeTheme(request: APIRequestContext, previewId: string) {
    await expectOk(request.delete(`/api/dev/themes/${previewId}`));
  },
  /** The client events the API received for a player, batch by batch. */
  async clientEventBatches(request: APIRequestContext, userId: number): Promise<{ eventName: string }[][]> {
    const response = await request.get(`/api/dev/client-events?userId=${userId}`);
    expect(response.ok()).toBe(true);
    const body: { batches: { events: { eventName: string }[] }[] } = await response.json();
    return body.batches.map((batch) => batch.events);
  },
};

async function expectOk(response: Promise<{ ok(): boolean; text(): Promise<string> }>) {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
}
