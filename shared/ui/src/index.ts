// `@casino/ui`: every component at once, as before 1.5. Kept for remotes built against it; new
// code imports the entry point of the group it uses (`@casino/ui/core`, `/forms`, `/overlays`,
// `/navigation`, `/display`), so a route loads only those groups (ADR 0022).
export * from './core';
export * from './display';
export * from './forms';
export * from './navigation';
export * from './overlays';
