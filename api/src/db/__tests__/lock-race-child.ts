// Bundled and run by data-dir-lock.test.ts: waits for a common start time, tries to take the lock,
// prints the outcome, and holds a lock it got until it is killed.
import { lockDataDirectory } from '../data-dir-lock.js';

const [dataDir = '', startAt = '0'] = process.argv.slice(2);
while (Date.now() < Number(startAt)) {
  // Spin rather than sleep: every contender starts within a millisecond of the others.
}
try {
  await lockDataDirectory(dataDir, { purpose: 'race test', log: (line) => console.info(line) });
  console.info('locked');
  setInterval(() => {}, 60_000);
} catch (error) {
  console.info(`refused: ${(error as Error).message}`);
}
