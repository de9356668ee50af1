// `@casino/ui/display`: accordions, avatars, countdowns, counting numbers, empty-list illustrations,
// infinite and paged lists, progress bars, query views, steppers and VIP badges.
export { Accordion, AccordionItem, type AccordionItemProps, type AccordionProps } from './accordion';
export { Avatar, type AvatarProps, type AvatarSize } from './avatar';
export { CountUp, type CountUpProps } from './count-up';
export { Countdown, type CountdownProps, useCountdown } from './countdown';
export {
  EmptyIllustration,
  type EmptyIllustrationKind,
  type EmptyIllustrationProps,
} from './empty-illustrations';
export { InfiniteList, type InfiniteListProps } from './infinite-list';
export { PagedList, type PagedListProps, type PagedQuery } from './paged-list';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { QueryView, type QueryViewProps, type ViewedQuery } from './query-view';
export { Stepper, type StepperProps, type StepperStep } from './stepper';
export { VipBadge, type VipBadgeProps, type VipBadgeSize, type VipBadgeTheme } from './vip-badge';
