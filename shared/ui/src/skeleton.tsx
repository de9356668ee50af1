import type { CSSProperties } from 'react';
import { classNames } from './class-names';

export interface SkeletonProps {
  /** Required so the placeholder reserves exactly the space of the content it stands for. */
  height: CSSProperties['height'];
  width?: CSSProperties['width'];
  shape?: 'rect' | 'circle';
  className?: string;
}

/** A shimmering placeholder of fixed size shown while content loads. */
export function Skeleton({ height, width = '100%', shape = 'rect', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={classNames('ui-skeleton', shape === 'circle' && 'ui-skeleton--circle', className)}
      style={{ width, height }}
    />
  );
}
