// Type-level tests of the seams between the parts, checked by `npm run typecheck` (tsc reads every
// file under src; vitest does not run this one). Each `@ts-expect-error` fails the type check when
// the line it marks stops being an error, i.e. when a seam stops refusing what it must refuse.
import { apiRoutes } from '@casino/contracts';
import { expectTypeOf } from 'vitest';
import { callApi } from '../api-client';
import type { KeyPaths, Translate, TranslationKey } from '../i18n';
import * as platform from '../index';
import { defineRemotePlugin } from '../remote-plugin';

type Bundle = { title: string; errors: { generic: string; 1301: string } };
declare const t: Translate<KeyPaths<Bundle>>;
declare const serverCode: number;

// t(): the keys of the namespace's en-US bundle.
expectTypeOf<KeyPaths<Bundle>>().toEqualTypeOf<'title' | 'errors.generic' | 'errors.1301'>();
t('errors.1301', { min: 8 });
// @ts-expect-error a misspelt key
t('titel');
// @ts-expect-error a group of texts is no text
t('errors');
// A key built at run time must say what shows when the bundle lacks it.
t(`errors.${serverCode}`, { defaultValue: 'Something went wrong' });
// @ts-expect-error ...and without one it is refused
t(`errors.${serverCode}`);
// Every registered namespace has its keys; a misspelt namespace has none; a run-time one takes any.
expectTypeOf<'auth.account'>().toExtend<TranslationKey<'common'>>();
expectTypeOf<TranslationKey<'comon'>>().toBeNever();
expectTypeOf<TranslationKey<string>>().toEqualTypeOf<string>();

// RemotePlugin.events: names of the bus catalogue.
defineRemotePlugin({
  id: 'probe',
  routes: [],
  overlays: [],
  // @ts-expect-error not an event of the bus catalogue
  events: { emits: ['wallet.balanceChange'], consumes: [] },
  i18n: { namespace: 'probe', load: async () => ({}) },
});

// callApi: by route only, typed by the contracts.
callApi(apiRoutes.getRechargeOrder, { orderNo: 'R1' });
// @ts-expect-error no call by name
callApi('getRechargeOrder', { orderNo: 'R1' });
// @ts-expect-error the body follows the call's schema
callApi(apiRoutes.getRechargeOrder, { orderNumber: 'R1' });
// @ts-expect-error no untyped by-path client on the entry remotes import (it is `@casino/platform/host`)
platform.apiClient;
