import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeToasts, renderWithApi } from '../../../testing/render-with-api';
import { GeneratedResult, type GeneratedContent } from './generated-result';

const RESULT: GeneratedContent = {
  __typename: 'GeneratedContent',
  title: 'Table Trac Signs Four Casino Contracts',
  content:
    '## Highlights\n\n- **Four** new _casino_ systems contracts\n- See [the filing](https://sec.gov/x)\n\n---\n\n**Paid content:** paid for by Table Trac, Inc.',
  complianceLevel: 'BASIC',
  jurisdiction: 'US',
  exchange: 'NASDAQ',
  warnings: [],
  mandatoryDisclosures: ['Paid content: paid for by Table Trac, Inc.'],
  timestamp: '2026-03-09T13:30:00.000Z',
  complianceScore: 100,
  model: 'Built-in composer',
};

const PLAIN = [
  'Table Trac Signs Four Casino Contracts',
  'Highlights',
  '- Four new casino systems contracts\n- See the filing (https://sec.gov/x)',
  '---',
  'Paid content: paid for by Table Trac, Inc.\n',
].join('\n\n');

afterEach(() => {
  closeToasts();
  vi.restoreAllMocks();
});

// Issue 17, point 3: the screen renders the Markdown; Copy and Download give plain text, never its marks.
describe('a generated press release', () => {
  function renderResult() {
    return renderWithApi(
      <GeneratedResult
        result={RESULT}
        ticker="TBTC"
        tab="Content"
        onTabChange={() => undefined}
        analysis={null}
        onAnalyze={() => undefined}
        renderAnalysis={() => null}
        renderLevel={() => null}
      />,
    );
  }

  it('shows the release rendered: a heading and a list, no "##" or "**"', () => {
    renderResult();
    const content = screen.getByTestId('generated-content');
    expect(screen.getByRole('heading', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(content.textContent).not.toMatch(/##|\*\*/);
  });

  it('copies and downloads plain text: headings as lines, "- " items, links written out', async () => {
    const { user } = renderResult();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(PLAIN);

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:download';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await blobs[0].text()).toBe(PLAIN);
  });
});
