import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing';
import { BirthdayPicker, type BirthdayPickerProps } from './BirthdayPicker';
import { isOldEnough, normaliseBirthDate } from './normaliseBirthDate';

// Local calendar dates, as the picker reads them.
const today = new Date(2026, 2, 15);
const labels = { label: 'Date of birth', dayLabel: 'Day', monthLabel: 'Month', yearLabel: 'Year' };

/** A parent that keeps the value, as a form does. */
function Controlled({
  initialValue = '',
  onChange,
  ...props
}: Partial<BirthdayPickerProps> & { initialValue?: string }) {
  const [value, setValue] = useState(initialValue);
  return (
    <BirthdayPicker
      {...labels}
      today={today}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const day = () => screen.getByRole('combobox', { name: 'Day' });
const month = () => screen.getByRole('combobox', { name: 'Month' });
const year = () => screen.getByRole('combobox', { name: 'Year' });
// The select's own option list: role queries over a hundred options are slow in jsdom.
const optionTexts = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options, (option) => option.textContent);

describe('normaliseBirthDate', () => {
  it('replaces an empty value and the 1900-01-01 placeholder by the date exactly 18 years ago', () => {
    expect(normaliseBirthDate('', { today })).toBe('2008-03-15');
    expect(normaliseBirthDate(undefined, { today })).toBe('2008-03-15');
    expect(normaliseBirthDate('1900-01-01', { today })).toBe('2008-03-15');
    expect(normaliseBirthDate('1900-01-01', { today, minAge: 21 })).toBe('2005-03-15');
  });

  it('keeps a real date and replaces one that is not', () => {
    expect(normaliseBirthDate('1990-07-04', { today })).toBe('1990-07-04');
    expect(normaliseBirthDate('1990-07-04T00:00:00.000Z', { today })).toBe('1990-07-04');
    expect(normaliseBirthDate('2023-02-29', { today })).toBe('2008-03-15');
    expect(normaliseBirthDate('04/07/1990', { today })).toBe('2008-03-15');
  });

  it('falls back to 28 February when 18 years ago has no 29th', () => {
    expect(normaliseBirthDate('', { today: new Date(2024, 1, 29) })).toBe('2006-02-28');
  });
});

describe('isOldEnough', () => {
  it('is true from the 18th birthday on', () => {
    expect(isOldEnough('2008-03-15', { today })).toBe(true);
    expect(isOldEnough('2008-03-16', { today })).toBe(false);
    expect(isOldEnough('1950-01-01', { today })).toBe(true);
  });

  it('lets someone born on 29 February come of age on 1 March of a common year', () => {
    expect(isOldEnough('2008-02-29', { today: new Date(2026, 1, 28) })).toBe(false);
    expect(isOldEnough('2008-02-29', { today: new Date(2026, 2, 1) })).toBe(true);
  });

  it('is false for a value that is not a date', () => {
    expect(isOldEnough('', { today })).toBe(false);
    expect(isOldEnough('2008-02-30', { today })).toBe(false);
  });
});

describe('BirthdayPicker', () => {
  it('is a group named by its legend with a day, month and year select', () => {
    renderWithTheme(<Controlled initialValue="1990-07-04" />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(within(group).getAllByRole('combobox')).toEqual([day(), month(), year()]);
    expect(day()).toHaveDisplayValue('4');
    expect(month()).toHaveDisplayValue('July');
    expect(year()).toHaveDisplayValue('1990');
  });

  it('replaces an empty value by the date 18 years ago and reports it', () => {
    const onChange = vi.fn();
    renderWithTheme(<BirthdayPicker {...labels} today={today} value="" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('2008-03-15');
    expect(day()).toHaveDisplayValue('15');
    expect(month()).toHaveDisplayValue('March');
    expect(year()).toHaveDisplayValue('2008');
  });

  it('replaces the 1900-01-01 placeholder the same way', () => {
    const onChange = vi.fn();
    renderWithTheme(<BirthdayPicker {...labels} today={today} value="1900-01-01" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('2008-03-15');
  });

  it('does not report a real date back', () => {
    const onChange = vi.fn();
    renderWithTheme(<BirthdayPicker {...labels} today={today} value="1990-07-04" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers the years from today − 18 down to today − 100, newest first', () => {
    renderWithTheme(<Controlled />);
    const years = optionTexts(year());
    expect(years).toHaveLength(83);
    expect(years[0]).toBe('2008');
    expect(years.at(-1)).toBe('1926');
  });

  it('names the months in the given locale', () => {
    renderWithTheme(<Controlled initialValue="1990-07-04" locale="fr" />);
    expect(optionTexts(month())).toEqual([
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ]);
    expect(month()).toHaveDisplayValue('juillet');
  });

  it('has 29 days in February of a leap year and 28 otherwise', async () => {
    renderWithTheme(<Controlled initialValue="2004-02-10" />);
    expect(optionTexts(day())).toHaveLength(29);
    await userEvent.selectOptions(year(), '2005');
    expect(optionTexts(day())).toHaveLength(28);
  });

  it('clamps day 31 to 30 when the month changes to April', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Controlled initialValue="2000-01-31" onChange={onChange} />);
    await userEvent.selectOptions(month(), 'April');
    expect(onChange).toHaveBeenLastCalledWith('2000-04-30');
    expect(day()).toHaveDisplayValue('30');
  });

  it('clamps 29 February to the 28th when the year changes to a common year', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Controlled initialValue="2004-02-29" onChange={onChange} />);
    await userEvent.selectOptions(year(), '2005');
    expect(onChange).toHaveBeenLastCalledWith('2005-02-28');
  });

  it('reports each choice as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Controlled initialValue="1990-07-04" onChange={onChange} />);
    await userEvent.selectOptions(day(), '9');
    expect(onChange).toHaveBeenLastCalledWith('1990-07-09');
    await userEvent.selectOptions(month(), 'November');
    expect(onChange).toHaveBeenLastCalledWith('1990-11-09');
    await userEvent.selectOptions(year(), '1985');
    expect(onChange).toHaveBeenLastCalledWith('1985-11-09');
  });

  it('calls onBlur only when focus leaves the group, not between its selects', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithTheme(
      <>
        <Controlled initialValue="1990-07-04" onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    await user.click(day());
    await user.tab();
    expect(month()).toHaveFocus();
    await user.tab();
    expect(year()).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('calls onBlur when a click outside takes the focus away', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithTheme(<Controlled initialValue="1990-07-04" onBlur={onBlur} />);
    await user.click(month());
    await user.click(document.body);
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('marks every select invalid and described by the error', () => {
    renderWithTheme(
      <Controlled initialValue="2008-03-16" error="You must be at least 18 years old" hint="As on your ID" />,
    );
    for (const select of [day(), month(), year()]) {
      expect(select).toHaveAttribute('aria-invalid', 'true');
      expect(select).toHaveAccessibleDescription('You must be at least 18 years old As on your ID');
    }
    expect(screen.getByText('You must be at least 18 years old')).toBeVisible();
  });

  it('is neither invalid nor described without an error', () => {
    renderWithTheme(<Controlled initialValue="1990-07-04" />);
    expect(day()).not.toHaveAttribute('aria-invalid');
    expect(day()).not.toHaveAttribute('aria-describedby');
  });

  it('cannot be changed when disabled', () => {
    renderWithTheme(<Controlled initialValue="1990-07-04" disabled />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeDisabled();
    for (const select of [day(), month(), year()]) expect(select).toBeDisabled();
  });

  it('marks the selects required', () => {
    renderWithTheme(<Controlled initialValue="1990-07-04" required />);
    for (const select of [day(), month(), year()]) expect(select).toBeRequired();
  });

  it('submits the date under its name with a form', () => {
    renderWithTheme(
      <form aria-label="Sign up">
        <Controlled initialValue="1990-07-04" name="dateOfBirth" />
      </form>,
    );
    const data = new FormData(screen.getByRole('form', { name: 'Sign up' }) as HTMLFormElement);
    expect(data.get('dateOfBirth')).toBe('1990-07-04');
  });

  it('gives its ref to the day select and ids from its id', () => {
    const ref = createRef<HTMLSelectElement>();
    renderWithTheme(
      <BirthdayPicker {...labels} today={today} id="dob" value="1990-07-04" onChange={vi.fn()} ref={ref} />,
    );
    expect(ref.current).toBe(day());
    expect(day()).toHaveAttribute('id', 'dob-day');
    expect(screen.getByRole('group')).toHaveAttribute('id', 'dob');
  });

  it('still shows a stored date outside the offered years', () => {
    renderWithTheme(<Controlled initialValue="2015-05-05" />);
    expect(year()).toHaveDisplayValue('2015');
    expect(optionTexts(year())).toHaveLength(84);
  });

  it('works in a right-to-left layout with Arabic month names', () => {
    renderWithTheme(<Controlled initialValue="2001-02-10" locale="ar" />, { dir: 'rtl' });
    expect(optionTexts(day())).toHaveLength(28);
    expect(optionTexts(month())[0]).toBe(
      new Intl.DateTimeFormat('ar', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1)),
    );
  });
});
