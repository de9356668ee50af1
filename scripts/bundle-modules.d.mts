// Types of bundle-modules.mjs for the TypeScript that reads it (its test).
/** A source map (v3) as webpack writes it. */
export interface SourceMap {
  version: number;
  sources: string[];
  mappings: string;
  names?: string[];
}
export declare function bytesPerSource(code: string, map: SourceMap): Map<string, number>;
export declare function sourcePath(source: string, packageDir: string): string;
export declare function ownerOf(workspacePath: string): string;
