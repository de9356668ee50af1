import { useTranslation } from '@casino/platform';
import type { ComponentType, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from './page-header';
import { useShellTopBar } from './shell-top-bar';
import { useUiText } from './translations';

export interface SectionCrumb {
  label: string;
  href?: string;
}

export interface SectionPageProps {
  title: string;
  /** The trail between Home and this page, e.g. the section's index page. */
  trail?: readonly SectionCrumb[];
  intro?: string;
  children?: ReactNode;
}

/**
 * A remote page's frame: back button, title, breadcrumbs from Home, optional intro. Under the
 * shell's top bar (a bottom tab's own page: the route table does not hide the nav there) the tab
 * bar is the way there and back, so it is only the title and intro (ADR 0054).
 */
export function SectionPage({ title, trail = [], intro, children }: SectionPageProps) {
  const text = useUiText();
  const navigate = useNavigate();
  const tabRoot = useShellTopBar();
  const crumbs: SectionCrumb[] = [{ label: text('home'), href: '/' }, ...trail, { label: title }];
  if (tabRoot)
    return (
      <main className="ui-page">
        <h1 className="ui-page__title">{title}</h1>
        {intro ? <p className="ui-page__intro">{intro}</p> : null}
        {children}
      </main>
    );
  return (
    <main className="ui-page">
      <PageHeader
        title={title}
        backLabel={text('back')}
        onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
      />
      <nav aria-label={text('breadcrumb')} className="ui-breadcrumbs">
        <ol className="ui-breadcrumbs__list">
          {crumbs.map((crumb, index) => (
            <li key={crumb.href ?? crumb.label} className="ui-breadcrumbs__item">
              {crumb.href && index < crumbs.length - 1 ? (
                <Link to={crumb.href} className="ui-breadcrumbs__link">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {intro ? <p className="ui-page__intro">{intro}</p> : null}
      {children}
    </main>
  );
}

export interface SectionPageSpec {
  /** The remote's i18n namespace. */
  namespace: string;
  /** Key under `pages.` in that namespace holding `title` and `intro`. */
  pageKey: string;
  /** Page keys (with their paths) between Home and this page. */
  parents?: readonly { pageKey: string; href: string }[];
}

/**
 * A page whose content is its title, breadcrumbs and introduction from the remote's
 * translations: how a squad ships a route before its feature work lands.
 */
export function createSectionPage({ namespace, pageKey, parents = [] }: SectionPageSpec): ComponentType {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the plugin is defined, never during a render
  return function TranslatedSectionPage() {
    const { t } = useTranslation(namespace);
    return (
      <SectionPage
        title={t(`pages.${pageKey}.title`)}
        intro={t(`pages.${pageKey}.intro`)}
        trail={parents.map((parent) => ({ label: t(`pages.${parent.pageKey}.title`), href: parent.href }))}
      />
    );
  };
}

export interface SectionRouteOptions {
  parents?: readonly { pageKey: string; href: string }[];
}

/**
 * A remote route whose page is a `createSectionPage` page: `path`, `titleKey`, `hideNav` and a
 * lazy `load`, plus whatever route fields (guard, name, validate) are passed through.
 */
export function sectionRoute<Extra extends object>(
  namespace: string,
  path: string,
  pageKey: string,
  { parents = [], ...extra }: SectionRouteOptions & Extra = {} as SectionRouteOptions & Extra,
) {
  return {
    path,
    titleKey: `pages.${pageKey}.title`,
    hideNav: true,
    load: async () => ({ default: createSectionPage({ namespace, pageKey, parents }) }),
    ...extra,
  };
}
