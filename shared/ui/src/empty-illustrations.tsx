import type { ReactElement } from 'react';

/** What a list has none of: each kind has its own picture. */
export type EmptyIllustrationKind = 'records' | 'messages' | 'search' | 'likes' | 'accounts';

export interface EmptyIllustrationProps {
  kind: EmptyIllustrationKind;
}

/** The soft glow and the sparkles every picture stands on, so the set reads as one family. */
function Stage() {
  return (
    <>
      <ellipse cx="60" cy="80" rx="42" ry="6" className="ui-illustration__shadow" />
      <circle cx="60" cy="44" r="38" className="ui-illustration__glow" />
      <path d="M14 20l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" className="ui-illustration__spark" />
      <path d="M102 54l1.5 3 3 1.5-3 1.5-1.5 3-1.5-3-3-1.5 3-1.5z" className="ui-illustration__spark" />
    </>
  );
}

const drawings: Record<EmptyIllustrationKind, () => ReactElement> = {
  // A receipt with blank lines: no transactions, rounds or rewards yet.
  records: () => (
    <>
      <path
        d="M38 14h44v62l-5.5-4-5.5 4-5.5-4-5.5 4-5.5-4-5.5 4-5.5-4-5.5 4z"
        className="ui-illustration__paper"
      />
      <path d="M46 28h28M46 38h22M46 48h28M46 58h16" className="ui-illustration__line" />
      <circle cx="78" cy="22" r="9" className="ui-illustration__accent" />
      <path d="M74 22h8" className="ui-illustration__mark" />
    </>
  ),
  // An envelope, closed, with nothing waiting in it.
  messages: () => (
    <>
      <rect x="28" y="26" width="64" height="44" rx="6" className="ui-illustration__paper" />
      <path d="M30 30l30 22 30-22" className="ui-illustration__line" />
      <path d="M82 16q6-8 12 0M88 10q8-10 16 0" className="ui-illustration__outline" />
      <circle cx="90" cy="28" r="7" className="ui-illustration__accent" />
    </>
  ),
  // A magnifier over an empty card: the search found nothing.
  search: () => (
    <>
      <rect x="26" y="20" width="48" height="54" rx="6" className="ui-illustration__paper" />
      <path d="M34 32h24M34 42h16" className="ui-illustration__line" />
      <circle cx="70" cy="48" r="16" className="ui-illustration__lens" />
      <path d="M82 60l12 12" className="ui-illustration__handle" />
      <path d="M66 44q4-4 8 0" className="ui-illustration__outline" />
    </>
  ),
  // An outlined heart waiting to be filled: no liked games.
  likes: () => (
    <>
      <path
        d="M60 72C40 58 30 48 30 36a14 14 0 0 1 30-6 14 14 0 0 1 30 6c0 12-10 22-30 36z"
        className="ui-illustration__paper"
      />
      <path d="M60 62C46 52 40 45 40 37a8 8 0 0 1 16-3" className="ui-illustration__outline" />
      <circle cx="86" cy="22" r="7" className="ui-illustration__accent" />
    </>
  ),
  // A wallet with an empty card slot: no payout account saved.
  accounts: () => (
    <>
      <rect x="26" y="24" width="68" height="48" rx="8" className="ui-illustration__paper" />
      <path d="M34 24l36-12 6 12" className="ui-illustration__outline" />
      <rect x="70" y="40" width="24" height="16" rx="4" className="ui-illustration__lens" />
      <circle cx="80" cy="48" r="3.5" className="ui-illustration__accent" />
    </>
  ),
};

/**
 * A small picture for an empty list (ADR 0052): inline, drawn in the theme's colours, 120x88
 * fixed, hidden from screen readers (the empty state's title says it).
 */
export function EmptyIllustration({ kind }: EmptyIllustrationProps) {
  const Drawing = drawings[kind];
  return (
    <svg viewBox="0 0 120 88" width="120" height="88" aria-hidden="true" className="ui-illustration">
      <Stage />
      <Drawing />
    </svg>
  );
}
