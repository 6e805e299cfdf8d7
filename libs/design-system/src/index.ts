export * from './lib/theme/tokens';
export { baseTheme } from './lib/theme/baseTheme';
export { contrastRatio, findContrastProblems } from './lib/theme/contrast';
export {
  DocumentGlobalStyles,
  ThemeProvider,
  createStyleCache,
  documentStyleCache,
  useDirection,
  type Direction,
  type ThemeProviderProps,
} from './lib/theme/ThemeProvider';
export { DocumentStyleSheetLink, activateDocumentStyleSheet } from './lib/styles/documentStyleSheet';
export { Button, type ButtonProps } from './lib/button/Button';
export type { ButtonSize, ButtonVariant } from './lib/button/Button.styles';
export {
  Link,
  NavLink,
  ExternalLink,
  type LinkProps,
  type NavLinkProps,
  type ExternalLinkProps,
  type LinkAppearance,
} from './lib/link/Link';
export {
  PathLink,
  ClientNavigation,
  isCurrentPath,
  CLIENT_NAVIGATION_ATTRIBUTE,
  type PathLinkProps,
} from './lib/link/PathLink';
export { Spinner, type SpinnerProps } from './lib/spinner/Spinner';
export { VisuallyHidden, visuallyHidden, visuallyHiddenOnPhones } from './lib/visually-hidden/VisuallyHidden';
export { TextField, type TextFieldProps } from './lib/text-field/TextField';
export { Select, type SelectProps, type SelectOption } from './lib/select/Select';
export { BirthdayPicker, type BirthdayPickerProps } from './lib/birthday-picker/BirthdayPicker';
export { normaliseBirthDate, isOldEnough } from './lib/birthday-picker/normaliseBirthDate';
export { Checkbox, type CheckboxProps } from './lib/checkbox/Checkbox';
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  type RadioValue,
  type RadioGroupDirection,
  type RadioGroupVariant,
} from './lib/radio-group/RadioGroup';
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './lib/tabs/Tabs';
export { Dialog, type DialogProps } from './lib/dialog/Dialog';
export type { DialogSize } from './lib/dialog/Dialog.styles';
export { BackgroundLock, type BackgroundLockProps } from './lib/dialog/BackgroundLock';
export {
  ToastProvider,
  useToast,
  DEFAULT_TOAST_DURATION_MS,
  type ToastProviderProps,
  type ToastApi,
  type ToastOptions,
  type ToastTone,
} from './lib/toast/Toast';
export {
  Skeleton,
  SkeletonText,
  type SkeletonProps,
  type SkeletonTextProps,
  type SkeletonVariant,
} from './lib/skeleton/Skeleton';
export { Card, type CardProps } from './lib/card/Card';
export { Badge, type BadgeProps, type BadgeTone } from './lib/badge/Badge';
export { Countdown, formatCountdown, type CountdownProps } from './lib/countdown/Countdown';
export { LogoLockup, type LogoLockupProps } from './lib/logo-lockup/LogoLockup';
export { ProgressBar, type ProgressBarProps } from './lib/progress-bar/ProgressBar';
export { withAlpha } from './lib/theme/colour';
export { renderedNearScreen } from './lib/offscreen/renderedNearScreen';
export {
  themed,
  themedVariants,
  defineStyle,
  styleParts,
  type ThemedStyle,
  type StyleParts,
  type StylePart,
  type VariantValues,
} from './lib/theme/themed';
export { Stack, Inline, type StackProps, type InlineProps, type LayoutElement } from './lib/layout/Stack';
export type { StackAlign, InlineAlign, InlineJustify } from './lib/layout/Stack.styles';
export { Heading, Text, type HeadingProps, type TextProps, type TextElement } from './lib/typography/Text';
export type { HeadingLevel, TextAlign, TextTone, TextWeight } from './lib/typography/Text.styles';
export { Notice, type NoticeProps, type NoticeUrgency } from './lib/notice/Notice';
export type { NoticeTone, NoticeAppearance } from './lib/notice/Notice.styles';
export { LoadError, type LoadErrorProps } from './lib/notice/LoadError';
export { ConfirmDialog, type ConfirmDialogProps } from './lib/confirm-dialog/ConfirmDialog';
export { InlineConfirm, type InlineConfirmProps } from './lib/inline-confirm/InlineConfirm';
export { Section, type SectionProps } from './lib/section/Section';
export { CardGrid, type CardGridProps } from './lib/card-grid/CardGrid';
export type { CardGridMin } from './lib/card-grid/CardGrid.styles';
export { DescriptionList, type DescriptionListProps } from './lib/description-list/DescriptionList';
export type { DescriptionListLayout } from './lib/description-list/DescriptionList.styles';
