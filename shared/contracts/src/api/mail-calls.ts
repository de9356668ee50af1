import * as z from 'zod';
import { recordPageSize } from '../constants';
import { propAwardSchema } from '../entities/prop-award';
import { countSchema, hundredthsSchema, idSchema, isoDateTimeSchema } from '../schema-primitives';
import { defineCall } from './define-call';
import { mailRoutes } from './mail-routes';

// The player's inbox (spec 7 "Mail": getMail3, getMailDetail, receiveMail, delMail; spec 3 names
// an email entity but shows no fields: our design, api/README.md "Mail"). Operators send mail to
// one player, a segment or everyone; attachments are rewards, received once.

/** One mail as the list shows it. */
const mailRowSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** The body's first line, at most 120 characters. */
  preview: z.string(),
  /** What receiving grants; empty for a mail without attachments. Coin counts are hundredths. */
  attachments: z.array(propAwardSchema),
  read: z.boolean(),
  /** Attachments received already (false when there are none). */
  received: z.boolean(),
  createTime: isoDateTimeSchema,
});

/** The player's mail, newest first (page size 20), with how many are unread. */
const getMail3 = defineCall({
  ...mailRoutes.getMail3,
  request: z.strictObject({
    pageNum: z.int().min(1).default(1),
    pageSize: z.int().min(1).max(100).default(recordPageSize),
  }),
  response: z.object({
    list: z.array(mailRowSchema),
    total: countSchema,
    pages: countSchema,
    unread: countSchema,
  }),
});

/** One mail in full; opening it marks it read. */
const getMailDetail = defineCall({
  ...mailRoutes.getMailDetail,
  request: z.strictObject({ id: idSchema }),
  response: mailRowSchema.extend({ body: z.string() }),
});

/** Receives a mail's attachments, once. */
const receiveMail = defineCall({
  ...mailRoutes.receiveMail,
  request: z.strictObject({ id: idSchema }),
  response: z.object({ awards: z.array(propAwardSchema), coin: hundredthsSchema }),
});

/**
 * Deletes one mail (`id`) or every read mail (`allRead: true`): one of the two. A mail whose
 * attachments wait is kept: one named answers an error, and "all read" leaves it.
 */
const delMail = defineCall({
  ...mailRoutes.delMail,
  request: z.strictObject({ id: idSchema.optional(), allRead: z.literal(true).optional() }),
  response: z.object({ deleted: countSchema }),
});

export const mailCalls = { getMail3, getMailDetail, receiveMail, delMail };
export type MailRow = z.infer<typeof mailRowSchema>;
