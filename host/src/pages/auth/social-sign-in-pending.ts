// The key of a social sign-in in progress, apart from the flow itself: start-up needs only
// `clearSocialSignIn` (the platform's sign-out calls it), and importing it from the flow's module
// put the whole flow in the first load of every route.

/** Where the flow in progress is kept, from leaving for the issuer until the callback. */
export const pendingKey = 'social_sign_in';

/** Forgets a flow in progress (logout, spec 4: the social login is signed out too). */
export function clearSocialSignIn(): void {
  try {
    sessionStorage.removeItem(pendingKey);
  } catch {
    // nothing kept
  }
}
