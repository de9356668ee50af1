// Renders wallet pages the way the host would (the dev kit's page test kit): a test answers a call
// with `api.use(mockCall(apiRoutes.x, ...))`, typed by the call's contract; an answer the contract
// refuses fails the test, and so does a call no test answered.
import { setUpMockApi } from '@casino/devkit/mocks/node';
import { setUpRemotePage } from '@casino/devkit/page-test-kit';
import walletEnUs from '../../i18n/en-us';

export { currentPath, reloadPage, renderAt } from '@casino/devkit/page-test-kit';

/** The mocked API of every test file that imports this kit; handlers and calls reset after each test. */
export const api = setUpMockApi();

/** The platform and the translations as the host sets them up, for a signed-in player. */
export const setUpWallet = () => setUpRemotePage('wallet', walletEnUs);
