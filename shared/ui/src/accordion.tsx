import type { ReactNode } from 'react';
import { classNames } from './class-names';

export interface AccordionProps {
  /** `AccordionItem`s. */
  children: ReactNode;
  className?: string;
}

/** Questions that open to their answers, each on its own (e.g. the FAQ). */
export function Accordion({ children, className }: AccordionProps) {
  return <div className={classNames('ui-accordion', className)}>{children}</div>;
}

export interface AccordionItemProps {
  /** The always-visible line (the question); it is the toggle. */
  title: ReactNode;
  /** The content shown while open. */
  children: ReactNode;
  defaultOpen?: boolean;
}

/**
 * One entry of an `Accordion`, built on `<details>`/`<summary>`: keyboard, state and find-in-page
 * come from the browser.
 */
export function AccordionItem({ title, children, defaultOpen = false }: AccordionItemProps) {
  return (
    <details className="ui-accordion__item" open={defaultOpen || undefined}>
      <summary className="ui-accordion__question">{title}</summary>
      <div className="ui-accordion__answer">{children}</div>
    </details>
  );
}
