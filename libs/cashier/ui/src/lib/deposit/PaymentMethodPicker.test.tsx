import { renderWithTheme } from '@casino/design-system/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodPicker } from './PaymentMethodPicker';

const methods = [
  { id: 1, title: 'Visa / Mastercard', thumbnail: '/img/card.png', range: '10 – 5,000 €' },
  { id: 2, title: 'Bitcoin', thumbnail: null },
  { id: 3, title: 'Skrill', thumbnail: '/img/skrill.png' },
];

describe('PaymentMethodPicker', () => {
  it('offers every method as a radio named by its title, with its range, the chosen one checked', () => {
    renderWithTheme(<PaymentMethodPicker legend="Pay with" methods={methods} value={1} onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Pay with' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Visa \/ Mastercard/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Bitcoin/ })).not.toBeChecked();
    expect(screen.getByText('10 – 5,000 €')).toBeInTheDocument();
  });

  it('reports the method a player picks by click or by the arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<PaymentMethodPicker legend="Pay with" methods={methods} value={1} onChange={onChange} />);
    await user.click(screen.getByText('Skrill'));
    expect(onChange).toHaveBeenLastCalledWith(3);
    screen.getByRole('radio', { name: /Visa/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('shows a fixed-size picture, and the initials when a method has none or its picture fails to load', () => {
    const { container } = renderWithTheme(
      <PaymentMethodPicker legend="Pay with" methods={methods} value={null} onChange={() => undefined} />,
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('width', '56');
    expect(images[0]).toHaveAttribute('height', '36');
    expect(screen.getAllByTestId('method-thumbnail-fallback').map((el) => el.textContent)).toEqual(['B']);
    fireEvent.error(images[0] as HTMLImageElement);
    expect(screen.getAllByTestId('method-thumbnail-fallback').map((el) => el.textContent)).toEqual(['VM', 'B']);
  });

  it('locks every method while a deposit is on its way', () => {
    renderWithTheme(
      <PaymentMethodPicker legend="Pay with" methods={methods} value={1} onChange={() => undefined} disabled />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
