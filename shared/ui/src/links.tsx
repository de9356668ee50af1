import type { ReactNode } from 'react';
import { type ButtonLook, buttonClassName } from './button';
import { classNames } from './class-names';
import { type LinkAttributes, type LinkTarget, splitLinkTarget, TargetLink } from './link-target';

/** A link in running text or under a form: `to` for an app path, `href` for an outside address. */
export type TextLinkProps = LinkTarget &
  LinkAttributes & {
    children: ReactNode;
    /** 'muted' for secondary links such as footers; default is the primary colour. */
    tone?: 'primary' | 'muted';
    /** Gives the link a 44 px tall tap area of its own, for links that stand alone on a line. */
    standalone?: boolean;
  };

/** The app's text link (router navigation for app paths, a plain anchor for outside addresses). */
export function TextLink(props: TextLinkProps) {
  const { target, rest } = splitLinkTarget(props);
  const { children, tone = 'primary', standalone = false, className, ...attributes } = rest;
  return (
    <TargetLink
      target={target}
      attributes={attributes}
      className={classNames(
        'ui-link',
        tone === 'muted' && 'ui-link--muted',
        standalone && 'ui-link--standalone',
        className,
      )}
    >
      {children}
    </TargetLink>
  );
}

/** A link that looks like a `Button`: for navigation ("Deposit", "Log in"), never for actions. */
export type ButtonLinkProps = LinkTarget &
  LinkAttributes &
  ButtonLook & {
    children: ReactNode;
    /** An icon before the label (decorative: the label names the link). */
    icon?: ReactNode;
  };

/** A router link (or outside address) styled as a button of the given variant and size. */
export function ButtonLink(props: ButtonLinkProps) {
  const { target, rest } = splitLinkTarget(props);
  const { children, icon, variant, size, fullWidth, className, ...attributes } = rest;
  return (
    <TargetLink
      target={target}
      attributes={attributes}
      className={classNames(buttonClassName({ variant, size, fullWidth }), className)}
    >
      <span className="ui-button__label">
        {icon}
        {children}
      </span>
    </TargetLink>
  );
}
