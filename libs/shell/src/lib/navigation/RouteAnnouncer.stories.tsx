import { Link } from '@casino/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { RouteAnnouncer } from './RouteAnnouncer';

/** What the visually hidden live region holds, shown for the designer's eye (a screen reader hears the region). */
function Heard() {
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  useEffect(() => {
    // Read once the announcer's own effect has run.
    const id = window.setTimeout(
      () => setText(document.querySelector('[data-testid="route-announcer"]')?.textContent ?? ''),
      0,
    );
    return () => window.clearTimeout(id);
  }, [pathname]);
  return <p>{text ? `Heard: “${text}”` : 'Heard: nothing (the first page is read out as it loads)'}</p>;
}

/** Two pages, each with its title as a route's <title> sets it, and the announcer as the shell mounts it. */
function TwoPages() {
  const { pathname } = useLocation();
  // Before any effect, as the route's <title> element changes in the commit that draws the page.
  useLayoutEffect(() => {
    document.title = pathname === '/promotions' ? 'Promotions | Curaçao Casino' : 'Casino | Curaçao Casino';
  }, [pathname]);
  return (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <nav style={{ display: 'flex', gap: '0.5rem' }}>
        <Link to="/casino" appearance="secondary" size="sm">
          Casino
        </Link>
        <Link to="/promotions" appearance="secondary" size="sm">
          Promotions
        </Link>
      </nav>
      <RouteAnnouncer />
      <Heard />
    </div>
  );
}

const meta = {
  title: 'Shell/Route announcer',
  component: TwoPages,
  parameters: { route: { url: '/casino' } },
} satisfies Meta<typeof TwoPages>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follow a link: the live region says the new page's title, as a screen reader hears it after a client-side navigation. */
export const AfterALink: Story = {};
