import { createContext, useContext } from 'react';
import type { SignedInOperator } from './console-api';

/** The operator of the console's session, for pages that offer what only some roles may do. */
export const SignedInContext = createContext<SignedInOperator | null>(null);

export function useSignedInOperator(): SignedInOperator | null {
  return useContext(SignedInContext);
}
