import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from './button';
import { classNames } from './class-names';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { useUiText } from './translations';

export type ToastTone = 'info' | 'success' | 'danger';

/** What `showToast` takes. */
export interface ToastOptions {
  message: string;
  /** 'danger' toasts interrupt screen readers; the others wait their turn. 'info' by default. */
  tone?: ToastTone;
  /** How long it stays once shown; 4 s by default, `Infinity` until dismissed. */
  durationMs?: number;
  /** One action, e.g. 'Undo' or 'View'; choosing it dismisses the toast. */
  action?: { label: string; onAction: () => void };
}

interface Toast extends Required<Omit<ToastOptions, 'action'>> {
  id: number;
  action?: ToastOptions['action'];
}

const defaultDurationMs = 4000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Queues a short message ("Card saved") for the app's `ToastRegion`. Returns its id for
 * `dismissToast`. Works from anywhere (a store, an event handler), not only from components.
 */
export function showToast(options: ToastOptions | string): number {
  const {
    message,
    tone = 'info',
    durationMs = defaultDurationMs,
    action,
  } = typeof options === 'string' ? { message: options } : options;
  const id = nextId++;
  setToasts([...toasts, { id, message, tone, durationMs, action }]);
  return id;
}

/** Removes a toast, shown or still queued. */
export function dismissToast(id: number): void {
  setToasts(toasts.filter((toast) => toast.id !== id));
}

/** Removes every toast, e.g. when the player logs out. */
export function clearToasts(): void {
  setToasts([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const readToasts = () => toasts;

export interface ToastRegionProps {
  /** How many toasts show at once; the others wait in order. 3 by default. */
  max?: number;
  /** Names the region for screen readers; 'Notifications' by default. */
  label?: string;
}

/**
 * Where toasts appear: mounted once by the app, near the top of the screen, above the content
 * (it takes no room in the page). Its live regions exist before any toast, so each is announced.
 */
export function ToastRegion({ max = 3, label }: ToastRegionProps) {
  const text = useUiText();
  const shown = useSyncExternalStore(subscribe, readToasts, readToasts).slice(0, max);
  const byTone = (alert: boolean) =>
    shown
      .filter((toast) => (toast.tone === 'danger') === alert)
      .map((toast) => <ToastItem key={toast.id} toast={toast} />);
  return (
    <section aria-label={label ?? text('notifications')} className="ui-toasts">
      <div role="alert" className="ui-toasts__list">
        {byTone(true)}
      </div>
      <div role="status" className="ui-toasts__list">
        {byTone(false)}
      </div>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const text = useUiText();
  // The countdown runs only while the player is not reading the toast (pointer over it or focus
  // inside), so it never disappears under a finger or a screen reader (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);
  const remainingMs = useRef(toast.durationMs);

  useEffect(() => {
    if (paused || !Number.isFinite(remainingMs.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only pause the timer; the controls inside are real buttons.
    <div
      className={classNames('ui-toast', toast.tone !== 'info' && `ui-toast--${toast.tone}`)}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <p className="ui-toast__message">{toast.message}</p>
      {toast.action ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            dismissToast(toast.id);
            toast.action?.onAction();
          }}
        >
          {toast.action.label}
        </Button>
      ) : null}
      <IconButton
        label={text('dismiss')}
        icon={<CloseIcon size={20} />}
        onClick={() => dismissToast(toast.id)}
      />
    </div>
  );
}
