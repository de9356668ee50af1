export default {
  profileSummary: 'Your account',
  accountName: 'Account {{account}}',
  accountId: 'Player ID {{id}}',
  vipLevel: 'VIP {{level}}',
  balance: 'Balance {{amount}}',
  contactSupport: 'Contact customer service',
  logOut: 'Log out',
  pages: {
    member: { title: 'My account', intro: '' },
    games: { title: 'My games', intro: 'Games you liked and played recently.' },
    profile: {
      title: 'Profile',
      intro: 'Your personal details, security settings and identity verification.',
    },
    profileInfo: { title: 'Personal details', intro: 'Your nickname, avatar and contact details.' },
    kyc: {
      title: 'Identity verification',
      intro: 'Verify your identity to unlock withdrawals. We accept a government-issued photo ID.',
    },
    report: { title: 'Betting report', intro: 'Your bets, wins and turnover by day and by game.' },
    retrieveBalance: {
      title: 'Retrieve balance',
      intro: 'Bring coins left in a game studio back to your main balance.',
    },
    selfLimited: {
      title: 'Responsible gaming',
      intro: 'Set deposit and loss limits, or take a break from playing.',
    },
    email: { title: 'Inbox', intro: 'Messages and rewards sent to your account.' },
    emailDetail: { title: 'Message', intro: 'A message from Royal Casino.' },
    feedback: { title: 'Feedback', intro: 'Tell us what to improve; helpful suggestions are rewarded.' },
    feedbackRecord: { title: 'My feedback', intro: 'Feedback you sent and our replies.' },
    feedbackRecordDetail: { title: 'Feedback details', intro: 'Your feedback and our reply.' },
  },
};
