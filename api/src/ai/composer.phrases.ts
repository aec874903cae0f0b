// The composer's wording, in the issuer's voice: the company presents its own news. Every line is fact-free:
// figures, events and quotes come from the inputs alone. Words the compliance rules flag (promises,
// predictions, urgency, superlatives) are kept out on purpose, and so is any doubt addressed to the reader.
import type { SectorProfile } from './composer.sectors';
import { list } from './composer.text';
import type { ToneKey } from './content-tone';

/** What a phrase may draw on: the campaign's own facts, already cleaned. */
export interface PhraseContext {
  co: string;
  ticker: string;
  /** "NASDAQ: ACME" when the exchange is known, else "ACME". */
  tickerLabel: string;
  exchange?: string;
  /** Sector as it reads mid-sentence, e.g. "technology". */
  sector: string;
  profile: SectorProfile;
}

export type Phrase = (c: PhraseContext) => string;

/** The feature's opening paragraph, before the company's first highlight. */
export const FEATURE_INTROS: Record<ToneKey, readonly Phrase[]> = {
  bullish: [
    (c) =>
      `${c.co} (${c.tickerLabel}) is pleased to share the progress it has made across its business. The company works in ${c.sector}, and the developments below reflect the priorities its management team has set.`,
    (c) =>
      `${c.co} (${c.tickerLabel}) has had an active period, and the company is pleased to set out what it has achieved. It operates in ${c.sector} and has focused its recent work on the points described here.`,
  ],
  neutral: [
    (c) => `${c.co} (${c.tickerLabel}), a company in ${c.sector}, has shared an update on its business.`,
    (c) =>
      `${c.co} (${c.tickerLabel}) operates in ${c.sector}. This feature sets out the company's recent developments and its plans as it has described them.`,
  ],
  factual: [
    (c) =>
      `${c.co} trades under the ticker ${c.ticker}${c.exchange ? ` on ${c.exchange}` : ''} and operates in ${c.sector}. The company reports the following developments.`,
    (c) => `${c.co} (${c.tickerLabel}), a company in ${c.sector}, reports the developments set out below.`,
  ],
  deepdive: [
    (c) =>
      `This feature looks at ${c.co} (${c.tickerLabel}) in detail: what the company has achieved recently, the industry it works in, and how it reports to its shareholders.`,
    (c) =>
      `${c.co} (${c.tickerLabel}) operates in ${c.sector}. In this feature the company describes its recent progress at length, together with the context of its industry and the way it keeps shareholders informed.`,
  ],
  analytical: [
    (c) =>
      `${c.co} (${c.tickerLabel}) sets out below the developments it reports, the figures it has published with them, and the measures that matter in ${c.sector}.`,
    (c) =>
      `This feature from ${c.co} (${c.tickerLabel}) presents the company's recent developments together with the facts on record and the measures by which a business in ${c.sector} reports its progress.`,
  ],
  educational: [
    (c) =>
      `This feature introduces ${c.co} (${c.tickerLabel}) to shareholders and others who are new to the company: what it does, what it has announced recently, and where its official information is published.`,
    (c) =>
      `${c.co} (${c.tickerLabel}) operates in ${c.sector}. For those getting to know the company, this feature explains its business, its recent news and the terms that appear in its reports.`,
  ],
};

/** Headings of the section that carries the company's highlights. */
export const HIGHLIGHT_HEADINGS: Record<ToneKey, readonly Phrase[]> = {
  bullish: [() => 'Recent progress', (c) => `What ${c.co} has achieved`],
  neutral: [() => 'Recent developments', () => 'Business update'],
  factual: [() => 'Reported developments', () => 'Developments'],
  deepdive: [() => 'Recent developments in detail', () => 'What the company reports'],
  analytical: [() => 'Developments and figures', () => 'What the company reports'],
  educational: [(c) => `What ${c.co} has announced`, () => 'Recent developments'],
};

/** Connectives for the second and later highlights, as the company's own statements. */
export const HIGHLIGHT_CONNECTIVES: Record<ToneKey, readonly string[]> = {
  bullish: ['In addition,', 'The company is also pleased to report that', 'Alongside this,', 'The company also reports that'],
  neutral: ['In addition,', 'Also during the period,', 'Separately,', 'The company also reports that'],
  factual: ['In addition,', 'Also,', 'Separately,', 'The company also reports that'],
  deepdive: ['In addition,', 'Alongside this,', 'A further development:', 'The company also reports that'],
  analytical: ['In addition,', 'Separately,', 'The company also reports that', 'A further development:'],
  educational: ['In addition,', 'Another recent development:', 'The company also reports that', 'Separately,'],
};

export const NEWS_HEADLINE: readonly ((c: PhraseContext, news: string) => string)[] = [
  (c, news) => `${c.co}'s most recent announcement was released under the headline: ${news}`,
  (c, news) => `The company's latest release is titled: ${news}`,
];

export const NEWS_URL: readonly ((c: PhraseContext, url: string) => string)[] = [
  (c, url) => `${c.co}'s most recent announcement is published at ${url}.`,
  (c, url) => `The full text of the company's latest release is available at ${url}.`,
];

/** Fact-free paragraphs on how the company keeps shareholders informed: true of any listed company. */
export const REPORTING: readonly Phrase[] = [
  (c) =>
    `${c.co} publishes an annual report that describes its business, its markets and its competition, presents audited financial statements and sets out the risk factors the company considers material.`,
  (c) =>
    `Between annual reports, ${c.co} reports its progress in interim reports and announces material developments through press releases and filings with its securities regulator${c.exchange ? `, in line with the disclosure rules of ${c.exchange}` : ''}.`,
  (c) =>
    `In the management's discussion and analysis that accompanies its results, ${c.co} explains in management's own words what changed during the period, why, and which trends management considers important, including liquidity and funding.`,
  (c) =>
    `The notes to ${c.co}'s financial statements explain how the figures are prepared, including how revenue is recognised and how assets are valued, and the auditor's report states the auditor's opinion on them.`,
  (c) =>
    `${c.co} reports its shares outstanding, together with any options, warrants and convertible instruments, in its filings, so that shareholders can see how the company's capital is structured.`,
  (c) =>
    `Information about ${c.co}'s board, how its directors and officers are paid and any transactions with related parties is set out in the company's governance disclosures.`,
  (c) =>
    `${c.co} holds an annual meeting at which shareholders elect the board of directors and vote on the matters set out in the meeting materials, and shareholders who cannot attend may vote by proxy.`,
  (c) =>
    `${c.co}'s filings are publicly available through the filing system of its securities regulator, so that every investor has access to the same information at the same time.`,
  (c) =>
    `${c.co} distributes its material news through press releases carried by newswire services, which makes each announcement available to the whole market at once.`,
];

/** Terms a new shareholder meets, explained with the company's own listing. */
export const TERMS: readonly Phrase[] = [
  (c) =>
    `${c.co}'s shares trade under the ticker ${c.ticker}${c.exchange ? ` on ${c.exchange}` : ''}. A ticker is the short code under which a company's shares are quoted; the exchange sets the listing and disclosure rules the company follows.`,
  () =>
    `Market capitalisation is the share price multiplied by the number of shares outstanding. It describes the value the market places on a company's equity on a given day and changes with the share price.`,
  (c) =>
    `Statements about ${c.co}'s plans are forward-looking: they describe what the company intends or expects, depend on conditions that may change, and actual results may differ. The company identifies such statements and the factors that could affect them.`,
  () =>
    `An annual report gives a complete account of a company's year, with audited financial statements; interim reports cover the quarters or half-years in between.`,
  () =>
    `Dilution happens when a company issues new shares: each existing share then represents a smaller part of the company, in exchange for the capital the new shares bring in.`,
  () =>
    `A company's fiscal year is the period its annual report covers. It does not always match the calendar year, so results are labelled with the fiscal period they belong to.`,
];

export const SECTOR_LEADS: readonly Phrase[] = [
  (c) => `${c.co} works in ${c.sector}, and the dynamics of that industry shape its business.`,
  (c) => `The industry context matters for ${c.co}.`,
];

export const MEASURES: readonly Phrase[] = [
  (c) =>
    `In ${c.sector}, companies commonly report measures such as ${list(c.profile.measures)}; ${c.co}'s filings define those it reports.`,
  (c) => `Measures that matter for a business in ${c.sector} include ${list(c.profile.measures)}.`,
];

export const RISK_LEADS: readonly Phrase[] = [
  (c) => `Like every company in ${c.sector}, ${c.co} faces risks.`,
  (c) => `${c.co}'s business involves risks and uncertainties.`,
];

export const RISKS: readonly Phrase[] = [
  (c) =>
    `The company's plans may not be achieved on the timetable or at the cost it expects, and actual results may differ materially from its expectations, because they depend on conditions outside ${c.co}'s control.`,
  () =>
    `Share prices can be volatile, particularly for smaller companies with lower trading volumes, and past performance does not indicate future results.`,
  () =>
    `A company that needs more capital may raise it by issuing shares, which dilutes existing holders, or by borrowing, which adds obligations; the terms available depend on market conditions at the time.`,
  (c) =>
    `Competition, changes in regulation, the loss of key people, customers or partners, and wider economic conditions can all affect results. ${c.co}'s filings set out the risk factors the company considers material.`,
];

export const CLOSINGS: Record<ToneKey, readonly Phrase[]> = {
  bullish: [
    (c) => `${c.co} thanks its shareholders, customers and employees for their support and looks forward to reporting on its progress.`,
    (c) => `${c.co} is encouraged by the progress described here and looks forward to keeping shareholders informed.`,
  ],
  neutral: [(c) => `${c.co} reports its progress through its regular filings and press releases.`],
  factual: [(c) => `${c.co}'s filings with its securities regulator contain its audited financial statements and full disclosures.`],
  deepdive: [(c) => `${c.co} describes its business, its results and the risks it faces in full in its annual and interim reports.`],
  analytical: [
    (c) => `${c.co}'s annual and interim reports contain the figures behind the developments described here, with their definitions.`,
  ],
  educational: [
    (c) => `${c.co} welcomes new shareholders and publishes its reports, releases and filings so that everyone has the same information.`,
  ],
};

/** The release's lead after the dateline, for each tone; `what` is "that it signed …" or similar. */
export const RELEASE_LEADS: Record<ToneKey, readonly ((c: PhraseContext, what: string) => string)[]> = {
  bullish: [
    (c, what) => `${c.co} (${c.tickerLabel}) today announced ${what}.`,
    (c, what) => `${c.co} (${c.tickerLabel}), a company in ${c.sector}, today announced ${what}.`,
  ],
  neutral: [(c, what) => `${c.co} (${c.tickerLabel}) today announced ${what}.`],
  factual: [(c, what) => `${c.co} (${c.tickerLabel}) today announced ${what}.`],
  deepdive: [(c, what) => `${c.co} (${c.tickerLabel}), a company in ${c.sector}, today announced ${what}.`],
  analytical: [(c, what) => `${c.co} (${c.tickerLabel}) today announced ${what}.`],
  educational: [(c, what) => `${c.co} (${c.tickerLabel}), a company in ${c.sector}, today announced ${what}.`],
};
