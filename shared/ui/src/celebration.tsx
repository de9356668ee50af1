import { type CSSProperties, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { classNames } from './class-names';
import { CountUp } from './count-up';
import { prefersReducedMotion } from './reduced-motion';
import { useUiText } from './translations';

/** Coins bursting from the middle (money credited) or confetti falling (a level, an achievement). */
export type CelebrationScene = 'coins' | 'confetti';

export interface CelebrationProps {
  /** Names the celebration for everyone: "Deposit received", "VIP 3 reached!". */
  title: string;
  /** An amount counted up from zero (hundredths when `formatAmount` is the app's money format). */
  amount?: number;
  /** Turns the counted number into text, e.g. `formatMoney`; whole numbers by default. */
  formatAmount?: (value: number) => string;
  /** One line under the title and amount. */
  message?: string;
  /** 'coins' by default. */
  scene?: CelebrationScene;
  /** Drawn above the title, decorative; a coin or a star by default. */
  emblem?: ReactNode;
  /** One action, e.g. "See the benefits"; choosing it ends the celebration first. */
  action?: { label: string; onAction: () => void };
  /** How long it shows, 2.5 s by default; the time stops while focus is inside it. */
  durationMs?: number;
  /** Called once, when it ends: by itself, by Skip, a tap anywhere or Escape. */
  onDone: () => void;
  /** The skip control's name; 'Skip' by default. */
  skipLabel?: string;
}

const celebrationDurationMs = 2_500;

/** The same scattering on every run: a tiny seeded generator, so no render is random. */
function scatter(count: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, () => ({ a: next(), b: next(), c: next(), d: next() }));
}

// Coins fly out and up from the emblem, then fall out of view; confetti falls from above the screen.
const coinParticles = scatter(18, 7).map(({ a, b, c, d }, index) => ({
  id: index,
  style: {
    '--x': `${Math.round((a - 0.5) * 320)}px`,
    '--y': `${Math.round(-120 - b * 220)}px`,
    '--spin': `${Math.round((c - 0.5) * 720)}deg`,
    '--size': `${18 + Math.round(d * 16)}px`,
    '--delay': `${(index % 6) * 45}ms`,
  } as CSSProperties,
}));
const confettiTints = ['primary', 'success', 'tint-1', 'tint-2', 'tint-5', 'text'] as const;
const confettiParticles = scatter(28, 11).map(({ a, b, c, d }, index) => ({
  id: index,
  style: {
    '--x': `${Math.round(a * 100)}vw`,
    '--sway': `${Math.round((b - 0.5) * 120)}px`,
    '--spin': `${Math.round(360 + c * 720)}deg`,
    '--size': `${8 + Math.round(d * 8)}px`,
    '--delay': `${Math.round(b * 500)}ms`,
  } as CSSProperties,
  tint: confettiTints[index % confettiTints.length],
}));

function EmblemArt({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width="72"
      height="72"
      className="ui-celebration__emblem-art"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const coinEmblem = (
  <EmblemArt>
    <circle cx="32" cy="32" r="29" className="ui-celebration__coin-rim" />
    <circle cx="32" cy="32" r="22" className="ui-celebration__coin-face" />
    <path d="M32 18l4 9.5 10 .8-7.6 6.6 2.4 9.8L32 39.5l-8.8 5.2 2.4-9.8-7.6-6.6 10-.8z" />
  </EmblemArt>
);

const starEmblem = (
  <EmblemArt>
    <path
      className="ui-celebration__coin-face"
      d="M32 4l7.6 17.2 18.8 1.8-14.2 12.5 4.2 18.5L32 44.4 15.6 54l4.2-18.5L5.6 23l18.8-1.8z"
    />
  </EmblemArt>
);

/**
 * A short celebration over the page (a deposit credited, a level reached, a big win): the title,
 * an amount counted up and one line, with coins or confetti around them. It takes no room in the
 * page and moves no focus (the page, the balance underneath included, is already right); it ends
 * after `durationMs`, or at once by Skip, a tap anywhere or Escape. Screen readers hear it once in
 * a polite live region. Under reduced motion it is still: no particles, no count, the same words.
 */
export function Celebration(props: CelebrationProps) {
  return createPortal(<CelebrationScreen {...props} />, document.body);
}

function CelebrationScreen({
  title,
  amount,
  formatAmount,
  message,
  scene = 'coins',
  emblem,
  action,
  durationMs = celebrationDurationMs,
  onDone,
  skipLabel,
}: CelebrationProps) {
  const text = useUiText();
  const titleId = useId();
  const [still] = useState(prefersReducedMotion);
  const [paused, setPaused] = useState(false);
  const [announced, setAnnounced] = useState(false);
  const remainingMs = useRef(durationMs);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const ended = useRef(false);
  const end = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    onDoneRef.current();
  }, []);

  // The countdown stops while focus is inside (a keyboard or screen reader user reading it, WCAG 2.2.1).
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(end, remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [paused, end]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') end();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [end]);

  // A live region's text is announced when it changes, so it is filled just after it is in the page.
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(true), 0);
    return () => clearTimeout(timer);
  }, []);

  const format = formatAmount ?? ((value: number) => Math.round(value).toLocaleString());
  // One sentence per part; a part that ends its own sentence ('VIP 3 reached!') gets no extra stop.
  const announcement = [title, amount === undefined ? '' : format(amount), message ?? '']
    .filter(Boolean)
    .map((part, index, parts) => (index < parts.length - 1 && !/[.!?]$/.test(part) ? `${part}.` : part))
    .join(' ');

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape ends it from anywhere (a document listener) and Skip is a real button; the tap anywhere is for fingers.
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={classNames('ui-celebration', `ui-celebration--${scene}`, still && 'ui-celebration--still')}
      style={{ '--celebration-duration': `${durationMs}ms` } as CSSProperties}
      onClick={end}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {still ? null : (
        <div className="ui-celebration__particles" aria-hidden="true">
          {scene === 'coins'
            ? coinParticles.map(({ id, style }) => (
                <span key={id} className="ui-celebration__coin" style={style} />
              ))
            : confettiParticles.map(({ id, style, tint }) => (
                <span
                  key={id}
                  className={`ui-celebration__confetti ui-celebration__confetti--${tint}`}
                  style={style}
                />
              ))}
        </div>
      )}
      <div className="ui-celebration__card">
        <div className="ui-celebration__emblem" aria-hidden="true">
          {emblem ?? (scene === 'coins' ? coinEmblem : starEmblem)}
        </div>
        <h2 id={titleId} className="ui-celebration__title">
          {title}
        </h2>
        {amount === undefined ? null : (
          // The count's passing numbers are noise to a screen reader: the live region says the amount.
          <p className="ui-celebration__amount" aria-hidden="true">
            <CountUp value={amount} format={format} durationMs={Math.min(1_200, durationMs / 2)} />
          </p>
        )}
        {message ? <p className="ui-celebration__message">{message}</p> : null}
        {action ? (
          <Button
            size="sm"
            onClick={(event) => {
              event.stopPropagation();
              end();
              action.onAction();
            }}
          >
            {action.label}
          </Button>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="ui-celebration__skip"
        onClick={(event) => {
          event.stopPropagation();
          end();
        }}
      >
        {skipLabel ?? text('skip')}
      </Button>
      <p role="status" className="ui-visually-hidden">
        {announced ? announcement : ''}
      </p>
    </div>
  );
}
