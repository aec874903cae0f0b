// Written by a helper session (writer for file pair passages-fresh-d) from its own knowledge only; the writer never saw the
// compliance checker, its rules, its tests or any existing corpus. Short-form texts (headlines, subject lines, push alerts,
// SMS blasts, video titles, captions, chat one-liners, ad and banner copy) paraphrasing patterns of stock touting described in
// SEC touting complaints and trading suspensions, FINRA Rule 2210 examples, CSA Staff Notice 51-356 and OTC Markets' promotion
// policy, plus sober short issuer communications and hard negatives. Split rule, fixed while writing: within each group of 20,
// passages at positions 4, 8, 12, 16 and 20 went to the heldout file, the rest to the tuning file. This is the heldout file.
import { type Passage, type Row, rows } from './passages';

const prediction: Row[] = [
  ["Push alert: Copper explorer set to re-rate to 80p once the maiden resource drops", "AIM"],
  ["Tiny cannabis grower, huge upside — our target is C$3.20, triple today's price.", "CSE"],
  ["Banner text: 1,000% potential. One small-cap. Zero hype. Click to see the ticker.", "OTC Pink"],
  ["Caption: when the market finally wakes up to this EV charging co, $15 is the floor not the ceiling 🔋", "NASDAQ"],
  ["Tweet: crypto miner at $1.10 with hashrate doubling = $5 stock by Q3. not even a stretch", "NASDAQ"],
];

const safety: Row[] = [
  ["No-risk way to play the uranium boom 👇 ticker in bio", "TSX"],
  ["Think of it as a savings account that triples. Principal's never at risk here.", "OTC Pink"],
  ["Guaranteed winner on AIM today. Low risk, high reward, ticker inside.", "AIM"],
  ["Our pick is fully insulated from market swings, so you keep your gains whatever happens.", "NYSE"],
  ["the downside here is literally nil. asset backing > market cap. easiest trade of the year", "TSXV"],
];

const urgency: Row[] = [
  ["Only hours left to grab shares under a dollar. Don't be the one who waited.", "NASDAQ"],
  ["The clock is ticking on this biotech, the data hits any day and the train leaves without you.", "NASDAQ"],
  ["This is your final window before the re-rating. Miss it and you'll be chasing.", "AIM"],
  ["Urgent — small-cap AI stock poised to move before Tuesday's open.", "NASDAQ"],
  ["ppl asking if it's too late. it's not. YET. grab em b4 monday", "OTCQB"],
];

const famousBait: Row[] = [
  ["This C$0.30 e-commerce stock is the next Amazon, full stop.", "CSE"],
  ["imagine buying Bitcoin at $100. that's where this miner is right now 🪙", "NASDAQ"],
  ["Investors who caught Tesla early made millions. This EV supplier is next.", "OTCQB"],
  ["The Google of geology: our AI mapping platform will do for mining stocks what search did for ad stocks.", "TSXV"],
  ["Warren Buffett would love this stock. Here's why you should too.", "NYSE"],
];

const repeatGains: Row[] = [
  ["This stock tripled in 2020 and the chart is flashing the exact same pattern again.", "NASDAQ"],
  ["did it in 2023, doing it again in 2025 🔁📈", "CSE"],
  ["The stock doubled after the last offtake deal, so expect the same when the next one is signed.", "ASX"],
  ["Tweet: ran from 20c to $3 last cycle. cycle's turning. you know what happens next", "TSXV"],
  ["The stock that made our readers 9x is flashing buy again", "NASDAQ"],
];

const testimonial: Row[] = [
  ["My husband thought I was crazy. Now he's asking me for stock tips lol. Up 430%.", "NASDAQ"],
  ["Members share their six-figure wins from our uranium alert.", "TSX"],
  ["shoutout to the newsletter, 20k became 190k on the helium play. life changing", "TSXV"],
  ["Grandmother turns pension pot into £250,000 with tiny energy stock.", "AIM"],
  ["Chat: bought at 11, out at 74, financially free at 29, no regrets", "NASDAQ"],
];

const hint: Row[] = [
  ["Let's just say a certain mining major has been walking our core shack. That's all I'll say. 😉", "TSXV"],
  ["Video title: The Secret Deal This Lithium Stock Hasn't Announced Yet", "ASX"],
  ["What the CEO can't tell you yet could double your money.", "NYSE American"],
  ["Management is in late-stage talks we can't disclose yet — when it lands, it lands big.", "TSX"],
  ["Confidential development at this AI small-cap. Full story after the announcement, so get positioned.", "NASDAQ"],
];

const approvalCertainty: Row[] = [
  ["Licence approval is certain now that regulators have signalled a green light.", "ASX"],
  ["Nasdaq uplisting locked in for Q2. Get in before the institutions can.", "OTCQB"],
  ["Tweet: the NRC license is coming. not if, when. uranium bulls eat", "NYSE American"],
  ["Push alert: Water licence will be granted within weeks. Book it.", "TSXV"],
  ["State cannabis licence all but confirmed — shares still haven't priced it in.", "CSE"],
];

const dealCertainty: Row[] = [
  ["Defence contract in the bag for tiny drone maker, insiders say it's done.", "NYSE American"],
  ["Video title: This Takeover Will Happen At A 200% Premium", "AIM"],
  ["the JV with a supermajor is 100% going through, ppl don't understand how big this is", "TSX"],
  ["The Apple order is not a question of if but when for this chip start-up.", "NASDAQ"],
  ["Merger vote a formality — 150% upside locked in for holders", "NASDAQ"],
];

const payoutPromise: Row[] = [
  ["Revenue will hit $100 million next year. That's not a forecast, that's a fact.", "NASDAQ"],
  ["Video title: Earnings Will Triple In 2025 — Here's Proof", "NASDAQ"],
  ["8% yield and it's never getting cut. ever. set it and forget it 💵", "NYSE"],
  ["Every share you own will pay you back in full through dividends within five years.", "OTCQB"],
  ["Record profits guaranteed this year — dividend hike to follow", "NYSE"],
];

const buyCall: Row[] = [
  ["Strong buy — get your shares while they're under 50 cents.", "OTC Pink"],
  ["Our top pick: buy up to 2.30 and hold. Ticker KRXF.", "OTCQB"],
  ["scoop some before it's gone 🍨📈", "NYSE American"],
  ["Position size? As big as you're comfortable with. This is a table-pounding buy.", "NASDAQ"],
  ["Don't just watch it, own it. Buy our featured EV stock today.", "NASDAQ"],
];

const undercutDisclaimer: Row[] = [
  ["Past performance doesn't guarantee future results, but this one tripled twice, so draw your own conclusions.", "TSXV"],
  ["Headline: Consult Your Adviser — Then Grab This 10-Bagger Before It's Gone", "AIM"],
  ["dyor ofc. but ngl i'd mortgage the house for this one", "TSXV"],
  ["Forward-looking statements are uncertain. What's certain is this stock is heading higher, so get positioned.", "TSX"],
  ["Speculative, sure. Still the best risk-reward on the ASX, so buy before the open.", "ASX"],
];

const paymentDenial: Row[] = [
  ["Push alert: Zero compensation received — this is our honest, unbiased pick.", "OTC Pink"],
  ["Video title: Unsponsored Review — Why I Love This Cannabis Stock", "CSE"],
  ["This article was written without any payment from the issuer.", "TSXV"],
  ["Not a promotion, just a great company telling its story.", "TSX"],
  ["No sponsor, no agenda — just our top energy pick.", "NYSE American"],
];

const eventNotice: Row[] = [
  ["Corvane Energy will release full-year results on 12 March 2025 before market open, followed by a presentation for analysts at 9.30am.", "AIM"],
  ["Kestrel AI will take part in a fireside chat at the Needham Tech Conference on May 16; a replay will be posted on the investor site.", "NASDAQ"],
  ["Redhill Uranium to attend PDAC 2025 in Toronto, booth 2314.", "TSXV"],
  ["Our CFO will join the critical minerals supply chain panel at the Melbourne Mining Club lunch on 7 May.", "ASX"],
  ["Invitation: Helix Biopharma R&D day, October 9, in New York and online.", "NASDAQ"],
];

const resultsHeadline: Row[] = [
  ["Halden Therapeutics reports Q2 cash of $118 million and runway into 2027.", "NASDAQ"],
  ["Kestrel AI annual recurring revenue reached $27.5 million at quarter-end, up 22% year over year.", "NASDAQ"],
  ["Net loss for the year was £4.1m compared with £5.6m in the prior year, reflecting lower exploration spend.", "AIM"],
  ["Half-year revenue A$6.1 million, cash at bank A$21.4 million, no debt.", "ASX"],
  ["Caption: Q3 at a glance — 18,400 vehicles delivered, revenue $612M, gross margin 9.8%", "NASDAQ"],
];

const productOneliner: Row[] = [
  ["Push alert: Arbor Pay is now available on Android in Canada and the UK.", "OTCQX"],
  ["Marlin Logistics adds a weekly Rotterdam–Montreal container service starting March 4.", "NYSE"],
  ["Product update: Ledgerline accounting software now integrates with Xero and MYOB.", "ASX"],
  ["Your Arbor Card now supports Apple Pay. No action is needed.", "OTCQX"],
  ["Solace Skincare's SPF 50 mineral sunscreen arrives in Boots stores nationwide in May.", "AIM"],
];

const appointmentHeadline: Row[] = [
  ["Subject line: Board change — David Lin to succeed Ana Ruiz as Chair in May", "NYSE"],
  ["Welcome to our new CEO, Tomás Herrera, who joins from a tanker operator where he was COO.", "NYSE"],
  ["Green Meadow Cannabis appoints Dana Fox as Vice-President, Quality Assurance, effective immediately.", "CSE"],
  ["Helix Biopharma appoints Dr. Laura Chen to its Scientific Advisory Board.", "NASDAQ"],
  ["Marlin Shipping adds two independent directors, expanding the board to nine members.", "NYSE"],
];

const agmNotice: Row[] = [
  ["Push alert: Proxy materials for the June 12 annual meeting are now available online.", "NASDAQ"],
  ["The record date for the 2025 annual meeting is March 28; holders of record may vote online, by phone or by mail.", "NYSE"],
  ["Shareholders will be asked to approve a 1-for-10 share consolidation and the re-election of two directors.", "TSXV"],
  ["Thanks to everyone who joined our AGM in Toronto today. Voting results will be filed on SEDAR+.", "TSX"],
  ["AGM notice and form of proxy are being posted to shareholders today.", "AIM"],
];

const dividendDeclaration: Row[] = [
  ["Pinecrest Realty declares a monthly distribution of C$0.055 per unit for April, payable May 15.", "TSX"],
  ["The board declared a special cash dividend of $1.00 per share, payable December 20 to shareholders of record December 10.", "NYSE American"],
  ["A dividend of C$0.09 per common share has been declared and designated an eligible dividend for Canadian tax purposes.", "TSX"],
  ["Preferred stock dividend: $0.4375 per Series A share, payable April 15 to holders of record April 1.", "NYSE"],
  ["The record date for the quarterly dividend of $0.08 per share has moved to July 3 because of the holiday.", "NASDAQ"],
];

const tradingUpdate: Row[] = [
  ["Trading since the interim period has been consistent with the board's expectations; net cash was £6.2m at 31 December.", "AIM"],
  ["Voltaic Motors delivered 2,340 vans in Q2 and reaffirms full-year delivery guidance of 9,000 to 10,000 units.", "NASDAQ"],
  ["Monthly production update: 398 BTC mined in November; installed hashrate 9.1 EH/s.", "NASDAQ"],
  ["Lodestar Resources has completed 12,400 m of its planned 20,000 m drill program, with assays pending for 31 holes.", "ASX"],
  ["Occupancy steady at 93% as leasing activity slowed in Q2.", "TSX"],
];

const negation: Row[] = [
  ["The company cannot guarantee that the permit will be granted, or when.", "TSXV"],
  ["No agreement has been reached with any party regarding a sale of the company.", "AIM"],
  ["We do not pay for stock promotion and do not endorse third-party newsletters.", "OTC Pink"],
  ["Nothing in this update should be taken as a promise of future revenue.", "OTCQX"],
  ["Reminder: we never share hot tips and never message investors first.", "NASDAQ"],
];

const quotedWarning: Row[] = [
  ["Subject line: Beware of emails calling any stock 'the next Tesla'", "OTC Pink"],
  ["Push alert: The company did not issue the 'last chance to buy' emails circulating today.", "CSE"],
  ["Investor alert quoted in the filing: 'Be wary of anyone who says a deal is done before it is announced.'", "NYSE American"],
  ["Scam alert: we never text investors promising 'guaranteed dividends.'", "NYSE"],
  ["If someone tells you 'I turned A$5k into A$60k, you can too,' report it to ASIC.", "ASX"],
];

const question: Row[] = [
  ["Subject line: Your questions for the Q2 call — what drove the margin decline?", "NASDAQ"],
  ["Push alert: Live Q&A — ask management about the Ridge Lake drill program", "TSXV"],
  ["Can small miners survive lower lithium prices? Our CEO outlines the cost cuts.", "ASX"],
  ["Analyst: How much of the backlog is contracted versus verbal? CFO: About 62% is under signed contracts.", "NYSE"],
  ["From the AMA: does the company pay anyone to promote the stock? IR: No, and we report any such campaigns to OTC Markets.", "OTCQB"],
];

const technicalSense: Row[] = [
  ["The royalty agreement includes a guaranteed minimum royalty of US$250,000 per year.", "TSX"],
  ["Subject line: Breakout session schedule — battery chemistry, grid storage and recycling", "NASDAQ"],
  ["Caption: Our surge protectors absorb transient spikes of up to 40 kA.", "NYSE"],
  ["The lease contains a fixed rent review of 2.5% per year, guaranteed by the tenant's parent company.", "AIM"],
  ["Notification: Blast scheduled at the north pit at 2pm; explosives exclusion zone in effect.", "TSXV"],
];

const priceFact: Row[] = [
  ["The offering was priced at C$0.25 per unit, a 9% discount to the prior close.", "TSXV"],
  ["Subject line: Share consolidation effective — shares begin trading on a post-consolidation basis Monday", "TSX"],
  ["The placing price of 4p represents a 20% discount to the closing mid-market price on 3 March.", "AIM"],
  ["The stock has traded below $1 for 30 consecutive business days, and the company received a Nasdaq deficiency notice.", "NASDAQ"],
  ["Closing price C$2.48, up C$0.06.", "TSX"],
];

const rumourRebuttal: Row[] = [
  ["Lodestar Resources notes media speculation about a merger and confirms it is not in discussions with any party.", "ASX"],
  ["Rumours of a special dividend are unfounded.", "AIM"],
  ["Kestrel AI says a blog post describing an acquisition offer at $30 a share is false.", "NASDAQ"],
  ["Miner says online claims of bonanza grades are not supported by any assay results.", "TSXV"],
  ["Notification: Helix confirms no interim data have been unblinded, contrary to speculation.", "NASDAQ"],
];

export const HELDOUT_PASSAGES_6: Passage[] = [
  ...rows('prediction', true, prediction),
  ...rows('safety', true, safety),
  ...rows('urgency', true, urgency),
  ...rows('famous_bait', true, famousBait),
  ...rows('repeat_gains', true, repeatGains),
  ...rows('testimonial', true, testimonial),
  ...rows('hint', true, hint),
  ...rows('approval_certainty', true, approvalCertainty),
  ...rows('deal_certainty', true, dealCertainty),
  ...rows('payout_promise', true, payoutPromise),
  ...rows('buy_call', true, buyCall),
  ...rows('undercut_disclaimer', true, undercutDisclaimer),
  ...rows('payment_denial', true, paymentDenial),
  ...rows('event_notice', false, eventNotice),
  ...rows('results_headline', false, resultsHeadline),
  ...rows('product_oneliner', false, productOneliner),
  ...rows('appointment_headline', false, appointmentHeadline),
  ...rows('agm_notice', false, agmNotice),
  ...rows('dividend_declaration', false, dividendDeclaration),
  ...rows('trading_update', false, tradingUpdate),
  ...rows('negation', false, negation),
  ...rows('quoted_warning', false, quotedWarning),
  ...rows('question', false, question),
  ...rows('technical_sense', false, technicalSense),
  ...rows('price_fact', false, priceFact),
  ...rows('rumour_rebuttal', false, rumourRebuttal),
];
