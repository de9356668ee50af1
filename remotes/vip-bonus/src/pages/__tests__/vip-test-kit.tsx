// Renders vip-bonus pages as the host would (the dev kit's page test kit), talking to the typed
// mocks; an answer the contract refuses fails the test.
import { setUpMockApi } from '@casino/devkit/mocks/node';
import { renderAt as renderPageAt, setUpRemotePage } from '@casino/devkit/page-test-kit';
import type { ReactElement } from 'react';
import vipBonusEnUs from '../../i18n/en-us';

export const api = setUpMockApi();

/** The platform and translations as the host sets them up, for a signed-in player. */
export const setUpVipBonus = () => setUpRemotePage('vipBonus', vipBonusEnUs);

export const renderAt = (path: string, page: ReactElement) => renderPageAt(path, path, page);
