import type { DocumentContent } from '../content-types';

export const privacyPolicyContent: DocumentContent = {
  title: 'Privacy policy',
  intro:
    'This policy explains what personal information Royal Casino collects when you use our app, why we collect ' +
    'it, who we share it with and the choices you have.',
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: ['We collect only what we need to run your account and keep it safe:'],
      list: [
        'Account details: your account name, mobile number, login credentials and, if you add them, your email ' +
          'address and profile details.',
        'Identity verification: the documents and details you provide when we verify your identity and age.',
        'Transactions: deposits, withdrawals, withdrawal accounts, bets, bonuses and rewards.',
        'Device and usage data: device model, operating system, browser, app version, IP address and how you use ' +
          'the app, such as pages opened and games started.',
        'Messages: what you send to customer service or through the feedback form.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: ['We use your information to:'],
      list: [
        'create and run your account, and let you play, deposit and withdraw;',
        'verify your identity and confirm that you are 21 or older and eligible to play;',
        'prevent fraud, money laundering, multiple accounts and bonus abuse;',
        'meet our legal and regulatory obligations;',
        'answer your questions and resolve problems;',
        'send you service messages in your inbox and, where you agree, news about promotions;',
        'understand how the app is used so we can improve it.',
      ],
    },
    {
      heading: 'Cookies and storage on your device',
      paragraphs: [
        'The app stores a small amount of information in your browser: your sign-in token so you stay logged in, ' +
          'your language choice (kept in a cookie for up to one year), the campaign you arrived from and whether the ' +
          'app has loaded before. These are needed for the app to work. Logging out removes your sign-in token.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell your personal information. We share it only when needed to provide our service or when the ' +
          'law requires it:',
      ],
      list: [
        'payment providers that process your deposits and withdrawals;',
        'game providers, for the games you choose to play;',
        'identity verification and fraud prevention services;',
        'authorities and regulators, when we are legally required to;',
        'service providers that host and support our app, under contracts that protect your information.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your information while your account is open. After it is closed, we keep transaction and ' +
          'verification records for as long as the law requires, for example for anti-money-laundering purposes, ' +
          'and then delete or anonymise them.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'All traffic between the app and our servers is encrypted, and access to personal information is limited ' +
          'to staff who need it for their work. You can help: never share your password or SMS codes, and log out on ' +
          'shared devices. Our staff will never ask for your password.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can ask to see the information we hold about you, correct it, or have it deleted where we are not ' +
          'required to keep it. You can stop promotional messages at any time. To make a request, contact customer ' +
          'service; we may ask you to confirm your identity first.',
      ],
    },
    {
      heading: 'Age',
      paragraphs: [
        'Royal Casino is not for anyone under 21. If we learn that a person under 21 has registered, we close the ' +
          'account.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we update this policy we publish the new version on this page. For important changes we also let you ' +
          'know in your inbox.',
      ],
    },
  ],
  related: {
    heading: 'Related',
    links: [
      { label: 'Terms of use', href: '/terms-of-use' },
      { label: 'Customer service', href: '/service' },
    ],
  },
};
