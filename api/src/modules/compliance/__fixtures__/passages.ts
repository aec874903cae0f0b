// Labelled passages for "has a critical finding", written for issue 18 in varied wording: promotional
// copy in the ways stock promoters actually write (paraphrasing the patterns of SEC touting complaints,
// FINRA 2210 examples, CSA 51-356 and OTC Markets' promotion policy), and clean copy in the ways issuers
// write releases and risk factors, with hard negatives (negations, quoted warnings, questions put to
// executives, rumours being rebutted, technical terms that contain a listed phrase).
// Each passage is checked with a complete disclosure block attached, as the product sees it.
// The split into tuning and held-out parts is fixed by position (heldOut) and was decided before tuning.

export interface Passage {
  text: string;
  /** A compliance officer must block it (a critical finding is expected). */
  block: boolean;
  exchange: string;
  group: string;
}

/** A passage's text, or its text and exchange (the default exchange otherwise). */
export type Row = string | [text: string, exchange: string];

/** One group's passages, all to block or all clean. */
export function rows(group: string, block: boolean, list: Row[], exchange = 'OTCQB'): Passage[] {
  return list.map((r) => (typeof r === 'string' ? { text: r, block, exchange, group } : { text: r[0], block, exchange: r[1], group }));
}

const predictions: Row[] = [
  'We expect the stock to triple once the uplisting is announced.',
  'This company will make early investors rich.',
  'Our models show the shares hitting $4 before the end of the year.',
  'I fully expect this ticker to be a ten-bagger within 18 months.',
  'The share price is set to soar when the drill results land.',
  'Shares of ACME are poised to double from current levels.',
  ['At these prices, the stock looks set to multiply several times over.', 'CSE'],
  'Investors could see their money grow fivefold as the market catches on.',
  'NWM is on its way to becoming a dollar stock.',
  ['We see the shares re-rating to C$2.50 as soon as the resource is published.', 'TSXV'],
  'Expect this one to run hard: a move to $1.20 would surprise no one here.',
  'Once the contract is signed, the stock should rocket past $3.',
  'The shares are going to explode higher after the FDA meeting.',
  "It wouldn't surprise us if the stock tripled by spring.",
  'A conservative valuation puts the shares at $6, more than four times where they trade today.',
  'Your investment here could realistically quadruple.',
  'We think the stock doubles this year, and that may be conservative.',
  ['The share price will surge once the mine is in production.', 'ASX'],
  ['Shareholders should expect the price to treble in the next twelve months.', 'AIM'],
  'This is a stock that is headed much, much higher: think 500% gains.',
  'The next leg takes this stock to $2 and beyond.',
  'Investors who buy at these levels are likely to double their money.',
  'The stock will hit new highs before Christmas.',
  'By our math, the shares are worth at least three times the current price.',
];

const guarantees: Row[] = [
  'There is virtually no way to lose money on this one.',
  'Your downside is fully protected; the upside is unlimited.',
  'This is about as safe as a stock investment gets: the returns are locked in.',
  'You simply cannot go wrong owning these shares.',
  'Investors are guaranteed to profit from the coming rerating.',
  'With the assets already in the ground, the risk here is essentially zero.',
  'The dividend is guaranteed to keep rising every year.',
  "It's a no-brainer: the money you put in is safe and will grow.",
  'Shareholders will receive a 12% dividend yield every year, no matter what.',
  'This is the closest thing to a sure bet I have seen in twenty years.',
  'ACME will pay a growing dividend every quarter for years to come.',
  'A riskless way to own the lithium boom.',
  'Even in the worst case, investors will get their money back.',
  'The investment is bulletproof: cash-flowing assets, no debt, no risk.',
  'Profits are practically assured at these prices.',
  "You won't lose a penny here; the floor is rock solid.",
  ['Revenue will triple next year, guaranteed.', 'NASDAQ'],
  ['Sales are certain to double in 2026 as the new plant comes online.', 'NYSE American'],
];

const urgency: Row[] = [
  'Get in before the rest of the market wakes up to this story.',
  'Buy before Monday: the news is about to hit.',
  'Anyone waiting for a better entry will be left behind.',
  'This opportunity will be gone within days.',
  'The time to buy is right now, while shares are still under a dollar.',
  'Move quickly: once the funds pile in, the easy money is gone.',
  'Tomorrow may be too late to get shares at this price.',
  'Position yourself today, because this will not stay cheap for long.',
  'If you are not buying this week, you will regret it.',
  'Shares are available at a discount only until Friday.',
  'Snap up shares immediately, before the announcement.',
  'The window to buy at these levels is closing fast.',
  'Every day you wait costs you money.',
  'Grab this stock now; in a month it will be a different story.',
  'Call your broker first thing in the morning.',
];

const famous: Row[] = [
  'ACME could be the Tesla of hydrogen trucking.',
  'Think Nvidia in 2015, but for quantum sensors.',
  'Remember how early Amazon investors felt? This is that moment again.',
  'This is what Apple looked like before the iPhone.',
  'Some analysts call it a baby Palantir.',
  'Investors who missed Shopify get a second chance here.',
  'ACME is shaping up to be the next Moderna.',
  'Like Netflix before streaming took off, ACME is about to change an industry.',
  'It has all the makings of another Uber-sized winner.',
  'Picture Berkshire Hathaway at the very beginning.',
];

const repeating: Row[] = [
  'The stock has doubled twice in two years, and the run is far from over.',
  'After a 400% gain since January, the momentum is just getting started.',
  'Shares rose 80% last month and there is more to come.',
  'Our last three picks returned over 200% each; this one looks even better.',
  'The chart tells you everything: higher highs, higher lows, and no end in sight.',
  'Up tenfold since the spin-off and still accelerating.',
  'The same pattern that preceded the 2021 rally is forming again.',
  'This stock has climbed every quarter for two years and shows no sign of stopping.',
  'What it did last year it is set to do again this year.',
  'Having already soared 250%, the shares have plenty of fuel left.',
];

const testimonials: Row[] = [
  'One of our subscribers turned $10,000 into $85,000 on this stock.',
  'Readers who bought on our first alert are already up 300%.',
  'A retired teacher in Ohio made enough on these shares to pay off her home.',
  '"I made more on ACME in three months than in ten years of saving," one investor told us.',
  'Early shareholders have already made a fortune.',
  'Members of our trading group cashed in six-figure gains last week.',
  'We hear from readers every day who have doubled their money here.',
  'My father bought 20,000 shares and has tripled his investment.',
  'People who listened to us last summer made life-changing money.',
  'Investors who got in at 20 cents have already made ten times their money.',
];

const hints: Row[] = [
  'I cannot say more yet, but something very big is about to be announced.',
  'Insiders are quietly accumulating ahead of what we expect to be major news.',
  'Word is that a major miner has been walking the property.',
  'We have reason to believe a buyout offer is already on the table.',
  'The next press release will change everything for this company.',
  'Smart money has been loading up for weeks, and now we know why.',
  'People close to management say a blockbuster partnership is days away.',
  'A deal that has not been made public yet could double the company overnight.',
  'Stay tuned: we expect a game-changing announcement shortly.',
  'Sources tell us the takeover talks are well advanced.',
];

const approvals: Row[] = [
  'FDA clearance is a formality at this point.',
  'The permit is in the bag; construction starts in the spring.',
  'The Nasdaq uplisting is a done deal.',
  'The offtake agreement will be signed within weeks.',
  'Regulatory approval will come before year end.',
  'The acquisition is certain to close, and shareholders will be paid a premium.',
  ['The company will definitely win the state contract.', 'NYSE'],
  ['Health Canada approval is only a matter of time.', 'CSE'],
  ['The mining licence will be granted in the coming weeks; there is no doubt about it.', 'ASX'],
  'The company will receive its final FDA approval this year.',
];

const undercut: Row[] = [
  'This is not investment advice, but you would be crazy not to own this stock.',
  'Not a recommendation, of course. I just bought another 50,000 shares myself and so should you.',
  'Do your own research, then buy as many shares as you can.',
  "We can't tell you what to do, but if you don't buy ACME now you'll kick yourself later.",
  'Past performance is no guarantee, yet this stock has never let its holders down.',
  "I'm not a financial adviser, but this is the easiest money you will ever make.",
  'Everyone has to make their own decision; mine was to back up the truck.',
  'Investing involves risk, but honestly, the risk here is missing out.',
];

const clean: Row[] = [
  ['Northwind Minerals Corp. reported drill results from its Kestrel project; hole KS-24-07 returned 3.1 g/t gold over 12 metres.', 'TSXV'],
  ['Harbor Logistics Inc. reported third-quarter revenue of $48.2 million, up 12% from a year earlier.', 'NASDAQ'],
  'The board declared a quarterly dividend of $0.05 per share, payable on April 15 to shareholders of record on April 1.',
  'The company closed a private placement of 4 million units at $0.25 per unit for gross proceeds of $1 million.',
  ['Acme Robotics Inc. appointed Jane Park, formerly of Siemens, as chief operating officer.', 'NYSE'],
  ['The company filed its annual report on Form 10-K with the SEC on March 12.', 'NYSE American'],
  'Phase 2 enrolment reached 84 of a planned 120 patients; top-line data are expected in the second half of 2026.',
  ['The company has applied to list its shares on the Nasdaq Capital Market; there is no assurance that the application will be approved.', 'OTCQX'],
  ['Coastal Health Inc. opened its third clinic in Perth, adding 22 staff.', 'ASX'],
  ['Tidewater Energy plc announces that production at the Alder field averaged 4,200 barrels of oil equivalent per day in the quarter.', 'AIM'],
  ['Redwood Software Corp. signed a three-year licence agreement with a regional bank; the contract value was not disclosed.', 'TSX'],
  'The company ended the quarter with $6.3 million in cash and no debt.',
  'Management will host a webcast on Thursday at 10:00 ET to discuss the results.',
  ['The company expects to begin a 5,000-metre drill program in June, subject to permits and financing.', 'CSE'],
  'Gross margin improved to 41% from 37%, mainly because of lower freight costs.',
  ['Silverline Resources Inc. received its environmental permit for the Raven mill on March 3.', 'TSXV'],
  'The company repaid its $2 million convertible note in full on maturity.',
  ['Granite Foods Inc. recalled one lot of its almond butter as a precaution; no illnesses have been reported.', 'NASDAQ'],
  'Net loss for the year was $4.1 million, or $0.08 per share, compared with $5.6 million a year earlier.',
  'The company plans to spend approximately $3 million on exploration in 2026.',
  ['Orion Biotech Inc. received a Complete Response Letter from the FDA and will meet the agency to discuss next steps.', 'NASDAQ'],
  'The annual general meeting will be held on June 18 in Vancouver.',
  ['The company has entered into a non-binding letter of intent to acquire a private processor; closing depends on due diligence and a definitive agreement.', 'OTCQB'],
  'Backlog at year end stood at $112 million, of which about 60% is expected to be delivered in 2026.',
  ['The independent qualified person, Dr. Ana Ruiz, P.Geo., reviewed and approved the technical information in this release.', 'TSXV'],
  'Revenue could grow as new customers come online, though the timing is uncertain.',
  'The company aims to reach break-even cash flow in 2027, subject to sales volumes and costs.',
  ['Meridian Copper Corp. completed a preliminary economic assessment estimating an after-tax NPV of US$410 million at a 7% discount rate.', 'TSX'],
  'The stock closed at $1.42 on Friday.',
  'Shares rose 14% on the day of the announcement.',
  ['Helios Solar Inc. connected its 40 MW Kern County project to the grid.', 'NYSE'],
  'Operating expenses rose 9% because of higher research spending.',
  ['Polar Battery Metals Corp. staked 1,200 hectares adjoining its Lynx property.', 'CSE'],
  'The company reduced its workforce by 11% to cut costs.',
  ['The offer values the company at A$0.42 per share, a 30% premium to the last close; the board unanimously recommends it, subject to an independent expert report.', 'ASX'],
  ['Vantage Drones Inc. delivered 36 inspection drones to utilities in the quarter, up from 21.', 'CSE'],
  'The company has sufficient cash to fund operations into the third quarter of 2027, based on current plans.',
  'Customer churn was 2.1% a month, unchanged from the prior quarter.',
  ['The Board notes the recent movement in the share price and confirms it is not aware of any undisclosed information.', 'AIM'],
  'The company expects revenue of $50 million to $55 million in 2026.',
];

const riskFactors: Row[] = [
  'Our shares are speculative, and investors could lose all of their investment.',
  'We will need additional financing, which may not be available on acceptable terms, and raising it may dilute existing shareholders.',
  'Exploration is highly speculative; most properties never become mines.',
  'Our shares trade on the OTC Pink market, where trading is thin and prices can be volatile.',
  'We have a history of losses and may never be profitable.',
  'The regulatory approval process is lengthy and uncertain, and our product candidate may never be approved.',
  'Commodity prices are volatile and outside our control.',
  'We depend on a small number of customers; losing any one of them would hurt our results.',
  'Key personnel could leave, and we may not find replacements.',
  'Penny stocks are subject to rules that may make them harder to sell.',
  'Our insiders control a large share of the votes and may act against minority interests.',
  'We have not paid dividends and do not expect to in the foreseeable future.',
];

const negations: Row[] = [
  'We do not expect the share price to double, and neither should investors.',
  'No one can promise that this stock will go up.',
  'Returns are not guaranteed, and past gains do not predict future ones.',
  'The company is not the next Tesla and has never claimed to be.',
  'Management made no forecast of the share price.',
  'There is no assurance that the permit will be granted, or when.',
  'Nothing here suggests the shares are a sure thing.',
  'We are not saying investors should buy now.',
  'The company has not received any takeover offer.',
  'There is no guarantee that the dividend will continue.',
  'No investment in a development-stage company is risk-free.',
  'The deal may not close, and shareholders may not receive the premium.',
];

const quotes: Row[] = [
  'The SEC warns investors to be wary of promotions that say a stock "can\'t lose" or will "double overnight".',
  'FINRA\'s alert lists phrases such as "act now" and "guaranteed returns" as red flags.',
  'Regulators describe pump-and-dump schemes as promising that a stock "is going to the moon".',
  'A short seller\'s report accused the company of telling investors the shares would "triple by Christmas"; the company denies ever saying so.',
  'The OTC Markets policy bars issuers from claims like "the next Amazon".',
  'Critics mocked the old slogan "risk-free gold" as misleading.',
];

const questions: Row[] = [
  'We asked the CEO whether the stock could double this year. "We don\'t comment on the share price," she said.',
  'Will the FDA approve the drug? Management says the decision rests with the agency.',
  'Is the company the next Tesla? The CFO laughed off the comparison.',
  'Asked whether a takeover was imminent, the chairman said no approach had been received.',
  'Can investors expect a dividend soon? Not before the mine is built, according to the company.',
  'Is this a guaranteed winner? No stock is.',
];

const rumours: Row[] = [
  'The company denied a report that a buyout was imminent and said it is not in talks with any party.',
  'Contrary to rumours on social media, the company has not signed a supply agreement with Tesla.',
  'Management dismissed online claims that insiders were buying ahead of news as false.',
  'The company is aware of posts predicting a $5 share price and says they were not authorised by it.',
  'In response to IIROC\'s inquiry, the company said it knows of no material change that explains the trading.',
  'The company rejected claims by an anonymous blogger that the permit was a done deal, saying the review is ongoing.',
];

const technical: Row[] = [
  'Explosive use at the open pit is governed by the site blasting plan approved by the regulator.',
  'The discount rate is the risk-free rate plus a market risk premium of 5.5%.',
  'Our lunar lander is scheduled to launch to the Moon in 2027 aboard a commercial rocket.',
  'The double-blind, placebo-controlled trial enrolled 240 patients.',
  'The term loan is guaranteed by the company\'s operating subsidiaries.',
  'The triple-junction solar cells reached 31% efficiency in lab tests.',
  'Sure Thing Logistics LLC, a carrier, is one of the company\'s customers.',
  'The model assumes a risk-free interest rate of 4.2% for the option valuation.',
  'Hole 24 intersected an explosive breccia with visible gold.',
  'Shares outstanding doubled after the share split took effect on May 1.',
  'The company\'s Next Gen platform will replace the legacy system in 2026.',
  'Money-market funds are treated as cash equivalents.',
];

export const PASSAGES: readonly Passage[] = [
  ...rows('prediction', true, predictions),
  ...rows('guarantee', true, guarantees),
  ...rows('urgency', true, urgency),
  ...rows('famous', true, famous),
  ...rows('repeating', true, repeating),
  ...rows('testimonial', true, testimonials),
  ...rows('hint', true, hints),
  ...rows('approval', true, approvals),
  ...rows('undercut', true, undercut),
  ...rows('clean', false, clean, 'NASDAQ'),
  ...rows('risk-factor', false, riskFactors),
  ...rows('negation', false, negations),
  ...rows('quote', false, quotes),
  ...rows('question', false, questions),
  ...rows('rumour', false, rumours),
  ...rows('technical', false, technical, 'TSXV'),
];

/** Every 4th passage of each group, by position: the held-out part (fixed before tuning). */
export function heldOutPassage(p: Passage): boolean {
  const group = PASSAGES.filter((q) => q.group === p.group);
  return group.indexOf(p) % 4 === 3;
}
