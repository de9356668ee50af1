/** The member remote's own pages, built in one place. */
export const memberPaths = {
  member: '/member',
  profile: '/member/profile',
  profileInfo: '/member/profile/info',
  kyc: '/member/profile/kyc',
  games: '/member/games',
  report: '/member/report',
  retrieveBalance: '/member/retrieve-balance',
  selfLimited: '/member/self-limited',
  inbox: '/email',
  mail: (id: number) => `/email/detail?id=${id}`,
  feedback: '/feedback',
  feedbackRecord: '/feedback/record',
  feedbackDetail: (id: number) => `/feedback/record/${id}`,
} as const;
