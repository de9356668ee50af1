import { useTranslation } from '@casino/platform';
import { ErrorPanel, Skeleton } from '@casino/ui';
import type { ReactNode } from 'react';
import { errorText } from './error-text';
import type { ApiData } from './use-api-data';

/** Shows a loaded call's content, its skeleton while loading, or its error with a retry. */
export function LoadState<T>({
  state,
  height,
  children,
}: {
  state: ApiData<T>;
  /** The skeleton's height: the space the content takes, so nothing shifts when it arrives. */
  height: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  if (state.error) {
    return <ErrorPanel title={errorText(t, state.error)} actionLabel={t('retry')} onAction={state.reload} />;
  }
  if (!state.data) return <Skeleton height={height} />;
  return <>{children(state.data)}</>;
}
