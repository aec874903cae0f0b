import { describe, expect, it } from 'vitest';
import { ComposerContentModel, compose } from './composer';
import { CONTENT_TONES, type ContentRequest } from './content-model';
import { ContentModelError } from './content-model.error';
import { countWords, numberTokens } from './content-text.utils';
import { BIOTECH_ARTICLE, FULL_ARTICLE, PRESS_RELEASE, SPARSE_ARTICLE, requestText, SECTORS } from './__fixtures__/content-requests';

const ISSUER: ContentRequest = {
  kind: 'article',
  companyName: 'Table Trac, Inc.',
  ticker: 'TBTC',
  exchange: 'OTCQX',
  sector: 'Technology',
  tone: 'neutral',
  highlights: ['Signed 4 new tribal casino systems contracts', 'Revenue grew 12% to $10.2M in 2024'],
  date: '2025-03-14',
};

const CASES = CONTENT_TONES.flatMap((tone) =>
  SECTORS.flatMap((sector) =>
    (['article', 'press-release'] as const).map((kind) => ({ tone, sector, kind, req: { ...ISSUER, kind, tone, sector } })),
  ),
);

const FIXTURES: [string, ContentRequest][] = [
  ['full', FULL_ARTICLE],
  ['one highlight only', { ...SPARSE_ARTICLE, highlights: ['Completed a drill program'] }],
  ['biotech with quote and URL news', BIOTECH_ARTICLE],
  ['press release with quote and profile', PRESS_RELEASE],
];
const FIXTURE_CASES = CONTENT_TONES.flatMap((tone) => FIXTURES.map(([name, req]) => ({ tone, name, req: { ...req, tone } })));

/** Doubt addressed to the reader, or notes about what the campaign lacks: the issuer would never sign these. */
const FORBIDDEN = [
  'the question to ask',
  'worked example',
  'how to research',
  'readers can',
  'readers should',
  'a reader',
  'worth checking',
  'worth a closer look',
  'closer look',
  'inside ',
  'does not list',
  'no business highlights',
  'does not attribute',
  'not been independently verified',
  'treated here as claims',
  'claims',
  'promotional',
  'paid articles',
  'issuer-paid',
  'one input among',
  'test it',
  'sceptic',
  'skeptic',
];

const PLACEHOLDER = /\[[^\]]*\]|to be supplied|\bTBD\b|\bTBC\b|lorem ipsum|xx+/i;

// Wording the compliance rules flag: promises, predictions, urgency, superlatives, famous-company talk, tips.
const RED_FLAGS =
  /\b(will|guarantee[ds]?|risk-free|can't lose|sure thing|price target|act now|too late|don't miss|limited (time|window)|the next [A-Z]\w*|best|only|revolutionary|world-leading|unmatched|leading|insiders?|before the news|announcement coming|uplisting|buy ?back|as seen on|endorsed|sponsored|is set to|soon|hurry|skyrocket\w*|soar\w*|explosive)\b/i;

/** Numbers the piece may print: those in the issuer's input and the day and year of the release date. */
function inventedNumbers(req: ContentRequest, text: string): string[] {
  const date = req.date ? new Date(req.date) : new Date();
  const allowed = new Set([...numberTokens(requestText(req)), String(date.getUTCDate()), String(date.getUTCFullYear())]);
  return numberTokens(text).filter((token) => !allowed.has(token));
}

describe('composer over every tone, sector and form', () => {
  it.each(CASES)('$kind, tone $tone, $sector: issuer voice, facts only, no placeholder', ({ req }) => {
    const { title, body } = compose(req);
    const text = `${title}\n${body}`;
    const words = countWords(body);
    if (req.kind === 'article') {
      // Two highlights make a short piece: nothing is padded around them (the API refuses such a brief for a feature).
      expect(words).toBeLessThanOrEqual(150);
    } else {
      expect(words).toBeLessThanOrEqual(700);
      expect(body.split('\n')[0]).toMatch(
        /^\*\*March 14, 2025 \/IssuerWire\/\*\* — Table Trac, Inc\. \(OTCQX: TBTC\) today announced that it signed 4 new tribal casino systems contracts\./,
      );
    }
    for (const phrase of FORBIDDEN) expect(text.toLowerCase(), phrase).not.toContain(phrase);
    expect(text).not.toMatch(PLACEHOLDER);
    expect(inventedNumbers(req, text)).toEqual([]);
    expect(text.match(RED_FLAGS)?.[0]).toBeUndefined();
    // No quote was given: none is written.
    expect(text).not.toMatch(/["“”«»]/);
    expect(text).not.toMatch(/\bsaid\b/);
    expect(body).toContain('## About Table Trac, Inc.');
    // Every paragraph once.
    const paragraphs = body.split('\n\n');
    expect(paragraphs.filter((p, i) => paragraphs.indexOf(p) !== i)).toEqual([]);
    expect(title).toBe('Table Trac Signed 4 New Tribal Casino Systems Contracts');
  });

  it.each(FIXTURE_CASES)('$name, tone $tone: facts only, no placeholder, lengths', ({ req }) => {
    const { title, body } = compose(req);
    const text = `${title}\n${body}`;
    const words = countWords(body);
    expect(words).toBeLessThanOrEqual(req.kind === 'article' ? 1200 : 700);
    expect(inventedNumbers(req, text)).toEqual([]);
    expect(text).not.toMatch(PLACEHOLDER);
    for (const phrase of FORBIDDEN) expect(text.toLowerCase(), phrase).not.toContain(phrase);
  });

  it('never includes disclosures: the server appends them', () => {
    for (const { req } of CASES) {
      expect(compose(req).body).not.toMatch(/not investment advice|AI[- ]assist|received (compensation|payment)|^\**disclosures?\b/im);
    }
  });
});

describe('composer press releases', () => {
  it.each(CONTENT_TONES)('has the press-release shape with the head office, quote, boilerplate and contact (tone %s)', (tone) => {
    const { title, body } = compose({ ...PRESS_RELEASE, tone });
    expect(title).toBe('Acme Gold Completes Red Lake Drill Program');
    expect(body.split('\n')[0]).toMatch(
      /^\*\*VANCOUVER, March 14, 2025 \/IssuerWire\/\*\* — Acme Gold Corp \(TSXV: AGC\) today announced that it completed the 2024 drill program at the Red Lake property\./,
    );
    expect(body).toMatch(/appointed a new chief financial officer/);
    expect(body).toContain(
      '“The completed program gives us a clear base for the next stage of work at Red Lake,” said Jane Doe, President and CEO of Acme Gold.',
    );
    expect(body).toContain(
      '## About Acme Gold Corp\n\nAcme Gold Corp is a gold exploration company focused on the Red Lake district of Ontario.',
    );
    expect(body).toContain('**Media and investor contact**\n\nJane Doe, President and CEO  \nir@acmegold.example  \n+1 604 555 0100');
    expect(body).toContain('C$45M as of 2025-03-01');
  });

  it('writes a quote only when the issuer gave one, and the date alone when the city is unknown', () => {
    const { body } = compose({ ...PRESS_RELEASE, quote: undefined, headOffice: undefined });
    expect(body).not.toMatch(/[“”"]|\bsaid\b/);
    expect(body.split('\n')[0]).toMatch(/^\*\*March 14, 2025 \/IssuerWire\/\*\* — /);
  });

  it('puts the city and the AP state abbreviation of the head office in the dateline', () => {
    const { body } = compose({ ...ISSUER, kind: 'press-release', headOffice: { city: 'Minnetonka', region: 'MN' } });
    expect(body.split('\n')[0]).toMatch(/^\*\*MINNETONKA, Minn\., March 14, 2025 \/IssuerWire\/\*\* — /);
    expect(body.trimEnd().endsWith('\\#\\#\\#')).toBe(true);
  });

  it('leaves financial figures out unless asked to include them', () => {
    expect(compose({ ...PRESS_RELEASE, includeFinancials: false }).body).not.toContain('C$45M');
  });

  it('builds "About" from the listing and the contact from the KYC contact when the profile has neither', () => {
    const { body } = compose({ ...ISSUER, kind: 'press-release', contactName: 'Chad Hoehne', website: 'https://tabletrac.com' });
    expect(body).toContain(
      '## About Table Trac, Inc.\n\nTable Trac, Inc. is a company in technology. Its shares trade under the ticker TBTC on OTCQX.',
    );
    expect(body).toContain('**Media and investor contact**\n\nChad Hoehne, Table Trac, Inc.  \nhttps://tabletrac.com');
  });
});

describe('composer features', () => {
  it('draws on the campaign facts: highlights, news and website; never a market figure', () => {
    const { body, title } = compose(FULL_ARTICLE);
    expect(title).toBe('Northwind Robotics Reports Revenue Grew 34% Year Over Year to $12.5M in Fiscal 2024');
    expect(body).toContain('NASDAQ: NWRB');
    expect(body).toContain('revenue grew 34% year over year to $12.5M in fiscal 2024');
    expect(body).toContain('signed a multi-year supply agreement with a regional logistics operator');
    expect(body).toContain('https://northwind-robotics.example');
    expect(body).not.toContain('$410M');
    expect(body).not.toContain('Inc..');
  });

  it("quotes the issuer's speaker when a quote is given", () => {
    const { body } = compose(BIOTECH_ARTICLE);
    expect(body).toContain(
      '“Completing enrolment is an important step for our HX-101 programme and for the patients in the trial,” said Dana Whitfield, Chief Executive Officer of Helix Therapeutics.',
    );
  });

  it('is deterministic for the same input and seed, and changes with a new seed', () => {
    const req = { ...FULL_ARTICLE, variationSeed: 'seed-a' };
    expect(compose(req)).toEqual(compose({ ...req }));
    for (const tone of CONTENT_TONES) {
      const seeds = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];
      const bodies = new Set(seeds.map((variationSeed) => compose({ ...FULL_ARTICLE, tone, variationSeed }).body));
      expect(bodies.size, tone).toBeGreaterThan(1);
    }
  });

  it('changes headings and order with the tone, never adds a glossary or a sector essay', () => {
    const sections = (tone: ContentRequest['tone']) => compose({ ...FULL_ARTICLE, tone }).body.match(/^## .+$/gm) ?? [];
    expect(new Set(CONTENT_TONES.map((tone) => sections(tone).join('|'))).size).toBeGreaterThan(3);
    for (const tone of CONTENT_TONES)
      expect(compose({ ...FULL_ARTICLE, tone }).body).not.toMatch(/A ticker is|Technology businesses|annual meeting/);
  });

  it('keeps very long inputs within the word range', () => {
    const long = 'The company describes a broad programme of operational improvements across its sites and teams';
    const req: ContentRequest = {
      ...FULL_ARTICLE,
      highlights: Array.from({ length: 40 }, (_, i) => `${long} (item ${i + 1} of 40)`),
      recentNews: long.repeat(10),
      customContext: long.repeat(20),
      quote: { text: long.repeat(10), speakerName: 'A Speaker' },
      boilerplate: long.repeat(30),
    };
    for (const kind of ['article', 'press-release'] as const) {
      const words = countWords(compose({ ...req, kind }).body);
      expect(words).toBeLessThanOrEqual(kind === 'article' ? 1200 : 700);
    }
  });
});

describe('ComposerContentModel', () => {
  it('streams the piece block by block; the chunks add up to the title line and the body', async () => {
    const deltas: string[] = [];
    const model = new ComposerContentModel();
    const result = await model.generate(FULL_ARTICLE, { onDelta: (text) => deltas.push(text) });
    expect(deltas.length).toBeGreaterThan(4);
    expect(deltas[0]).toBe(`# ${result.title}\n\n`);
    expect(deltas.join('')).toBe(`# ${result.title}\n\n${result.body}`);
    expect(result.model).toBe('composer');
    expect(result.wordCount).toBe(countWords(result.body));
  });

  it('stops with an aborted error when the caller cancels', async () => {
    const controller = new AbortController();
    const model = new ComposerContentModel();
    const promise = model.generate(FULL_ARTICLE, { signal: controller.signal, onDelta: () => controller.abort() });
    await expect(promise).rejects.toMatchObject({ code: 'aborted' });
    await expect(promise).rejects.toBeInstanceOf(ContentModelError);
  });
});
