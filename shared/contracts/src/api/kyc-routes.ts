import type { ApiRoute } from './routes';

/** Identity verification (spec 7: uploadKyc, addKyc, kyc) and feedback (our design: the spec names no calls). */
export const kycRoutes = {
  uploadKyc: { path: '/app/v1/uploadKyc', public: false },
  addKyc: { path: '/app/v1/addKyc', public: false },
  kyc: { path: '/app/v1/kyc', public: false },
  uploadFeedbackImage: { path: '/app/v1/uploadFeedbackImage', public: false },
  addFeedback: { path: '/app/v1/addFeedback', public: false },
  getFeedbackList: { path: '/app/v1/getFeedbackList', public: false },
  getFeedbackDetail: { path: '/app/v1/getFeedbackDetail', public: false },
} as const satisfies Record<string, ApiRoute>;
