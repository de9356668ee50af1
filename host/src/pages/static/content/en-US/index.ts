import type { StaticContent } from '../content-types';
import { aboutUsContent } from './about-us';
import { commonContent } from './common';
import { downloadContent } from './download';
import { faqContent } from './faq';
import { maintenanceContent } from './maintenance';
import { privacyPolicyContent } from './privacy-policy';
import { termsOfUseContent } from './terms-of-use';

/** English static pages, the default: bundled with the pages so they render without a second request. */
export const englishContent: StaticContent = {
  common: commonContent,
  aboutUs: aboutUsContent,
  faq: faqContent,
  privacyPolicy: privacyPolicyContent,
  termsOfUse: termsOfUseContent,
  download: downloadContent,
  maintenance: maintenanceContent,
};
