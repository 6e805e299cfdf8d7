import type { Meta, StoryObj } from '@storybook/react-vite';
import { mainMenu, PagePathsProvider } from '@casino/site';
import { useRef } from 'react';
import { PanelDrawer } from './PanelDrawer';
import { PanelNavigation } from './PanelNavigation';
import { useNavItems } from './useNavItems';

interface DemoProps {
  open: boolean;
  signedIn: boolean;
}

function Drawer({ open, signedIn }: DemoProps) {
  const navItems = useNavItems(mainMenu, { signedIn });
  const drawerRef = useRef<HTMLElement>(null);
  const returnTo = useRef<HTMLElement>(null);
  return (
    // `opened` stays false: the focus trap would hold the focus of the whole Storybook page (the layout's stories and
    // layouts.test.tsx show it at work).
    <PanelDrawer
      id="panel-drawer"
      open={open}
      opened={false}
      drawerRef={drawerRef}
      returnTo={returnTo}
      onClose={() => undefined}
      onDismiss={() => undefined}
      logo={<strong>Demo Casino</strong>}
    >
      <PanelNavigation items={navItems} />
    </PanelDrawer>
  );
}

function Demo(props: DemoProps) {
  return (
    <PagePathsProvider pageUrls={undefined} navigationSystem="panel">
      <Drawer {...props} />
    </PagePathsProvider>
  );
}

/** The panel layout's side panel on its own: a column on a desktop, a drawer over a backdrop on a phone. */
const meta = {
  title: 'Shell/Layout/Panel drawer',
  component: Demo,
  parameters: { layout: 'fullscreen' },
  args: { open: false, signedIn: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A desktop: the side panel, as tall as the window; the close button is hidden. */
export const SidePanel: Story = {};
/** A player's links, more of them than a guest's. */
export const SidePanelSignedIn: Story = { args: { signedIn: true } };
/** A phone with the drawer open: over a backdrop, with its own close button. */
export const OpenOnAPhone: Story = { args: { open: true }, globals: { viewport: { value: 'mobile1' } } };
/** The same in Arabic: the drawer comes from the right. */
export const OpenOnAPhoneArabic: Story = {
  args: { open: true, signedIn: true },
  globals: { viewport: { value: 'mobile1' }, locale: 'ar', direction: 'rtl' },
};
