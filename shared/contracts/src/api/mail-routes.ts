import type { ApiRoute } from './routes';

/** The inbox's calls (spec 7 "Mail"); their shapes are in `mail-calls.ts`. */
export const mailRoutes = {
  getMail3: { path: '/app/v1/getMail3', public: false },
  getMailDetail: { path: '/app/v1/getMailDetail', public: false },
  receiveMail: { path: '/app/v1/receiveMail', public: false },
  delMail: { path: '/app/v1/delMail', public: false },
} as const satisfies Record<string, ApiRoute>;
