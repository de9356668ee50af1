import type { ReactNode } from 'react';

/** A moment as the operator's browser writes it, or a dash when it has not happened. */
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** One term and its value inside a `console-facts` list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
