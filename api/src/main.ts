import { ConfigError, loadConfig } from './config.js';
import { DataDirectoryError } from './db/data-dir-lock.js';
import { serve } from './serve.js';

serve(loadConfig()).catch((error: unknown) => {
  // These say what is wrong and what to do; a stack trace would only bury that.
  console.error(error instanceof ConfigError || error instanceof DataDirectoryError ? error.message : error);
  process.exit(1);
});
