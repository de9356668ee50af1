import { Page, Skeleton } from '@casino/ui/core';
import { useShowPageLoading } from '../app/page-loading';

/** Holds the page's space while its code loads, so nothing shifts when it arrives. */
export function PageSkeleton() {
  useShowPageLoading();
  return (
    <Page as="div" busy>
      <Skeleton height={28} width="55%" />
      <Skeleton height={160} />
      <Skeleton height={72} />
      <Skeleton height={72} />
    </Page>
  );
}
