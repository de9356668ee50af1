import { type AuthMode, authModes } from '@casino/contracts';
import type { Database } from '../../db/database.js';
import { createOneTimeCodes, type SentCode, smsChannel } from '../codes/one-time-codes.js';
import type { Clock, SmsSender } from './sms-sender.js';

const purposeTexts: Record<AuthMode, string> = {
  [authModes.register]: 'to register',
  [authModes.bind]: 'to link this number to your account',
  [authModes.forget]: 'to reset your password',
  [authModes.loginAndRegister]: 'to sign in',
};

interface SmsCodeRequest {
  mobile: string;
  authMode: AuthMode;
  clientAddress: string;
  /** Codes one number may receive in 24 hours: the app config's `smsCodeSendLimit`. */
  dailyLimit: number;
}

/** SMS codes: the one-time codes (`codes/one-time-codes.ts`) of phone numbers. */
export interface SmsCodes {
  /** Sends a fresh code; the number's previous codes for the same purpose stop working. */
  send(request: SmsCodeRequest): Promise<SentCode>;
  /**
   * Uses up the newest code of the number and purpose if `code` matches; a wrong code costs one
   * of its tries. Throws 1108 (wrong, `{ attemptsLeft }`) or 1109 (no usable code), naming
   * `field` (`smsCode` unless told).
   */
  consume(mobile: string, authMode: AuthMode, code: string, field?: string): Promise<void>;
}

export function createSmsCodes(db: Database, sender: SmsSender, clock: Clock): SmsCodes {
  const codes = createOneTimeCodes(
    db,
    smsChannel,
    (request, code, minutes) =>
      sender.send({
        mobile: request.to,
        authMode: request.authMode,
        text: `${code} is your code ${purposeTexts[request.authMode]}. It expires in ${minutes} minutes. Never share it with anyone.`,
      }),
    clock,
  );
  return {
    send: ({ mobile, ...rest }) => codes.send({ to: mobile, ...rest }),
    consume: (mobile, authMode, code, field = 'smsCode') => codes.consume(mobile, authMode, code, field),
  };
}
