import { useTranslation } from '@casino/platform';
import { Page } from '@casino/ui/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './auth-layout.module.css';

export interface AuthLayoutProps {
  title: string;
  children: ReactNode;
}

export function AuthLayout({ title, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={title} onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
      <div className={styles.brand} aria-hidden="true">
        <span className={styles.crown}>♛</span>
        <span>{t('brand')}</span>
      </div>
      {children}
    </Page>
  );
}
