import { createContext, useCallback, useContext, useId, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useDirection } from '../theme/ThemeProvider';
import { tabListStyles, tabPanelStyles, tabStyles } from './Tabs.styles';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be used inside <Tabs>.`);
  return context;
}

// Tab values may hold any character; ids (and the space-separated aria-controls) may not.
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');
const tabId = (baseId: string, value: string) => `${baseId}-tab-${idPart(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idPart(value)}`;

interface TabsBaseProps {
  children: ReactNode;
  className?: string;
}

export type TabsProps = TabsBaseProps &
  (
    | {
        /** Selected tab (controlled). */
        value: string;
        /** Called with the tab the player selected. */
        onChange: (value: string) => void;
        defaultValue?: never;
      }
    | {
        /** Tab selected at first (uncontrolled). */
        defaultValue: string;
        onChange?: (value: string) => void;
        value?: never;
      }
  );

/**
 * WAI-ARIA tabs: `<Tabs>` holds one `<TabList>` of `<Tab>`s and one `<TabPanel>` per tab.
 * Arrow keys move between tabs and select them (mirrored in RTL), Home and End jump to the ends;
 * only the selected tab is in the Tab order.
 */
export function Tabs({ value: controlledValue, defaultValue, onChange, children, className }: TabsProps) {
  const baseId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const value = controlledValue ?? uncontrolledValue;
  const select = useCallback(
    (next: string) => {
      if (controlledValue === undefined) setUncontrolledValue(next);
      if (next !== value) onChange?.(next);
    },
    [controlledValue, onChange, value],
  );
  return (
    <TabsContext.Provider value={{ baseId, value, select }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export interface TabListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** Accessible name of the tab list, already translated (or use `aria-labelledby`). */
  'aria-label'?: string;
  children: ReactNode;
}

export function TabList({ children, ...rest }: TabListProps) {
  useTabsContext('TabList');
  return (
    <div role="tablist" aria-orientation="horizontal" css={tabListStyles} {...rest}>
      {children}
    </div>
  );
}

export interface TabProps extends Omit<HTMLAttributes<HTMLButtonElement>, 'role' | 'id' | 'value'> {
  /** Matches the `value` of its `<TabPanel>`. */
  value: string;
  /** @default false */
  disabled?: boolean;
  children: ReactNode;
}

export function Tab({ value, disabled = false, children, onClick, onKeyDown, ...rest }: TabProps) {
  const { baseId, value: selectedValue, select } = useTabsContext('Tab');
  const dir = useDirection();
  const selected = value === selectedValue;

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const list = event.currentTarget.closest('[role="tablist"]');
    if (!list) return;
    const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const current = tabs.indexOf(event.currentTarget);
    if (current === -1) return;
    // In RTL the next tab is on the left.
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    switch (event.key) {
      case forward:
        next = (current + 1) % tabs.length;
        break;
      case backward:
        next = (current - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    tab.focus();
    // Automatic activation: moving to a tab selects it.
    const nextValue = tab.dataset['value'];
    if (nextValue !== undefined) select(nextValue);
  }
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      // Roving tabindex: Tab enters the list on the selected tab, arrows do the rest.
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-value={value}
      css={tabStyles}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      {children}
    </button>
  );
}

export interface TabPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'id'> {
  value: string;
  /**
   * Keep the content mounted (hidden) while another tab is selected, e.g. to keep a form's state.
   * @default false
   */
  keepMounted?: boolean;
  children: ReactNode;
}

export function TabPanel({ value, keepMounted = false, children, ...rest }: TabPanelProps) {
  const { baseId, value: selectedValue } = useTabsContext('TabPanel');
  const selected = value === selectedValue;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      hidden={!selected}
      // Focusable so keyboard users reach panels that have no focusable content of their own.
      tabIndex={0}
      css={tabPanelStyles}
      {...rest}
    >
      {selected || keepMounted ? children : null}
    </div>
  );
}
