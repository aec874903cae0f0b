// Independent labelled corpus, heldout half of the pair passages-fresh-b. Written by a helper writing session from its own
// knowledge only; the writer never saw the checker, its rules, its code or any existing corpus. Block groups paraphrase
// the patterns described in SEC touting complaints and trading suspensions, FINRA Rule 2210 examples, CSA Staff Notice
// 51-356 and OTC Markets' promotion policy, in today's registers: X/Twitter, StockTwits, Reddit, Discord and Telegram
// chats, YouTube and podcast transcripts, Substack and Medium posts, paid influencer posts, and issuer press-release
// overreach, with UK, Australian and Canadian idiom for AIM, ASX, TSX, TSXV and CSE. Clean groups are ordinary issuer
// writing and hard negatives. Split rule, decided while writing: within each group, every 4th passage written
// (positions 4, 8, 12, 16, 20) is in the heldout file; the other three of each four are in the tuning file.
import { type Passage, type Row, rows } from './passages';

const xThreadPriceCalls: Row[] = [
  ['Tweet: C$0.22 today, a dollar by summer. That\'s not hopium, that\'s what the comps say once their psilocybin clinic network goes national.', 'CSE'],
  ['Thread: Modelled it out three ways and every scenario gets $PRXN to at least $18, which is a 4x from the close. The base case is honestly conservative.', 'NYSE American'],
  ['Reply on X: Bro this is going to a dollar, the chart literally cannot go anywhere but up after the reverse split.', 'OTC Pink'],
  ['Pinned post in the company\'s community channel: Our community price target for $AURX is $12 by Q3, which we believe is conservative given the pipeline.', 'OTCQX'],
  ['Tweet: Bitcoin miner trading at half its hash-rate value. This one 5x\'s from here once the market wakes up, ape accordingly.', 'OTCQB'],
];

const socialCannotLose: Row[] = [
  ['HotCopper post: Can\'t lose with this one, mate. The A$30M in the bank protects the downside and the drill results are a free kicker on top.', 'ASX'],
  ['YouTube video description: Why this dividend payer is a no-lose investment in any market, your capital is protected and the income is guaranteed.', 'NYSE'],
  ['StockTwits: Worst case we double, best case we go to the moon. Can\'t lose, loading more.', 'OTC Pink'],
  ['Newsletter: Downside is fully covered by net cash, so the only question is how much you make, not whether you make it.', 'AIM'],
  ['Radio ad: Your money is safe with this one. Backed by hard assets, built to hold its value, call today for the free report.', 'OTCQB'],
];

const chatUrgencyNow: Row[] = [
  ['Telegram: Get set before the market wakes up, the announcement is sitting with the ASX right now and once it\'s out the boat has sailed.', 'ASX'],
  ['YouTube Shorts script: You\'ve got maybe a week before Wall Street finds this one. After that, it\'s too late.', 'OTCQB'],
  ['Discord: Mate, the spud is next week. Anyone not holding by Friday is going to be buying off us at twice the price.', 'ASX'],
  ['Email blast: URGENT, read this before Monday\'s open. The opportunity described below will be gone by lunchtime.', 'OTCQB'],
  ['Tweet: Quarterly activities report drops Thursday and this thing won\'t see sub-5c again. Now or never.', 'ASX'],
];

const famousNameBait: Row[] = [
  ['Podcast: I genuinely think this is the next Pilbara Minerals. Same lithium belt, same early-stage valuation, and we all know how that ended.', 'ASX'],
  ['Substack: Think of it as the Berkshire of shipping. In ten years people will be kicking themselves for not getting in when it was this cheap.', 'NYSE'],
  ['Telegram: Afterpay started at about a dollar and went past A$150. This BNPL startup is the same story, just earlier.', 'ASX'],
  ['Video script: Remember Zoom in early 2020? This telehealth name is that moment, and this time you can be early.', 'NASDAQ'],
  ['X post: Everyone said Liontown was overhyped too. This one\'s the next big lithium re-rate, just get set.', 'ASX'],
];

const gainScreenshotsTestimonials: Row[] = [
  ['Testimonial in newsletter: I invested £2,000 on your tip and cashed out £19,000 three months later. Thank you!', 'AIM'],
  ['Email blast: Subscriber Mike from Ohio turned $1,500 into $22,300 on our last pick. Could you be next?', 'OTCQB'],
  ['Sponsored Instagram caption: This stock paid for my wedding. Swipe up to see how I found it before everyone else.', 'NASDAQ'],
  ['StockTwits: Made 900% on $PNKX last week, every single person in the chat made money. Following for the next one.', 'OTC Pink'],
  ['Investor forum: My ISA is up 640% on this one stock. It\'s the best thing I ever did and I\'m topping up on every dip.', 'AIM'],
];

const historyRepeatsGains: Row[] = [
  ['Podcast: Every time this team has found a deposit, shareholders made ten times their money. They\'ve just pegged new ground, you do the maths.', 'ASX'],
  ['Email blast: Our analysts called the 2020 silver move to the day and readers made 5x. The signals are flashing again.', 'NYSE American'],
  ['Podcast transcript: Look at the previous halving. Miners went up eight to fifteen times. The next halving is months away, so position for the same move.', 'NASDAQ'],
  ['YouTube video: The CEO\'s last three juniors all got bought out at huge premiums. Trust the track record, this one\'s next.', 'TSXV'],
  ['X post: Every time this company presents at the JPMorgan healthcare conference the stock jumps 40%. It\'s next week. You know what to do.', 'NASDAQ'],
];

const whisperUndisclosedNews: Row[] = [
  ['Discord: My source at the company says a buyout offer is already on the table. Under NDA so that\'s all I can say.', 'NASDAQ'],
  ['Email blast: We\'ve learned of a development that hasn\'t hit the wires yet. Subscribers get the full story before the public.', 'OTCQB'],
  ['Investor presentation line: We are in advanced confidential discussions that will transform the value of the company; we are unable to say more at this stage.', 'AIM'],
  ['Telegram: Major announcement embargoed until Monday. Those who know, know. Positions filled.', 'OTC Pink'],
  ['Bulletin board: Heard on the grapevine the CPR upgrade is massive and the board\'s sitting on it until after the placing. Fill your boots.', 'AIM'],
];

const sponsoredButIndependent: Row[] = [
  ['Tweet in a paid campaign: No one\'s paying me to say this, I just reckon this explorer is the most undervalued stock on the ASX.', 'ASX'],
  ['Sponsored podcast segment: For full transparency, this isn\'t an advertisement, I\'ve just been buying the stock myself.', 'NYSE American'],
  ['Sponsored newsletter: We have not been compensated for this report and write purely for the benefit of our readers.', 'ASX'],
  ['Paid stock alert: We are not paid promoters. We simply alert our members to hidden gems.', 'OTC Pink'],
  ['Commissioned article: Readers should know we are a fully independent research house and this coverage is not commissioned.', 'ASX'],
];

const disclaimerThenBuy: Row[] = [
  ['HotCopper: Do your own research obviously, but I\'d be getting set before the drill results come out.', 'ASX'],
  ['Email blast disclaimer: Investing involves risk and you may lose your entire investment. Click below to buy now while shares are cheap.', 'NYSE American'],
  ['Telegram: Usual disclaimers apply, but anyone not buying this under 5c needs their head read.', 'ASX'],
  ['Discord: Disclaimer, I\'m just a guy on the internet. Also, buy this stock.', 'TSXV'],
  ['Medium post: Please do your own due diligence before investing. Personally, I think everyone should own at least a few hundred shares.', 'NASDAQ'],
];

const influencerBuyCalls: Row[] = [
  ['Chat message: Fill your boots under 5p, this is a buy-and-forget.', 'AIM'],
  ['Podcast: If you own one energy stock in 2025, make it this one. Start buying on Monday.', 'NYSE'],
  ['Investor forum: Top up on any weakness, this is one you\'ll want to hold for years.', 'AIM'],
  ['Radio ad: Call your broker today and ask for ticker KRVT.', 'OTCQB'],
  ['Press release quote from the chief executive: We encourage every investor who believes in our mission to buy shares and hold them.', 'NASDAQ'],
];

const releasePromisesPayouts: Row[] = [
  ['News release: Revenue will exceed C$25 million next fiscal year, and the company will be cash flow positive by the third quarter without question.', 'TSXV'],
  ['News release: Unitholders can be assured of a special distribution of at least C$1.00 per unit once the asset sale closes, and further special distributions will follow.', 'TSX'],
  ['Earnings release headline: Company will hit $100 million ARR next year, locking in a path to sustained profitability.', 'NASDAQ'],
  ['Press release: The company will post positive EBITDA in every quarter of 2025, a milestone that is now assured.', 'CSE'],
  ['Press release quote: There is no doubt we will deliver positive earnings next year, and investors should expect a dividend to follow.', 'NASDAQ'],
];

const releaseCertainApprovalsDeals: Row[] = [
  ['ASX announcement: The Company confirms that the mining lease will be granted before year end, with no obstacles remaining.', 'ASX'],
  ['Press release: The merger will close in the third quarter, and antitrust clearance is assured.', 'NASDAQ'],
  ['Press release: Our Phase 3 trial cannot fail given the strength of the earlier results, and we will file for approval next year.', 'NYSE American'],
  ['News release: The First Nations agreement will be signed this month, guaranteeing the project\'s path to production.', 'TSXV'],
  ['Press statement: The licence renewal will be approved by the ministry; we have never had a renewal refused and this one will be no different.', 'AIM'],
];

const issuerUndervaluedRerate: Row[] = [
  ['News release: At today\'s price our shares are a bargain, and we are confident the market will correct this mispricing within months.', 'CSE'],
  ['Chief Executive\'s statement: We believe a share price north of 50p is justified and expect to get there as we de-risk the asset.', 'AIM'],
  ['CEO quote: Our shareholders are sitting on a stock that will double as soon as the resource update confirms what the drilling already shows.', 'TSXV'],
  ['Interim results statement: With this result behind us, there is no longer any justification for the discount and we expect the share price to respond accordingly.', 'AIM'],
  ['RNS: The directors consider the shares to be materially mispriced and anticipate a rerating to at least the Company\'s net asset value of 38p per share.', 'AIM'],
];

const investorDayTranscripts: Row[] = [
  ['Capital markets day transcript, Finance Director: Our capital allocation framework puts balance sheet resilience first, then investment in the programme, then returns to shareholders. We\'ll revisit the framework annually.', 'AIM'],
  ['Investor day transcript, VP Exploration: The 2025 program will consist of about 12,000 metres of drilling across two targets. Budget and timing depend on contractor availability and spring breakup.', 'TSXV'],
  ['Investor day transcript, Managing Director: We\'re targeting first concentrate in the second half of calendar 2026, subject to a final investment decision and project financing.', 'ASX'],
  ['Investor day transcript, CFO: The long-range plan we\'re showing today is a planning scenario, not guidance. Actual results will depend on rates, raw material costs and volumes.', 'NYSE'],
  ['Investor day transcript, CFO: Net debt at 30 June was A$112 million. Our target is to keep gearing below 25%, and we expect to remain within that range through the construction period.', 'ASX'],
];

const hedgedCallAnswers: Row[] = [
  ['Results call answer, Finance Director: We\'ve got headroom on our facility, but we\'ll keep an eye on working capital. If the receivables cycle lengthens we may need to revisit the timing of capex.', 'AIM'],
  ['Conference call answer, CEO: The FDA decision is theirs to make. We\'ve submitted a complete package, and we\'ll respond to any questions they raise during the review.', 'NYSE American'],
  ['Earnings call answer, Chief Medical Officer: The subgroup signal is interesting but it wasn\'t prespecified, so we\'re treating it as hypothesis-generating. We\'d need a prospective study to confirm it.', 'NASDAQ'],
  ['Conference call answer, CEO: We\'ve signed two pilot agreements, but pilots don\'t always convert. We\'d expect one or both to make a decision by year end, and there\'s a chance neither does.', 'OTCQB'],
  ['Results call answer, Managing Director: Cost pressures haven\'t gone away. We\'ve lifted our all-in sustaining cost guidance by A$75 an ounce, and we\'ll explain the drivers in the half-year report.', 'ASX'],
];

const ceoLetters: Row[] = [
  ['Chairman\'s statement: The year was one of consolidation. The Group completed the integration of last year\'s acquisition and the Board has decided not to recommend a final dividend while net debt remains above our target.', 'AIM'],
  ['CEO letter: Our wholesale business grew while our retail stores struggled. We closed two underperforming stores in Alberta and will continue to review the footprint.', 'CSE'],
  ['Chair\'s letter: The Board reviewed executive remuneration during the year and reduced the short-term incentive opportunity. The changes are set out in the remuneration report.', 'ASX'],
  ['President\'s letter: The company\'s working capital at year end was C$3.8 million. We will need to raise additional capital to complete the feasibility study, and that financing may dilute existing shareholders.', 'TSXV'],
  ['Chairman\'s letter: After eleven years on the Board, I will not stand for re-election at the AGM. The Nominations Committee has begun a search for my successor.', 'AIM'],
];

const productLaunches: Row[] = [
  ['Announcement: The Group has launched its contactless payment terminal for independent retailers in the UK. The terminal is priced at £29 a month on a 24-month contract.', 'AIM'],
  ['Press release: The company\'s new sleep-tracking feature is rolling out to users in the United States and Canada. It was tested with 2,300 participants in a six-month beta.', 'NASDAQ'],
  ['Press release: The company launched a self-service developer portal for its payments API. Developers can create sandbox accounts and test integrations without contacting sales.', 'NASDAQ'],
  ['Press release: The company announced that its new generic injectable, approved by the FDA last month, is now available to hospital customers nationwide.', 'NYSE'],
  ['Announcement: The Company has launched a subscription version of its accountancy software for sole traders, priced at £8 per month excluding VAT.', 'AIM'],
];

const meetingVoteResults: Row[] = [
  ['RNS: Result of AGM. All resolutions were duly passed on a poll. Resolution 9, the disapplication of pre-emption rights, was passed as a special resolution with 78.4% of votes in favour.', 'AIM'],
  ['Press release: At the special meeting, stockholders approved an increase in authorized common stock from 200 million to 350 million shares.', 'OTCQB'],
  ['News release: Unitholders approved the amended declaration of trust, with 88% of units voted in favour. The amendments take effect immediately.', 'TSX'],
  ['News release: Results of the annual general and special meeting: directors re-elected, auditor reappointed, and the change of company name approved by special resolution.', 'CSE'],
  ['Press release: The annual meeting was adjourned to June 18 because a quorum was not present. The record date remains unchanged.', 'NASDAQ'],
];

const dividendsDeclaredFacts: Row[] = [
  ['RNS: The Board has declared an interim dividend of 1.8p per ordinary share, which will be paid on 20 December 2024 to shareholders on the register on 22 November 2024. The ex-dividend date is 21 November 2024.', 'AIM'],
  ['RNS: The Directors are recommending a final dividend of 4.2p per share, subject to shareholder approval at the AGM on 12 June. If approved, it will be paid on 3 July.', 'AIM'],
  ['Press release: The board declared a dividend of $0.4375 per share on the company\'s 7.00% Series B Cumulative Preferred Stock, payable on June 30 to holders of record on June 15.', 'NYSE'],
  ['Press release: The company paid its previously declared quarterly dividend of $0.15 per share on January 31. The board will consider the next dividend at its regular March meeting.', 'NASDAQ'],
  ['RNS: Further to its full-year results, the Company confirms that the final dividend of 6.0p per share was paid today to shareholders on the register at close of business on 14 March.', 'AIM'],
];

const negatedClaims: Row[] = [
  ['There is no assurance that the mining lease will be granted, or that it will be granted on the terms applied for.', 'ASX'],
  ['Approval by the FDA is not assured, and the agency could request additional data or decline to approve the application.', 'NASDAQ'],
  ['The Company has not entered into any binding offtake agreement, and the non-binding term sheet may not progress.', 'ASX'],
  ['The company has not been informed of any reason for the recent trading activity and has no undisclosed material changes to report.', 'TSXV'],
  ['The exploration target is conceptual in nature; there has been insufficient exploration to estimate a Mineral Resource and it is uncertain if further exploration will result in one.', 'ASX'],
];

const quotedRegulatorWarnings: Row[] = [
  ['ASIC has warned investors about Telegram groups that encourage members to \'get in before the announcement\' as part of coordinated pump and dump activity.', 'ASX'],
  ['In its litigation release, the SEC said the defendants posted on X that the stock was \'going to $20\' while secretly selling their own shares.', 'NYSE'],
  ['OTC Markets labelled the security with a caveat emptor designation after promotional emails described it as \'ready to explode\'.', 'OTC Pink'],
  ['In a media release, ASIC said finfluencers who tell followers a stock \'can only go up\' may be providing unlicensed financial advice.', 'ASX'],
  ['The FCA warns that unauthorised firms cold-calling investors often describe small-cap shares as \'risk-free\' or say \'the price will re-rate next week\'.', 'AIM'],
];

const questionsPutToManagement: Row[] = [
  ['Question at the AGM from a private shareholder: Why has the share price fallen by half since the placing, and what is the Board doing about it?', 'AIM'],
  ['Question submitted by a retail investor: When will the company uplist to Nasdaq, and will that push the share price higher?', 'OTCQB'],
  ['Journalist\'s question: Some investors say the stock will triple once the offtake is signed. Is an offtake close?', 'ASX'],
  ['Interviewer on a small-cap show: Promoters have been emailing that your company is about to explode. Did the company pay for any of that?', 'OTC Pink'],
  ['Question at the investor evening: Is there any truth in the rumour that a major is preparing a bid for the company?', 'AIM'],
];

const rumoursRebutted: Row[] = [
  ['News release: At the request of CIRO, the company confirms that management is unaware of any material change in the company\'s operations that would account for the recent increase in market activity.', 'TSXV'],
  ['ASX announcement: In response to media reports, the Company confirms it has had preliminary discussions with several parties, but no proposal has been received and there is no certainty any transaction will occur.', 'ASX'],
  ['Press release: The company has no affiliation with the Telegram channel using its name and logo, and the statements posted there about upcoming contracts are false.', 'OTC Pink'],
  ['News release: The company did not pay for, and does not endorse, the recent articles predicting a sharp rise in its share price.', 'CSE'],
  ['News release: The company is aware of rumours of a dividend cut. The board has made no decision regarding the dividend and will consider it at its regular meeting in May.', 'TSX'],
];

const hypeWordsTechnicalSense: Row[] = [
  ['ASX announcement: The upgrade to the crushing circuit has resulted in a doubling of the plant\'s throughput, from 1.2 to 2.4 million tonnes per annum.', 'ASX'],
  ['Press release: The company\'s insurance subsidiary offers a guaranteed-issue life policy that does not require a medical exam.', 'OTCQB'],
  ['Annual report extract: The pension scheme\'s liability-matching portfolio is invested in gilts, and the discount rate is derived from a risk-free yield curve.', 'AIM'],
  ['ASX announcement: Assays from the Rocket prospect returned 18 metres at 2.1% copper from 96 metres downhole. Follow-up drilling is planned for the September quarter.', 'ASX'],
  ['RNS: The well experienced a surge in pressure during the flow test, which was managed in line with the well control plan. Testing will resume once the choke assembly has been replaced.', 'AIM'],
];

const priceFactsPlain: Row[] = [
  ['The shares closed at 14.25p on Thursday, up from 11.5p at the start of the week.', 'AIM'],
  ['Over the past year the company\'s share price has fallen 61%, in line with the broader cannabis sector.', 'CSE'],
  ['Press release: The reverse stock split was effected to regain compliance with the Nasdaq minimum bid price requirement of $1.00.', 'NASDAQ'],
  ['The warrants are exercisable at C$0.25 per share for 24 months, subject to acceleration if the shares close above C$0.40 for ten consecutive trading days.', 'CSE'],
  ['The Company\'s share price fell 27% on the day the interim results were published, closing at 48p.', 'AIM'],
];

const plainIssuerFacts: Row[] = [
  ['ASX announcement: The Company has completed a A$12.5 million placement to institutional and sophisticated investors at A$0.22 per share.', 'ASX'],
  ['Press release: The company has dosed the first patient in its Phase 2b trial in moderate-to-severe atopic dermatitis. The trial plans to enroll 240 patients at 35 sites.', 'NASDAQ'],
  ['Press release: The company signed a five-year agreement to supply 120 megawatts of battery storage to a regional utility. The agreement contains customary termination rights.', 'NYSE American'],
  ['RNS: The well at the Hollins Wood prospect has reached a total depth of 2,140 metres. Wireline logging is under way and results will be announced once interpreted.', 'AIM'],
  ['News release: The company has closed its previously announced C$150 million offering of senior unsecured notes. The notes bear interest at 6.25% and mature in 2030.', 'TSX'],
];

export const HELDOUT_PASSAGES_4: Passage[] = [
  ...rows('x-thread-price-calls', true, xThreadPriceCalls),
  ...rows('social-cannot-lose', true, socialCannotLose),
  ...rows('chat-urgency-now', true, chatUrgencyNow),
  ...rows('famous-name-bait', true, famousNameBait),
  ...rows('gain-screenshots-testimonials', true, gainScreenshotsTestimonials),
  ...rows('history-repeats-gains', true, historyRepeatsGains),
  ...rows('whisper-undisclosed-news', true, whisperUndisclosedNews),
  ...rows('sponsored-but-independent', true, sponsoredButIndependent),
  ...rows('disclaimer-then-buy', true, disclaimerThenBuy),
  ...rows('influencer-buy-calls', true, influencerBuyCalls),
  ...rows('release-promises-payouts', true, releasePromisesPayouts),
  ...rows('release-certain-approvals-deals', true, releaseCertainApprovalsDeals),
  ...rows('issuer-undervalued-rerate', true, issuerUndervaluedRerate),
  ...rows('investor-day-transcripts', false, investorDayTranscripts),
  ...rows('hedged-call-answers', false, hedgedCallAnswers),
  ...rows('ceo-letters', false, ceoLetters),
  ...rows('product-launches', false, productLaunches),
  ...rows('meeting-vote-results', false, meetingVoteResults),
  ...rows('dividends-declared-facts', false, dividendsDeclaredFacts),
  ...rows('negated-claims', false, negatedClaims),
  ...rows('quoted-regulator-warnings', false, quotedRegulatorWarnings),
  ...rows('questions-put-to-management', false, questionsPutToManagement),
  ...rows('rumours-rebutted', false, rumoursRebutted),
  ...rows('hype-words-technical-sense', false, hypeWordsTechnicalSense),
  ...rows('price-facts-plain', false, priceFactsPlain),
  ...rows('plain-issuer-facts', false, plainIssuerFacts),
];
