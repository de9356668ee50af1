export default {
  sections: 'Programme sections',
  tabs: { overview: 'Overview', team: 'My team', commission: 'Commission' },
  tabText: {
    overview:
      'Invite friends with your link. When they deposit and play, you earn a commission on their turnover.',
    team: 'The friends who joined with your link, and how many of them have made a qualifying deposit.',
    commission: 'Commission is calculated daily from your team’s valid bets and credited to your balance.',
  },
  yourCode: 'Your invite code: {{code}}',
  loginToInvite: 'Log in to get your invite link',
  linkLabel: 'Your invite link',
  share: 'Share link',
  copied: 'Link copied',
  shareTitle: 'Join me at Royal Casino',
  shareText: 'Sign up with my link and we both get rewards.',
  pages: {
    agent: { title: 'Invite friends', intro: 'Earn commission for every friend who plays.' },
    rule: {
      title: 'Programme rules',
      intro: 'Who counts as a valid invite, how commission is calculated, and when it is paid.',
    },
    share: { title: 'Share your link', intro: 'Send your personal link to friends.' },
  },
};
