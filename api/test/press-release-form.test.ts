// Issue 37 point 2: a press release in the form the wires and IR teams use, on 50 real-shaped inputs, and
// the NVIDIA release through the API with its compliance check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose, type ContentRequest } from '../src/ai';
import { lineShape } from '../src/ai/composer.grammar';
import { shortName } from '../src/ai/composer.pieces';
import { ManualClock } from '../src/lib/clock';
import { checkContent, buildDisclosures, looksForward } from '../src/modules/compliance';
import { createTestApp, type TestApp } from './test-app';
import { Client, createCampaign, createVerifiedIssuer } from './fixtures/issuers';
import { ISSUERS, type IssuerFixture } from './fixtures/issuer-releases';

const DATE = '2026-11-28T14:00:00Z';

function request(issuer: IssuerFixture, full: boolean): ContentRequest {
  return {
    kind: 'press-release',
    companyName: issuer.companyName,
    ticker: issuer.ticker,
    exchange: issuer.exchange,
    sector: issuer.sector,
    tone: full ? 'neutral' : 'factual',
    highlights: full ? issuer.highlights : [...issuer.highlights].reverse(),
    recentNews: full ? issuer.news : undefined,
    quote: full ? issuer.quote : undefined,
    headOffice: issuer.office,
    boilerplate: full ? issuer.boilerplate : undefined,
    mediaContact: full ? issuer.mediaContact : undefined,
    contactName: 'Jane Doe',
    date: DATE,
  };
}

const CASES = ISSUERS.flatMap((issuer) => [
  { name: `${issuer.companyName}, full profile`, issuer, req: request(issuer, true) },
  { name: `${issuer.companyName}, no quote or profile`, issuer, req: request(issuer, false) },
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sentencesOf = (text: string) => text.split(/(?<=[.!?”])\s+(?=[A-Z“*])/);

describe('press releases in wire form (50 real-shaped inputs)', () => {
  it('has 50 inputs', () => expect(CASES.length).toBeGreaterThanOrEqual(50));

  it.each(CASES)('$name', ({ issuer, req }) => {
    const { title, body } = compose(req);
    const short = shortName(issuer.companyName);
    // Headline: the company's short name and a verb, at most about 15 words, never the news field.
    expect(title.split(' ').length).toBeLessThanOrEqual(15);
    expect(title).toContain(short);
    const verb = title.slice(short.length + 1).split(' ')[0];
    expect(title.startsWith(`${short} `), title).toBe(true);
    expect(
      verb === 'Reports' || new RegExp(`^${verb}\\b`, 'i').test(req.highlights.find((l) => /\d/.test(l)) ?? req.highlights[0]),
      title,
    ).toBe(true);
    if (req.recentNews) expect(title).not.toBe(req.recentNews);
    const paragraphs = body.split('\n\n');
    // Sub-headline, then the wire dateline and the lead: company, listing, "today", a verb.
    const hasSub = req.highlights.length >= 3;
    if (hasSub) expect(paragraphs[0]).toMatch(/^\*[^*]+; [^*]+\*$/);
    const lead = paragraphs[hasSub ? 1 : 0];
    const place = escape(issuer.place);
    expect(lead).toMatch(
      new RegExp(
        `^\\*\\*${place}, Nov\\. 28, 2026 /IssuerWire/\\*\\* — ${escape(issuer.companyName)} \\(${issuer.exchange}: ${issuer.ticker}\\) today (?:reported|announced that) `,
      ),
    );
    // Every highlight is in the release, in a sentence with a finite verb.
    for (const line of req.highlights) {
      const core = line.replace(/^[A-Z]/, (c) => c.toLowerCase()).slice(1, 40);
      const sentence = sentencesOf(body).find((s) => s.includes(core));
      expect(sentence, line).toBeDefined();
      expect(lineShape(sentence!.replace(/^\*\*[^*]+\*\* — /, '')), sentence).toBe('sentence');
    }
    // Nothing about the news field's headline.
    if (req.recentNews) expect(body).not.toContain(req.recentNews);
    expect(body).not.toMatch(/headline:|latest release is titled|most recent announcement/i);
    // The quote as given, attributed once.
    if (req.quote) {
      const said = body.match(/” said ([^.]+)\./g) ?? [];
      expect(said).toHaveLength(1);
      expect(body).toContain(`“${req.quote.text.replace(/\.$/, ',')}” said ${req.quote.speakerName}, ${req.quote.speakerTitle}`);
      expect(body).not.toMatch(/ of [A-Z][\w ]+ of /);
    } else expect(body).not.toMatch(/[“”]|\bsaid\b/);
    // About and the contact from the profile; the end mark last.
    expect(body).toContain(`## About ${issuer.companyName}`);
    if (req.boilerplate) expect(body).toContain(req.boilerplate);
    if (req.mediaContact) expect(body).toContain(req.mediaContact.split('\n').join('  \n'));
    expect(body.trimEnd().endsWith('\\#\\#\\#')).toBe(true);
    // And it passes its own check with the disclosures the server appends.
    const disclosures = buildDisclosures({
      issuerName: issuer.companyName,
      ticker: issuer.ticker,
      exchange: issuer.exchange,
      amountCents: 49_900,
      forwardLooking: looksForward(body),
      sector: issuer.sector,
    });
    const report = checkContent(`# ${title}\n\n${body}\n\n---\n\n${disclosures.text}`, { exchange: issuer.exchange, jurisdiction: '' });
    expect(
      report.findings.filter((f) => f.severity !== 'advisory').map((f) => `${f.ruleId}: ${f.span?.text}`),
      body,
    ).toEqual([]);
  });
});

describe('the NVIDIA release through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(new Date(DATE)) });
  });
  afterAll(async () => t?.close());

  it("answers the content generator's title from the composer's headline rule (GraphQL suggestedTitle)", async () => {
    const nvidia = ISSUERS[0];
    const anyone = new Client(t, undefined);
    const query =
      'query T($companyName: String!, $keyMessages: [String!]!) { suggestedTitle(companyName: $companyName, keyMessages: $keyMessages) }';
    const asked = await anyone.graphql(query, { companyName: nvidia.companyName, keyMessages: [...nvidia.highlights, '  '] });
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.suggestedTitle).toBe(compose({ ...request(nvidia, true), title: undefined }).title);
    expect(asked.data?.suggestedTitle).toBe('NVIDIA Reports Record Quarterly Revenue of $57.0 Billion');
    const none = await anyone.graphql(query, { companyName: 'Cameco Corporation', keyMessages: [] });
    expect(none.data?.suggestedTitle).toBe('Cameco Provides Business Update');
    // Bad input is refused with its code, never a 5xx.
    const blank = await anyone.graphql(query, { companyName: '  ', keyMessages: [] });
    expect(blank.status).toBeLessThan(500);
    expect(blank.errors?.[0]).toMatchObject({ message: 'Company name is required', extensions: { code: expect.any(String) } });
  });

  it('reads as the wires print it, with a legend naming a chipmaker’s risks, and passes its own compliance check', async () => {
    const nvidia = ISSUERS[0];
    const issuer = await createVerifiedIssuer(t, { ticker: 'NVDA', companyName: nvidia.companyName, plan: 'pro', exchange: 'NASDAQ' });
    const profile = await issuer.put('/api/organization/profile', {
      headOfficeCity: 'Santa Clara',
      headOfficeRegion: 'CA',
      headOfficeCountry: 'US',
      boilerplate: nvidia.boilerplate,
      mediaContact: nvidia.mediaContact,
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const campaignId = await createCampaign(issuer, {
      companyName: nvidia.companyName,
      format: 'press-release',
      highlights: nvidia.highlights.join('\n'),
      pressRelease: nvidia.news,
      quote: nvidia.quote.text,
      quoteSpeakerName: nvidia.quote.speakerName,
      quoteSpeakerTitle: nvidia.quote.speakerTitle,
    });
    const generated = await issuer.post<{ article: { id: string; title: string; content: string } }>(
      `/api/campaigns/${campaignId}/generate-article`,
    );
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const { id, title, content } = generated.body.article;
    expect(title).toBe('NVIDIA Reports Record Quarterly Revenue of $57.0 Billion');
    expect(content).toContain(
      '**SANTA CLARA, Calif., Nov. 28, 2026 /IssuerWire/** — NVIDIA Corporation (NASDAQ: NVDA) today reported record quarterly revenue of $57.0 billion, up 22% from the previous quarter and up 62% from a year ago.',
    );
    expect(content).toMatch(
      /(?:NVIDIA|The company) also reported record quarterly Data Center revenue of \$51\.2 billion, up 25% from the previous quarter\./,
    );
    expect(content).toContain('said Jensen Huang, founder and CEO of NVIDIA.');
    expect(content).not.toContain('NVIDIA Announces Financial Results');
    expect(content).not.toMatch(/exploration|commodity prices/i);
    const compliance = await issuer.get<{ result: string; findings: { severity: string }[] }>(`/api/articles/${id}/compliance`);
    expect(compliance.status).toBe(200);
    expect(compliance.body.findings.filter((f) => f.severity !== 'advisory')).toEqual([]);
    expect(compliance.body.result).toBe('compliant');
  });
});

describe('highlights as IR teams write them: verbs the tagger reads as nouns', () => {
  // A figure's verb after a noun ("count tops 1,800") is a sentence as written: no "reported" before it.
  it.each([
    'customer count tops 1,800',
    'quarterly shipments climb 9% to 4.1 million units',
    'subscription revenue increases 21% to $88.9 million',
    'operating costs fall 4%',
    'free cash flow totals $12 million',
    'same-store sales rise 3.2%',
    'orders rose 12% to 4,100',
    'revenue grows 20% to $1.2 billion',
  ])('%s', (line) => {
    expect(lineShape(line)).toBe('sentence');
    const { body } = compose({ ...request(ISSUERS[0], false), highlights: ['record quarterly revenue of $57.0 billion', line] });
    expect(body).toContain(`${line.charAt(0).toUpperCase()}${line.slice(1)}.`);
    expect(body).not.toMatch(
      /reported (?:customer count|quarterly shipments|subscription revenue increases|operating costs fall|free cash flow totals|same-store|orders rose|revenue grows)/,
    );
  });

  it('reads the verb after the listing as the verb', () => {
    expect(
      lineShape('Demo Issuer Holdings Inc. (NASDAQ: DEMO) reported third-quarter revenue of $104.2 million, up 17% from a year ago.'),
    ).toBe('sentence');
    expect(lineShape('gross margin of 71.3%, compared with 69.8% a year ago')).toBe('fragment');
  });

  // And a fragment is still one: it is given its verb.
  it.each(['revenue up 22% to $57.0 billion', 'record bookings of 4,100 units', 'Data Center revenue of $51.2 billion'])('%s', (line) => {
    expect(lineShape(line)).toBe('fragment');
  });

  it('leaves a note after the company name out of its short name', () => {
    const req = {
      ...request(ISSUERS[0], false),
      companyName: 'Demo Issuer Holdings Inc. (fictional)',
      highlights: ['Opened a support office in Ohio'],
    };
    expect(compose(req).title).toBe('Demo Issuer Opened a Support Office in Ohio');
    expect(compose(req).body).not.toMatch(/\(fictional\)'s/);
  });

  it('capitalises each part of a compound in the headline', () => {
    const { title } = compose({
      ...request(ISSUERS[0], false),
      highlights: ['third-quarter revenue of $104.2 million, up 17% from a year ago'],
    });
    expect(title).toBe('NVIDIA Reports Third-Quarter Revenue of $104.2 Million, up 17% from a Year Ago');
  });

  it('prints a highlight that opens with a verb in lower case inside the sub-headline', () => {
    const { body } = compose({
      ...request(ISSUERS[0], false),
      highlights: [
        'record quarterly revenue of $57.0 billion',
        'subscription revenue of $48.9 billion, up 21% from a year ago',
        'Signed a five-year agreement with a national grocery chain',
      ],
    });
    expect(body.split('\n\n')[0]).toBe(
      '*Subscription revenue of $48.9 billion, up 21% from a year ago; signed a five-year agreement with a national grocery chain*',
    );
  });
});
