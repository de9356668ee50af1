import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';

/**
 * Where a link goes: an in-app path (`to`, through the router, so the page does not reload) or
 * an address outside the app (`href`, a plain anchor; `external` opens it in a new tab).
 */
export type LinkTarget =
  | { to: To; replace?: boolean; href?: never; external?: never }
  | { href: string; external?: boolean; to?: never; replace?: never };

/** The anchor attributes a link component passes through; `className` adds the caller's own classes. */
export type LinkAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/** Renders `target` as a router `Link` or a plain `<a>` with the given class and content. */
export function TargetLink({
  target,
  className,
  children,
  attributes,
}: {
  target: LinkTarget;
  className: string;
  children: ReactNode;
  attributes: LinkAttributes;
}) {
  if (target.to !== undefined) {
    return (
      <Link {...attributes} to={target.to} replace={target.replace} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a
      {...attributes}
      href={target.href}
      className={className}
      {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

/** Splits a link component's props into its target and the anchor attributes. */
export function splitLinkTarget<Props extends LinkTarget>(
  props: Props,
): { target: LinkTarget; rest: Omit<Props, keyof LinkTarget> } {
  const { to, replace, href, external, ...rest } = props as LinkTarget & Record<string, unknown>;
  const target: LinkTarget =
    to !== undefined ? { to, replace } : { href: href as string, external: external as boolean | undefined };
  return { target, rest: rest as Omit<Props, keyof LinkTarget> };
}
