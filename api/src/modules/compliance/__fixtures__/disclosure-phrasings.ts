// Human phrasings of the four disclosures, complete and deficient, and contradicted payment disclosures.
// Written from how issuers, newsletters and IR firms word them (US, UK, Canadian and Australian usage),
// not from the recognisers. The split into tuning and held-out parts is fixed by position (see heldOut):
// it was decided before the recognisers were written and is never changed to suit a result.

export type DisclosureKind = 'paid' | 'ai' | 'not-advice' | 'fls' | 'contradiction';

/** What a deficient block lacks; absent for a complete block. */
export type Missing = 'payer' | 'amount' | 'both' | 'ai' | 'denied' | 'advice' | 'cautionary' | 'identified';

export interface Phrasing {
  kind: DisclosureKind;
  text: string;
  missing?: Missing;
}

const paidComplete: string[] = [
  'Apple Inc. paid IssuerWire $4,999 (cash) for this content.',
  'Shopify Inc. paid $4,999 in cash for the preparation and distribution of this content.',
  'This article was sponsored by Northwind Minerals Corp., which paid us US$7,500.',
  'Disclosure: IssuerWire has been compensated $12,000 by Harbor Logistics Inc. (NASDAQ: HBLX) for this profile.',
  'Sponsor: Kestrel Lithium Ltd.\nAmount paid: $3,500\nForm of payment: cash',
  'Paid by: Acme Robotics Inc. | Fee: US$2,500 (wire transfer) | Purpose: preparation and distribution of this report',
  'We received 50,000 restricted shares of Blue Ridge Gold Corp. from the company in exchange for writing and publishing this feature.',
  'The company compensated the publisher with a fee of five thousand dollars for this campaign.',
  'Compensation: $9,000, paid by Tidewater Energy plc for a two-week awareness campaign that includes this article.',
  'This is a paid advertisement. Orion Biotech Inc. (OTCQB: ORBT) paid IssuerWire US$1,999 to publish it.',
  'IssuerWire was commissioned by Meridian Copper Corp. to produce this content for a fee of C$6,000.',
  'For this piece, the publisher received $4,000 in cash from Alder Pharmaceuticals Inc., the issuer it discusses.',
  'Paid promotion: Coastal Health Inc. has paid $2,750 for the distribution of this article.',
  'Redwood Software Corp. is a paying client of IssuerWire; it paid £3,000 for this report.',
  'Northstar Uranium Ltd. funded this content. Payment received: A$5,500 in cash.',
  'The issuer, Granite Foods Inc., pays IssuerWire $1,500 a month for investor awareness services, which include this article.',
  'In exchange for this report, IssuerWire received 100,000 free-trading shares from Silverline Resources Inc.',
  '- Paid content\n- Payer: Vantage Drones Inc. (CSE: VDR)\n- Amount: $8,000 cash',
  'Our client Polar Battery Metals Corp. sponsored this article for US$4,250.',
  'Fees of $3,000 were paid to IssuerWire by Helios Solar Inc. for writing and distributing this piece.',
  'Apple Inc. paid IssuerWire $4,999 in cash for this content. IssuerWire holds no shares of Apple Inc. and has received no other compensation.',
  'Sponsored content: Kestrel Lithium Ltd. paid $3,000 for this article. Technical information was reviewed by an independent qualified person.',
];

const paidDeficient: [string, Missing][] = [
  ['This article is sponsored content.', 'both'],
  ['IssuerWire has been compensated for this article.', 'both'],
  ['Northwind Minerals Corp. sponsored this profile.', 'amount'],
  ['We received $5,000 for writing this article.', 'payer'],
  ['Sponsor: Kestrel Lithium Ltd.', 'amount'],
  ['Paid promotion. Fee: $2,500.', 'payer'],
  ['The author was paid by the company to write this report.', 'amount'],
  ['This is a paid advertisement.', 'both'],
  ['Compensation: undisclosed. Paid by: Acme Robotics Inc.', 'amount'],
  ['The publisher received a fee for this content from a third party.', 'both'],
  ['Harbor Logistics Inc. has paid IssuerWire to run an awareness campaign, of which this article is part.', 'amount'],
  ['Disclosure: we have been paid in shares for this coverage.', 'both'],
  ['Meridian Copper Corp. paid for the distribution of this release.', 'amount'],
  ['Sponsored by Orion Biotech.', 'amount'],
  ['Amount paid: US$3,000 (cash). Purpose: this article.', 'payer'],
  ['The company paid an undisclosed sum for this feature.', 'amount'],
  ['This content was commissioned and paid for.', 'both'],
  ['Advertiser: Tidewater Energy plc.', 'amount'],
  ['IssuerWire receives a monthly retainer of $2,000 for investor awareness work that includes this article.', 'payer'],
  ['Paid content: 75,000 shares.', 'payer'],
];

const contradictions: string[] = [
  'This is not a paid promotion. Northwind Minerals Corp. paid IssuerWire $4,999 for its distribution.',
  'Our coverage is entirely independent. Disclosure: Harbor Logistics Inc. compensated us $6,000 for this article.',
  'We received no compensation for writing this article. IssuerWire was paid $3,000 by Acme Robotics Inc. for its distribution.',
  'Sponsored by Kestrel Lithium Ltd. (US$5,000 cash). The views expressed are independent and unpaid.',
  'This independent report was paid for by Orion Biotech Inc., which paid US$2,500.',
  'IssuerWire has not been compensated by any company mentioned. Paid by: Blue Ridge Gold Corp. Fee: $4,000.',
  'Paid content: Meridian Copper Corp. paid $7,000 for this article. We are not paid to promote any stock.',
  'This article is not sponsored. The company paid the publisher C$3,500 to distribute it.',
  'Unpaid editorial. Compensation: 40,000 shares of Silverline Resources Inc.',
  'Neither the author nor the publisher received any payment for this piece; Tidewater Energy plc covered the $2,000 distribution fee.',
  'This is not an advertisement. Alder Pharmaceuticals Inc. has paid $1,999 for its preparation.',
  'The author was not compensated in any way. Helios Solar Inc. paid IssuerWire $5,250 for this content.',
  'We have no financial relationship with the issuer. Granite Foods Inc. sponsored this content for $2,200.',
  'Free of any sponsorship, the opinions here are our own. Sponsor: Polar Battery Metals Corp.; amount: US$6,500.',
  'Coastal Health Inc. paid $3,300 for this article, which is an independent analysis.',
  'This is not paid content, although Vantage Drones Inc. transferred $1,500 to the publisher for its distribution.',
];

const aiComplete: string[] = [
  'This content was generated with the help of artificial intelligence.',
  'AI-assisted: drafted with a large language model and edited by our staff.',
  'Drafted using an AI tool and reviewed by an editor.',
  'Machine-generated text; reviewed by a human editor before publication.',
  'Portions of this article were written by ChatGPT.',
  'We used generative AI to prepare a first draft of this report.',
  'This report was produced with the assistance of an AI writing assistant.',
  'AI disclosure: an artificial intelligence system helped write this article.',
  'Created with AI.',
  "Written by IssuerWire's AI and checked by a person.",
  "An AI model composed this summary from the company's public filings.",
  'This article was partly authored by a language model.',
  'Note: this piece was AI-generated and may contain errors.',
  'Artificial intelligence tools were used in drafting this content.',
  'This summary is the output of an automated AI writer.',
  "Generated by artificial intelligence; facts checked against the issuer's filings.",
  'Some passages were drafted by an LLM (large language model).',
  'AI assistance: yes. Drafted by software and edited by staff.',
  'We relied on an AI system to write parts of this article.',
  'Prepared with A.I. support.',
];

const aiDeficient: [string, Missing][] = [
  ['This article was written with the help of software.', 'ai'],
  ['Tools were used to help prepare this content.', 'ai'],
  ['Automated systems assisted in preparing this report.', 'ai'],
  ['This content was produced by our technology platform.', 'ai'],
  ['No AI was used to write this article.', 'denied'],
  ['This article was written by a human, not by AI.', 'denied'],
  ['About the company: it develops AI tools for warehouses.', 'ai'],
  ['Written with assistance.', 'ai'],
  ['Drafting support provided by an outside vendor.', 'ai'],
  ['This report was prepared using digital tools and reviewed by staff.', 'ai'],
  ['Content prepared with computer assistance.', 'ai'],
  ['We do not use artificial intelligence in our research.', 'denied'],
  ["Produced with the help of our editorial toolkit.", 'ai'],
  ['This article discusses artificial intelligence in mining.', 'ai'],
  ['Human-written; no machine assistance.', 'denied'],
  ['Assisted writing: yes.', 'ai'],
  ['Written with the help of a writing assistant.', 'ai'],
  ["The issuer's AI software won an award this year.", 'ai'],
];

const notAdviceComplete: string[] = [
  'This content is not investment advice.',
  'Nothing in this article constitutes a recommendation, an offer or advice to buy or sell securities.',
  'This article is not, and should not be read as, a recommendation, an offer or investment advice.',
  'This communication does not constitute financial advice.',
  'General advice only: this information does not take into account your objectives, financial situation or needs.',
  'For information only; not a solicitation or recommendation to buy or sell any security.',
  'The information here is not intended as investment advice and should not be relied upon as such.',
  'We are not financial advisers and this is not a recommendation.',
  'Nothing here is personal financial advice; consult a licensed adviser.',
  'This material does not constitute an offer, solicitation or recommendation to purchase securities, nor investment advice.',
  'Not investment advice. Do your own research.',
  'Any views expressed are general in nature and do not constitute personal advice. Consider whether the information is appropriate to your circumstances before acting.',
  'This is not an invitation or inducement to engage in investment activity and is not financial advice.',
  'Readers should not treat this report as advice to buy, sell or hold any security.',
  'The publisher is not a registered investment adviser, and this article does not provide investment, tax or legal advice.',
  'Information only: not advice on the merits of any investment.',
  'The content is provided for informational purposes and does not amount to a personal recommendation.',
  'Please do not construe anything in this report as investment advice.',
  'Neither IssuerWire nor the issuer is giving you financial advice.',
  'This is not a buy or sell recommendation and not financial advice.',
];

const notAdviceDeficient: string[] = [
  'This content is for information only.',
  'For educational purposes.',
  'Do your own research before investing.',
  'Consult a licensed financial adviser before making any investment decision.',
  'The author is not a licensed broker.',
  'Past performance does not predict future results.',
  'Readers are responsible for their own investment decisions.',
  "This article reflects the author's opinion.",
  'Investing involves risk, including the loss of principal.',
  'This is our top recommendation for the year.',
  'Consider this general information.',
  'IssuerWire does not guarantee the accuracy of this information.',
  'Speak to your adviser.',
  'The information may not be complete.',
  'This report is not a prospectus.',
  "Views are the author's own and may change without notice.",
];

const flsComplete: string[] = [
  'This release contains forward-looking statements. Actual results may differ materially because of risks and uncertainties, including financing and permitting.',
  'Certain statements in this article are forward-looking and involve risks that could cause actual results to differ materially from those expressed.',
  'Cautionary note regarding forward-looking information: statements about exploration plans are based on assumptions and are subject to risks, including commodity prices, that could cause actual outcomes to vary.',
  'This announcement contains certain forward-looking statements. By their nature, forward-looking statements involve risk and uncertainty because they relate to future events and circumstances.',
  "This announcement may contain forward-looking statements, which are subject to known and unknown risks, many of which are beyond the company's control, and actual results could be materially different.",
  "Statements about future plans are forward-looking. They are not guarantees of future performance; the company's results could differ because of financing, market conditions and regulatory approvals.",
  "Forward-looking statements: words such as 'expects', 'plans' and 'will' identify forward-looking statements. Such statements are subject to uncertainties, including those in the company's annual report, and undue reliance should not be placed on them.",
  'Some of the statements above look forward. Actual results may be materially different owing to risks including drilling results, metal prices and the availability of financing.',
  "Safe harbor: statements in this article that are not historical facts are forward-looking statements. These are subject to risks and uncertainties set out in the company's filings with the SEC.",
  'Forward-looking information in this report involves risks, uncertainties and other factors that may cause results to be materially different.',
  'All statements other than statements of historical fact are forward-looking. Many factors, such as competition and the need for additional financing, could cause actual results to differ.',
  'This content includes predictions about future events ("forward-looking statements"); they may prove inaccurate because of market, operating and regulatory risks.',
  'Forward looking statements: the plans described above depend on financing, permits and commodity prices, and may not happen as expected.',
  'Certain information herein constitutes forward-looking information under Canadian securities law. It is subject to risks, including exploration and financing risks, and is based on assumptions management considers reasonable.',
  'Readers are cautioned that statements about future production are forward-looking and that actual production could fall short because of operational risks.',
  "Statements regarding the company's expectations are forward-looking statements; there is no assurance they will prove accurate, and actual results may differ materially.",
  "Forward-looking statements: these statements reflect the directors' current beliefs and expectations and are subject to risks and uncertainties that could cause actual results to differ.",
  'The outlook in this article is forward-looking. Results might differ because of delays, costs and market risk.',
  'This piece contains forward-looking statements about the drilling programme. Uncertainties include weather, contractor availability and assay turnaround times.',
  "Disclaimer on future statements: forward-looking remarks here are subject to risk factors described in the company's annual information form.",
];

const flsDeficient: [string, Missing][] = [
  ['This release contains forward-looking statements.', 'cautionary'],
  ['Certain statements in this article are forward-looking.', 'cautionary'],
  ["Forward-looking statements: words such as 'expects' and 'plans' identify forward-looking statements.", 'cautionary'],
  ['Actual results may differ.', 'identified'],
  ['Safe harbor statement: this article contains forward-looking statements within the meaning of the PSLRA.', 'cautionary'],
  ['Forward-looking information is included in this report and speaks only as of today.', 'cautionary'],
  ['Investing involves risks and uncertainties.', 'identified'],
  ['Forward-looking statements are included. The company undertakes no obligation to update them.', 'cautionary'],
  ["Some statements here are forward-looking and reflect management's current expectations.", 'cautionary'],
  ['Risks include financing, permitting and commodity prices.', 'identified'],
  ['Forward-looking statements: see above.', 'cautionary'],
  ['This announcement includes forward-looking statements, which are made in good faith.', 'cautionary'],
  ['Things may not turn out as planned.', 'identified'],
  ['The statements about future drilling are forward-looking; readers should not place undue reliance on them.', 'cautionary'],
  ["Forward-looking information: this article discusses the company's 2027 production plans.", 'cautionary'],
  ['Past performance is no guarantee of future results.', 'identified'],
  ["Forward-looking statements in this report are based on management's beliefs.", 'cautionary'],
];

export const PHRASINGS: readonly Phrasing[] = [
  ...paidComplete.map((text): Phrasing => ({ kind: 'paid', text })),
  ...paidDeficient.map(([text, missing]): Phrasing => ({ kind: 'paid', text, missing })),
  ...contradictions.map((text): Phrasing => ({ kind: 'contradiction', text })),
  ...aiComplete.map((text): Phrasing => ({ kind: 'ai', text })),
  ...aiDeficient.map(([text, missing]): Phrasing => ({ kind: 'ai', text, missing })),
  ...notAdviceComplete.map((text): Phrasing => ({ kind: 'not-advice', text })),
  ...notAdviceDeficient.map((text): Phrasing => ({ kind: 'not-advice', text, missing: 'advice' })),
  ...flsComplete.map((text): Phrasing => ({ kind: 'fls', text })),
  ...flsDeficient.map(([text, missing]): Phrasing => ({ kind: 'fls', text, missing })),
];

/**
 * The held-out part: every 4th phrasing of each group (kind, complete or deficient), by position.
 * Fixed before tuning; recognisers are never adjusted while looking at held-out failures.
 */
export function heldOut(p: Phrasing): boolean {
  const group = PHRASINGS.filter((q) => q.kind === p.kind && !q.missing === !p.missing);
  return group.indexOf(p) % 4 === 3;
}
