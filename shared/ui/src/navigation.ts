// `@casino/ui/navigation`: tabs and segmented tabs, breadcrumbs, and a remote's section page
// (back button, title, breadcrumbs from Home) with `sectionRoute`.
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs';
export {
  createSectionPage,
  type SectionCrumb,
  SectionPage,
  type SectionPageProps,
  type SectionPageSpec,
  type SectionRouteOptions,
  sectionRoute,
} from './section-page';
export { SegmentedTabs, type SegmentedTabsProps, type TabItem, Tabs, type TabsProps } from './tabs';
