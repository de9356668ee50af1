import type jackpotEnUs from './en-us';

/** The jackpot namespace in Filipino (fil-PH); every en-US key, same placeholders. */
export default {
  prizes: 'Mga premyo ng jackpot',
  noPrizes: 'Nire-refresh ang mga premyo ng jackpot. Bumalik pagkaraan ng ilang sandali.',
  jackpotPrize: 'Jackpot',
  open: 'Buksan ang lucky jackpot',
  modalTitle: 'Lucky jackpot',
  drawChanceHint:
    'Bawat kwalipikadong deposito at taya ay nagbibigay ng draw chance. Mag-spin kapag mayroon ka na.',
  loginToSpin: 'Mag-log in para mag-spin',
  pages: {
    jackpot: {
      title: 'Lucky jackpot',
      intro:
        'Sampung premyo, apat na antas ng jackpot. Makakuha ng draw chance sa paglalaro at patamaan ang premyo.',
    },
  },
} satisfies typeof jackpotEnUs;
