import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { dismissToast, toast } from './toast.store';

function notificationArea() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<AppProviders>{null}</AppProviders>);
  });

  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the one on screen', () => {
    act(() => {
      toast({ title: 'Draft Saved', description: 'Your campaign draft has been saved.' });
    });
    expect(within(notificationArea()).getByText('Draft Saved')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Campaign Created', description: 'Your campaign has been created and article generated successfully.' });
    });
    const area = notificationArea();
    expect(within(area).getAllByRole('listitem')).toHaveLength(1);
    expect(within(area).getByText('Campaign Created')).toBeInTheDocument();
    expect(within(area).queryByText('Draft Saved')).not.toBeInTheDocument();
  });

  it('closes by itself after 5 seconds', () => {
    act(() => {
      toast({ title: 'Article Published', description: 'Your article has been published successfully.' });
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(within(notificationArea()).getByText('Article Published')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(within(notificationArea()).queryByText('Article Published')).not.toBeInTheDocument();
  });

  it('closes with its close button, and runs its action when the action is clicked', () => {
    const retry = vi.fn();
    act(() => {
      toast({
        title: 'Error',
        description: 'Failed to create campaign. Please try again.',
        variant: 'destructive',
        action: { label: 'Retry', onClick: retry },
      });
    });
    const item = within(notificationArea()).getByRole('listitem');
    expect(item).toHaveAttribute('data-variant', 'destructive');

    fireEvent.click(within(item).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(within(notificationArea()).queryByText('Error')).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Copied!', description: 'Press release content copied to clipboard.' });
    });
    fireEvent.click(within(notificationArea()).getByRole('button', { name: 'Close' }));
    expect(within(notificationArea()).queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('moves focus to the notification area on F8', () => {
    act(() => {
      toast({ title: 'Scheduled', description: 'Article scheduled for publishing on the chosen platforms.' });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(within(notificationArea()).getByRole('list')).toHaveFocus();
  });
});
