import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { KeyMessagesInput } from './key-messages-input';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [messages, setMessages] = useState(initial);
  return <KeyMessagesInput value={messages} onChange={setMessages} />;
}

function listed(): string[] {
  const list = screen.queryByRole('list', { name: 'Key messages' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

describe('KeyMessagesInput', { timeout: 20_000 }, () => {
  it('adds a message with Enter and with the Add button, trimmed, and clears the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByLabelText('Key message');

    await user.type(field, '  Revenue grew 12%  {Enter}');
    expect(field).toHaveValue('');
    await user.type(field, 'New plant opened in Ohio');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(listed()).toEqual(['Revenue grew 12%', 'New plant opened in Ohio']);
    expect(field).toHaveValue('');
  });

  it('ignores blank messages and repeats', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Revenue grew 12%']} />);
    const field = screen.getByLabelText('Key message');

    await user.type(field, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(field, ' Revenue grew 12% {Enter}');

    expect(listed()).toEqual(['Revenue grew 12%']);
  });

  it('removes a message with its × button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['First', 'Second', 'Third']} />);

    await user.click(screen.getByRole('button', { name: 'Remove key message: Second' }));

    expect(listed()).toEqual(['First', 'Third']);
  });
});
