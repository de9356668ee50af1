import type { DownloadContent } from '../content-types';

export const downloadContent: DownloadContent = {
  title: 'I-install ang Royal Casino',
  intro:
    'Tumatakbo ang Royal Casino sa iyong browser at naii-install na parang app: walang app store at walang ' +
    'malaking download. Kapag na-install, bubukas ito nang full screen, diretso mula sa iyong home screen.',
  installButton: 'I-install ang app',
  installUnavailableHint:
    'Hindi pa nag-aalok ang iyong browser na i-install ang app. Sundin na lang ang mga hakbang para sa iyong ' +
    'device sa ibaba.',
  benefits: {
    heading: 'Bakit dapat i-install',
    items: [
      'Isang tap lang mula sa iyong home screen, full screen pa.',
      'Kaunting storage lang ang kailangan.',
      'Laging updated: kusang dumarating ang mga bagong bersyon.',
      'Parehong account, balanse at mga reward tulad sa browser.',
    ],
  },
  android: {
    heading: 'Android (Chrome)',
    steps: [
      'Buksan ang Royal Casino sa Chrome.',
      'I-tap ang menu button (tatlong tuldok) sa kanang itaas.',
      'I-tap ang "Install app" o "Add to Home screen".',
      'Kumpirmahin sa "Install". Lalabas ang icon ng Royal Casino sa iyong home screen.',
    ],
  },
  ios: {
    heading: 'iPhone at iPad (Safari)',
    steps: [
      'Buksan ang Royal Casino sa Safari.',
      'I-tap ang Share button (parisukat na may arrow na nakaturo pataas) sa toolbar.',
      'Mag-scroll pababa at i-tap ang "Add to Home Screen".',
      'I-tap ang "Add" sa kanang itaas. Lalabas ang icon ng Royal Casino sa iyong home screen.',
    ],
  },
  ageNotice:
    'Para lamang sa mga nasa hustong gulang na 21 pataas ang Royal Casino. Maglaro nang responsable.',
};
