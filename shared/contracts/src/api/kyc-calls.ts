import * as z from 'zod';
import { recordPageSize } from '../constants';
import { kycIdNumberPattern, kycIdTypes, kycImageSides, kycStatuses } from '../kyc-rules';
import { countSchema, idSchema, isoDateTimeSchema } from '../schema-primitives';
import { defineCall } from './define-call';
import { kycRoutes } from './kyc-routes';

// Identity verification (spec 7 names uploadKyc, addKyc and kyc; spec 3 the user's `hasKyc`) and
// feedback (spec 2's routes; no calls named). Our design, api/README.md "KYC and feedback": images
// are uploaded one at a time as FormData, checked by their content, stripped of metadata and kept
// where only operators can read them; a submission or a message then names the uploaded files.

/** A file of a FormData body, as the API reads it (the client sends a browser `File`). */
export interface UploadedFileShape {
  name: string;
  declaredType: string;
  size: number;
  bytes(): Uint8Array;
}

const uploadedFileSchema = z.custom<UploadedFileShape>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { size?: unknown }).size === 'number' &&
    typeof (value as { bytes?: unknown }).bytes === 'function',
  'a file',
);

/** An ID number as printed: letters, digits and dashes, 4 to 32 of them. */
const kycIdNumberSchema = z.string().trim().regex(kycIdNumberPattern, 'letters, digits and dashes, 4 to 32');

const kycStatusSchema = z.object({
  status: z.enum(kycStatuses),
  idType: z.enum(kycIdTypes).nullable(),
  /** The number's last four characters only. */
  idNumberEnding: z.string().nullable(),
  /** Why it was rejected: the operator's words. */
  reason: z.string().nullable(),
  submittedAt: isoDateTimeSchema.nullable(),
  reviewedAt: isoDateTimeSchema.nullable(),
  /** Whether the operator requires approved KYC before a withdrawal. */
  withdrawalsNeedKyc: z.boolean(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** One image of a KYC submission (FormData `side`, `file`). */
const uploadKyc = defineCall({
  ...kycRoutes.uploadKyc,
  request: z.strictObject({ side: z.enum(kycImageSides), file: uploadedFileSchema }),
  response: z.object({ fileId: idSchema, side: z.enum(kycImageSides) }),
});

/** Submits the ID: its type and number and the uploaded images (the back may be left out). */
const addKyc = defineCall({
  ...kycRoutes.addKyc,
  request: z.strictObject({
    idType: z.enum(kycIdTypes),
    idNumber: kycIdNumberSchema,
    frontFileId: idSchema,
    backFileId: idSchema.optional(),
    selfieFileId: idSchema,
  }),
  response: kycStatusSchema,
});

/** The player's verification as it stands. */
const kyc = defineCall({ ...kycRoutes.kyc, request: z.strictObject({}), response: kycStatusSchema });

/** One image of a feedback message (FormData `file`). */
const uploadFeedbackImage = defineCall({
  ...kycRoutes.uploadFeedbackImage,
  request: z.strictObject({ file: uploadedFileSchema }),
  response: z.object({ fileId: idSchema }),
});

/** A message to the operator with up to `feedbackConfig.imagesLimit` uploaded images. */
const addFeedback = defineCall({
  ...kycRoutes.addFeedback,
  request: z.strictObject({
    message: z.string().trim().min(5).max(1000),
    imageFileIds: z.array(idSchema).max(20).default([]),
  }),
  response: z.object({ id: idSchema }),
});

const feedbackRowSchema = z.object({
  id: idSchema,
  /** The message's first 120 characters. */
  preview: z.string(),
  imageCount: countSchema,
  createTime: isoDateTimeSchema,
  replied: z.boolean(),
  /** A reply the player has not opened yet. */
  unreadReply: z.boolean(),
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

/** The player's feedback, newest first, 20 a page. */
const getFeedbackList = defineCall({
  ...kycRoutes.getFeedbackList,
  request: z.strictObject({
    pageNum: z.int().min(1).default(1),
    pageSize: z.int().min(1).max(100).default(recordPageSize),
  }),
  response: z.object({ list: z.array(feedbackRowSchema), total: countSchema, pages: countSchema }),
});

/** One message in full with the operator's reply; opening it marks the reply read. */
const getFeedbackDetail = defineCall({
  ...kycRoutes.getFeedbackDetail,
  request: z.strictObject({ id: idSchema }),
  response: feedbackRowSchema.extend({
    message: z.string(),
    reply: z.string().nullable(),
    replyTime: isoDateTimeSchema.nullable(),
  }),
});

export const kycCalls = {
  uploadKyc,
  addKyc,
  kyc,
  uploadFeedbackImage,
  addFeedback,
  getFeedbackList,
  getFeedbackDetail,
};
