export default {
  balance: 'Balance',
  actions: 'Wallet actions',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  pages: {
    wallets: {
      title: 'Wallet',
      depositIntro:
        'Top up your balance with a payment channel of your choice. Deposits are credited once the provider confirms them.',
      withdrawIntro:
        'Cash out to one of your bank cards. Withdrawals are held while the payout is processed.',
    },
    cardEdit: {
      title: 'Edit bank card',
      intro: 'Add or correct the bank card your withdrawals are paid to.',
    },
    cardList: { title: 'Bank cards', intro: 'The bank cards your withdrawals can be paid to.' },
    record: {
      title: 'Wallet records',
      intro: 'Every deposit, withdrawal and coin movement on your account.',
    },
    withdrawal: { title: 'Withdrawal', intro: 'Choose an amount and a bank card to cash out to.' },
  },
};
