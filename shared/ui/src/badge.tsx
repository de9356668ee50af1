import { classNames } from './class-names';

export interface BadgeProps {
  /** What the dot means, e.g. 'Rewards to collect'. */
  label: string;
  className?: string;
}

/** A red dot flagging something new, such as a reward waiting to be collected. */
export function Badge({ label, className }: BadgeProps) {
  return <span role="img" aria-label={label} className={classNames('ui-badge', className)} />;
}
