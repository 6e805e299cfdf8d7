import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing';
import { Badge } from '../badge/Badge';
import { Card } from './Card';

describe('Card', () => {
  it('groups its title, media, content and footer, with the title as a heading', () => {
    renderWithTheme(
      <Card
        as="article"
        title="Spring Slots Cup"
        header={<Badge tone="accent">New</Badge>}
        media={<img src="/cup.jpg" alt="" />}
        footer={<span>Ends Sunday</span>}
      >
        Win a share of 10,000 €.
      </Card>,
    );
    const card = screen.getByRole('article');
    expect(screen.getByRole('heading', { level: 3, name: 'Spring Slots Cup' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Win a share of 10,000 €.');
    expect(card).toHaveTextContent('Ends Sunday');
    expect(card).toHaveTextContent('New');
    // The heading comes before the image for screen readers, whatever the visual order.
    const heading = screen.getByRole('heading');
    expect(
      heading.compareDocumentPosition(card.querySelector('img') as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('renders as the element and heading level asked for', () => {
    renderWithTheme(
      <Card as="section" title="Your limits" titleAs="h2" aria-label="Your limits">
        Daily deposit limit: 100 €
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Your limits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your limits' })).toBeInTheDocument();
  });

  it('a static card has nothing to focus', async () => {
    renderWithTheme(<Card title="Balance">120 €</Card>);
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('as a link card, is one link named by its title that navigates, and one tab stop', async () => {
    renderWithTheme(
      <Routes>
        <Route
          path="/"
          element={
            <Card
              as="article"
              title="Book of Dead"
              to="/games/book-of-dead"
              media={<img src="/bod.jpg" alt="" />}
              header={<Badge>Hot</Badge>}
            >
              Ancient Egypt adventure.
            </Card>
          }
        />
        <Route path="/games/book-of-dead" element={<h1>Game page</h1>} />
      </Routes>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Book of Dead');
    await userEvent.tab();
    expect(links[0]).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Book of Dead' }));
    expect(screen.getByRole('heading', { name: 'Game page' })).toBeInTheDocument();
  });

  it('as an external link card, links out', () => {
    renderWithTheme(<Card title="Gambling help" href="https://example.org/help" />);
    expect(screen.getByRole('link', { name: 'Gambling help' })).toHaveAttribute('href', 'https://example.org/help');
  });

  it('as a button card, is one button named by its title that the keyboard activates', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Card title="Deposit bonus 100%" onClick={onClick} footer={<Badge tone="success">Claimed</Badge>}>
        Up to 200 €.
      </Card>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Deposit bonus 100%');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });
});
