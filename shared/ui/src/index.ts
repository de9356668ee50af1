import './styles.css';

export { Badge, type BadgeProps } from './badge';
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { CountUp, type CountUpProps } from './count-up';
export { Dialog, type DialogProps } from './dialog';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { IconButton, type IconButtonProps } from './icon-button';
export {
  ChevronLeftIcon,
  CloseIcon,
  CrownIcon,
  GiftIcon,
  HeadsetIcon,
  HomeIcon,
  type IconProps,
  SearchIcon,
  TrophyIcon,
  UserIcon,
  WalletIcon,
} from './icons';
export { InfiniteList, type InfiniteListProps } from './infinite-list';
export { LoadingBar, type LoadingBarProps } from './loading-bar';
export { Modal, type ModalProps } from './modal';
export { PageHeader, type PageHeaderProps } from './page-header';
export {
  createSectionPage,
  type SectionCrumb,
  SectionPage,
  type SectionPageProps,
  type SectionPageSpec,
  type SectionRouteOptions,
  sectionRoute,
} from './section-page';
export { Sheet, type SheetProps } from './sheet';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { TabBar, type TabBarItem, type TabBarLinkProps, type TabBarProps } from './tab-bar';
export { TextField, type TextFieldProps } from './text-field';
export { uiBundles, uiEnUs, uiNamespace, useUiText } from './translations';
