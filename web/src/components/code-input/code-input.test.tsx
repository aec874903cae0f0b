import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInput, isCompleteCode, sanitizeCode } from './code-input';

function Harness() {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeInput value={code} onChange={setCode} />
      <button type="button" disabled={!isCompleteCode(code)}>
        Verify
      </button>
    </>
  );
}

describe('CodeInput', () => {
  it('keeps only digits, at most six', () => {
    expect(sanitizeCode('12a3 4-5')).toBe('12345');
    expect(sanitizeCode('123 456 789')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
    expect(sanitizeCode('12345678', 8)).toBe('12345678');
  });

  it('strips what is typed or pasted and enables the action only at six digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: '6-digit code' });
    const verify = screen.getByRole('button', { name: 'Verify' });

    await user.type(input, '1a2b3-4 5');
    expect(input).toHaveValue('12345');
    expect(verify).toBeDisabled();

    await user.type(input, 'x6');
    expect(input).toHaveValue('123456');
    expect(verify).toBeEnabled();

    await user.type(input, '7');
    expect(input).toHaveValue('123456');

    await user.clear(input);
    await user.paste('987 654');
    expect(input).toHaveValue('987654');
    expect(verify).toBeEnabled();
  });

  it('asks phones for the numeric keypad and one-time-code autofill', () => {
    render(<CodeInput value="" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: '6-digit code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  });
});
