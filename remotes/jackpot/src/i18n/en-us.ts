export default {
  prizes: 'Jackpot prizes',
  noPrizes: 'The jackpot prizes are being refreshed. Check back in a moment.',
  jackpotPrize: 'Jackpot',
  open: 'Open the lucky jackpot',
  modalTitle: 'Lucky jackpot',
  drawChanceHint: 'Every qualifying deposit and bet earns draw chances. Spin when you have one.',
  loginToSpin: 'Log in to spin',
  pages: {
    jackpot: {
      title: 'Lucky jackpot',
      intro:
        'Ten prizes, four jackpot tiers. Earn draw chances by playing and land the highlight on a prize.',
    },
  },
};
