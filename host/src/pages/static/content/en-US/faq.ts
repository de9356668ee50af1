import type { FaqContent } from '../content-types';

export const faqContent: FaqContent = {
  title: 'Frequently asked questions',
  intro: 'Quick answers about your account, payments, VIP, bonuses and staying in control.',
  groups: [
    {
      heading: 'Account',
      entries: [
        {
          question: 'How do I create an account?',
          answer:
            'Tap Register, choose an account name and a password, confirm that you are 21 or older and accept the ' +
            'Terms of use. You can then log in with your account name and password, or with your mobile number and ' +
            'an SMS code.',
        },
        {
          question: 'I forgot my password. What should I do?',
          answer:
            'On the log-in page tap Forgot password, enter your mobile number and the SMS code we send you, then ' +
            'choose a new password.',
        },
        {
          question: 'Can I have more than one account?',
          answer:
            'No. Each person may hold one account. Duplicate accounts are closed and any bonuses received through ' +
            'them are forfeited.',
        },
      ],
    },
    {
      heading: 'Deposits',
      entries: [
        {
          question: 'How do I deposit?',
          answer:
            'Tap Deposit in the bottom bar, choose a payment channel and an amount, and follow the steps on screen. ' +
            'Your balance updates as soon as the payment is confirmed.',
        },
        {
          question: 'Why can I not choose a smaller deposit amount?',
          answer:
            'Each payment channel has a minimum deposit, and amounts below it are not offered. On some channels the ' +
            'minimum is higher for players who have deposited before.',
        },
      ],
    },
    {
      heading: 'Withdrawals',
      entries: [
        {
          question: 'How do I withdraw my winnings?',
          answer:
            'Open your wallet, tap Withdraw, add a withdrawal account in your own name and enter the amount. You ' +
            'can follow the status of every withdrawal in your wallet records.',
        },
        {
          question: 'Why is my withdrawal still pending?',
          answer:
            'Withdrawals can be held while we verify your identity, check that the wagering requirements of a bonus ' +
            'have been met, or complete security checks. Processing times also depend on the payment method.',
        },
        {
          question: 'Do I need to verify my identity?',
          answer:
            'Yes, before your first withdrawal and whenever we ask. Upload your identity document under Me > Profile ' +
            '> Identity verification. Verification confirms that you are 21 or older and protects your account.',
        },
      ],
    },
    {
      heading: 'VIP',
      entries: [
        {
          question: 'How does the VIP programme work?',
          answer:
            'Your VIP level rises with your activity. Higher levels unlock benefits such as bet rebates, level-up ' +
            'bonuses, daily rewards and dedicated VIP customer service. The VIP page shows your progress and the ' +
            'benefits of every level.',
        },
      ],
    },
    {
      heading: 'Bonuses',
      entries: [
        {
          question: 'Why can I not claim a free bonus?',
          answer:
            'Free bonuses are only available once you have made at least one valid top-up. Also check the rules and ' +
            'dates on the promotion page: some offers are limited to certain VIP levels or periods.',
        },
        {
          question: 'How do I know I have a reward to collect?',
          answer:
            'A red dot appears on the menu item where a reward is waiting. Your reward records list everything you ' +
            'have received.',
        },
      ],
    },
    {
      heading: 'Responsible gaming',
      entries: [
        {
          question: 'How can I limit my gaming?',
          answer:
            'Go to Me > Self-limits to set your own limits. If you need a break, customer service can pause your ' +
            'account for a period you choose or close it.',
        },
        {
          question: 'Where can I get help if gaming is no longer fun?',
          answer:
            'Stop playing and talk to someone you trust. Our customer service team can close your account straight ' +
            'away, and support organisations for problem gambling in your country offer free, confidential help.',
        },
      ],
    },
    {
      heading: 'Security',
      entries: [
        {
          question: 'How do you keep my account safe?',
          answer:
            'All connections to Royal Casino are encrypted and password resets need an SMS code sent to your phone. ' +
            'Never share your password or SMS codes with anyone: our staff will never ask for them.',
        },
        {
          question: 'Who can play at Royal Casino?',
          answer:
            'Only adults aged 21 and over, where online gaming is lawful for them. Government officials, members of ' +
            'the armed forces and police, persons on a restricted-person database and gaming licence holders may not ' +
            'register.',
        },
      ],
    },
  ],
  moreHelp: {
    heading: 'Still need help?',
    text: 'Our customer service team is happy to help with anything not answered here.',
    link: { label: 'Contact customer service', href: '/service' },
  },
};
