/** True when the user asked the system to minimise motion. */
export function prefersReducedMotion(): boolean {
  // jsdom and some embedded web views have no matchMedia: treat that as "no preference".
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
