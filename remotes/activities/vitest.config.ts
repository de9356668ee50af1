import { defineConfig } from 'vitest/config';

// The remote's own test run (`pnpm --filter <remote> test`), independent of the workspace's.
export default defineConfig({ test: { environment: 'jsdom' } });
