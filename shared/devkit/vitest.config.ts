import { defineConfig } from 'vitest/config';

// The package's own test run (`pnpm --filter @casino/devkit test`), independent of the workspace's.
export default defineConfig({ test: { environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] } });
