// Unit tests render components with the `ui` namespace in en-US, as the host provides it at start,
// in a jsdom given the native dialog's methods (see the polyfill).
import { addNamespace, initI18n } from '@casino/platform';
import { installDialogPolyfill } from './testing/dialog-polyfill';
import { uiEnUs, uiNamespace } from './translations';

installDialogPolyfill();
addNamespace(uiNamespace, 'en-US', uiEnUs);
await initI18n({ locale: 'en-US' });
