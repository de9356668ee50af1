// Types of surfaces.mjs for the TypeScript that reads it (tests).
export interface ModuleExports {
  values: string[];
  types: string[];
}

export interface PackageSurface {
  version: string;
  /** Entry point request (`@casino/platform/query`) -> what it exports. */
  entries: Record<string, ModuleExports>;
}

export declare const remoteExposedModule: string;
export declare const surfaceRequests: string[];
export declare function exportedFile(request: string, packageName: string, dir: string): string;
/** Package name -> its surface, for each package folder. */
export declare function packageSurfaces(packageDirs: string[]): Record<string, PackageSurface>;
export declare function providedSurfaces(dir: string): Record<string, string[]>;
export declare function remoteImports(dir: string): Record<string, string[]>;
