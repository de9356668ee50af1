import type { ReactNode } from 'react';
import { SectionTitle, Text } from '../src';
import styles from './gallery.module.css';

export interface DemoProps {
  /** What this demo shows, e.g. 'Variants' or 'Loading'. */
  title: string;
  /** A line under the title: when to use it, what to notice. */
  note?: ReactNode;
  /** Lays the examples out in a wrapping row instead of a column. */
  row?: boolean;
  children: ReactNode;
}

/** One titled block of examples on a gallery page. */
export function Demo({ title, note, row = false, children }: DemoProps) {
  return (
    <section className={styles.demo}>
      <SectionTitle>{title}</SectionTitle>
      {note ? (
        <Text tone="muted" size="sm">
          {note}
        </Text>
      ) : null}
      <div className={row ? styles.row : styles.stack}>{children}</div>
    </section>
  );
}
