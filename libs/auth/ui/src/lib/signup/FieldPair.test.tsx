import { TextField } from '@casino/design-system';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing';
import { FieldPair } from './FieldPair';

describe('FieldPair', () => {
  it('holds its two fields side by side in one row', () => {
    const { container } = renderUi(
      <FieldPair>
        <TextField label="City" />
        <TextField label="Postal code" />
      </FieldPair>,
    );
    const row = container.firstElementChild;
    expect(row?.children).toHaveLength(2);
    expect(row).toContainElement(screen.getByLabelText('City'));
    expect(row).toContainElement(screen.getByLabelText('Postal code'));
  });

  it('draws nothing when the form hides both its fields, so the form keeps no empty row', () => {
    const hidden = false;
    const { container } = renderUi(
      <FieldPair>
        {hidden && <TextField label="City" />}
        {hidden && <TextField label="Postal code" />}
      </FieldPair>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
