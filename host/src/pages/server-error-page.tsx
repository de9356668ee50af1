import { useTranslation } from '@casino/platform';
import { Button, EmptyState, Page } from '@casino/ui/core';

export interface ServerErrorPageProps {
  onRetry?: () => void;
}

/** The 500 page: shown when the shell itself fails; remotes fail inside their own boundary. */
export function ServerErrorPage({ onRetry = () => window.location.reload() }: ServerErrorPageProps) {
  const { t } = useTranslation();
  return (
    <Page title={t('serverError.title')}>
      <EmptyState
        title={t('serverError.heading')}
        message={t('serverError.message')}
        action={<Button onClick={onRetry}>{t('serverError.retry')}</Button>}
      />
    </Page>
  );
}
