import type { ReactNode } from 'react';
import { classNames } from './class-names';

export type BadgeTone = 'primary' | 'success' | 'danger' | 'neutral';

/**
 * Without `children`: a red dot flagging something new, named by `label`.
 * With `children`: a small pill of text, e.g. 'New' or 'VIP 3'.
 */
export type BadgeProps =
  | {
      /** What the dot means, e.g. 'Rewards to collect'. */
      label: string;
      children?: undefined;
      tone?: undefined;
      className?: string;
    }
  | {
      children: ReactNode;
      /** 'primary' (gold) by default. */
      tone?: BadgeTone;
      label?: undefined;
      className?: string;
    };

/** A red dot (something new to see) or a short status pill. */
export function Badge({ label, children, tone = 'primary', className }: BadgeProps) {
  if (children === undefined) {
    return <span role="img" aria-label={label} className={classNames('ui-badge', className)} />;
  }
  return <span className={classNames('ui-badge-pill', `ui-badge-pill--${tone}`, className)}>{children}</span>;
}
