import type { AuthMode } from '@casino/contracts';

/** One e-mail to a player: today only codes (binding an address, recovering a password). */
export interface EmailMessage {
  /** Lower-cased, e.g. `player@example.com`. */
  email: string;
  subject: string;
  text: string;
  /** What the code in the message is for (spec 3 auth mode). */
  authMode: AuthMode;
}

/**
 * Delivers e-mail. The default adapter is the database outbox (`email-outbox.ts`), as SMS has
 * its own; a real mail provider implements the same interface and is passed to `buildServer` as
 * `emailSender`.
 */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
