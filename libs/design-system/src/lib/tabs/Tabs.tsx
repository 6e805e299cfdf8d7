import * as RadixTabs from '@radix-ui/react-tabs';
import { createContext, useContext, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useDirection } from '../theme/ThemeProvider';
import { tabListStyles, tabPanelStyles, tabStyles } from './Tabs.styles';

// Radix Tabs does the WAI-ARIA work (roles, roving focus, arrows mirrored in RTL, Home/End, automatic activation).
// This context only carries what Radix keeps to itself: the selected value (for `keepMounted`) and an id base.
interface TabsContextValue {
  baseId: string;
  value: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be used inside <Tabs>.`);
  return context;
}

// Tab values may hold any character; ids (and the space-separated aria-controls) may not. Radix builds its ids from
// the raw value, so ours replace them.
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
 * WAI-ARIA tabs on Radix Tabs: `<Tabs>` holds one `<TabList>` of `<Tab>`s and one `<TabPanel>` per tab.
 * Arrow keys move between tabs and select them (mirrored in RTL), Home and End jump to the ends;
 * only the selected tab is in the Tab order.
 */
export function Tabs({ value: controlledValue, defaultValue, onChange, children, className }: TabsProps) {
  const baseId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const value = controlledValue ?? uncontrolledValue;
  const dir = useDirection();
  return (
    <TabsContext.Provider value={{ baseId, value }}>
      <RadixTabs.Root
        value={value}
        onValueChange={(next) => {
          if (controlledValue === undefined) setUncontrolledValue(next);
          onChange?.(next);
        }}
        dir={dir}
        activationMode="automatic"
        className={className}
      >
        {children}
      </RadixTabs.Root>
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
    <RadixTabs.List loop css={tabListStyles} {...rest}>
      {children}
    </RadixTabs.List>
  );
}

export interface TabProps extends Omit<HTMLAttributes<HTMLButtonElement>, 'role' | 'id' | 'value'> {
  /** Matches the `value` of its `<TabPanel>`. */
  value: string;
  /** @default false */
  disabled?: boolean;
  children: ReactNode;
}

/** A tab is selected on press (mouse down), Enter or Space, or when the arrow keys move focus to it. */
export function Tab({ value, disabled = false, children, ...rest }: TabProps) {
  const { baseId } = useTabsContext('Tab');
  return (
    <RadixTabs.Trigger
      value={value}
      disabled={disabled}
      css={tabStyles}
      {...rest}
      id={tabId(baseId, value)}
      aria-controls={panelId(baseId, value)}
    >
      {children}
    </RadixTabs.Trigger>
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
  return (
    <RadixTabs.Content
      value={value}
      forceMount={keepMounted || undefined}
      // Radix shows every force-mounted panel; only the selected one is shown here.
      hidden={value !== selectedValue}
      css={tabPanelStyles}
      {...rest}
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
    >
      {children}
    </RadixTabs.Content>
  );
}
