import { useState } from 'react';
import { Badge } from './badge';
import { classNames } from './class-names';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** Whose picture: the accessible name, and the initials when there is no picture. */
  name: string;
  /** The picture; the initials show while it is missing or fails to load. */
  src?: string | null;
  /** 32, 40 (default), 56 or 72 px: the space is fixed, so a picture arriving moves nothing. */
  size?: AvatarSize;
  /** True when the name is written beside it anyway: then it is hidden from screen readers. */
  decorative?: boolean;
  /** Accessible label of a red dot on it, e.g. 'Unread messages'. */
  badge?: string;
  className?: string;
}

const pixels: Record<AvatarSize, number> = { sm: 32, md: 40, lg: 56, xl: 72 };

/** The first letters of the first two words, e.g. 'Lucky Star' -> 'LS', 'player_01' -> 'P'. */
function initialsOf(name: string): string {
  const letters = name
    .split(/[\s_.-]+/)
    .map((word) => [...word][0] ?? '')
    .filter((first) => /\p{L}/u.test(first));
  return (letters.length > 0 ? letters.slice(0, 2).join('') : ([...name.trim()][0] ?? '')).toUpperCase();
}

/** A player's picture, or their initials, in a circle. */
export function Avatar({ name, src, size = 'md', decorative = false, badge, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const avatarClassName = classNames('ui-avatar', `ui-avatar--${size}`, className);
  const content = (
    <>
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          width={pixels[size]}
          height={pixels[size]}
          decoding="async"
          className="ui-avatar__image"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span className="ui-avatar__initials" aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      {badge ? (
        <span className="ui-avatar__badge" aria-hidden="true">
          <Badge label={badge} />
        </span>
      ) : null}
    </>
  );
  if (decorative) {
    return (
      <span aria-hidden="true" className={avatarClassName}>
        {content}
      </span>
    );
  }
  return (
    <span role="img" aria-label={badge ? `${name}, ${badge}` : name} className={avatarClassName}>
      {content}
    </span>
  );
}
