export default {
  pages: {
    bank: {
      title: 'Savings bank',
      intro: 'Park coins in the savings bank and collect interest on what you keep there.',
    },
    firstDeposit: {
      title: 'First deposit bonus',
      intro: 'Your first top-up earns an extra bonus on top of the coins you buy.',
    },
    follow: {
      title: 'Follow rewards',
      intro: 'Follow our social channels and collect a reward for each one.',
    },
    live: { title: 'Live shows', intro: 'Watch live shows and join the draws announced on stream.' },
    slotsHack: {
      title: 'Slots hack',
      intro: 'Daily slot challenges: hit the target spins to unlock extra rewards.',
    },
    spin: { title: 'Lucky spin', intro: 'Invite friends to earn spins on the lucky wheel.' },
    lottery: {
      title: 'Weekend lottery',
      intro: 'Collect lottery coupons during the week and win prizes in the weekend draw.',
    },
    lotteryHistory: { title: 'Draw history', intro: 'Winning numbers of past lottery draws.' },
    lotteryOrder: { title: 'My lottery orders', intro: 'The tickets you bought for the coming draws.' },
    lotteryProduct: { title: 'Lottery prizes', intro: 'The prizes of the coming lottery draw.' },
    lotteryRecord: { title: 'Lottery records', intro: 'Your lottery winnings and coupons used.' },
    lotteryRule: {
      title: 'Lottery rules',
      intro: 'How coupons are earned, how the draw works and how prizes are paid.',
    },
    redpkblue: { title: 'Red packet rain', intro: 'Catch red packets during the rain to win coins.' },
    redpkblueRule: { title: 'Red packet rules', intro: 'When the rain starts and how packets are credited.' },
    signIn: {
      title: 'Daily sign-in',
      intro: 'Sign in every day to build your streak and collect daily rewards.',
    },
    signInRule: {
      title: 'Sign-in rules',
      intro: 'Days reset at midnight UTC; missing a day restarts the streak.',
    },
    rank: {
      title: 'Leaderboard',
      intro: 'This period’s top players by turnover, and your place among them.',
    },
    points: {
      title: 'Points mall',
      intro: 'Exchange the points you earn while playing for coins and prizes.',
    },
    rewardRecord: { title: 'Reward records', intro: 'Every activity reward credited to your account.' },
  },
  popups: {
    close: 'Close',
    signIn: {
      title: 'Daily sign-in',
      message: 'Today’s sign-in reward is ready. Sign in every day to climb the reward ladder.',
      claim: 'Sign in now',
    },
  },
};
