import type { CSSProperties } from 'react';
import { classNames } from './class-names';

export type VipBadgeSize = 'sm' | 'md' | 'lg';

/** A VIP level's colour theme: its `showType` (spec 3), 1 to 6. */
export type VipBadgeTheme = 1 | 2 | 3 | 4 | 5 | 6;

export interface VipBadgeProps {
  /** The VIP level written on the badge; 0 draws the plain badge of a player not yet VIP. */
  level: number;
  /** The level's colour theme (its `showType`, 1 to 6): the badge takes `--vip-tint-<theme>`. */
  theme: VipBadgeTheme;
  /** 24, 40 (default) or 64 px square: fixed, so nothing moves around it. */
  size?: VipBadgeSize;
  /** The accessible name, e.g. 'VIP 3'; leave it out when the level is written beside the badge. */
  label?: string;
  className?: string;
}

const pixels: Record<VipBadgeSize, number> = { sm: 24, md: 40, lg: 64 };

/**
 * The crown on top, from the third theme up, with one more point per theme (two to five): the
 * higher the level, the richer the badge. Null below the third theme.
 */
function crownPath(theme: VipBadgeTheme): string | null {
  const points = theme - 1;
  if (points < 2) return null;
  const step = 18 / (points - 1);
  const peaks = Array.from({ length: points }, (_, index) => 11 + index * step);
  const outline = peaks.flatMap((x, index) =>
    index < points - 1 ? [`L${x.toFixed(1)} 3`, `L${(x + step / 2).toFixed(1)} 8`] : [`L${x.toFixed(1)} 3`],
  );
  return `M11 12 ${outline.join(' ')} L29 12 Z`;
}

/**
 * A VIP level's badge: a shield in the level's theme colour with the level on it, crowned from the
 * third theme up. Drawn inline so it follows the theme variables and costs no request.
 */
export function VipBadge({ level, theme, size = 'md', label, className }: VipBadgeProps) {
  const side = pixels[size];
  const crown = crownPath(theme);
  const tint = level > 0 ? `var(--vip-tint-${theme})` : 'var(--color-text-muted)';
  return (
    <svg
      viewBox="0 0 40 40"
      width={side}
      height={side}
      className={classNames('ui-vip-badge', className)}
      style={{ '--vip-badge-tint': tint } as CSSProperties}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {crown ? (
        <path d={crown} className="ui-vip-badge__crown" strokeWidth="1" strokeLinejoin="round" />
      ) : null}
      <path
        d="M20 8 L33 12.5 V21 C33 29 27 34 20 37 C13 34 7 29 7 21 V12.5 Z"
        className="ui-vip-badge__shield"
      />
      <path
        d="M20 11 L30.5 14.6 V21 C30.5 27.5 25.8 31.6 20 34.2 C14.2 31.6 9.5 27.5 9.5 21 V14.6 Z"
        fill="none"
        stroke="rgb(255 255 255 / 55%)"
        strokeWidth="1.2"
      />
      <path d="M20 11 L30.5 14.6 V18 C24 17 16 20 9.5 19 V14.6 Z" fill="rgb(255 255 255 / 18%)" />
      <text
        x="20"
        y="27.5"
        textAnchor="middle"
        fontSize={level >= 10 ? 11 : 13}
        fontWeight="800"
        fill="#fff"
        className="ui-vip-badge__level"
      >
        {level}
      </text>
    </svg>
  );
}
