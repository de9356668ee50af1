// Types of public-surfaces.mjs for the TypeScript that reads it (tests).
import type { PackageSurface } from './surfaces.mjs';

export interface SurfaceProblem {
  /** `bump`: a package.json version must change; `record`: only `npm run surfaces:record`. */
  kind: 'bump' | 'record';
  message: string;
}

export declare const snapshotFile: string;
export declare function currentSurfaces(root?: string): Record<string, PackageSurface>;
export declare function compareSurfaces(
  snapshot: Record<string, PackageSurface>,
  current: Record<string, PackageSurface>,
): SurfaceProblem[];
export declare function readSnapshot(): Record<string, PackageSurface>;
