import type { AuthMode } from '@casino/contracts';

/** One text message to a phone. */
export interface SmsMessage {
  /** E.164, e.g. `+639171234567`. */
  mobile: string;
  text: string;
  /** What the code in the message is for (spec 3 auth mode). */
  authMode: AuthMode;
}

/**
 * Delivers text messages. The default adapter is the database outbox (`sms-outbox.ts`); a real
 * SMS provider implements the same interface and is passed to `buildServer` as `smsSender`.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Where the SMS module reads the time: tests move it forward to expire codes. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
