import type { DocumentContent } from '../content-types';

export const aboutUsContent: DocumentContent = {
  title: 'About Royal Casino',
  intro:
    'Royal Casino is an online casino made for your phone: a wide choice of slot, table and live games, ' +
    'a VIP programme that rewards loyal players, and help whenever you need it.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Royal Casino is an online gaming platform for adults aged 21 and over. We built it mobile-first: it opens ' +
          'in your browser, installs to your home screen in seconds and needs no app store download.',
        'We believe gaming should be entertainment. That is why clear rules, secure payments and tools to stay in ' +
          'control matter to us as much as the games themselves.',
      ],
    },
    {
      heading: 'What you can do',
      paragraphs: ['One account gives you access to everything Royal Casino offers:'],
      list: [
        'Play slot, table and live games, or try many of them first without betting.',
        'Deposit and withdraw coins through the payment channels available in your region.',
        'Climb VIP levels to unlock rebates, level-up bonuses and dedicated VIP customer service.',
        'Join activities such as the daily sign-in, spin, lottery and the lucky jackpot.',
        'Invite friends through our agent programme and follow your rewards in one place.',
      ],
    },
    {
      heading: 'Clear rules',
      paragraphs: [
        'Every activity and promotion shows its rules before you take part. Free bonuses require at least one ' +
          'valid top-up on your account.',
        'Your deposit, withdrawal, bet and reward history is always available in your account, so you can check ' +
          'every transaction yourself.',
      ],
    },
    {
      heading: 'Playing responsibly',
      paragraphs: [
        'Gaming is a form of entertainment, not a way to make money. Decide in advance how much time and money you ' +
          'want to spend, take regular breaks and never chase losses.',
        'You can set your own limits under Me > Self-limits at any time. If gaming stops being fun, our customer ' +
          'service team can pause or close your account.',
      ],
    },
    {
      heading: 'Who may play',
      paragraphs: [
        'Royal Casino is only for adults aged 21 and over, and only where online gaming is lawful for them. ' +
          'Government officials, members of the armed forces and police, persons on a restricted-person database ' +
          'and gaming licence holders may not register. See the Terms of use for details.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'Questions, feedback or a problem with your account? Tap the headset icon at the top of the screen or open ' +
          'the Customer service page to reach our team.',
      ],
    },
  ],
  related: {
    heading: 'More information',
    links: [
      { label: 'Frequently asked questions', href: '/faq' },
      { label: 'Terms of use', href: '/terms-of-use' },
      { label: 'Privacy policy', href: '/privacy-policy' },
      { label: 'Customer service', href: '/service' },
    ],
  },
};
