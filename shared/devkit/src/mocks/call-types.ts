// The types of a call, found from its route: what `callApi(apiRoutes.x, body)` sends and receives,
// so a mock cannot answer what the real API would not.
import type { ApiCallName, ApiRequestOf, ApiResponseOf, apiCalls, apiRoutes } from '@casino/contracts';
import type * as z from 'zod';

type ApiCalls = typeof apiCalls;
type ApiRoutes = typeof apiRoutes;

/** A route of the contracts' route table (`apiRoutes.<name>`). */
export type MockableRoute = ApiRoutes[ApiCallName];

/** The contract name of a route, found by its path. */
export type CallNameOf<Route extends MockableRoute> = {
  [Name in ApiCallName]: ApiRoutes[Name]['path'] extends Route['path'] ? Name : never;
}[ApiCallName];

type CallOf<Route extends MockableRoute> = ApiCalls[CallNameOf<Route>];

/** The body as the client sends it: the call's fields, and the common fields the client adds. */
export type SentBodyOf<Route extends MockableRoute> = ApiRequestOf<CallOf<Route>>;

/** The body as the API reads it: checked by the call's schema, defaults filled in. */
export type ReceivedBodyOf<Route extends MockableRoute> = z.output<CallOf<Route>['request']>;

/** The envelope's `data` of a successful answer. */
export type AnswerOf<Route extends MockableRoute> = ApiResponseOf<CallOf<Route>>;
