import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: `section` (default, name it with `aria-labelledby`), `div`, `article`, `nav`, `aside`. */
  as?: 'section' | 'div' | 'article' | 'nav' | 'aside';
  /** Spaces and tones running text inside, as `Prose` does. */
  prose?: boolean;
  /** 'raised' lifts a card that leads the page, e.g. a balance. */
  tone?: 'default' | 'raised';
}

/** A surface grouping related content: a rounded panel on the page background. */
export function Card({
  as: Element = 'section',
  prose = false,
  tone = 'default',
  className,
  ...attributes
}: CardProps) {
  return (
    <Element
      {...attributes}
      className={classNames(
        'ui-card',
        tone === 'raised' && 'ui-card--raised',
        prose && 'ui-prose',
        className,
      )}
    />
  );
}
