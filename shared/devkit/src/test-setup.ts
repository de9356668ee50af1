// The dev app's tests wait for a start-up of several API calls and lazy pages before the first
// assertion; on a busy 2-core CI machine that can pass testing-library's default 1 s.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
