import type { DownloadContent } from '../content-types';

export const downloadContent: DownloadContent = {
  title: 'Install Royal Casino',
  intro:
    'Royal Casino runs in your browser and installs like an app: no app store and no large download. Once ' +
    'installed it opens full screen, straight from your home screen.',
  installButton: 'Install app',
  installUnavailableHint:
    'Your browser has not offered to install the app yet. Follow the steps for your device below instead.',
  benefits: {
    heading: 'Why install',
    items: [
      'Opens in one tap from your home screen, full screen.',
      'Uses very little storage space.',
      'Stays up to date: new versions arrive automatically.',
      'Same account, balance and rewards as in the browser.',
    ],
  },
  android: {
    heading: 'Android (Chrome)',
    steps: [
      'Open Royal Casino in Chrome.',
      'Tap the menu button (three dots) at the top right.',
      'Tap "Install app" or "Add to Home screen".',
      'Confirm with "Install". The Royal Casino icon appears on your home screen.',
    ],
  },
  ios: {
    heading: 'iPhone and iPad (Safari)',
    steps: [
      'Open Royal Casino in Safari.',
      'Tap the Share button (a square with an arrow pointing up) in the toolbar.',
      'Scroll down and tap "Add to Home Screen".',
      'Tap "Add" at the top right. The Royal Casino icon appears on your home screen.',
    ],
  },
  ageNotice: 'Royal Casino is for adults aged 21 and over. Please play responsibly.',
};
