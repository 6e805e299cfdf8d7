import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing';
import { SignUpAddressFields } from './SignUpAddressFields';

describe('SignUpAddressFields', () => {
  it('shows the street, then city and postal code, each optional and with its error', () => {
    renderUi(
      <SignUpAddressFields
        address={{ name: 'address' }}
        city={{ name: 'city', error: 'Too long' }}
        zipCode={{ name: 'zipCode' }}
      />,
    );
    const fields = screen.getAllByRole('textbox');
    expect(fields.map((field) => field.getAttribute('autocomplete'))).toEqual([
      'street-address',
      'address-level2',
      'postal-code',
    ]);
    expect(fields.some((field) => field.hasAttribute('required'))).toBe(false);
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('Too long');
  });

  it('shows only the fields the form shows', () => {
    renderUi(<SignUpAddressFields zipCode={{ name: 'zipCode' }} />);
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByLabelText(/^Postal code/)]);
  });
});
