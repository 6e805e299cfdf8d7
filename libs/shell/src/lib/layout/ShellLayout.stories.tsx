import { css } from '@emotion/react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@casino/design-system';
import { mainMenu, footerMenu, PagePathsProvider } from '@casino/site';
import { useNavItems } from './useNavItems';
import { ShellLayout } from './ShellLayout';
import { LanguageSwitcher } from '../language/LanguageSwitcher';

interface DemoProps {
  navigationSystem: 'basic' | 'panel';
  signedIn: boolean;
  /** A fixed layer in the `overlays` slot (the apps put the cookie banner there). */
  withOverlay?: boolean;
}

function Demo(props: DemoProps) {
  return (
    <PagePathsProvider pageUrls={undefined} navigationSystem={props.navigationSystem}>
      <DemoLayout {...props} />
    </PagePathsProvider>
  );
}

const overlay = (
  <section
    aria-label="Overlay"
    css={(th) => css`
      position: fixed;
      inset-inline: ${th.space.md};
      bottom: ${th.space.md};
      padding: ${th.space.md};
      background: ${th.color.surfaceRaised};
      color: ${th.color.text};
      border-radius: ${th.radius.lg};
    `}
  >
    A fixed layer from the overlays slot: right after the skip link in the document, painted with the page's first
    frame.
  </section>
);

function DemoLayout({ navigationSystem, signedIn, withOverlay = false }: DemoProps) {
  const navItems = useNavItems(mainMenu, { signedIn });
  const footerItems = useNavItems(footerMenu, { signedIn });
  return (
    <ShellLayout
      navigationSystem={navigationSystem}
      brandName="Demo Casino"
      logo={<strong>Demo Casino</strong>}
      navItems={navItems}
      footerItems={footerItems}
      overlays={withOverlay ? overlay : undefined}
      headerExtras={<LanguageSwitcher current="en" />}
      headerActions={
        signedIn ? (
          <Button size="sm">€ 1,250.00</Button>
        ) : (
          <>
            <Button size="sm" variant="secondary">
              Log in
            </Button>
            <Button size="sm">Sign up</Button>
          </>
        )
      }
    >
      <h1>Lobby</h1>
      <p>Page content goes here.</p>
    </ShellLayout>
  );
}

const meta = {
  title: 'Shell/Layout',
  component: Demo,
  parameters: { layout: 'fullscreen' },
  args: { navigationSystem: 'basic', signedIn: false },
  argTypes: { navigationSystem: { control: 'inline-radio', options: ['basic', 'panel'] } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BasicGuest: Story = {};
export const BasicSignedIn: Story = { args: { signedIn: true } };
export const PanelGuest: Story = { args: { navigationSystem: 'panel' } };
export const PanelSignedIn: Story = { args: { navigationSystem: 'panel', signedIn: true } };
export const BasicWithOverlay: Story = { args: { withOverlay: true } };
export const PanelPhoneWithOverlayArabic: Story = {
  args: { navigationSystem: 'panel', withOverlay: true },
  globals: { viewport: { value: 'mobile1' }, locale: 'ar', direction: 'rtl' },
};
export const PanelPhone: Story = { args: { navigationSystem: 'panel' }, globals: { viewport: { value: 'mobile1' } } };

// The basic header in a narrower frame: the links that do not fit it are in its "More" menu.
const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: 900, marginInline: 'auto' }}>
    <Story />
  </div>
);
export const BasicSignedInNarrow: Story = { args: { signedIn: true }, decorators: [narrow] };
export const BasicSignedInNarrowArabic: Story = {
  args: { signedIn: true },
  decorators: [narrow],
  globals: { locale: 'ar', direction: 'rtl' },
};
export const BasicPhone: Story = { args: { signedIn: true }, globals: { viewport: { value: 'mobile1' } } };
