import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing';
import { ClientNavigation, isCurrentPath, PathLink } from './PathLink';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function page(links = <PathLink href="/promotions?page=2">Promotions</PathLink>) {
  return renderWithTheme(
    <>
      <ClientNavigation />
      <Where />
      <Routes>
        <Route path="/" element={links} />
        <Route path="/promotions" element={<h1>Promotions page</h1>} />
      </Routes>
    </>,
  );
}

describe('PathLink and ClientNavigation', () => {
  it('is a plain anchor to the path, which a plain click follows inside the app (no page load)', async () => {
    page();
    const link = screen.getByText('Promotions');
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/promotions?page=2');
    // Its route is discovered ahead of the click, as a Link's is.
    expect(link).toHaveAttribute('data-discover', 'true');
    await userEvent.click(link);
    expect(screen.getByText('Promotions page')).toBeInTheDocument();
    expect(screen.getByLabelText('where')).toHaveTextContent('/promotions?page=2');
  });

  it('with discover={false}, is not marked for route discovery and a plain click still navigates inside the app', async () => {
    page(
      <PathLink href="/promotions?page=2" discover={false}>
        Promotions
      </PathLink>,
    );
    const link = screen.getByText('Promotions');
    expect(link).not.toHaveAttribute('data-discover');
    await userEvent.click(link);
    expect(screen.getByText('Promotions page')).toBeInTheDocument();
  });

  it('leaves a click with a modifier key, another button or a handled click to the browser', () => {
    page(
      <>
        <PathLink href="/promotions">Promotions</PathLink>
        <PathLink href="/promotions" onClick={(event) => event.preventDefault()}>
          Handled
        </PathLink>
      </>,
    );
    const plain = screen.getByText('Promotions');
    // What the page's listeners decided, read after them (the window is the last to hear a click); then the test stops
    // the browser's own following of the link, which jsdom cannot do.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      fireEvent.click(plain, { ctrlKey: true });
      fireEvent.click(plain, { metaKey: true });
      fireEvent.click(plain, { shiftKey: true });
      fireEvent.click(plain, { button: 1 });
    } finally {
      window.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/$/);
    fireEvent.click(screen.getByText('Handled'));
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/$/);
  });

  it('marks the page shown for assistive technology when told it is current', () => {
    renderWithTheme(
      <nav>
        <PathLink href="/casino" current>
          Casino
        </PathLink>
        <PathLink href="/promotions">Promotions</PathLink>
      </nav>,
    );
    expect(screen.getByText('Casino')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Promotions')).not.toHaveAttribute('aria-current');
  });
});

describe('isCurrentPath', () => {
  it('decides as NavLink does: the same path or one below it, the home only itself with end, case and trailing slash aside', () => {
    expect(isCurrentPath('/casino', '/casino')).toBe(true);
    expect(isCurrentPath('/casino/slots', '/casino')).toBe(true);
    expect(isCurrentPath('/casino/slots', '/casino', { end: true })).toBe(false);
    expect(isCurrentPath('/casinos', '/casino')).toBe(false);
    expect(isCurrentPath('/Casino', '/casino')).toBe(true);
    expect(isCurrentPath('/casino/', '/casino/')).toBe(true);
    expect(isCurrentPath('/promotions', '/', { end: true })).toBe(false);
    expect(isCurrentPath('/', '/', { end: true })).toBe(true);
    // A query in the link is not part of the page's path.
    expect(isCurrentPath('/casino', '/casino?tag=hot')).toBe(true);
  });
});
