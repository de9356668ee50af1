import type { ApiRoute } from './routes';

/** Player protection (our design; spec 2 names /member/self-limited, no calls). */
export const protectionRoutes = {
  getPlayerProtection: { path: '/app/v1/getPlayerProtection', public: false },
  setPlayerLimit: { path: '/app/v1/setPlayerLimit', public: false },
  confirmPlayerLimit: { path: '/app/v1/confirmPlayerLimit', public: false },
  cancelPlayerLimit: { path: '/app/v1/cancelPlayerLimit', public: false },
  excludeMyself: { path: '/app/v1/excludeMyself', public: false },
  getRealityCheck: { path: '/app/v1/getRealityCheck', public: false },
  continuePlaying: { path: '/app/v1/continuePlaying', public: false },
} as const satisfies Record<string, ApiRoute>;
