// Types of first-load.mjs for the TypeScript that reads it (tests).
import type { Compiler } from 'webpack';

export declare class ZodOutOfFirstLoadPlugin {
  constructor(options: { root: string; name: string });
  apply(compiler: Compiler): void;
}
