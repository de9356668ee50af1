import './styles.css';

export { Accordion, AccordionItem, type AccordionItemProps, type AccordionProps } from './accordion';
export { Avatar, type AvatarProps, type AvatarSize } from './avatar';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs';
export { Button, type ButtonLook, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Card, type CardProps } from './card';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Chip, ChipGroup, type ChipGroupProps, type ChipProps } from './chip';
export { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from './choice-group';
export { CountUp, type CountUpProps } from './count-up';
export { Countdown, type CountdownProps, useCountdown } from './countdown';
export { Dialog, type DialogProps } from './dialog';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { Field, type FieldControlProps, type FieldProps } from './field';
export { Form, FormError, type FormErrorProps, type FormProps } from './form';
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
export { InfiniteList, type InfiniteListProps } from './infinite-list';
export type { LinkTarget } from './link-target';
export { ButtonLink, type ButtonLinkProps, TextLink, type TextLinkProps } from './links';
export { List, ListItem, type ListItemProps, ListLink, type ListLinkProps, type ListProps } from './list';
export { LoadingBar, type LoadingBarProps } from './loading-bar';
export { Modal, type ModalProps } from './modal';
export { Notice, type NoticeProps, type NoticeTone } from './notice';
export { Page, type PageProps } from './page';
export { PageHeader, type PageHeaderProps } from './page-header';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export {
  createSectionPage,
  type SectionCrumb,
  SectionPage,
  type SectionPageProps,
  type SectionPageSpec,
  type SectionRouteOptions,
  sectionRoute,
} from './section-page';
export { Select, type SelectOption, type SelectProps } from './select';
export { Sheet, type SheetProps } from './sheet';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { Stepper, type StepperProps, type StepperStep } from './stepper';
export { TabBar, type TabBarItem, type TabBarLinkProps, type TabBarProps } from './tab-bar';
export { SegmentedTabs, type SegmentedTabsProps, type TabItem, Tabs, type TabsProps } from './tabs';
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
export { TextArea, type TextAreaProps } from './text-area';
export { TextField, type TextFieldProps } from './text-field';
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
