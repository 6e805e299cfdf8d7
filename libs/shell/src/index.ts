export type { NavItem, LayoutProps } from './lib/layout/types';
export { BasicLayout } from './lib/layout/BasicLayout';
export { PanelLayout } from './lib/layout/PanelLayout';
export { ShellLayout } from './lib/layout/ShellLayout';
export { useNavItems } from './lib/layout/useNavItems';
export { ShellIcon, type ShellIconName } from './lib/layout/icons';
export { MAIN_CONTENT_ID, COPYRIGHT_YEAR } from './lib/layout/common';
export { LanguageSwitcher, SET_LOCALE_PATH } from './lib/language/LanguageSwitcher';
export { AfterHydration } from './lib/document/AfterHydration';
export { ShellDocument } from './lib/document/ShellDocument';
export { ShellFrame, type ShellFrameProps } from './lib/document/ShellFrame';
export { shellClientLoader } from './lib/document/shellClientLoader';
export { ROOT_ROUTE_ID, type ShellData } from './lib/document/shellData';
export {
  ModalHost,
  lazyModal,
  MODAL_PARAM,
  PAYMENT_METHOD_PARAM,
  type ModalProps,
  type ModalRegistry,
} from './lib/modals/ModalHost';
export { readNavigationHistory, NAVIGATION_HISTORY_SIZE, GAME_PAGE_PREFIX } from './lib/navigation/navigationHistory';
export { SessionEndedNotice } from './lib/session/SessionEndedNotice';
export { sessionAlertKeys } from './lib/session/sessionAlertKeys';
