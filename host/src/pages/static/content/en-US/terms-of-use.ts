import type { DocumentContent } from '../content-types';

export const termsOfUseContent: DocumentContent = {
  title: 'Terms of use',
  intro:
    'These terms apply to everyone who registers with or uses Royal Casino. Please read them carefully: by ' +
    'creating an account you confirm that you accept them.',
  sections: [
    {
      heading: '1. Agreement',
      paragraphs: [
        'These terms, our Privacy policy and the rules published with each game, activity and promotion together ' +
          'form the agreement between you and Royal Casino. If a promotion rule differs from these terms, the ' +
          'promotion rule applies to that promotion.',
      ],
    },
    {
      heading: '2. Who may register',
      paragraphs: [
        'You may only register and play if you are at least 21 years old and online gaming is lawful for you ' +
          'where you are. The following persons may not register or play:',
      ],
      list: [
        'government officials;',
        'members of the armed forces and the police;',
        'persons under 21 years of age;',
        'persons listed on a restricted-person database;',
        'gaming licence holders.',
      ],
    },
    {
      heading: '3. Ineligible players',
      paragraphs: [
        'If we find that a player is not eligible under section 2, we close the account. Any funds in it, ' +
          'including winnings and bonuses, are forfeited.',
      ],
    },
    {
      heading: '4. Your account',
      paragraphs: [
        'You may hold one account only. The details you give must be true and your own. Keep your password and SMS ' +
          'codes secret: you are responsible for all activity on your account. Tell customer service straight away ' +
          'if you think someone else has used it.',
        'We may ask you to verify your identity, age and payment methods at any time, and always before your first ' +
          'withdrawal.',
      ],
    },
    {
      heading: '5. Deposits and withdrawals',
      paragraphs: [
        'Deposit only with payment methods that belong to you. Minimum amounts depend on the payment channel and ' +
          'are shown on the deposit page.',
        'Withdrawals are paid to an account in your own name. Processing times depend on the payment method. We may ' +
          'hold a withdrawal while we complete identity checks or investigate suspected fraud or a breach of these ' +
          'terms.',
      ],
    },
    {
      heading: '6. Bonuses and promotions',
      paragraphs: [
        'Each bonus and promotion has its own rules, dates and any wagering requirements, shown on its page. Free ' +
          'bonuses are only available to players who have made at least one valid top-up.',
        'Bonuses are for personal use. Using several accounts, working with other players or exploiting errors to ' +
          'obtain bonuses leads to their forfeiture and may lead to account closure.',
      ],
    },
    {
      heading: '7. VIP programme',
      paragraphs: [
        'Your VIP level depends on your activity as described on the VIP page, together with the benefits of each ' +
          'level. We may change the programme; benefits you have already received are not affected.',
      ],
    },
    {
      heading: '8. Responsible gaming',
      paragraphs: [
        'Only play with money you can afford to lose. You can set limits under Me > Self-limits, and customer ' +
          'service can pause or close your account on request. We may also limit or close an account when we are ' +
          'concerned about a player’s wellbeing.',
      ],
    },
    {
      heading: '9. Fair play',
      paragraphs: ['The following are not allowed and may lead to account closure and forfeiture of funds:'],
      list: [
        'using bots, scripts or other automated tools;',
        'exploiting software faults or errors;',
        'colluding with other players;',
        'fraud, money laundering or using payment methods that are not yours.',
      ],
    },
    {
      heading: '10. Closing an account',
      paragraphs: [
        'You can ask customer service to close your account at any time. We may suspend or close an account that ' +
          'breaks these terms. When an account closes, any balance that is not forfeited under these terms is paid ' +
          'out after the usual checks.',
      ],
    },
    {
      heading: '11. Liability',
      paragraphs: [
        'We work to keep Royal Casino available and accurate, but the service may be interrupted, for example ' +
          'during maintenance. If a game malfunctions, affected rounds are void. To the extent the law allows, we are ' +
          'not liable for losses caused by interruptions or faults outside our control.',
      ],
    },
    {
      heading: '12. Changes to these terms',
      paragraphs: [
        'We may update these terms. We publish the new version on this page and tell you about important changes ' +
          'in your inbox. If you keep using Royal Casino after a change, the updated terms apply.',
      ],
    },
  ],
  related: {
    heading: 'Related',
    links: [
      { label: 'Privacy policy', href: '/privacy-policy' },
      { label: 'Frequently asked questions', href: '/faq' },
      { label: 'Customer service', href: '/service' },
    ],
  },
};
