// The mocked API in the browser: the remote's handlers and the platform's in msw's service worker
// (served by `casino-dev` at /mockServiceWorker.js). A call nobody mocked is answered as the API
// answers an unknown call, and listed in the dev menu's problems.
import { type HttpHandler, HttpResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { mockCallLog } from '../mocks/call-log';
import { type PlatformMockOptions, platformMocks } from '../mocks/platform-mocks';

export async function startBrowserMocks(
  handlers: readonly HttpHandler[],
  platform: PlatformMockOptions | undefined,
): Promise<void> {
  const unmocked = http.all('/api/*', ({ request }) => {
    const path = new URL(request.url).pathname;
    mockCallLog.reportProblem(`no mock answers ${request.method} ${path}`);
    return HttpResponse.json({ errcode: 404, msg: `No mock for ${path}`, data: null }, { status: 404 });
  });
  const worker = setupWorker(...handlers, ...platformMocks(platform), unmocked);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
