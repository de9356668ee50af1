import type { MaintenanceContent } from '../content-types';

export const maintenanceContent: MaintenanceContent = {
  title: 'Babalik kami agad',
  message:
    'Ina-update namin ang Royal Casino para maging mas mabilis at mas maaasahan ito. Ligtas ang iyong account, ' +
    'balanse at mga reward, at babalikan mo ang mga ito nang eksakto kung paano mo iniwan.',
  endTimeLabel: 'Inaasahang pagbabalik',
  retryButton: 'Subukan ulit',
  serviceHint: 'Kailangan mo ba ng tulong habang naghihintay?',
  serviceLink: { label: 'Makipag-ugnayan sa customer service', href: '/service' },
};
