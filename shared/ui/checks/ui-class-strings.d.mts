// Types of ui-class-strings.mjs for the TypeScript that imports it (its tests).
export interface UiClassFinding {
  /** Relative to the workspace root. */
  file: string;
  line: number;
  column: number;
  className: string;
  /** The component (or prop) to use instead. */
  use: string;
}

export declare const searchedRoots: string[];
export declare const allowedPaths: string[];
export declare const replacements: [prefix: string, use: string][];
export declare function replacementFor(className: string): string;
export declare function findInText(text: string, kind: 'script' | 'css'): Omit<UiClassFinding, 'file'>[];
export declare function findUiClassStrings(root: string): UiClassFinding[];
export declare function formatFindings(findings: UiClassFinding[]): string[];
