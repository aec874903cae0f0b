import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

// The requirement's words, without the icon's accessible "Met" / "Not met".
function requirementText(item: HTMLElement): string | null | undefined {
  return item.querySelector('.MuiTypography-root')?.textContent;
}

function meter() {
  return {
    bar: screen.getByRole('progressbar'),
    label: screen.getByTestId('password-strength').textContent,
    met: within(screen.getByRole('list', { name: 'Password requirements' }))
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByTitle('Met'))
      .map(requirementText),
  };
}

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 0, 'Weak', []],
    ['abc', 20, 'Weak', ['One lowercase letter']],
    ['abcD', 40, 'Medium', ['One uppercase letter', 'One lowercase letter']],
    ['abcD1', 60, 'Medium', ['One uppercase letter', 'One lowercase letter', 'One number']],
    ['abcdefD1', 80, 'Strong', ['At least 8 characters', 'One uppercase letter', 'One lowercase letter', 'One number']],
    [
      'abcdefD1!',
      100,
      'Strong',
      ['At least 8 characters', 'One uppercase letter', 'One lowercase letter', 'One number', 'One special character'],
    ],
  ])('scores %j as %i (%s) with the passed checks ticked', (password, score, label, met) => {
    render(<PasswordStrengthMeter password={password} />);
    const shown = meter();
    expect(shown.bar).toHaveAttribute('aria-valuenow', String(score));
    expect(shown.label).toBe(label);
    expect(shown.met).toEqual(met);
  });

  it('lists the five requirements', () => {
    render(<PasswordStrengthMeter password="" />);
    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
    expect(items.map(requirementText)).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character',
    ]);
  });
});
