import { describe, expect, it } from 'vitest';
import { buildDisclosures } from './compliance.disclosures';
import { checkContent, levelOf, scoreOf, type ComplianceReport, type Finding, type ListingRef } from './compliance.engine';
import { PATTERN_RULES } from './compliance.patterns';
import { toAnalysis, toSpecWarnings } from './compliance.report-shapes';

const NASDAQ: ListingRef = { exchange: 'NASDAQ', jurisdiction: 'US' };
const OTC_PINK: ListingRef = { exchange: 'OTC Pink', jurisdiction: 'US' };
const TSXV: ListingRef = { exchange: 'TSXV', jurisdiction: 'CA' };
const AIM: ListingRef = { exchange: 'AIM', jurisdiction: 'UK' };
const LSE: ListingRef = { exchange: 'LSE', jurisdiction: 'UK' };

/** Pattern findings only: a passage naturally lacks the disclosures. */
function patterns(text: string, listing: ListingRef = NASDAQ): Finding[] {
  return checkContent(text, listing, { absenceChecks: false }).findings;
}

function ruleIds(findings: Finding[]): string[] {
  return findings.map((f) => f.ruleId);
}

const REQUIRED = ['required.paid-disclosure', 'required.ai-disclosure', 'required.not-advice', 'required.fls-legend'];

interface RuleCase {
  rule: string;
  fires: string[];
  silent: string[];
  listing?: ListingRef;
}

// Each pattern: examples it must flag, and negations / softeners / proper nouns / look-alikes it must not.
const CASES: RuleCase[] = [
  {
    rule: 'promissory.guarantee',
    fires: [
      'Returns are guaranteed.',
      'A RISK-FREE way to grow your savings.',
      'This is a risk free investment.',
      'You can\u2019t lose with this one.',
      'It\u2019s a sure\u2011thing.',
      'ACME will double your money in a year.',
      'The stock can only go up from here.',
      'With this deal locked in, shareholder returns are assured.',
      'Your capital is fully safeguarded by the royalty portfolio.',
      'We regard the stock as practically bulletproof.',
    ],
    silent: [
      'Returns are not guaranteed, and investors could lose all of their investment.',
      'There can be no assurance that the shares will double.',
      'No investment in a junior explorer is risk-free.',
      'These statements are not guarantees of future performance.',
      'The loan is guaranteed by the company\u2019s subsidiary and bears interest at 9%.',
      'Guaranty Bancshares, Inc. raised its dividend.',
      'Paramount Gold Nevada Corp. and Sure Thing Capital LP are shareholders.',
      'Revenue will double by 2027 under the new contracts.',
      'The stock is guaranteed to be volatile.',
      "Regulators warn that promoters often tell investors 'this one can’t lose'.",
      'A shareholder asked at the meeting: can you guarantee the dividend will be maintained next year?',
    ],
  },
  {
    rule: 'price.target',
    fires: [
      'This stock is headed to $10.',
      'Our price target is $12.',
      'Price-target: $3.00.',
      'Shares could easily 10x from here.',
      'The stock could trade above $1.50 once the permit is granted.',
      'Analysts see 500% upside for this explorer.',
      'We believe fair value is closer to C$1.40.',
      'This one is going to the moon.',
      'A supply squeeze will force the share price sharply higher.',
      'Management fully expects a significant re-rating after the feasibility study.',
    ],
    silent: [
      'We do not provide price targets or forecasts of our share price.',
      'The offering was priced at $0.50 per unit, with warrants exercisable at $0.75.',
      'Gold could reach $3,000 an ounce this year.',
      'Revenue is expected to reach $50 million in 2026.',
      'The company\u2019s shares closed at $4.12 on Friday.',
      'Revenue could double by 2027 if the contracts are renewed.',
      'The deal values ACME at C$0.62 per share, a 35% premium to the last close.',
      'The company expects to report EPS of $0.42 for the quarter.',
      'The probe will carry three payloads to the Moon next year.',
      'The company expects adjusted earnings per share of $2.10 to $2.25 for the year.',
      'The Company has not commissioned any report that includes a price target.',
    ],
  },
  {
    rule: 'performance.repeat',
    fires: [
      'The stock is up 250% and still climbing.',
      'Shares have already doubled this month, and there\u2019s plenty more upside ahead.',
      'History is about to repeat.',
      'Our last pick gained 400% in three weeks.',
      'The shares tripled after the first discovery, and investors can expect a similar move from the next one.',
    ],
    silent: [
      'Orders in the first quarter doubled to 1,240 units.',
      'The stock rose 45% last year; past performance does not predict future results.',
    ],
  },
  {
    rule: 'urgency.pressure',
    fires: [
      'Act now before it\u2019s too late!',
      'ACT NOW \u2014 this window won\u2019t stay open.',
      'Don\u2019t miss out on the next big move.',
      'Load up before the crowd piles in.',
      'A major announcement is expected shortly \u2014 accumulate shares now.',
      'LIMITED TIME: buy before Friday.',
      'This opportunity won\u2019t be around for long.',
      'The share price will not wait for latecomers.',
    ],
    silent: [
      'There is no need to hurry: take time to read the filings.',
      'The board decided to act quickly to preserve cash.',
      'Please do not hesitate to contact investor relations.',
      'Investors should review the risk factors before making an investment decision.',
    ],
  },
  {
    rule: 'promotion.call-to-buy',
    fires: [
      'You should own this stock. End of story.',
      'Fill your bags while it is still sub-penny.',
      'Our recommendation is simple: buy, buy, buy.',
      'Investors should be scooping up shares at these levels.',
      'Our advice is to buy below $1.20.',
    ],
    silent: [
      'Of the eight analysts covering the company, three rate it a buy, four a hold and one a sell.',
      'The normal course issuer bid allows the company to buy back up to 2.4 million shares.',
      'Customers can buy the new model at dealers from June.',
    ],
  },
  {
    rule: 'certainty.results',
    fires: [
      'Revenue will exceed $50 million within three years; there is no question about it.',
      'The company will never miss a dividend payment.',
      'This company will be paying a fat dividend by Christmas. Count on it.',
      'Once the second kiln is running, the company will generate $40 million a year in free cash flow.',
      'Shareholders will receive a dividend of no less than 5c per share next year.',
      'Operating cash flow from the new mill will cover the entire market cap within two years.',
    ],
    silent: [
      'We expect revenue of $90 million to $96 million, assuming no material change in exchange rates.',
      'The dividend will be paid on April 15 to shareholders of record on April 1.',
      'There is no guarantee that revenue will grow.',
    ],
  },
  {
    rule: 'comparison.famous-company',
    fires: [
      'XYZ is the next Tesla.',
      'ACME is the Uber of freight brokerage.',
      'Think of ACME as a young Shopify.',
      'Just like Amazon in its early days, this retailer is building out its logistics.',
      'The explorer has Newmont-scale ambitions and a tiny market cap.',
    ],
    silent: [
      'The company is not the next Tesla, and it does not claim to be.',
      'The company supplies battery enclosures to Tesla and Apple.',
      'Our customers include companies like Amazon and Walmart.',
      'Join us on the next Zoom call.',
      'A reporter asked the CEO: some investors call this the next Shopify. Is that fair?',
    ],
  },
  {
    rule: 'buzzword.hot-sector',
    fires: ['The company is now a pure blockchain play.', 'ACME is riding the AI wave.'],
    silent: ['The company uses machine learning to schedule maintenance at its two plants.'],
  },
  {
    rule: 'superlative.unattributed',
    fires: [
      'This revolutionary device is the best on the market.',
      'Acme\u2019s platform is the only solution of its kind.',
      'We believe ACME is the most undervalued stock in the sector.',
    ],
    silent: [
      'Superior Gold Corp. (TSXV: SGC) closed its financing.',
      'Best Buy Co. (NYSE: BBY) is our largest retail partner.',
      'Shares of Best Buy rose after the retailer reported earnings.',
      'The Premier of Ontario attended the opening.',
      'The company maintains best practices in tailings management.',
      'To the best of management\u2019s knowledge, no officer holds more than 5%.',
      'ACME was named the best employer in Alberta by Canadian Business magazine.',
    ],
  },
  {
    rule: 'certainty.plans',
    fires: ['Acme will revolutionize the home-care market.', 'ACME is set to transform the fertilizer industry.'],
    silent: [
      'We believe the technology could transform how utilities inspect pipelines.',
      'Acme seeks to capture a larger share of the water market.',
      'The company hopes it will achieve profitability within three years.',
      'Subject to financing, the mine is set to begin production in 2027.',
      'There can be no assurance that the company will achieve profitability.',
    ],
  },
  {
    rule: 'info.undisclosed-hint',
    fires: [
      'Insiders are buying ahead of a big announcement coming next week.',
      'Sources close to the company say a buyout is imminent.',
      'Buy before the news hits the wires.',
      'A transformational acquisition that hasn\u2019t been announced yet will change everything.',
      'Insiders have hinted that the assay results will surprise the market.',
    ],
    silent: [
      'Insiders bought 250,000 shares in March, according to SEDI filings.',
      'The company is not aware of any material change that has not been publicly disclosed.',
      'We expect to announce the results of the metallurgical testing in the coming weeks.',
      'No announcement is imminent, and the company does not comment on market rumours.',
    ],
  },
  {
    rule: 'promise.listing-buyback',
    fires: ['ACME\u2019s graduation to the NYSE American is just around the corner.', 'We will buy back your shares at $1.'],
    silent: ['The company has no plans to uplist to the Nasdaq at this time.', 'The company intends to apply to uplist to the Nasdaq.'],
  },
  {
    rule: 'mining.unsupported-claim',
    fires: ['The property has high-grade potential.', 'The deposit has an in-ground value of over $2 billion.'],
    silent: [
      'Hole KS-24-07 returned 3.1 g/t gold over 12.0 metres; the company\u2019s NI 43-101 report is on SEDAR+.',
      'The property is not a world-class deposit.',
    ],
  },
  {
    rule: 'mining.size-without-resource',
    fires: ['We estimate the property contains over 2 Moz of gold.', 'The tailings hold C$300 million of recoverable silver.'],
    silent: [
      'The mine produced 18,400 ounces of gold in the quarter.',
      'The NI 43-101 mineral resource estimate contains 1.2 Moz of gold.',
    ],
  },
  {
    rule: 'certainty.outcomes',
    // Certainty, not a plan: a hedge or a negation makes it a statement of intent.
    fires: ['The step-out holes will extend the mineralisation by two kilometres.', 'Our patent will be granted.'],
    silent: [
      'We expect the step-out holes to test the extension of the mineralisation.',
      'There is no assurance the patent will be granted.',
    ],
  },
  {
    rule: 'demand.unsupported',
    // A hedge still claims the demand; a named source supports it.
    fires: ['Every hospital in America will need our scanner.', 'We could sell ten times our output tomorrow.'],
    silent: ['According to the IEA, demand for graphite is doubling every four years.', 'Not every carmaker will need our graphite.'],
  },
  {
    rule: 'pivot.hot-sector-value',
    fires: ['After its rename to Acme AI, the company deserves an AI valuation.'],
    silent: ['Acme renamed itself Acme AI in May; the new unit has no revenue yet and needs funding.'],
  },
  {
    rule: 'return.promised',
    // Who gains, a verb of receiving and a return as a quantity; the past, a negation or a security's terms are not one.
    fires: ['Anyone holding the units will collect 12% a year.', 'Investors in the notes stand to triple their money.'],
    silent: [
      'Investors in the 2023 placement earned 40% by 2025.',
      'The preferred shares carry a fixed dividend of 6% a year, payable if declared.',
    ],
  },
  {
    rule: 'demand.universal-adoption',
    // A class of buyers with a scope that makes it the whole market, and adoption as a rush or as permanent.
    fires: ['Clinics across Europe are queuing up for the scanner.', 'Shoppers will never go back to paper receipts once they try it.'],
    silent: ['Clinics across Europe are cutting budgets this year.', 'Not all clinics across Europe are queuing up for the scanner.'],
  },
  {
    rule: 'certainty.double-negative',
    fires: ["We'd be surprised if a bidder doesn't emerge by the summer."],
    silent: ["We'd be surprised if costs didn't rise with inflation.", 'We would not be surprised if the permit took longer.'],
  },
  {
    rule: 'price.value-multiplied',
    fires: ['The new licence will increase the value of the company fivefold.'],
    silent: ['The new licence increased the value of the company fivefold in 2021.', 'Our goal is to double shareholder value by 2030.'],
  },
  {
    rule: 'return.payback',
    fires: ['Your investment pays for itself in two years from the dividend alone.'],
    silent: ['The new furnace pays for itself in two years.', 'Their investment has already paid for itself.'],
  },
  {
    rule: 'price.floor-promised',
    fires: ['With the buyback under way, the shares will never again trade below the IPO price.'],
    silent: ['The shares have never traded below the IPO price.', 'Users will never go back to paper once they try it.'],
  },
  {
    rule: 'certainty.investor-assurance',
    fires: ['Investors can be confident that the plant will be finished by June.'],
    silent: ['Investors cannot be confident that the plant will be finished by June.', 'Investors can read the study on our website.'],
  },
  {
    rule: 'urgency.ahead-of-news',
    fires: ['Readers should think about taking a position ahead of the upcoming assays.'],
    silent: ['The chairman bought shares ahead of the results, as disclosed.', 'Do not buy ahead of the results.'],
  },
  {
    rule: 'deal.non-binding-as-done',
    fires: ['Our letter of intent with a state utility means the contract is as good as signed.'],
    silent: ['The letter of intent is not binding and does not commit the utility to any purchase.'],
  },
  {
    rule: 'takeover.speculation',
    fires: ['A bidding war for the company is now inevitable.', 'We expect a bid from one of the majors before Christmas.'],
    silent: ['The company has not received any approach.', 'We expect to acquire the remaining 30% of the project in 2027.'],
  },
  {
    rule: 'results.cherry-picked',
    fires: ['A single hole grading 20 g/t proves the whole property is high grade.'],
    silent: ['A single hole graded 20 g/t; it says little about the rest of the property.'],
  },
  {
    rule: 'endorsement.vouching',
    fires: ['A former regulator on our board says the shares cannot fail.'],
    silent: ['A former regulator joined our board in March.'],
  },
  {
    rule: 'superlative.as-proof',
    fires: ['We hold the largest land package in the basin, which makes this the safest way to invest in lithium.'],
    silent: ['We hold the largest land package in the basin, which makes our holding costs the highest.'],
  },
  {
    rule: 'comparison.past-run',
    fires: ['The shares doubled this year, and at that rate they would be worth US$8 by 2027.'],
    silent: ['The shares doubled this year; they may fall as quickly as they rose.'],
  },
  {
    rule: 'price.target',
    // A named analyst's target with its assumptions or risks is reporting; the same target as the writer's own is not.
    fires: ['We believe the shares will be worth C$2.40 within twelve months.'],
    silent: [
      'Analyst Jo Reyes of Larkspur Securities set a US$18 target in a report dated 12 May; the report lists customer concentration as a key risk.',
      'The shares closed at US$11.20 on Friday.',
    ],
  },
  {
    rule: 'endorsement.testimonial',
    fires: ['Celebrity investors are piling in, as seen on CNBC.', 'Top analysts agree this is a must-own stock.'],
    silent: ['The company presented at the BMO Global Metals Conference.'],
  },
  {
    rule: 'endorsement.gains-testimonial',
    fires: [
      'One reader turned $5,000 into $60,000 in six months.',
      'Early investors have already tripled their money.',
      'Subscribers who followed our alert banked 300% in a week.',
      'My brother paid off his mortgage thanks to this stock.',
      'A subscriber turned $5k into $60k on this junior in a month.',
      "Her position in the stock paid for her daughter's college tuition.",
    ],
    silent: [
      'Early investors in the 2021 financing received warrants exercisable at $0.50.',
      'The company turned a $2 million loss into a $1 million profit.',
      'No reader should expect to make money on a junior explorer.',
    ],
  },
  {
    rule: 'disclaimer.undercut',
    fires: [
      'This is not investment advice, but you would be crazy not to own this stock.',
      'Do your own research, then buy as many shares as you can.',
      'Past performance is no guarantee, yet this stock has never let its holders down.',
      "Not financial advice, but I'd be backing up the truck here.",
    ],
    silent: [
      'This is not investment advice. Do your own research before making any investment decision.',
      'Investing involves risks, including the loss of your entire investment.',
    ],
  },
  {
    rule: 'price.target',
    fires: [
      'We expect the stock to triple once the uplisting is announced.',
      'The share price is set to soar when the drill results land.',
      'Our models show the shares hitting $4 before the end of the year.',
    ],
    silent: [
      'Our lunar lander is scheduled to launch to the Moon in 2027.',
      'We asked the CEO whether the stock could double this year; she declined to comment.',
      'Is the stock set to soar? "We do not comment on the share price," the CFO said.',
      'The company denied a report that its shares were headed to $5.',
      'Regulators warn of promotions that say a stock "will double overnight".',
    ],
  },
  {
    rule: 'promissory.guarantee',
    fires: ['This company will make early investors rich.', 'Your downside is fully protected; the upside is unlimited.'],
    silent: ['The discount rate is the risk-free rate plus a market risk premium of 5.5%.', 'No one can make investors rich.'],
  },
  {
    rule: 'certainty.approvals',
    fires: [
      'FDA approval is a done deal.',
      'The company will receive its final mining permit within weeks.',
      'The Nasdaq listing is only a matter of time.',
      'The merger will go through.',
      'We see approval of the mining licence as a foregone conclusion.',
      'Planning permission is nailed on.',
    ],
    silent: [
      'The company expects to receive its final permit in the second half, subject to consultation.',
      'There is no assurance that the FDA will grant approval.',
      'The merger will close on March 3, subject to shareholder approval.',
      'The company has applied for a Nasdaq listing; approval is not assured.',
      'Under the licence, the company will receive a guaranteed minimum royalty of $100,000 a year.',
    ],
  },
  {
    rule: 'fls.safe-harbor-penny',
    listing: OTC_PINK,
    fires: ['These are forward-looking statements within the meaning of the safe harbor provisions of the PSLRA.'],
    silent: ['The PSLRA safe harbor does not apply to these statements because the shares are a penny stock.'],
  },
  // More cases in compliance.placeholders.test.ts.
  {
    rule: 'placeholder.unfilled',
    fires: ['[Quote from Jordan Lee to be supplied by the issuer]'],
    silent: ['See [the filing](https://sec.gov/).'],
  },
  {
    rule: 'paid.incomplete',
    fires: ['This sponsored article covers XYZ.', 'ACME paid us to write this report.', 'We received $2,500 for this article.'],
    silent: [
      'Disclosure: Northern Reach Media has been paid C$15,000 by Acme Lithium Corp. for this profile.',
      'The company paid a special dividend of $0.25 per share.',
      'The company sponsored the Vancouver Resource Investment Conference.',
      'Company-sponsored research expenses rose 14%.',
    ],
  },
];

describe('pattern rules', () => {
  it('covers every pattern rule with cases', () => {
    const covered = new Set(CASES.map((c) => c.rule));
    for (const rule of PATTERN_RULES) expect(covered, rule.id).toContain(rule.id);
  });

  for (const c of CASES) {
    describe(c.rule, () => {
      for (const text of c.fires) {
        it(`flags: ${text}`, () => {
          expect(ruleIds(patterns(text, c.listing))).toContain(c.rule);
        });
      }
      for (const text of c.silent) {
        it(`does not flag: ${text}`, () => {
          expect(ruleIds(patterns(text, c.listing))).not.toContain(c.rule);
        });
      }
    });
  }

  it('checks the safe-harbor claim only for penny-stock listings', () => {
    const text = 'These are forward-looking statements within the meaning of the safe harbor provisions of the PSLRA.';
    expect(ruleIds(patterns(text, NASDAQ))).not.toContain('fls.safe-harbor-penny');
    expect(ruleIds(checkContent(text, NASDAQ, { absenceChecks: false, pennyStock: true }).findings)).toContain('fls.safe-harbor-penny');
  });

  it('marks rules from unconfirmed sources as advisory', () => {
    for (const rule of PATTERN_RULES.filter((r) => r.unconfirmed)) {
      expect(rule.severity, rule.id).toBe('advisory');
      expect(rule.citation, rule.id).toMatch(/unconfirmed/i);
    }
  });
});

describe('severities for paid issuer content', () => {
  it('block predictions, promises, urgency, famous comparisons, repeating gains, gain testimonials, tips and certain approvals', () => {
    const critical = [
      'promissory.guarantee',
      'price.target',
      'urgency.pressure',
      'comparison.famous-company',
      'performance.repeat',
      'endorsement.gains-testimonial',
      'info.undisclosed-hint',
      'certainty.approvals',
    ];
    for (const id of critical) expect(PATTERN_RULES.find((r) => r.id === id)?.severity, id).toBe('critical');
    const report = checkContent('XYZ is the next Tesla. The stock is up 250% and still climbing.', NASDAQ, { absenceChecks: false });
    expect(report.level).toBe('non_compliant');
    expect(report.findings.map((f) => f.severity)).toEqual(['critical', 'critical']);
  });
});

describe('spans', () => {
  it('are exact offsets into the original text, curly quotes and all', () => {
    const text = 'Honest update.\n\n\u201CIt\u2019s risk\u2011free,\u201D he said \u2014 and you can\u2019t lose. Our price target is $12.';
    const findings = patterns(text);
    expect(findings.length).toBeGreaterThanOrEqual(3);
    for (const f of findings) {
      expect(f.span).not.toBeNull();
      expect(text.slice(f.span!.start, f.span!.end)).toBe(f.span!.text);
    }
    const riskFree = findings.find((f) => f.span?.text === 'risk\u2011free');
    expect(riskFree?.span?.start).toBe(text.indexOf('risk\u2011free'));
    const cantLose = findings.find((f) => f.ruleId === 'promissory.guarantee' && f.span?.text.startsWith('can'));
    expect(cantLose?.span).toEqual({
      start: text.indexOf('can\u2019t lose'),
      end: text.indexOf('can\u2019t lose') + 10,
      text: 'can\u2019t lose',
    });
    const target = findings.find((f) => f.ruleId === 'price.target');
    expect(target?.span?.text).toBe('price target');
  });

  it('puts the matched words in the suggested rewrite', () => {
    const [finding] = patterns('Returns are guaranteed.');
    expect(finding.suggestion).toContain('"guaranteed"');
    expect(finding.citation).toMatch(/FINRA Rule 2210/);
    expect(finding.message.length).toBeGreaterThan(20);
  });

  it('reports each occurrence once, not once per overlapping matcher', () => {
    const findings = patterns('Guaranteed returns! Guaranteed returns!');
    expect(findings.filter((f) => f.ruleId === 'promissory.guarantee')).toHaveLength(2);
  });
});

describe('listing-dependent severity', () => {
  const announcement =
    'This announcement contains inside information for the purposes of Article 7 of the UK Market Abuse Regulation. ' +
    'Kestrel Energy plc is pleased to announce the best quarterly production in its history.';

  it('makes inside information mixed with marketing critical on LSE and AIM', () => {
    for (const listing of [LSE, AIM]) {
      const finding = patterns(announcement, listing).find((f) => f.ruleId === 'uk.inside-info-marketing');
      expect(finding?.severity).toBe('critical');
      expect(finding?.span?.text).toBe('inside information');
    }
  });

  it('keeps it advisory where UK MAR does not govern the listing', () => {
    const finding = patterns(announcement, NASDAQ).find((f) => f.ruleId === 'uk.inside-info-marketing');
    expect(finding?.severity).toBe('advisory');
  });

  it('does not flag a plain inside-information announcement', () => {
    const plain =
      'This announcement contains inside information as stipulated under UK MAR. Harbour Copper plc announces that drilling intersected 14.2 metres at 1.9% copper.';
    expect(ruleIds(patterns(plain, AIM))).not.toContain('uk.inside-info-marketing');
  });
});

describe('required elements', () => {
  const body =
    'Northwind Minerals Corp. completed 8,200 metres of drilling in 2024. The company expects to publish a resource estimate in 2025.';

  it('fire on absence, with no span', () => {
    const report = checkContent(body, TSXV);
    for (const id of REQUIRED) {
      const finding = report.findings.find((f) => f.ruleId === id);
      expect(finding, id).toBeDefined();
      expect(finding!.severity).toBe('critical');
      expect(finding!.span).toBeNull();
    }
    expect(report.level).toBe('non_compliant');
  });

  it('do not ask for a legend when nothing looks forward', () => {
    const past = 'Northwind Minerals Corp. completed 8,200 metres of drilling in 2024.';
    expect(ruleIds(checkContent(past, TSXV).findings)).not.toContain('required.fls-legend');
  });

  it.each(['NYSE', 'NYSE American', 'NASDAQ', 'OTC Pink', 'OTCQB', 'OTCQX', 'TSX', 'TSXV', 'CSE', 'LSE', 'AIM', 'ASX'])(
    'are all satisfied by buildDisclosures on %s',
    (exchange) => {
      const jurisdiction = {
        NYSE: 'US',
        'NYSE American': 'US',
        NASDAQ: 'US',
        'OTC Pink': 'US',
        OTCQB: 'US',
        OTCQX: 'US',
        TSX: 'CA',
        TSXV: 'CA',
        CSE: 'CA',
        LSE: 'UK',
        AIM: 'UK',
        ASX: 'AU',
      }[exchange]!;
      const disclosures = buildDisclosures({
        issuerName: 'Northwind Minerals Corp.',
        ticker: 'NWM',
        exchange,
        amountCents: 499_900,
        forwardLooking: true,
      });
      const report = checkContent(`${body}\n\n${disclosures.text}`, { exchange, jurisdiction }, { promotional: true });
      expect(report.findings, JSON.stringify(report.findings.map((f) => f.ruleId))).toEqual([]);
      expect(report.score).toBe(100);
      expect(report.level).toBe('compliant');
    },
  );

  it('are satisfied by reasonable human-written equivalents', () => {
    const text =
      `${body} Actual results could differ materially from these forward-looking statements because of risks and uncertainties, ` +
      'including financing, permitting and metal prices, and they rest on assumptions about costs and timing.\n\n' +
      'Disclosure: Northwind Minerals Corp. compensated us USD 1,999 for this profile. Portions of this report were drafted using artificial intelligence. ' +
      'Nothing in this report constitutes investment advice.';
    const ids = ruleIds(checkContent(text, TSXV).findings);
    for (const id of [...REQUIRED, 'fls.legend-incomplete', 'fls.ca-assumptions', 'paid.incomplete']) expect(ids).not.toContain(id);
  });

  it('accepts an amount written in words or as shares', () => {
    const words = 'We have been compensated four thousand nine hundred dollars by Northwind Minerals Corp. for this coverage.';
    const shares = 'Northwind Minerals Corp. paid the publisher 50,000 restricted shares for this article.';
    for (const text of [words, shares]) {
      const ids = ruleIds(checkContent(text, TSXV).findings);
      expect(ids, text).not.toContain('paid.incomplete');
      expect(ids, text).not.toContain('required.paid-disclosure');
    }
  });

  it('flag a paid mention without amount as incomplete, naming what is missing', () => {
    const report = checkContent('This sponsored profile of ACME covers its plans. Sponsored by ACME Corp.', NASDAQ);
    const finding = report.findings.find((f) => f.ruleId === 'paid.incomplete');
    expect(finding?.severity).toBe('critical');
    expect(finding?.message).toMatch(/amount/);
    expect(ruleIds(report.findings)).not.toContain('required.paid-disclosure');
  });

  it('flag a legend that names no cautionary factors', () => {
    const text = 'The company will begin drilling next month. This release contains forward-looking statements.';
    const ids = ruleIds(checkContent(text, NASDAQ).findings);
    expect(ids).toContain('fls.legend-incomplete');
    expect(ids).not.toContain('required.fls-legend');
  });

  it('ask Canadian legends for material assumptions', () => {
    const text =
      'The company will begin drilling next month. Forward-looking statements involve risks and uncertainties that could cause actual results to differ.';
    expect(ruleIds(checkContent(text, TSXV).findings)).toContain('fls.ca-assumptions');
    expect(ruleIds(checkContent(text, NASDAQ).findings)).not.toContain('fls.ca-assumptions');
  });

  it('never let the generated penny-stock legend claim the safe harbor', () => {
    const disclosures = buildDisclosures({
      issuerName: 'Pinkco Inc.',
      ticker: 'PNKC',
      exchange: 'OTC Pink',
      amountCents: 199_900,
      forwardLooking: true,
    });
    const ids = ruleIds(checkContent(`Pinkco will open its second store in 2026.\n\n${disclosures.text}`, OTC_PINK).findings);
    expect(ids).not.toContain('fls.safe-harbor-penny');
    expect(ids).not.toContain('required.fls-legend');
  });
});

describe('certainty and balance', () => {
  it('escalates certainty to critical when the document has no legend at all', () => {
    const bare = checkContent('The company will dominate the market.', NASDAQ);
    expect(bare.findings.find((f) => f.ruleId === 'certainty.plans')?.severity).toBe('critical');
    const withLegend = checkContent(
      'The company will dominate the market. Forward-looking statements involve risks and uncertainties.',
      NASDAQ,
    );
    expect(withLegend.findings.find((f) => f.ruleId === 'certainty.plans')?.severity).toBe('important');
  });

  it('flags a promotional piece that names no risk', () => {
    const oneSided = 'ACME is the best stock in its sector.';
    expect(ruleIds(checkContent(oneSided, NASDAQ).findings)).toContain('balance.no-risk-language');
    const balanced = 'ACME is the best stock in its sector. The shares are speculative and you could lose your investment.';
    expect(ruleIds(checkContent(balanced, NASDAQ).findings)).not.toContain('balance.no-risk-language');
  });

  it('lets the caller declare a piece promotional', () => {
    const factual = 'Northwind Minerals Corp. completed 8,200 metres of drilling in 2024.';
    expect(ruleIds(checkContent(factual, TSXV).findings)).not.toContain('balance.no-risk-language');
    expect(ruleIds(checkContent(factual, TSXV, { promotional: true }).findings)).toContain('balance.no-risk-language');
  });
});

describe('score and level', () => {
  it('weighs critical findings most and floors at zero', () => {
    expect(scoreOf({ critical: 0, important: 0, advisory: 0 })).toBe(100);
    expect(scoreOf({ critical: 1, important: 0, advisory: 0 })).toBe(75);
    expect(scoreOf({ critical: 0, important: 2, advisory: 1 })).toBe(77);
    expect(scoreOf({ critical: 5, important: 0, advisory: 0 })).toBe(0);
  });

  it('maps counts to a level', () => {
    expect(levelOf({ critical: 1, important: 0, advisory: 0 })).toBe('non_compliant');
    expect(levelOf({ critical: 0, important: 1, advisory: 3 })).toBe('needs_review');
    expect(levelOf({ critical: 0, important: 0, advisory: 3 })).toBe('compliant');
  });

  it('derives counts, score and level from the findings of a check', () => {
    // A superlative about a product is important; one about the stock ("the best stock") reads as promotion, critical.
    const report = checkContent('Returns are guaranteed. ACME makes the best pumps in its sector.', NASDAQ, {
      absenceChecks: false,
    });
    expect(report.counts).toEqual({ critical: 1, important: 1, advisory: 0 });
    expect(report.score).toBe(65);
    expect(report.level).toBe('non_compliant');
    expect(report.findings[0].severity).toBe('critical');
  });
});

describe('spec shapes', () => {
  const report: ComplianceReport = checkContent('Act now! ACME is the best stock in its sector and riding the AI wave.', NASDAQ, {
    absenceChecks: false,
  });

  it('groups warnings by severity for the compliance check', () => {
    const warnings = toSpecWarnings(report);
    expect(warnings.critical).toHaveLength(1);
    expect(warnings.critical[0]).toContain('"Act now"');
    expect(warnings.important[0]).toContain('"best"');
    expect(warnings.advisory[0]).toMatch(/Hot-sector/);
  });

  it('gives the content analysis its score, critical issues and recommendations', () => {
    const analysis = toAnalysis(report);
    expect(analysis.complianceScore).toBe(report.score);
    expect(analysis.criticalIssues).toEqual(toSpecWarnings(report).critical);
    expect(analysis.recommendations).toHaveLength(3);
    expect(analysis.recommendations[0]).toContain('"Act now"');
  });

  it('returns empty groups for clean copy', () => {
    const clean = checkContent('Northwind completed 8,200 metres of drilling in 2024.', TSXV, { absenceChecks: false });
    expect(toSpecWarnings(clean)).toEqual({ critical: [], important: [], advisory: [] });
    expect(toAnalysis(clean)).toEqual({ complianceScore: 100, criticalIssues: [], recommendations: [] });
  });
});

describe('payment denials beside a paid disclosure', () => {
  const disclosures = buildDisclosures({
    issuerName: 'Acme Lithium Corp.',
    ticker: 'ACME',
    exchange: 'NASDAQ',
    amountCents: 250_000,
    forwardLooking: true,
  }).text;
  const contradicted = (passage: string) =>
    ruleIds(checkContent(`${passage}\n\n${disclosures}`, NASDAQ).findings).includes('paid.contradicted');

  it('flag a paid piece that calls itself independent or unconnected', () => {
    expect(contradicted('This report is entirely editorial and we have no relationship with the company.')).toBe(true);
    expect(contradicted("I'm just a retail holder with no connection to the company.")).toBe(true);
  });

  it('accept a paid piece that says it is not independent research, and an issuer disowning a promotion', () => {
    expect(contradicted('This is a paid article; it is not independent research.')).toBe(false);
    expect(contradicted('The company did not authorize or pay for the newsletter circulating about its shares.')).toBe(false);
  });
});
