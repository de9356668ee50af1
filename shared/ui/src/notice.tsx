import type { ReactNode } from 'react';
import { classNames } from './class-names';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

export interface NoticeProps {
  children: ReactNode;
  /** Colour and icon; 'info' by default. */
  tone?: NoticeTone;
  /** A bold first line. */
  title?: ReactNode;
  /**
   * How assistive technology hears it: 'status' (default) reads it politely when it appears,
   * 'alert' interrupts (for a problem the player must act on), 'none' for a notice that is simply
   * part of the page.
   */
  announce?: 'status' | 'alert' | 'none';
  className?: string;
}

const toneIcons = { info: InfoIcon, success: CheckIcon, warning: AlertIcon, danger: AlertIcon };

/** A short message in the flow of the page: what happened, or what to know before going on. */
export function Notice({ children, tone = 'info', title, announce = 'status', className }: NoticeProps) {
  const Icon = toneIcons[tone];
  return (
    <div
      role={announce === 'none' ? undefined : announce}
      className={classNames('ui-notice', tone !== 'info' && `ui-notice--${tone}`, className)}
    >
      <Icon className="ui-notice__icon" size={20} />
      <div className="ui-notice__body">
        {title ? <p className="ui-notice__title">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
