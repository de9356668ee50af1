import { ConfigError, loadConfig } from './config.js';
import { serve } from './server.js';

serve(loadConfig()).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
