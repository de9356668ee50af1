import type vipBonusEnUs from './en-us';

/** The vip-bonus namespace in Filipino (fil-PH); every en-US key, same placeholders. */
export default {
  currentLevel: 'Ang iyong VIP level',
  level: 'VIP {{level}}',
  levels: 'Mga VIP level',
  experience: '{{exp}} XP',
  toNext: '{{exp}} XP pa bago mag-VIP {{level}}',
  betLimit: 'Limitasyon ng taya {{amount}}',
  pages: {
    vip: {
      title: 'VIP club',
      intro:
        'Bawat taya ay nagbibigay ng VIP experience. Sa mas mataas na level may araw-araw na gantimpala, rebate at personal na host.',
    },
    vipLevel: { title: 'Mga VIP level', intro: 'Ang kailangan at ibinibigay ng bawat level.' },
    vipRebate: {
      title: 'VIP rebate',
      intro: 'Bahagi ng iyong turnover na ibinabalik araw-araw, tumataas ayon sa iyong level.',
    },
    vipRebateRecord: { title: 'Talaan ng rebate', intro: 'Bawat rebate na naibigay sa iyong account.' },
    bonus: { title: 'Bonus center', intro: 'Lahat ng iyong bonus, task at gantimpala sa iisang lugar.' },
    bonusEvent: { title: 'Mga event', intro: 'Mga promosyong may limitadong panahon na tumatakbo ngayon.' },
    bonusRebate: {
      title: 'Rebate sa taya',
      intro: 'Kunin ang rebate ng iyong mga taya, ayon sa uri ng laro.',
    },
    bonusRecord: { title: 'Talaan ng bonus', intro: 'Bawat bonus na natanggap mo at kung kailan.' },
    bonusReward: { title: 'Mga gantimpala', intro: 'Mga gantimpalang naghihintay na makuha.' },
    bonusTasks: { title: 'Mga task', intro: 'Araw-araw at lingguhang task na may gantimpalang coin.' },
    bonusVip: { title: 'Mga VIP bonus', intro: 'Bonus sa pag-level up at araw-araw na VIP award.' },
  },
} satisfies typeof vipBonusEnUs;
