import type { StaticContent } from '../content-types';
import { aboutUsContent } from './about-us';
import { commonContent } from './common';
import { downloadContent } from './download';
import { faqContent } from './faq';
import { maintenanceContent } from './maintenance';
import { privacyPolicyContent } from './privacy-policy';
import { termsOfUseContent } from './terms-of-use';

/** Filipino static pages: a lazy chunk that only players who chose fil-PH download. */
export const filipinoContent: StaticContent = {
  common: commonContent,
  aboutUs: aboutUsContent,
  faq: faqContent,
  privacyPolicy: privacyPolicyContent,
  termsOfUse: termsOfUseContent,
  download: downloadContent,
  maintenance: maintenanceContent,
};
