import { useTranslation } from '@casino/platform';
import { PageHeader } from '@casino/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export interface AuthLayoutProps {
  title: string;
  children: ReactNode;
}

export function AuthLayout({ title, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="ui-page ui-auth">
      <PageHeader title={title} onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))} />
      <div className="ui-auth__brand" aria-hidden="true">
        <span className="ui-auth__crown">♛</span>
        <span>{t('brand')}</span>
      </div>
      {children}
    </main>
  );
}
