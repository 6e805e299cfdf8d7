import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandLibs, defaultBrandId } from './brands';

interface BrandLogoArgs {
  /** The name beside the mark; empty: the brand's own default name. */
  brandName: string;
  compact: boolean;
}

/** The logo of the brand picked in the toolbar (every brand lib's `Logo`: one story for all brands). */
function BrandLogo({ brandName, compact, brandId }: BrandLogoArgs & { brandId: string }) {
  const lib = brandLibs[brandId] ?? brandLibs[defaultBrandId];
  if (!lib) return null;
  const { Logo, brand } = lib;
  return <Logo brandName={brandName || brand.name} compact={compact} />;
}

const meta = {
  title: 'Brands/Logo',
  args: { brandName: '', compact: false },
  render: (args, { globals }) => <BrandLogo {...args} brandId={String(globals['brand'] ?? defaultBrandId)} />,
  parameters: {
    docs: {
      description: {
        component:
          "The toolbar's brand's logo, on its header colour. The neutral base theme shows the default brand's.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div css={(t) => ({ background: t.color.headerBackground, padding: t.space.md, display: 'inline-block' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<BrandLogoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Compact: Story = { args: { compact: true } };
