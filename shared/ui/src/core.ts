// `@casino/ui/core`: what nearly every page draws, the app frame included: layout and text,
// buttons and links, lists, icons, status (badges, notices, spinners, skeletons, empty and error
// states), the tab bar, toasts, the `ui` namespace's texts, and `Field` and `Select` (the lobby's
// language picker; `@casino/ui/forms` has them too). Each entry point is a shared module
// of its own (ADR 0022), so a route loads only the groups it uses. The entries hold no CSS: the
// stylesheet is `@casino/ui/styles.css`, which the host loads at start (and a dev app imports).
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Button, type ButtonLook, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { CallFailure, type CallFailureProps } from './call-failure';
export { Card, type CardProps } from './card';
export { Chip, ChipGroup, type ChipGroupProps, type ChipProps } from './chip';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { Field, type FieldControlProps, type FieldProps } from './field';
export { IconButton, type IconButtonProps } from './icon-button';
export {
  AlertIcon,
  BellIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CrownIcon,
  GiftIcon,
  HeadsetIcon,
  HeartIcon,
  HomeIcon,
  type IconProps,
  InfoIcon,
  MailIcon,
  SearchIcon,
  TrophyIcon,
  UserIcon,
  WalletIcon,
} from './icons';
export type { LinkTarget } from './link-target';
export { ButtonLink, type ButtonLinkProps, TextLink, type TextLinkProps } from './links';
export { List, ListItem, type ListItemProps, ListLink, type ListLinkProps, type ListProps } from './list';
export { LoadingBar, type LoadingBarProps } from './loading-bar';
export { Notice, type NoticeProps, type NoticeTone } from './notice';
export { Page, type PageProps } from './page';
export { PageHeader, type PageHeaderProps } from './page-header';
export { prefersReducedMotion } from './reduced-motion';
export { Select, type SelectOption, type SelectProps } from './select';
export { ShellTopBarContext } from './shell-top-bar';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { TabBar, type TabBarItem, type TabBarLinkProps, type TabBarProps } from './tab-bar';
export {
  Prose,
  type ProseProps,
  SectionTitle,
  type SectionTitleProps,
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './text';
export {
  clearToasts,
  dismissToast,
  showToast,
  type ToastOptions,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
} from './toast';
export { uiBundles, uiEnUs, uiNamespace, useUiText } from './translations';
