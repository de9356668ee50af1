import { useTranslation } from '@casino/platform';
import { Button, EmptyState, Page } from '@casino/ui/core';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeMetaStore } from '../app/route-meta';

/** Spec 8: unmatched paths and failed route validation. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => routeMetaStore.setState({ name: undefined, hideNav: true, hideTabBar: false }), []);
  return (
    <Page title={t('notFound.title')}>
      <EmptyState
        title={t('notFound.heading', { path: pathname })}
        message={t('notFound.message')}
        action={<Button onClick={() => navigate('/')}>{t('notFound.home')}</Button>}
      />
    </Page>
  );
}
