import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tip, TipProvider } from './tip';

describe('Tip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens after a 700 ms hover and closes on Escape', () => {
    render(
      <TipProvider>
        <Tip title="Analytics">
          <button type="button">icon</button>
        </Tip>
      </TipProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'icon' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });

    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Analytics');

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
