import type { MaintenanceContent } from '../content-types';

export const maintenanceContent: MaintenanceContent = {
  title: 'We’ll be right back',
  message:
    'Royal Casino is being updated to make it faster and more reliable. Your account, balance and rewards are ' +
    'safe and will be exactly as you left them.',
  endTimeLabel: 'Expected back',
  retryButton: 'Try again',
  serviceHint: 'Need help in the meantime?',
  serviceLink: { label: 'Contact customer service', href: '/service' },
};
