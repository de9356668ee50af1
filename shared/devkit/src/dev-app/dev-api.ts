// The reference API's development routes (`/api/dev/...`, never served in production): what a
// payment provider or a game would do, for the dev menu's shortcuts.
import { sessionStore } from '@casino/platform';

/** POSTs `body` to `/api/dev/<path>` with the player's token; rejects with the API's answer on failure. */
export async function devApiPost(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`/api/dev/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: sessionStore.getState().token ?? '' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`/api/dev/${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}
