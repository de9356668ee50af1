// Types of shared-packages.mjs for the TypeScript that reads it (tests, knip's configuration).
export interface SharedSingleton {
  request: string;
  packageName: string;
}

export declare const sharedSingletons: SharedSingleton[];
/** Shared package name -> absolute path of the facade module the host provides for it. */
export declare const sharedFacades: Record<string, string>;
/** The packages the release gate compares: the shared singletons' packages and the contracts. */
export declare const gatedPackages: string[];
/** The Module Federation runtime package the host lends to remotes, gated like a shared package. */
export declare const federationRuntimePackage: string;
