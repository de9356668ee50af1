// Types of index.mjs for the TypeScript that reads it (tests); the configs are plain ESM for webpack.
import type { Configuration, WebpackPluginInstance } from 'webpack';

export {
  federationRuntimePackage,
  gatedPackages,
  type SharedSingleton,
  sharedFacades,
  sharedSingletons,
} from './shared-packages.mjs';
export declare function containerName(remoteName: string): string;
/** The version of the Module Federation runtime (runtime-core) the builds bundle. */
export declare function federationRuntimeVersion(): string;
export declare function sharedConfig(options: { dir: string; provide: boolean }): Record<string, unknown>;
export declare function hostConfig(options: {
  dir: string;
  mode?: string;
  runtimePlugins?: string[];
  define?: Record<string, unknown>;
  plugins?: WebpackPluginInstance[];
}): Configuration;
export declare function remoteConfig(options: { dir: string; mode?: string }): Configuration;
export declare function remoteReleaseDescription(dir: string): {
  kind: 'remote';
  name: string;
  version: string;
  routePrefixes: string[];
  overlays: string[];
  requires: Record<string, string>;
  /** Shared module request -> the names the remote's shipped code imports from it. */
  imports: Record<string, string[]>;
};
export declare function hostReleaseDescription(dir: string): {
  kind: 'host';
  version: string;
  provides: Record<string, string>;
  /** Shared module request -> the names of the values it exports. */
  surfaces: Record<string, string[]>;
};
export declare function devAppConfig(options: {
  dir: string;
  mode?: string;
  /** The page's title. */
  title: string;
  defaultApi?: 'real' | 'mock';
}): Configuration;
