export default {
  currentLevel: 'Your VIP level',
  level: 'VIP {{level}}',
  levels: 'VIP levels',
  experience: '{{exp}} XP',
  toNext: '{{exp}} XP to VIP {{level}}',
  betLimit: 'Bet limit {{amount}}',
  pages: {
    vip: {
      title: 'VIP club',
      intro:
        'Every bet earns VIP experience. Higher levels unlock daily awards, rebates and a personal host.',
    },
    vipLevel: { title: 'VIP levels', intro: 'What each level takes and what it gives.' },
    vipRebate: {
      title: 'VIP rebate',
      intro: 'A share of your turnover paid back every day, rising with your level.',
    },
    vipRebateRecord: { title: 'Rebate records', intro: 'Every rebate paid to your account.' },
    bonus: { title: 'Bonus centre', intro: 'All your bonuses, tasks and rewards in one place.' },
    bonusEvent: { title: 'Events', intro: 'Limited-time promotions running now.' },
    bonusRebate: { title: 'Bet rebate', intro: 'Claim the rebate your bets earned, by game type.' },
    bonusRecord: { title: 'Bonus records', intro: 'Every bonus you received and when.' },
    bonusReward: { title: 'Rewards', intro: 'Rewards waiting to be collected.' },
    bonusTasks: { title: 'Tasks', intro: 'Daily and weekly tasks with coin rewards.' },
    bonusVip: { title: 'VIP bonuses', intro: 'Level-up bonuses and daily VIP awards.' },
  },
};
