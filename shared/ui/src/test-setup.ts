// Unit tests render components with the `ui` namespace in en-US, as the host provides it at start.
import { addNamespace, initI18n } from '@casino/platform';
import { uiEnUs, uiNamespace } from './translations';

addNamespace(uiNamespace, 'en-US', uiEnUs);
await initI18n({ locale: 'en-US' });
