// `@casino/ui/display`: accordions, avatars, countdowns, counting numbers, infinite lists,
// progress bars and steppers.
export { Accordion, AccordionItem, type AccordionItemProps, type AccordionProps } from './accordion';
export { Avatar, type AvatarProps, type AvatarSize } from './avatar';
export { CountUp, type CountUpProps } from './count-up';
export { Countdown, type CountdownProps, useCountdown } from './countdown';
export { InfiniteList, type InfiniteListProps } from './infinite-list';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { Stepper, type StepperProps, type StepperStep } from './stepper';
