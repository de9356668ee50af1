// The zod entry: every schema and call definition, for the API, development builds and the pages
// that validate at run time (lazily loaded, never in the first load: ADR 0005). Types and plain
// data are imported from `@casino/contracts`, which loads no zod.
export * from './api/index';
export * from './bus-events';
export * from './entities/activity';
export * from './entities/app-config';
export * from './entities/customer-service';
export * from './entities/event-log';
export * from './entities/game';
export * from './entities/prop-award';
export * from './entities/reward-flags';
export * from './entities/theme';
export * from './entities/user';
export * from './entities/vip-level';
export * from './envelope-schema';
export * from './overlays';
export * from './remote-registry';
export * from './schema-primitives';
