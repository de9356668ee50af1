import { setLocale, useTranslation } from '@casino/platform';
import { Link, NavLink, Outlet, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { List, ListLink, Page, SectionTitle, Text, ToastRegion } from '../src';
import styles from './gallery.module.css';
import { galleryGroups } from './gallery-page';
import { galleryPages } from './pages';

const pagesOf = (group: string) => galleryPages.filter((page) => page.group === group);

function LocaleSwitch() {
  const { i18n } = useTranslation();
  return (
    <label className={styles.locale}>
      <span className="ui-visually-hidden">Language of the default labels</span>
      <select value={i18n.language} onChange={(event) => void setLocale(event.target.value)}>
        <option value="en-US">English</option>
        <option value="fil-PH">Filipino</option>
      </select>
    </label>
  );
}

function GalleryFrame() {
  // Relative to wherever the gallery is mounted, the last path segment names the page.
  const lastSegment = useLocation().pathname.split('/').filter(Boolean).at(-1);
  const current = galleryPages.find((page) => page.id === lastSegment);
  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        {current ? (
          <Link to="." className={styles.back} aria-label="All components">
            ‹
          </Link>
        ) : null}
        <Link to="." className={styles.brand}>
          <span aria-hidden="true" className={styles.crown}>
            ♛
          </span>
          Royal Casino UI
        </Link>
        <LocaleSwitch />
      </header>
      <nav className={styles.sidebar} aria-label="Components">
        {galleryGroups.map((group) => (
          <div key={group} className={styles.sidebarGroup}>
            <p className={styles.sidebarTitle}>{group}</p>
            <ul>
              {pagesOf(group).map((page) => (
                <li key={page.id}>
                  <NavLink to={page.id} className={styles.sidebarLink}>
                    {page.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
      <ToastRegion />
    </div>
  );
}

function GalleryIndex() {
  return (
    <Page
      title="Design system"
      lead={`@casino/ui: ${galleryPages.length} demo pages, every variant and state.`}
    >
      {galleryGroups.map((group) => (
        <section key={group} className={styles.indexGroup} aria-labelledby={`group-${group}`}>
          <SectionTitle id={`group-${group}`}>{group}</SectionTitle>
          <List>
            {pagesOf(group).map((page) => (
              <ListLink key={page.id} to={page.id} description={page.summary}>
                {page.title}
              </ListLink>
            ))}
          </List>
        </section>
      ))}
    </Page>
  );
}

function GalleryPageView() {
  const { pageId } = useParams();
  const page = galleryPages.find((candidate) => candidate.id === pageId);
  if (!page) return <UnknownPage />;
  const { Demos } = page;
  return (
    <Page title={page.title} lead={page.summary} data-gallery-page={page.id}>
      <Demos />
    </Page>
  );
}

function UnknownPage() {
  return (
    <Page title="No such demo">
      <Text>
        <Link to="..">Back to all components</Link>
      </Text>
    </Page>
  );
}

/**
 * The gallery's routes, relative to where they are mounted: the index at the mount point and one
 * page per component below it (`button`, `tabs`, ...). A dev server mounts it under any path,
 * e.g. `<Route path="/ui/*" element={<GalleryRoutes />} />`.
 */
export function GalleryRoutes() {
  return (
    <Routes>
      <Route element={<GalleryFrame />}>
        <Route index element={<GalleryIndex />} />
        <Route path=":pageId" element={<GalleryPageView />} />
      </Route>
    </Routes>
  );
}
