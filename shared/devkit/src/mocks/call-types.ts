// The types of a call, found from its route: what `callApi(apiRoutes.x, body)` sends and receives,
// so a mock cannot answer what the real API would not.
import type { ApiCalls, ApiRequestOf, ApiResponseOf } from '@casino/contracts';
import type { ApiCallNameOf, ApiCallRoute } from '@casino/platform';
import type * as z from 'zod';

/** A route of the contracts' route table (`apiRoutes.<name>`). */
export type MockableRoute = ApiCallRoute;

type CallOf<Route extends MockableRoute> = ApiCalls[ApiCallNameOf<Route>];

/** The body as the client sends it: the call's fields, and the common fields the client adds. */
export type SentBodyOf<Route extends MockableRoute> = ApiRequestOf<CallOf<Route>>;

/** The body as the API reads it: checked by the call's schema, defaults filled in. */
export type ReceivedBodyOf<Route extends MockableRoute> = z.output<CallOf<Route>['request']>;

/** The envelope's `data` of a successful answer. */
export type AnswerOf<Route extends MockableRoute> = ApiResponseOf<CallOf<Route>>;
