import { Skeleton } from '@casino/ui';
import { useShowPageLoading } from '../app/page-loading';

/** Holds the page's space while its code loads, so nothing shifts when it arrives. */
export function PageSkeleton() {
  useShowPageLoading();
  return (
    <div className="ui-page" aria-busy="true">
      <Skeleton height={28} width="55%" />
      <Skeleton height={160} />
      <Skeleton height={72} />
      <Skeleton height={72} />
    </div>
  );
}
