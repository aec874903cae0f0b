// The composer's wording. Every line here is fact-free: figures, events and quotes come from the inputs alone.
// Words the compliance rules flag (promises, predictions, urgency, superlatives) are kept out on purpose.
import type { SectorProfile } from './composer.sectors';
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

export const TITLES: Record<ToneKey, readonly Phrase[]> = {
  bullish: [
    (c) => `${c.co} (${c.tickerLabel}): The Case the Company Is Making`,
    (c) => `Why ${c.co} Is Putting Its Story in Front of Investors`,
    (c) => `${c.co} (${c.tickerLabel}): What Is Behind the Company's Story`,
  ],
  neutral: [
    (c) => `${c.co} (${c.tickerLabel}): An Overview for Investors`,
    (c) => `A Look at ${c.co} and Its Business`,
    (c) => `${c.co} (${c.tickerLabel}) at a Glance`,
  ],
  factual: [
    (c) => `${c.co} (${c.tickerLabel}): Company Facts and Reported Highlights`,
    (c) => `${c.co}: What the Company Reports`,
    (c) => `${c.co} (${c.tickerLabel}): A Factual Summary`,
  ],
  deepdive: [
    (c) => `Inside ${c.co}: A Closer Look at the Business`,
    (c) => `${c.co} (${c.tickerLabel}) in Depth`,
    (c) => `A Deep Dive into ${c.co} (${c.tickerLabel})`,
  ],
  analytical: [
    (c) => `${c.co} (${c.tickerLabel}): An Analytical Review`,
    (c) => `Reading ${c.co}: An Analysis of What the Company Discloses`,
    (c) => `${c.co} (${c.tickerLabel}): Evidence, Questions and Considerations`,
  ],
  educational: [
    (c) => `Understanding ${c.co}: A Guide to Researching a ${capitalize(c.sector)} Company`,
    (c) => `How to Read a Company Like ${c.co} (${c.tickerLabel})`,
    (c) => `Learning from ${c.co}: What Investors Can Look At`,
  ],
};

export const INTROS: Record<ToneKey, readonly Phrase[]> = {
  bullish: [
    (c) =>
      `${c.co} (${c.tickerLabel}) has a story it wants investors to hear, and it is a constructive one. The company operates in ${c.sector}, a field where focus and execution tend to separate businesses from one another, and it has set out a series of points that describe where it sees its strengths. This article walks through those points, places them in the context of the sector, and sets out what a careful reader can check for themselves.`,
    (c) =>
      `There is an encouraging case behind ${c.co} (${c.tickerLabel}). The company, which works in ${c.sector}, has put forward the highlights it considers central to its business, and they give a clear view of what management is focused on. What follows looks at that case in its own terms, adds the context investors usually want, and keeps the risks in view.`,
    (c) =>
      `${c.co} (${c.tickerLabel}) is making a confident case for its place in ${c.sector}. Rather than repeating slogans, this piece looks at what the company itself puts forward, explains why those points may matter to investors, and shows where to find the primary documents that support or qualify them.`,
  ],
  neutral: [
    (c) =>
      `${c.co} (${c.tickerLabel}) is a company in ${c.sector}. This article summarises what the company says about its business, places it in the context of its sector, and lists the documents and questions an investor can use to form a view.`,
    (c) =>
      `This overview looks at ${c.co} (${c.tickerLabel}), which operates in ${c.sector}. It brings together the company's own highlights, the facts on record and the usual considerations for its industry, and it closes with the risks a reader should keep in mind.`,
    (c) =>
      `${c.co} (${c.tickerLabel}) operates in ${c.sector}. The sections below describe what the company has chosen to highlight, how those points relate to the wider sector, and where to look for more detail.`,
  ],
  factual: [
    (c) =>
      `${c.co} trades under the ticker ${c.ticker}${c.exchange ? ` on ${c.exchange}` : ''} and operates in ${c.sector}. This summary sets out the facts the company has provided and the facts on record, without adding estimates or opinions.`,
    (c) =>
      `This is a factual summary of ${c.co} (${c.tickerLabel}), a company in ${c.sector}. It restates the information the company has supplied, identifies its sources where they are known, and notes where further detail can be found.`,
    (c) =>
      `${c.co} (${c.tickerLabel}) is a ${c.sector} company. The points below are drawn from the company's own material and the facts on record; nothing here is an estimate or a forecast.`,
  ],
  deepdive: [
    (c) =>
      `${c.co} (${c.tickerLabel}) operates in ${c.sector}, and understanding it properly means going beyond a single announcement. This deep dive looks at how the company describes its business, what it reports, the dynamics of its industry, and the questions a thorough investor would want answered before forming a view.`,
    (c) =>
      `A closer look at ${c.co} (${c.tickerLabel}) starts with the business itself. The company works in ${c.sector}, and what follows examines its own highlights, the context of its sector, the documents where the detail sits, and the considerations and risks that come with it.`,
    (c) =>
      `This article takes a detailed look at ${c.co} (${c.tickerLabel}), a company in ${c.sector}. It is built from the company's own material and the facts on record, and it is organised around the way an analyst would approach a company for the first time.`,
  ],
  analytical: [
    (c) =>
      `This analysis of ${c.co} (${c.tickerLabel}) separates what the company states from what can be verified, and frames the questions that matter for a business in ${c.sector}. It draws on the company's highlights and the facts on record and does not add estimates of its own.`,
    (c) =>
      `${c.co} (${c.tickerLabel}) operates in ${c.sector}. An analytical reading of the company begins with its own claims, tests them against its filings, and places them in the context of the forces that shape its industry. That is the structure followed here.`,
    (c) =>
      `The aim of this piece is to read ${c.co} (${c.tickerLabel}) the way an analyst would: identify the company's claims, locate the evidence behind them, and weigh the considerations and risks specific to ${c.sector}.`,
  ],
  educational: [
    (c) =>
      `This article uses ${c.co} (${c.tickerLabel}), a company in ${c.sector}, as a worked example of how to research a listed company. Along the way it explains the terms and documents investors meet most often, so that readers can apply the same approach elsewhere.`,
    (c) =>
      `Researching a company can feel daunting at first. This guide takes ${c.co} (${c.tickerLabel}), which operates in ${c.sector}, and shows step by step what an investor can look at: what the company says about itself, where the official documents are, and how to think about risk.`,
    (c) =>
      `What does it take to understand a company like ${c.co} (${c.tickerLabel})? This article explains the basic building blocks, from ticker symbols to annual reports, and applies each of them to a company working in ${c.sector}.`,
  ],
};

export const HIGHLIGHT_LEADS: Record<ToneKey, readonly Phrase[]> = {
  bullish: [
    (c) => `${c.co} points to several strengths. In the company's own words:`,
    (c) => `The case ${c.co} makes rests on the following highlights, as the company presents them:`,
    () => `These are the points the company puts at the centre of its story:`,
  ],
  neutral: [
    (c) => `${c.co} lists the following business highlights:`,
    () => `The company describes its business through these highlights:`,
    (c) => `According to ${c.co}, the main points about its business are:`,
  ],
  factual: [
    (c) => `The highlights supplied by ${c.co} are reproduced below as provided:`,
    () => `The company has provided the following highlights:`,
    (c) => `${c.co} states the following:`,
  ],
  deepdive: [
    (c) =>
      `${c.co} describes its business through a set of highlights. Each is worth reading closely, together with the kind of evidence that would support it.`,
    () => `The company's own account of its business is the natural starting point. It highlights the following.`,
    (c) => `What does ${c.co} say about itself? Its highlights are set out below, each with a note on how a reader might test it.`,
  ],
  analytical: [
    (c) => `The claims ${c.co} makes about its business are listed below, each followed by the question an analyst would ask of it.`,
    () => `The company's stated highlights form the thesis that an analysis has to test.`,
    (c) => `${c.co} advances the following points, which are treated here as claims to examine rather than conclusions.`,
  ],
  educational: [
    (c) => `Companies usually summarise their business in a few highlights. Here is what ${c.co} says about itself:`,
    (c) => `A good first step is to read what the company says about itself. ${c.co} highlights the following:`,
    () => `Start with the company's own summary. Its highlights are:`,
  ],
};

/** Leads for highlights written as prose, one paragraph per highlight. */
export const HIGHLIGHT_PROSE_LEADS: readonly Phrase[] = [
  (c) => `${c.co} describes its business through a handful of points, set out here as the company presents them.`,
  () => `The company has set out several highlights, and each is reproduced below as presented.`,
  () => `What follows is the company's own account of its business.`,
];

/** Connectives for highlights written as prose; each is followed by the highlight itself. */
export const HIGHLIGHT_CONNECTIVES: readonly string[] = [
  'The company points to the following:',
  'It also notes:',
  'Another point on its list:',
  'In addition, the company cites:',
  'It further highlights:',
  'The company adds:',
];

/** Follow-ups for deep-dive and analytical highlights: how a reader would test a claim, never a verdict. */
export const HIGHLIGHT_TESTS: readonly Phrase[] = [
  () =>
    `A reader can look for the supporting detail in the company's filings, where a point like this is normally backed by definitions and figures.`,
  () => `The question to ask is how this is measured, over what period, and whether the filings report it the same way.`,
  () =>
    `It is worth checking whether this appears in audited statements or in management commentary, since the two carry different weight.`,
  () => `Seen over several reporting periods, a point like this says more than it does in isolation.`,
  (c) =>
    `For a company in ${c.sector}, this is the kind of point that the notes to the financial statements and the risk factors help put in proportion.`,
  () => `How this compares with the company's earlier statements is a useful test of consistency.`,
];

export const NO_HIGHLIGHTS: readonly Phrase[] = [
  (c) =>
    `The campaign does not list specific business highlights for ${c.co}, so this piece does not attribute any achievements to the company. Readers who want the company's own account of its progress can find it in its filings and on its investor pages.`,
  (c) =>
    `No business highlights were supplied for ${c.co}. Rather than fill that gap with assumptions, this article concentrates on the company's context and on where the primary information can be found.`,
];

export const NEWS_HEADLINE: readonly ((c: PhraseContext, news: string) => string)[] = [
  (c, news) =>
    `The company's most recent release is headed: ${news} The full text, and any filing that accompanies it, is the place to read the detail.`,
  (c, news) =>
    `Among its latest news, ${c.co} has published a release titled: ${news} Investors can read the release in full on the company's website or through the newswire that carried it.`,
  (c, news) =>
    `Recent news from ${c.co} includes the following headline: ${news} A headline gives the subject; the release itself and any related filing give the substance.`,
];

export const NEWS_URL: readonly ((c: PhraseContext, url: string) => string)[] = [
  (c, url) => `${c.co} points readers to its latest release at ${url}, where the full text can be read.`,
  (c, url) =>
    `The company's most recent news is available at ${url}. Reading the release in full, rather than a summary of it, is good practice.`,
  (c, url) => `For the company's latest announcement, see ${url}.`,
];

export const NEWS_FOLLOW_UP: readonly Phrase[] = [
  (c) =>
    `News releases are one channel of company disclosure. Material developments are usually also filed with securities regulators${c.exchange ? ` and announced through ${c.exchange}'s disclosure channels` : ''}, and comparing the release with the filing helps a reader see what the company considers significant.`,
  () =>
    `When reading a release, it helps to separate what has happened from what the company hopes to do. Statements about plans are forward-looking and depend on conditions that may change.`,
  () =>
    `Earlier releases give context too. Reading a company's news over a longer period shows whether its stated plans have been carried through and how its description of the business has changed.`,
];

export const FACT_LEADS: readonly Phrase[] = [
  (c) => `The following facts about ${c.co} are on record, each with its source:`,
  () => `Facts on record, with their sources:`,
  (c) => `For reference, these are the facts held about ${c.co} and where they come from:`,
];

export const WEBSITE: readonly ((c: PhraseContext, site: string) => string)[] = [
  (c, site) => `More about ${c.co} is available on its website at ${site}, including its investor materials.`,
  (c, site) => `The company's website, ${site}, is the place to find its investor presentations, releases and contact details.`,
  (c, site) => `Readers can find the company's own materials at ${site}.`,
];

export const CUSTOM_CONTEXT_LEADS: readonly Phrase[] = [
  (c) => `${c.co} has also provided the following context:`,
  () => `Additional context supplied by the company:`,
  () => `The company adds the following background:`,
];

export const SECTOR_LEADS: readonly Phrase[] = [
  (c) => `To understand ${c.co}, it helps to understand the forces that shape ${c.sector}.`,
  (c) => `${c.co} does not operate in isolation. The dynamics of ${c.sector} shape what it can do and how investors read its results.`,
  (c) => `Every sector has its own logic, and ${c.sector} is no exception.`,
];

export const MEASURES: readonly Phrase[] = [
  (c) =>
    `Measures that readers of ${c.sector} companies commonly look for include ${list(c.profile.measures)}. Where ${c.co} reports them, its filings define how each is calculated.`,
  (c) => `When reading reports from a ${c.sector} company, look for ${list(c.profile.measures)}, and for the way each is defined.`,
];

/** How to read the primary documents: fact-free, true of any listed company. */
export const FILINGS: readonly Phrase[] = [
  (c) =>
    `The annual report is the comprehensive account a listed company gives of itself. It describes the business, its markets and its competition, presents audited financial statements, and sets out the risk factors management considers material. For ${c.co}, as for any issuer, it is the natural place to start.`,
  () =>
    `Interim reports, usually published each quarter or half-year, show how the business develops between annual reports. Comparing the same period across years helps separate seasonal patterns from real changes, and the commentary that accompanies each report explains what management sees as the drivers.`,
  () =>
    `Material news is normally announced in a release and filed with the securities regulator, for example on EDGAR in the United States or SEDAR+ in Canada. Reading the filing next to the release shows exactly what the company committed to in writing.`,
  () =>
    `Management's discussion and analysis, the narrative section of a report, explains results in management's own words: what changed, why, and what management is watching. It is where companies usually describe their liquidity, their funding plans and the trends they consider important.`,
  (c) =>
    `The risk factors section deserves a careful read. Companies list the risks they consider material to their business, and for a company in ${c.sector} these usually include both industry-wide issues and matters particular to the company. Changes in this section from one year to another can be telling.`,
  () =>
    `The notes to the financial statements explain how the figures were prepared: how revenue is recognised, how assets are valued, what commitments and contingencies exist. The auditor's report, at the front of the statements, says whether the auditor found them fairly presented and flags any matters of emphasis.`,
  () =>
    `Share structure matters to every shareholder. The number of shares outstanding, together with options, warrants and convertible instruments that could become shares, determines how much of the company each share represents and how that could change if the company raises capital.`,
  () =>
    `Governance is part of the picture too. The proxy or information circular describes the board, how directors and officers are paid, and any transactions between the company and related parties. Independent directors and clear reporting lines are signs that shareholders' interests are represented.`,
  () =>
    `Cash and funding deserve attention in any company that is investing ahead of revenue. The balance sheet shows the cash position; the cash-flow statement shows how quickly it is used; and management's discussion usually explains how the company expects to fund its plans.`,
  () =>
    `Promotional material, including paid articles such as this one, is a starting point rather than a substitute for the primary documents. Investors who compare what a company says in its marketing with what it files with regulators get a more complete picture.`,
];

export const QUESTIONS: readonly Phrase[] = [
  (c) =>
    `Where does ${c.co}'s revenue come from, and how dependable is it? Revenue from long-term contracts or recurring customers behaves differently from one-off sales, and the filings usually break revenue down by source.`,
  () =>
    `What does it cost to deliver the product or service, and how has that changed? Margins show whether growth adds value or simply adds volume.`,
  (c) =>
    `Who are the competitors, and what sets ${c.co} apart from them in its own description? A company's discussion of competition in its annual report is a useful starting point, though readers may want independent sources too.`,
  () =>
    `What milestones has the company set out publicly, and how has it done against earlier ones? Tracking stated plans over time is a simple way to judge execution.`,
  (c) =>
    `How liquid is the stock? Trading volume and the spread between bid and ask prices affect how easily shares of ${c.ticker} can be bought or sold, which matters particularly for smaller companies.`,
  () =>
    `How does the company fund itself? Reliance on new share issues, debt or partners each carries different consequences for existing shareholders.`,
];

export const CONCEPTS: readonly Phrase[] = [
  (c) =>
    `A ticker symbol is the short code under which a company's shares trade. ${c.co} trades as ${c.ticker}${c.exchange ? ` on ${c.exchange}` : ''}. The exchange matters because each one has its own listing and disclosure requirements, which determine what a company must publish and how quickly.`,
  () =>
    `Market capitalisation is the share price multiplied by the number of shares outstanding. It describes what the market values the equity at on a given day, and it changes with the share price. It says nothing on its own about whether a company is cheap or expensive; that takes comparison with earnings, cash flow or assets.`,
  () =>
    `Company highlights are statements by the company about itself. They can be accurate and useful, but they are chosen by the company. A good habit is to find each highlight in an official filing, see how it is defined, and check whether the filing adds qualifications that the summary leaves out.`,
  () =>
    `Forward-looking statements are statements about the future: plans, expectations, targets for the business. Companies identify them because actual results may differ, and they usually list the factors that could cause a difference. Reading those factors is as important as reading the plans.`,
  () =>
    `Diversification means not relying on a single investment. Individual companies, particularly smaller ones, can move sharply in either direction, which is why many investors hold a range of positions and decide the size of each one with that in mind.`,
  () =>
    `Issuer-paid content is coverage that a company pays for. It can be informative, but it is written to present the company, so readers are wise to treat it as one input among several and to check it against filings and independent sources.`,
];

export const RISK_LEADS: readonly Phrase[] = [
  (c) => `Any investment in ${c.co} carries risk, and readers should weigh the following alongside the company's highlights.`,
  (c) => `A balanced view of ${c.co} has to include what could go wrong.`,
  (c) => `The points above are the company's case; the risks are the other half of the picture for ${c.co}.`,
];

export const RISKS: readonly Phrase[] = [
  (c) =>
    `The company's plans may not be achieved on the timetable or at the cost it expects, and results can differ materially from any expectations it has expressed. Statements about the future are forward-looking and depend on conditions outside ${c.co}'s control.`,
  () =>
    `Share prices can be volatile, particularly for smaller companies with lower trading volumes, and investors can lose some or all of the money they invest. Past performance does not indicate future results.`,
  () =>
    `A company that needs more capital may raise it by issuing shares, which dilutes existing holders, or by borrowing, which adds obligations. The terms available depend on market conditions at the time.`,
  () =>
    `Competition, changes in regulation, the loss of key people, customers or partners, and wider economic conditions can all affect results. The company's filings set out the risk factors it considers material, and they should be read in full.`,
  () =>
    `This article draws on information supplied by the company and on the facts on record; it has not been independently verified, and it does not cover every matter that may be relevant to an investment decision.`,
];

export const CLOSINGS: Record<ToneKey, readonly Phrase[]> = {
  bullish: [
    (c) =>
      `${c.co} has set out a constructive case, and it is one investors can examine on its merits. The highlights point to a company with clear priorities in ${c.sector}; the filings, the risk factors and the company's track record against its own plans are where that case can be tested.`,
    (c) =>
      `There is a clear story behind ${c.tickerLabel}, and the company tells it with confidence. Whether it fits a particular portfolio is a question each investor answers for themselves, ideally with the primary documents open and the risks in mind.`,
    (c) =>
      `The case ${c.co} makes is worth hearing, and worth checking. Investors who read the company's filings alongside its highlights are in a good position to judge how much weight to give it.`,
  ],
  neutral: [
    (c) =>
      `${c.co} presents a business in ${c.sector} with the highlights summarised above. Investors forming a view can use the filings and the considerations set out here, and weigh the risks alongside the company's case.`,
    (c) =>
      `In summary, ${c.co} (${c.tickerLabel}) operates in ${c.sector} and has set out its view of its business. The primary documents are the place to confirm the details.`,
    (c) =>
      `This overview has summarised what ${c.co} says about itself, the context of its sector, and the risks that apply. Further detail is available in the company's filings and on its website.`,
  ],
  factual: [
    (c) =>
      `The information above is as supplied by ${c.co} and as held on record. Filings with the relevant regulator are the authoritative source for the company's financial position and results.`,
    (c) =>
      `This summary restates the information available about ${c.co} (${c.tickerLabel}). For audited figures and full disclosures, refer to the company's filings.`,
  ],
  deepdive: [
    (c) =>
      `${c.co} has put forward a clear account of its business. A thorough reading would turn to the annual report, the most recent interim reports and the risk factors, and test each highlight against them. The considerations above give a framework for doing so.`,
    (c) =>
      `Going deeper into ${c.co} means reading the primary documents with the questions above in hand. The company's highlights describe its view; its filings show the evidence and the qualifications.`,
  ],
  analytical: [
    (c) =>
      `An analysis of ${c.co} stands or falls on evidence. The company's claims are clear; the filings, the risk factors and the company's record against its stated plans provide the means to assess them.`,
    (c) =>
      `The framework above sets out what ${c.co} claims, where the evidence would be found, and which considerations and risks apply. Each investor can apply it to the company's filings and reach an independent conclusion.`,
  ],
  educational: [
    (c) =>
      `The same steps work for any company: read what it says about itself, find the official filings, understand the terms, and weigh the risks. Applied to ${c.co}, they give a grounded starting point for further research.`,
    () =>
      `Key takeaways: start with the company's own highlights, confirm them in its filings, understand how the sector works, read the risk factors, and remember that paid coverage is one input among several.`,
  ],
};

export const QUOTE_LEADS: readonly Phrase[] = [
  (c) => `A statement from ${c.co} follows.`,
  () => `A comment from the company:`,
  () => `In a statement for this piece:`,
];

// Press-release wording.
export const PR_OPENINGS: Record<'bullish' | 'neutral' | 'factual' | 'deepdive', readonly Phrase[]> = {
  bullish: [
    (c) =>
      `${c.co} (${c.tickerLabel}), a company in ${c.sector}, today shared an update on the progress of its business and the priorities it is pursuing.`,
    (c) => `${c.co} (${c.tickerLabel}) today set out the developments it considers central to its business in ${c.sector}.`,
  ],
  neutral: [
    (c) => `${c.co} (${c.tickerLabel}), a company in ${c.sector}, today provided an update to shareholders and the investment community.`,
    (c) => `${c.co} (${c.tickerLabel}) today issued the following update on its business.`,
  ],
  factual: [
    (c) => `${c.co} (${c.tickerLabel}) today announced the following information.`,
    (c) => `${c.co} (${c.tickerLabel}), which operates in ${c.sector}, today released the following update.`,
  ],
  deepdive: [
    (c) =>
      `${c.co} (${c.tickerLabel}), a company in ${c.sector}, today published a detailed update on its business, setting out its key messages and the context in which it operates.`,
    (c) =>
      `${c.co} (${c.tickerLabel}) today released an update that sets out its key messages in detail, together with background on its sector.`,
  ],
};

export const PR_MESSAGE_CONNECTIVES: readonly string[] = [
  'The company highlighted the following:',
  'The company also noted:',
  'In addition:',
  'The company further stated:',
  'Also in this update:',
];

export const PR_NO_MESSAGES: readonly Phrase[] = [
  (c) =>
    `This release provides a general update. Specific developments are reported in ${c.co}'s filings with the relevant securities regulator.`,
];

export const PR_FINANCIAL_NO_FACTS: readonly Phrase[] = [
  (c) =>
    `Financial information about ${c.co}, including its most recent audited statements and interim results, is available in the company's filings with the relevant securities regulator.`,
];

export const PR_FURTHER_INFORMATION: readonly Phrase[] = [
  (c) =>
    `Shareholders and other readers can find ${c.co}'s filings, including its annual and interim reports, through the public filing system of its securities regulator${c.exchange ? ` and through ${c.exchange}` : ''}. Those documents contain the company's financial statements and its discussion of the risks it faces.`,
  (c) =>
    `${c.co} publishes its material news through press releases and regulatory filings. Readers are encouraged to review those documents in full, including the risk factors, before making any decision.`,
];

export const PR_SECTOR_LEAD: Phrase = (c) => `The dynamics of ${c.sector} shape the environment in which ${c.co} operates.`;

export const PR_CONSIDERATIONS: readonly Phrase[] = [
  (c) =>
    `Statements in this release about plans and expectations are forward-looking and subject to risks and uncertainties, and actual results may differ materially. Factors that could affect ${c.co} include those described in its filings.`,
  (c) =>
    `The developments described in this release involve risks and uncertainties. ${c.co}'s filings describe the factors that could cause actual results to differ from its expectations.`,
];

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a, b and c" */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
