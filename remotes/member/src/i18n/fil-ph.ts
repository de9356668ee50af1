import type memberEnUs from './en-us';

/** The member namespace in Filipino (fil-PH); every en-US key, same placeholders. */
export default {
  profileSummary: 'Ang iyong account',
  accountName: 'Account {{account}}',
  accountId: 'Player ID {{id}}',
  vipLevel: 'VIP {{level}}',
  balance: 'Balanse {{amount}}',
  contactSupport: 'Makipag-ugnayan sa customer service',
  logOut: 'Mag-log out',
  pages: {
    member: { title: 'Aking account', intro: '' },
    games: { title: 'Aking mga laro', intro: 'Mga larong nagustuhan at nilaro mo kamakailan.' },
    profile: {
      title: 'Profile',
      intro: 'Ang iyong personal na detalye, mga setting ng seguridad at beripikasyon ng pagkakakilanlan.',
    },
    profileInfo: { title: 'Personal na detalye', intro: 'Ang iyong nickname, avatar at contact details.' },
    kyc: {
      title: 'Beripikasyon ng pagkakakilanlan',
      intro:
        'I-verify ang iyong pagkakakilanlan para makapag-withdraw. Tumatanggap kami ng photo ID na inisyu ng gobyerno.',
    },
    report: {
      title: 'Ulat ng taya',
      intro: 'Ang iyong mga taya, panalo at turnover bawat araw at bawat laro.',
    },
    retrieveBalance: {
      title: 'Bawiin ang balanse',
      intro: 'Ibalik sa iyong pangunahing balanse ang mga coin na naiwan sa isang game studio.',
    },
    selfLimited: {
      title: 'Responsableng paglalaro',
      intro: 'Magtakda ng limitasyon sa deposito at talo, o magpahinga muna sa paglalaro.',
    },
    email: { title: 'Inbox', intro: 'Mga mensahe at gantimpalang ipinadala sa iyong account.' },
    emailDetail: { title: 'Mensahe', intro: 'Isang mensahe mula sa Royal Casino.' },
    feedback: {
      title: 'Feedback',
      intro:
        'Sabihin sa amin kung ano ang dapat pagbutihin; may gantimpala ang mga kapaki-pakinabang na mungkahi.',
    },
    feedbackRecord: {
      title: 'Aking feedback',
      intro: 'Ang feedback na ipinadala mo at ang aming mga sagot.',
    },
    feedbackRecordDetail: { title: 'Detalye ng feedback', intro: 'Ang iyong feedback at ang aming sagot.' },
  },
} satisfies typeof memberEnUs;
