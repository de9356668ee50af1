import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

export type TextTone = 'default' | 'muted' | 'primary' | 'success' | 'danger';
export type TextSize = 'xs' | 'sm' | 'md' | 'lg';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element; `p` by default. `time` takes `dateTime`. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'time';
  /** 'muted' for secondary text (hints, details under a title). */
  tone?: TextTone;
  size?: TextSize;
  weight?: 'regular' | 'semibold' | 'bold';
  align?: 'start' | 'center' | 'end';
  /** Tabular digits, so changing numbers (money, counts) keep their width. */
  numeric?: boolean;
  /** For `as="time"`: the machine-readable date. */
  dateTime?: string;
}

/** Running text with the theme's tones and sizes. */
export function Text({
  as: Element = 'p',
  tone = 'default',
  size,
  weight,
  align,
  numeric = false,
  className,
  ...attributes
}: TextProps) {
  return (
    <Element
      {...attributes}
      className={classNames(
        'ui-text',
        // `ui-text-muted` predates the other tones; it stays the muted class (a contract with 1.1 remotes).
        tone === 'muted' ? 'ui-text-muted' : tone !== 'default' && `ui-text--${tone}`,
        size && `ui-text--${size}`,
        weight && weight !== 'regular' && `ui-text--${weight}`,
        align && align !== 'start' && `ui-text--${align}`,
        numeric && 'ui-text--numeric',
        className,
      )}
    />
  );
}

export interface SectionTitleProps extends HTMLAttributes<HTMLElement> {
  /** The heading level (`h2` by default) or `legend` when it titles a fieldset. */
  as?: 'h2' | 'h3' | 'h4' | 'legend';
  /** Beside the title, e.g. a "See all" link; the two share a row. */
  trailing?: ReactNode;
}

/** The title of a section of a page (or of a fieldset, as its `legend`). */
export function SectionTitle({
  as: Element = 'h2',
  trailing,
  className,
  children,
  ...attributes
}: SectionTitleProps) {
  if (Element === 'legend') {
    // A legend must be the fieldset's first child, so the trailing part goes inside it.
    return (
      <legend {...attributes} className={classNames('ui-section-title', 'ui-section-header', className)}>
        {children}
        {trailing}
      </legend>
    );
  }
  const title = (
    <Element {...attributes} className={classNames('ui-section-title', className)}>
      {children}
    </Element>
  );
  if (trailing === undefined) return title;
  return (
    <div className="ui-section-header">
      {title}
      {trailing}
    </div>
  );
}

export interface ProseProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article';
}

/** Long-form text (rules, terms, FAQ answers): spaced paragraphs and lists in the muted tone. */
export function Prose({ as: Element = 'div', className, ...attributes }: ProseProps) {
  return <Element {...attributes} className={classNames('ui-prose', className)} />;
}

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'legend';
}

/** Content for screen readers only: read aloud, takes no space on screen. */
export function VisuallyHidden({ as: Element = 'span', className, ...attributes }: VisuallyHiddenProps) {
  return <Element {...attributes} className={classNames('ui-visually-hidden', className)} />;
}
