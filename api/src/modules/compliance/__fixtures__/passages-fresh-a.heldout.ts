// Written by an independent corpus-writer session (pair passages-fresh-a) from its own knowledge; the writer never saw
// the compliance checker, its rules or any existing corpus. Block groups paraphrase patterns from SEC touting
// complaints and trading suspensions of promoted microcaps, FINRA Rule 2210 examples, CSA Staff Notice 51-356 and
// OTC Markets' promotion policy, in promoter registers; clean groups paraphrase issuer releases, MD&A sentences,
// risk factors and hard negatives. Split fixed while writing: within each group, every 4th passage written
// (positions 4, 8, 12, ...) is in the heldout file, the other three in the tuning file. This is the heldout file.
import { type Passage, type Row, rows } from './passages';

const pricePathForecasts: Row[] = [
  ["Podcast transcript: Honestly, I'd be shocked if this thing isn't trading north of twenty bucks in eighteen months, the math just works.", "NASDAQ"],
  ["Video script: When the market finally wakes up to this EV charging play, we think a tenfold move is the conservative case.", "NASDAQ"],
  ["The Company believes that once the market grasps the value of its helium discovery, a re-rating towards C$1.50 per share is all but inevitable.", "TSXV"],
  ["Newsletter: The chart says breakout, the fundamentals say breakout, and we say this fintech stock clears $15 before the next earnings call.", "NASDAQ"],
  ["Investor awareness campaign: Our price objective of $2.25 represents 700% upside, and we expect it to be hit within the next two quarters.", "OTCQB"],
];

const capitalSafetyClaims: Row[] = [
  ["Podcast transcript: I tell my listeners this is the safest speculative stock I've ever seen, the floor is rock solid and the downside is basically nil.", "NASDAQ"],
  ["Video script: Even if everything goes wrong, and it won't, you still walk away whole, because this company's downside is fully covered.", "OTCQB"],
  ["Email blast: Unlike other biotechs, this one carries no binary risk, the product wins whichever way the trial reads out, so your investment is insulated.", "NASDAQ"],
  ["Tweet: Worst case you double your money. Best case, retire early. No-brainer crypto miner play.", "OTC Pink"],
  ["Bulletin board post: Safe as houses at 3p, the net cash is more than the market cap, so the downside is already priced out.", "AIM"],
];

const closingWindowPressure: Row[] = [
  ["Email blast: Don't wait, institutions are already circling, and by the time the press release crosses the easy money will be gone.", "OTCQB"],
  ["Chat message: u need to be in before the open tmrw, announcement is basically confirmed", "OTC Pink"],
  ["Newsletter: We are only sending this to subscribers for the next 24 hours because the setup won't be here next week.", "OTCQB"],
  ["Email: The countdown is on. In just days this cannabis producer will be on every trader's screen, so get positioned while it's still quiet.", "CSE"],
  ["Subject line: Final notice before our top pick takes off, read this before the market opens.", "AIM"],
];

const famousCompanyBait: Row[] = [
  ["Video script: Early Apple investors got rich. This wearables company has the same DNA, and it trades at a fraction of the price.", "OTCQX"],
  ["Newsletter: Just as Voisey's Bay made its early backers millionaires, this nickel discovery could do the same for shareholders today.", "TSXV"],
  ["Investor deck line: Positioned to become the Shopify of cannabis retail, with comparable return potential for early investors.", "CSE"],
  ["Newsletter: What Cameco did for uranium investors in the last bull market, this junior is set to do in this one.", "TSX"],
  ["Chat message: its giving early Zoom vibes, this telehealth ticker is gonna be huge", "OTC Pink"],
];

const repeatPerformanceBait: Row[] = [
  ["Video script: This stock already went from 40 cents to 4 dollars once in 2021. The chart is setting up for a repeat.", "NASDAQ"],
  ["Bulletin board post: It did a 15-bagger in the last lithium boom, no reason it won't do it again this time.", "AIM"],
  ["Email blast: In 2018 this sector produced 50-baggers, and our top cannabis pick is positioned to be this cycle's version.", "CSE"],
  ["Newsletter: Since we started this service our alerts have averaged 147% gains, and the pick inside this issue fits the mould perfectly.", "OTCQB"],
  ["Email: Our model portfolio is up 410% since launch, and the biotech in this email is the next name going in to keep that streak alive.", "NYSE"],
];

const gainTestimonials: Row[] = [
  ["Video script: Meet Linda, a retired teacher from Ohio who bought shares last year and now says she can finally afford her dream home.", "OTCQB"],
  ["Bulletin board post: Bought at 2p, sold half at 19p, house extension paid for. Still holding the rest for the big one.", "AIM"],
  ["Investor awareness campaign: Real shareholders, real gains: 'I invested $3,000 and I'm up over $25,000 in six months.'", "OTCQB"],
  ["Sponsored article: Investors who backed the company at the seed round describe themselves as 'set for life' after the listing.", "ASX"],
  ["Podcast transcript: We've got listeners who've made a fortune on this real estate tech name, and they keep calling in to say thanks.", "NASDAQ"],
];

const unreleasedNewsHints: Row[] = [
  ["Forum post: Let's just say a major miner has been on site twice this month, and they weren't there for the scenery.", "ASX"],
  ["Podcast transcript: I can't name the partner, I've been asked not to, but it's a household name, and when it's announced, look out.", "NASDAQ"],
  ["Investor deck line: Confidential negotiations with a major automaker are at an advanced stage, with an announcement expected imminently.", "CSE"],
  ["Video script: Something is brewing behind the scenes at this uranium developer, and the people who know are quietly buying.", "TSXV"],
  ["Email blast: We can't reveal the catalyst yet because of confidentiality agreements, but it's the kind of news that moves a stock 500%.", "CSE"],
];

const approvalAndDealCertainty: Row[] = [
  ["Tweet: Health Canada licence is 100% coming this month. Book it.", "CSE"],
  ["Investor deck line: Offtake agreement with a tier-one battery maker assured by year end.", "TSX"],
  ["Forum post: Exploration licence renewal is a done deal, the minister told everyone it's happening.", "ASX"],
  ["Newsletter: Make no mistake, the CE mark is coming, and with it European sales that will dwarf anything the company has done so far.", "AIM"],
  ["Tweet: EPA sign-off is locked in for this battery recycler. Just waiting on the formal announcement.", "NYSE American"],
];

const promisedPayouts: Row[] = [
  ["Investor deck line: Profitability guaranteed from the first quarter of production, with earnings of at least 30 cents per share.", "TSXV"],
  ["The Company will double its revenue in each of the next three years.", "NYSE American"],
  ["Newsletter: Expect earnings to jump to $2 a share in 2026, and that's not a forecast, that's a certainty based on signed orders.", "OTCQB"],
  ["Chat message: divi is getting hiked to 80c next quarter, guaranteed, board already decided", "NYSE"],
  ["Sponsored report: With these offtake contracts in hand, the company will earn A$60 million EBITDA in its first full year, without fail.", "ASX"],
];

const disclaimerUndercut: Row[] = [
  ["Email blast: Investing in small companies is risky and you could lose everything. Which is exactly why you need to grab this one now, before everyone else does.", "OTCQB"],
  ["Bulletin board post: Obviously DYOR and all that, but if you're not holding at 4p you'll regret it forever. Buy.", "AIM"],
  ["Chat message: not advice but u would be crazy not to buy this rn", "OTC Pink"],
  ["Tweet: disclaimer, i'm not a financial advisor. now go buy this EV stock before tmrw", "NASDAQ"],
  ["Podcast transcript: Usual disclaimers apply, past results and all that, but I'm telling you straight, get into this AI name before the earnings.", "NASDAQ"],
];

const directBuyCalls: Row[] = [
  ["Video script: Open your brokerage account, type in the ticker, and buy as many shares as you can.", "NASDAQ"],
  ["Email blast: Don't just read about it, add this biotech to your portfolio today.", "OTCQB"],
  ["Newsletter: Grab a starter position now and add on the next dip, this cannabis name belongs in every portfolio.", "CSE"],
  ["Tweet: Back the truck up on this lithium name. This is the buy of the decade.", "TSXV"],
  ["Newsletter: Put this helium explorer at the top of your buy list and get your order in today.", "TSXV"],
];

const paidStatusDenials: Row[] = [
  ["Video script: Nobody paid me to make this video. I'm just a regular guy who found an incredible stock.", "NASDAQ"],
  ["This article reflects the independent view of the author and was not commissioned by the Company.", "CSE"],
  ["Bulletin board post: For the record, no one's paying me, I just think this oil minnow is massively undervalued.", "AIM"],
  ["Newsletter: Our editorial team chose this cannabis company on its merits alone, with no fee, no shares and no strings attached.", "CSE"],
  ["Podcast transcript: This segment isn't sponsored, I promise, I just can't stop talking about this AI company.", "OTCQB"],
];

const floatSqueezeHype: Row[] = [
  ["Chat message: insiders locked up, float is gone, next leg up is gonna be insane", "OTC Pink"],
  ["Podcast transcript: Half the float is short. Do the math. When they have to cover, this goes parabolic.", "NASDAQ"],
  ["Newsletter: This is a textbook squeeze setup, and we expect shorts to be forced out at much higher prices within days.", "NYSE"],
  ["Chat message: shorts are about to get destroyed on this crypto miner, hold the line and dont sell", "NASDAQ"],
  ["Tweet: Low float, a catalyst and heavy short interest add up to a moonshot. Don't say nobody told you.", "OTC Pink"],
];

const reportedResults: Row[] = [
  ["Gold production for the half year totalled 48,210 ounces at an all-in sustaining cost of A$1,912 per ounce.", "ASX"],
  ["Adjusted EBITDA for the year was $46.8 million, compared with $39.5 million in 2023, and net debt at year end stood at $118 million.", "NYSE American"],
  ["Loss before tax narrowed to £2.8 million from £4.1 million as the group reduced administrative expenses by 18%.", "AIM"],
  ["Uranium sales for the year were 4.1 million pounds at an average realized price of C$86.40 per pound.", "TSX"],
  ["Statutory net profit after tax was A$4.9 million, and the board has declared a fully franked final dividend of 2.5 cents per share.", "ASX"],
];

const signedContractTerms: Row[] = [
  ["The charter is for a minimum period of 24 months at a daily rate of $18,500, with the charterer holding an option to extend for a further 12 months.", "NYSE"],
  ["The Company signed a licence agreement with a Canadian licensed producer under which it will receive a royalty of 6% of net sales of the licensed products.", "CSE"],
  ["The Company has executed a power purchase agreement for 40 megawatts with a 15-year term, subject to customary conditions precedent.", "NYSE"],
  ["The distribution agreement gives the partner exclusive rights in Mexico for three years, with minimum annual orders of $250,000.", "OTCQB"],
  ["Total contracted backlog at quarter end was $1.14 billion, compared with $980 million at the end of the prior year.", "NYSE"],
];

const closedFinancings: Row[] = [
  ["The institutional placement raised A$15 million at A$0.32 per share, a 9.9% discount to the last closing price.", "ASX"],
  ["The company closed a bought deal financing of 8,200,000 common shares at C$6.10 per share, including the full exercise of the over-allotment option.", "TSX"],
  ["The Company completed a $250 million offering of 6.875% senior notes due 2032, the proceeds of which were used to repay borrowings under its revolving facility.", "NYSE"],
  ["Finders' fees of C$84,000 in cash and 420,000 finder warrants were paid in connection with the private placement.", "TSXV"],
  ["The streaming company provided an upfront deposit of US$25 million in exchange for 4% of the project's payable silver production.", "TSX"],
];

const drillAndAssayResults: Row[] = [
  ["Assays from the final three holes of the programme remain pending and will be reported when received.", "AIM"],
  ["Channel sampling returned values ranging from below detection to 42.1 g/t silver, and the samples are selective and may not be representative of the mineralization.", "CSE"],
  ["Quality assurance included the insertion of certified reference materials, blanks and duplicates at a rate of one in every 20 samples.", "TSX"],
  ["Hole NX-11 returned 6.0 metres at 2.3% nickel and 0.9% copper from 218 metres, within a broader zone of disseminated sulphides.", "TSX"],
  ["Intercepts are reported as downhole lengths, and true thickness is not yet known.", "TSXV"],
];

const trialAndRegulatoryUpdates: Row[] = [
  ["The Data Safety Monitoring Board completed its scheduled review and recommended the trial continue without modification.", "NYSE American"],
  ["The FDA has accepted the Company's investigational new drug application, and there can be no assurance that later trials will be successful or that the product will be approved.", "NASDAQ"],
  ["The Company submitted a 510k premarket notification for its wound-monitoring device, and FDA review typically takes 90 days but may take longer.", "OTCQB"],
  ["Patient enrollment in the Phase 3 CLARITY trial reached 64% of target at the end of the quarter.", "NASDAQ"],
  ["Enrolment of the paediatric cohort remains suspended while the Company responds to questions from the regulator.", "TSXV"],
];

const appointmentsAndBios: Row[] = [
  ["Ms Tan is a geologist with 18 years of experience in exploration across Western Australia and holds a Master of Science from Curtin University.", "ASX"],
  ["Mr. Leblanc is a chartered professional accountant and previously served as controller at a Quebec-based cannabis producer.", "CSE"],
  ["Dr Wilson's appointment as Non-Executive Director is subject to completion of the usual regulatory due diligence by the Company's nominated adviser.", "AIM"],
  ["Ms. Fontaine has served on the boards of two TSX-listed gold producers and is a member of the Institute of Corporate Directors.", "TSX"],
  ["The board now comprises seven directors, five of whom are independent.", "CSE"],
];

const riskFactorDisclosures: Row[] = [
  ["The market price of our common stock has been and may continue to be volatile, and investors could lose all or part of their investment.", "OTC Pink"],
  ["Shareholders may experience dilution as a result of future equity financings, the exercise of outstanding warrants or the conversion of notes.", "OTCQB"],
  ["Charter rates in the dry bulk market are cyclical and volatile, and a decline in rates could adversely affect our revenue and cash flows.", "NYSE"],
  ["The Company's auditor has expressed substantial doubt about its ability to continue as a going concern.", "OTCQX"],
  ["The directors may be unable to raise further funds on acceptable terms, which could require the Company to curtail its work programme.", "AIM"],
];

const hedgedOutlook: Row[] = [
  ["Guidance for FY25 is production of 140,000 to 155,000 ounces, and this guidance is subject to operational risks and may be revised.", "ASX"],
  ["Forward-looking statements in this release include the expected timing of the feasibility study, which could be delayed by factors outside the Company's control.", "TSXV"],
  ["We expect gross margins to improve modestly as freight costs normalise, though we cannot predict the timing with confidence.", "AIM"],
  ["The Company believes the acquisition may be accretive to earnings within two years, although integration risks could reduce or delay the expected benefits.", "NYSE American"],
  ["Management's outlook assumes stable wholesale prices for cannabis in Canada, which have declined in recent periods and may decline further.", "CSE"],
];

const mdnaAndOperations: Row[] = [
  ["Scope 1 and 2 emissions fell 11% year on year, largely as a result of connecting the processing plant to the state grid.", "ASX"],
  ["Fleet utilization for the quarter was 97.8%, with 42 off-hire days attributable to scheduled dry-docking.", "NYSE"],
  ["The Company capitalised £0.9 million of development costs in the period in accordance with IAS 38.", "AIM"],
  ["The Company's principal sources of liquidity are cash on hand and proceeds from equity financings, and it does not currently generate positive operating cash flow.", "TSXV"],
  ["Women now make up 38% of the Company's board and 29% of its senior leadership team.", "CSE"],
];

const neutralAnalystNotes: Row[] = [
  ["Research note: The resource update was broadly in line with our expectations, and the key risks remain permitting and funding of the development capital.", "TSXV"],
  ["Sector note: Charter rates softened through the quarter, and earnings across the tanker group are likely to vary widely depending on contract cover.", "NYSE"],
  ["Research note: We note that the company's debt covenants leave limited headroom if copper prices weaken further.", "OTCQX"],
  ["Analyst note: Data from the competitor's study make the landscape harder to assess, and we remain on the sidelines until the full dataset is published.", "NASDAQ"],
  ["Credit note: The notes remain rated B2 with a stable outlook, reflecting moderate leverage and a concentrated customer base.", "NYSE"],
];

const negationsAndWarnings: Row[] = [
  ["The Company is not aware of any undisclosed material information that would explain the recent increase in trading volume.", "OTC Pink"],
  ["The Company has not paid any person to promote its shares other than the investor-relations firm disclosed in its filings.", "CSE"],
  ["As OTC Markets' policy expects of issuers that pay for promotion, we disclose that this article is a paid communication for which the publisher received $15,000.", "OTCQX"],
  ["The Company is not in negotiations with any party regarding a takeover, contrary to speculation on online forums.", "TSXV"],
  ["Contrary to messages circulating on chat apps, the Company has not announced, and does not expect to announce, any new contract this week.", "OTC Pink"],
];

const technicalHypeHomonyms: Row[] = [
  ["Commissioning of the second ball mill completed the doubling of the plant's throughput to 2 million tonnes per annum.", "ASX"],
  ["The bank offers guaranteed investment certificates with terms of one to five years, which are insured by CDIC up to applicable limits.", "TSX"],
  ["The Company's solar modules carry a 25-year linear power warranty guaranteeing at least 84.8% of nameplate output in year 25.", "NASDAQ"],
  ["In the Company's laboratory measurements, the bioreactor tripled cell density compared with conventional flasks.", "NASDAQ"],
  ["The insurer's guaranteed lifetime withdrawal benefit is described in its filed prospectus, together with its fees and limitations.", "NYSE"],
];

const priceFactsAndRebuttals: Row[] = [
  ["Responding to press speculation, the Company confirms it has received a preliminary approach, and there is no certainty that any offer will be made.", "AIM"],
  ["The Company's shares were halted at its request pending an announcement and resumed trading the following morning.", "TSXV"],
  ["The stock has declined 42% year to date, in line with the broader index of small-cap biotechnology companies.", "NASDAQ"],
  ["The reverse stock split took effect on March 12, and the shares began trading on a split-adjusted basis at $6.40.", "NYSE American"],
  ["The stock traded as high as C$3.90 in January before falling back to C$2.15 by the end of the quarter.", "CSE"],
];

export const HELDOUT_PASSAGES_3: Passage[] = [
  ...rows("price-path-forecasts", true, pricePathForecasts),
  ...rows("capital-safety-claims", true, capitalSafetyClaims),
  ...rows("closing-window-pressure", true, closingWindowPressure),
  ...rows("famous-company-bait", true, famousCompanyBait),
  ...rows("repeat-performance-bait", true, repeatPerformanceBait),
  ...rows("gain-testimonials", true, gainTestimonials),
  ...rows("unreleased-news-hints", true, unreleasedNewsHints),
  ...rows("approval-and-deal-certainty", true, approvalAndDealCertainty),
  ...rows("promised-payouts", true, promisedPayouts),
  ...rows("disclaimer-undercut", true, disclaimerUndercut),
  ...rows("direct-buy-calls", true, directBuyCalls),
  ...rows("paid-status-denials", true, paidStatusDenials),
  ...rows("float-squeeze-hype", true, floatSqueezeHype),
  ...rows("reported-results", false, reportedResults),
  ...rows("signed-contract-terms", false, signedContractTerms),
  ...rows("closed-financings", false, closedFinancings),
  ...rows("drill-and-assay-results", false, drillAndAssayResults),
  ...rows("trial-and-regulatory-updates", false, trialAndRegulatoryUpdates),
  ...rows("appointments-and-bios", false, appointmentsAndBios),
  ...rows("risk-factor-disclosures", false, riskFactorDisclosures),
  ...rows("hedged-outlook", false, hedgedOutlook),
  ...rows("mdna-and-operations", false, mdnaAndOperations),
  ...rows("neutral-analyst-notes", false, neutralAnalystNotes),
  ...rows("negations-and-warnings", false, negationsAndWarnings),
  ...rows("technical-hype-homonyms", false, technicalHypeHomonyms),
  ...rows("price-facts-and-rebuttals", false, priceFactsAndRebuttals),
];
