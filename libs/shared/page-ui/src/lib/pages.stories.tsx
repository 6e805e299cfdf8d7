import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoonPage } from './ComingSoonPage';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

const meta = { title: 'Pages/Messages', component: NotFoundPage } satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const ServerError: Story = { render: () => <RouteErrorPage error={{ status: 503, statusText: 'Service Unavailable', internal: false, data: null }} /> };
export const UnexpectedError: Story = { render: () => <RouteErrorPage error={new Error('boom')} /> };
export const ComingSoon: Story = { render: () => <ComingSoonPage page="tournaments" /> };
