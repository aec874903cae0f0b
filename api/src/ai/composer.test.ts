import { describe, expect, it } from 'vitest';
import { ComposerContentModel, compose } from './composer';
import { CONTENT_TONES, type ContentRequest } from './content-model';
import { ContentModelError } from './content-model.error';
import { countWords, numberTokens } from './content-text.utils';
import { BIOTECH_ARTICLE, FULL_ARTICLE, PRESS_RELEASE, SPARSE_ARTICLE, requestText } from './__fixtures__/content-requests';

const ARTICLE_INPUTS: [string, ContentRequest][] = [
  ['full', FULL_ARTICLE],
  ['sparse (company, ticker, sector only)', SPARSE_ARTICLE],
  ['biotech with quote and URL news', BIOTECH_ARTICLE],
  ['unknown sector', { ...SPARSE_ARTICLE, companyName: 'Blue Harbor Holdings', ticker: 'BHH', sector: 'Diversified' }],
];

const CASES = CONTENT_TONES.flatMap((tone) => ARTICLE_INPUTS.map(([name, req]) => ({ tone, name, req: { ...req, tone } })));

// Wording the compliance rules flag: promises, predictions, urgency, superlatives, famous-company talk, tips.
const RED_FLAGS =
  /\b(will|guarantee[ds]?|risk-free|can't lose|sure thing|price target|act now|too late|don't miss|limited (time|window)|the next [A-Z]\w*|best|only|revolutionary|world-leading|unmatched|leading|insiders?|before the news|announcement coming|uplisting|buy ?back|as seen on|endorsed|sponsored|is set to|soon|hurry|skyrocket\w*|soar\w*|explosive)\b/i;

describe('composer articles', () => {
  it.each(CASES)('writes 800–1200 words for tone $tone, $name input', ({ req }) => {
    const { body } = compose(req);
    const words = countWords(body);
    expect(words).toBeGreaterThanOrEqual(800);
    expect(words).toBeLessThanOrEqual(1200);
  });

  it.each(CASES)('uses no number that is not in the inputs (tone $tone, $name)', ({ req }) => {
    const { title, body } = compose(req);
    const allowed = requestText(req);
    const invented = numberTokens(`${title}\n${body}`).filter((token) => !allowed.includes(token));
    expect(invented).toEqual([]);
  });

  it.each(CASES)('quotes nobody and avoids flagged wording (tone $tone, $name)', ({ req }) => {
    const { title, body } = compose(req);
    const text = `${title}\n${body}`;
    expect(text).not.toMatch(/["“”«»]/);
    expect(text).not.toMatch(/\b(said|stated that|according to (Mr|Ms|Mrs|Dr)\.?)\b/i);
    expect(text.match(RED_FLAGS)?.[0]).toBeUndefined();
  });

  it.each(CASES)('always carries a Risks and considerations section (tone $tone, $name)', ({ req }) => {
    const { body } = compose(req);
    expect(body).toContain('## Risks and considerations');
    const risks = body.split('## Risks and considerations')[1].split('\n## ')[0];
    expect(countWords(risks)).toBeGreaterThan(60);
  });

  it('never includes disclosures: the articles service appends them', () => {
    for (const { req } of CASES) {
      const { body } = compose(req);
      expect(body).not.toMatch(/not investment advice|AI[- ]assist|received (compensation|payment)|^\**disclosures?\b/im);
    }
  });

  it('draws on the campaign facts: highlights, news, website and facts with sources', () => {
    const { body, title } = compose(FULL_ARTICLE);
    expect(`${title} ${body}`).toContain('Northwind Robotics Inc.');
    expect(body).toContain('NASDAQ: NWRB');
    expect(body).toContain('Revenue grew 34% year over year to $12.5M in fiscal 2024');
    expect(body).toContain('Signed a multi-year supply agreement with a regional logistics operator');
    expect(body).toContain('Northwind Robotics Reports Third Quarter 2024 Results');
    expect(body).toContain('https://northwind-robotics.example');
    expect(body).toContain('$410M as of 2025-01-15 (source: bundled market dataset)');
    expect(body).not.toContain('Inc..');
  });

  it('says so instead of inventing achievements when no highlights are given', () => {
    const { body } = compose(SPARSE_ARTICLE);
    expect(body).toMatch(/does not (list specific business highlights|attribute)|No business highlights were supplied/);
  });

  it('puts a marked placeholder, never an invented quote, where a CEO quote is asked for', () => {
    expect(compose(BIOTECH_ARTICLE).body).toContain('[Quote from Dana Whitfield to be supplied by the issuer]');
    expect(compose({ ...FULL_ARTICLE, includeCEOQuote: true }).body).toContain(
      '[Quote from a company spokesperson to be supplied by the issuer]',
    );
    expect(compose(FULL_ARTICLE).body).not.toContain('[Quote from');
  });

  it('is deterministic for the same input and seed', () => {
    const req = { ...FULL_ARTICLE, variationSeed: 'seed-a' };
    expect(compose(req)).toEqual(compose({ ...req }));
  });

  it('changes structure or wording when regenerated with a new seed', () => {
    for (const tone of CONTENT_TONES) {
      const bodies = new Set(['s1', 's2', 's3', 's4'].map((variationSeed) => compose({ ...FULL_ARTICLE, tone, variationSeed }).body));
      expect(bodies.size, tone).toBeGreaterThan(1);
    }
    const first = compose({ ...FULL_ARTICLE, variationSeed: 'one' }).body;
    const second = compose({ ...FULL_ARTICLE, variationSeed: 'two' }).body;
    expect(second).not.toBe(first);
  });

  it('changes structure with the tone', () => {
    const sections = (tone: ContentRequest['tone']) => compose({ ...FULL_ARTICLE, tone }).body.match(/^## .+$/gm) ?? [];
    expect(sections('deep dive').join('\n')).toMatch(/Business overview|The business at a glance/);
    expect(sections('deep dive').join('\n')).toMatch(/Considerations|Questions worth asking/);
    expect(sections('educational').join('\n')).toMatch(/Key takeaways/);
    expect(sections('factual')).toContain('## Company profile');
    expect(new Set(CONTENT_TONES.map((tone) => sections(tone).join('|'))).size).toBeGreaterThan(4);
  });

  it('keeps very long inputs within the word range', () => {
    const long = 'The company describes a broad programme of operational improvements across its sites and teams';
    const req: ContentRequest = {
      ...FULL_ARTICLE,
      highlights: Array.from({ length: 40 }, (_, i) => `${long} (item ${i + 1} of 40)`),
      recentNews: long.repeat(10),
      customContext: long.repeat(20),
    };
    const words = countWords(compose(req).body);
    expect(words).toBeGreaterThanOrEqual(800);
    expect(words).toBeLessThanOrEqual(1200);
  });
});

describe('composer press releases', () => {
  it.each(['bullish', 'neutral', 'factual', 'deep-dive'] as const)('has the press-release shape (tone %s)', (tone) => {
    const { title, body } = compose({ ...PRESS_RELEASE, tone });
    expect(title).toBe('Acme Gold Completes Red Lake Drill Program');
    // Dateline: company and date, no invented city.
    expect(body.split('\n')[0]).toMatch(/^\*\*Acme Gold Corp\*\*, March 14, 2025 — Acme Gold Corp \(TSXV: AGC\)/);
    expect(body).toContain('Completed the 2024 drill program at the Red Lake property');
    expect(body).toContain('Appointed a new chief financial officer');
    expect(body).toContain('## About Acme Gold Corp');
    expect(body).toContain('[Quote from Jane Doe to be supplied by the issuer]');
    expect(body).toContain('**Investor contact:** Jane Doe, [contact details to be supplied by the issuer]');
    expect(body).toContain('C$45M as of 2025-03-01');
    const words = countWords(body);
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(700);
    const invented = numberTokens(`${title}\n${body}`).filter((token) => !requestText({ ...PRESS_RELEASE, tone }).includes(token));
    expect(invented).toEqual([]);
    expect(body).not.toMatch(/["“”]/);
  });

  it('leaves financial figures out unless asked to include them', () => {
    const { body } = compose({ ...PRESS_RELEASE, includeFinancials: false });
    expect(body).not.toContain('C$45M');
    expect(body).toContain('TSX Venture Exchange');
  });

  it('writes a sparse release without inventing content', () => {
    const req: ContentRequest = {
      kind: 'press-release',
      companyName: 'Acme Gold Corp',
      ticker: 'AGC',
      sector: 'Mining',
      tone: 'neutral',
      highlights: [],
      date: '2025-06-02',
    };
    const { title, body } = compose(req);
    expect(title).toMatch(/Acme Gold Corp/);
    expect(body).toMatch(/^\*\*Acme Gold Corp\*\*, June 2, 2025 — /);
    expect(body).toContain('**Investor contact:** Investor relations, [contact details to be supplied by the issuer]');
    expect(countWords(body)).toBeGreaterThanOrEqual(300);
    expect(numberTokens(body).filter((token) => !requestText(req).includes(token))).toEqual([]);
  });
});

describe('ComposerContentModel', () => {
  it('streams the piece block by block; the chunks add up to the title line and the body', async () => {
    const deltas: string[] = [];
    const model = new ComposerContentModel();
    const result = await model.generate(FULL_ARTICLE, { onDelta: (text) => deltas.push(text) });
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas[0]).toBe(`# ${result.title}\n\n`);
    expect(deltas.join('')).toBe(`# ${result.title}\n\n${result.body}`);
    expect(result.model).toBe('composer');
    expect(result.wordCount).toBe(countWords(result.body));
  });

  it('stops with an aborted error when the caller cancels', async () => {
    const controller = new AbortController();
    const model = new ComposerContentModel();
    const promise = model.generate(FULL_ARTICLE, {
      signal: controller.signal,
      onDelta: () => controller.abort(),
    });
    await expect(promise).rejects.toMatchObject({ code: 'aborted' });
    await expect(promise).rejects.toBeInstanceOf(ContentModelError);
  });
});
