/** The shapes every locale's static-page content must fill, so a second locale cannot miss a text. */

interface ContentLink {
  label: string;
  href: string;
}

interface DocumentSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface DocumentContent {
  title: string;
  intro: string;
  sections: readonly DocumentSection[];
  related: { heading: string; links: readonly ContentLink[] };
}

export interface CommonContent {
  backLabel: string;
}

interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqContent {
  title: string;
  intro: string;
  groups: readonly { heading: string; entries: readonly FaqEntry[] }[];
  moreHelp: { heading: string; text: string; link: ContentLink };
}

export interface InstallSteps {
  heading: string;
  steps: readonly string[];
}

export interface DownloadContent {
  title: string;
  intro: string;
  installButton: string;
  installUnavailableHint: string;
  benefits: { heading: string; items: readonly string[] };
  android: InstallSteps;
  ios: InstallSteps;
  ageNotice: string;
}

export interface MaintenanceContent {
  title: string;
  message: string;
  endTimeLabel: string;
  retryButton: string;
  serviceHint: string;
  serviceLink: ContentLink;
}

/** Every static page's text in one locale. */
export interface StaticContent {
  common: CommonContent;
  aboutUs: DocumentContent;
  faq: FaqContent;
  privacyPolicy: DocumentContent;
  termsOfUse: DocumentContent;
  download: DownloadContent;
  maintenance: MaintenanceContent;
}
