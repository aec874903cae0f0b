import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import { findingIn } from '../__fixtures__/findings';
import { HighlightedText } from './highlighted-text';

const TEXT = 'This is a guaranteed winner, so act now before it is too late.';

function marks() {
  return Array.from(screen.getByRole('region', { name: 'Checked text with findings highlighted' }).querySelectorAll('mark'));
}

describe('HighlightedText', () => {
  it('marks exactly the substrings at the findings offsets and shows the whole text once', () => {
    const winner = findingIn(TEXT, 'guaranteed winner', 'critical', { title: 'Promise or guarantee of returns' });
    const urgency = findingIn(TEXT, 'act now', 'important', { title: 'Urgency or pressure to buy' });
    renderWithApi(<HighlightedText text={TEXT} findings={[urgency, winner]} />);

    const region = screen.getByRole('region', { name: 'Checked text with findings highlighted' });
    expect(region).toHaveTextContent(TEXT, { normalizeWhitespace: false });
    expect(marks().map((m) => [m.textContent, m.dataset.start, m.dataset.end, m.dataset.severity])).toEqual([
      ['guaranteed winner', '10', '27', 'CRITICAL'],
      ['act now', '32', '39', 'IMPORTANT'],
    ]);
  });

  it('splits overlapping spans and colours each piece by its most serious finding', () => {
    const phrase = findingIn(TEXT, 'act now before it is too late', 'important');
    const word = findingIn(TEXT, 'now before', 'critical');
    renderWithApi(<HighlightedText text={TEXT} findings={[phrase, word]} />);

    expect(marks().map((m) => [m.textContent, m.dataset.severity, m.dataset.rules])).toEqual([
      ['act ', 'IMPORTANT', phrase.ruleId],
      ['now before', 'CRITICAL', `${phrase.ruleId} ${word.ruleId}`],
      [' it is too late', 'IMPORTANT', phrase.ruleId],
    ]);
    expect(
      marks()
        .map((m) => m.textContent)
        .join(''),
    ).toBe('act now before it is too late');
  });

  it('shows the finding, its rule and a rewrite when a highlight gets keyboard focus', async () => {
    const winner = findingIn(TEXT, 'guaranteed winner', 'critical', {
      title: 'Promise or guarantee of returns',
      message: 'No security offers guaranteed returns.',
      citation: 'FINRA Rule 2210(d)(1)(B)',
      suggestion: 'State facts and the risk instead.',
    });
    renderWithApi(<HighlightedText text={TEXT} findings={[winner]} />);

    fireEvent.focus(marks()[0]);
    const tip = await screen.findByRole('tooltip');
    expect(within(tip).getByText('Promise or guarantee of returns')).toBeInTheDocument();
    expect(within(tip).getByText('No security offers guaranteed returns.')).toBeInTheDocument();
    expect(within(tip).getByText('Rule: FINRA Rule 2210(d)(1)(B)')).toBeInTheDocument();
    expect(within(tip).getByText(/State facts and the risk instead\./)).toBeInTheDocument();
  });

  it('leaves findings about the whole text (a missing disclosure) unmarked', () => {
    renderWithApi(<HighlightedText text={TEXT} findings={[findingIn(TEXT, null, 'critical')]} />);
    expect(marks()).toHaveLength(0);
  });
});
