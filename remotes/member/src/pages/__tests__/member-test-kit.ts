// Renders member pages as the host would (the dev kit's page test kit), talking to the typed mocks.
import { setUpMockApi } from '@casino/devkit/mocks/node';
import { setUpRemotePage } from '@casino/devkit/page-test-kit';
import memberEnUs from '../../i18n/en-us';

export { renderAt } from '@casino/devkit/page-test-kit';

export const api = setUpMockApi();

/** The platform and translations as the host sets them up, for a signed-in player. */
export const setUpMember = () => setUpRemotePage('member', memberEnUs);
