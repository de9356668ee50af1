/** Line bets a player can choose, in hundredths: total bets 0.20 to 100.00. */
export const betPerLineSteps = [1, 2, 5, 10, 20, 50, 100, 250, 500] as const;
