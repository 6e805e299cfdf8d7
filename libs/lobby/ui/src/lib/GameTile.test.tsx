import { renderWithTheme } from '@casino/design-system/testing';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@casino/translate';
import { describe, expect, it, vi } from 'vitest';
import { GameTile, type TileGame } from './GameTile';

const game: TileGame = {
  id: 7,
  slug: 'book-of-dev',
  name: 'Book of Dev',
  providerName: 'DevPlay',
  thumbnailUrl: '/art/book.png',
  isFavorite: false,
};
const i18n = createI18n({ lng: 'en', translations: bundledTranslations('en') });
const renderTile = (props: Partial<Parameters<typeof GameTile>[0]> = {}) =>
  renderWithTheme(
    <I18nProvider i18n={i18n}>
      <GameTile game={game} href="/casino/games/book-of-dev" {...props} />
    </I18nProvider>,
  );

describe('GameTile', () => {
  it('links the artwork, name and provider to the game page', () => {
    renderTile();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/casino/games/book-of-dev');
    expect(link).toHaveTextContent('Book of Dev');
    expect(link).toHaveTextContent('DevPlay');
  });

  it('reserves the artwork size (no layout shift) and loads it lazily unless it is above the fold', () => {
    const { container, unmount } = renderTile();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    unmount();
    // The first row: the page's largest paint, fetched at once and first.
    const eager = renderTile({ eager: true });
    expect(eager.container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(eager.container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it("has its link discover the game page's route unless told not to (a long list's later tiles)", () => {
    const { container, unmount } = renderTile();
    expect(container.querySelector('a')).toHaveAttribute('data-discover', 'true');
    unmount();
    const later = renderTile({ discover: false });
    expect(later.container.querySelector('a')).not.toHaveAttribute('data-discover');
  });

  it('shows the initials when the artwork fails', () => {
    const { container } = renderTile();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('tile-fallback')).toHaveTextContent('BO');
  });

  it('has no star for a guest', () => {
    renderTile();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives a player a star that says whether the game is a favourite and asks for the other state', async () => {
    const onToggle = vi.fn();
    renderTile({ onToggleFavorite: onToggle, game: { ...game, isFavorite: true } });
    const star = screen.getByRole('button', { name: 'Favourite: Book of Dev' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), false);
  });
});
