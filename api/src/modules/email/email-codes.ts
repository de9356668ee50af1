import { type AuthMode, authModes } from '@casino/contracts';
import type { Database } from '../../db/database.js';
import { createOneTimeCodes, emailChannel, type OneTimeCodes } from '../codes/one-time-codes.js';
import type { Clock } from '../sms/sms-sender.js';
import type { EmailSender } from './email-sender.js';

const purposes: Partial<Record<AuthMode, { subject: string; text: string }>> = {
  [authModes.bind]: { subject: 'Confirm your e-mail address', text: 'to link this address to your account' },
  [authModes.forget]: { subject: 'Reset your password', text: 'to reset your password' },
};

/** E-mail codes: the one-time codes (`codes/one-time-codes.ts`) of e-mail addresses. */
export function createEmailCodes(db: Database, sender: EmailSender, clock: Clock): OneTimeCodes {
  return createOneTimeCodes(
    db,
    emailChannel,
    (request, code, minutes) => {
      const purpose = purposes[request.authMode] ?? { subject: 'Your code', text: '' };
      return sender.send({
        email: request.to,
        authMode: request.authMode,
        subject: `Royal Casino: ${purpose.subject}`,
        text: `${code} is your code ${purpose.text}. It expires in ${minutes} minutes. Never share it with anyone. If you did not ask for it, ignore this e-mail.`,
      });
    },
    clock,
  );
}
