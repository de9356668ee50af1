export { type MockedCall, mockCallLog } from './call-log';
export type { AnswerOf, MockableRoute, ReceivedBodyOf, SentBodyOf } from './call-types';
export * from './fixtures';
export {
  callError,
  type MockCallOptions,
  MockedCallError,
  type MockRequest,
  type MockResolver,
  mockCall,
  mockCallError,
} from './mock-call';
export { type PlatformMockOptions, platformMocks } from './platform-mocks';
