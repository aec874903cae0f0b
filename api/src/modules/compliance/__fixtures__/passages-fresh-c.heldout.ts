// Independent labelled corpus passages-fresh-c, heldout part. Written by a helper writer session from its own
// knowledge only; the writer never saw the compliance checker, its rules, its tests or any other corpus. The texts
// paraphrase the patterns of real touting complaints, trading suspensions, FINRA Rule 2210 examples, CSA Staff
// Notice 51-356 and OTC Markets promotion policy, in long-form registers such as paid research notes, sponsored
// newsletters, investor-awareness articles, conference write-ups and CEO interviews, plus sober clean issuer
// writing and hard negatives. Split rule, decided while writing: within each group of 20, positions 4, 8, 12, 16
// and 20 went to the heldout file and the other positions to the tuning file.
import { type Passage, type Row, rows } from './passages';

const prediction: Row[] = [
  ["Peers trading on AIM command roughly 8x forward EBITDA while this one sits at under three. Close even half that gap and holders are looking at something north of 150p a share, and we see no reason the gap should stay open.", "AIM"],
  ["Management was careful not to give guidance during the fireside chat, and we respect that. Our own view is less restrained: at these levels, investors buying now should be sitting on a very large gain by Christmas.", "CSE"],
  ["Nobody is modelling the royalty stream yet. That is precisely why those who get in before the analysts catch up are going to be very well rewarded.", "TSXV"],
  ["Retail holders have been shaken out, the register is clean and the placing overhang has gone. The path of least resistance, as traders like to say, is sharply higher, and we would be buyers up to 12p with an eye on 40p.", "AIM"],
  ["Hydrogen names re-rated sharply in 2020 and again in early 2024. We expect this one to follow the same script, with the market cap reaching at least A$300 million once offtake is signed.", "ASX"],
];

const guarantee: Row[] = [
  ["I have covered AIM for twenty years and I am not prone to superlatives. I will say that I struggle to construct any scenario in which an investor at 9p loses money here.", "AIM"],
  ["The board has structured the raise so that new investors come in behind a hard asset floor. Put simply, there is no way for this to go to zero.", "CSE"],
  ["Markets go up and down. With a company sitting on this much proven helium, your investment has the kind of cushion most stocks only dream about, so you can sleep at night.", "OTCQB"],
  ["Video script: Picture a stock where the floor is set by cash in the bank and the ceiling is set by your imagination. That's the setup here, and it's why our analysts call it a no-lose position.", "NASDAQ"],
  ["Forget about timing the market. With a takeover floor this obvious, the shares are protected on the downside and any buyer today is guaranteed to at least break even.", "NYSE American"],
];

const urgency: Row[] = [
  ["Read this before the ASX opens on Monday. The company has come out of its trading halt with a cap raise priced at a discount, and that discount will not last the morning.", "ASX"],
  ["The drill rig returns to site next week. Historically the share price has run hard during each campaign, which is why anyone still watching from the sidelines should move before the first hole is collared.", "ASX"],
  ["There is a narrow window between the resource upgrade and the inclusion of the stock in the index. Smart investors use windows like that; everyone else reads about them afterwards.", "ASX"],
  ["Chat message: heads up, the conference presentation is Thursday morning and the deck is a game-changer. get positioned before then, seriously.", "CSE"],
  ["Video script: You've got maybe a few days before this story gets picked up by the big financial sites. After that, the price you see on your screen right now is history.", "OTCQB"],
];

const famousComparison: Row[] = [
  ["Every generation of investors gets one chance at an Amazon. We believe this logistics platform is that chance for the 2020s.", "OTCQB"],
  ["Conference write-up: Several investors in the room drew the comparison with ASOS in its early AIM days. Given how that story played out for its early backers, the parallel is hard to ignore.", "AIM"],
  ["The company will not thank me for saying so, but it is building the Uber of freight. And we all remember what happened to those who got in on the ride-hailing story early.", "OTC Pink"],
  ["Remember when Netflix was just a DVD-by-mail company? This streaming tech firm is at that exact stage, and the upside is just as big.", "OTCQB"],
  ["At the investor dinner the chairman said he wasn't trying to be the next BHP. Listening to him describe the land package, I'm not sure he gets to choose, and I'd want to own shares when the market makes the same connection.", "TSX"],
];

const pastGainsRepeat: Row[] = [
  ["Newsletter: Last time the uranium price rerated, this company's shares went up eightfold. The setup today is strikingly similar, which is why we believe history is about to repeat itself.", "TSX"],
  ["Our model portfolio is up 312% since inception, and this stock is the newest addition. Subscribers know what that record tends to mean for new picks.", "OTC Pink"],
  ["The same geologists who found the deposit that made their last company a 30-bagger are running this project. Lightning does strike twice when the same people are holding the rod.", "TSXV"],
  ["The stock outperformed the ASX Small Ords by 220 percentage points last financial year. Nothing in the latest quarterly suggests that outperformance is about to stop.", "ASX"],
  ["Historical returns are a matter of record: the fund that seeded this company has compounded at 35% a year. We see this position as a continuation of that record.", "OTCQX"],
];

const testimonial: Row[] = [
  ["Reader letter: I'm a retired teacher and I never expected to see returns like this. My position in the company has grown more than sevenfold since I first read your report.", "TSXV"],
  ["Tweet: Up 1,100% on my position since the first drill results. Thanks to whoever tipped me off in the comments last year.", "TSXV"],
  ["Real members, real results: 'I made back my whole year's salary on this one stock.' 'Doubled my money in two weeks.' 'Best call I've ever followed.'", "NASDAQ"],
  ["Comment from a subscriber: Thanks to your research on this biotech I paid off my mortgage three years early. Keep them coming.", "NASDAQ"],
  ["I will admit I'm biased, as I've made around £40,000 on these shares since 2021. But I think anyone who buys in now is in for the same kind of ride.", "AIM"],
];

const undisclosedNews: Row[] = [
  ["There is a reason insiders have not sold a single share in two years. Something is in the works that hasn't been announced, and they know it.", "AIM"],
  ["Management are not allowed to talk about it, so we will: we understand a takeover approach is being considered at the board level. Existing holders should think carefully before selling.", "TSX"],
  ["Our sources indicate that a licensing agreement with a top-five pharmaceutical company has been agreed in principle. The company has not confirmed this, but we would not want readers to be caught on the wrong side of it.", "NASDAQ"],
  ["Tweet: Heard from someone who knows that a big offtake partner is about to be named. Not announced yet. You didn't hear it from me.", "TSXV"],
  ["The government tender was awarded last week, though the announcement has been held back for procedural reasons. From what we understand, the winner's name will surprise few who follow this company closely.", "ASX"],
];

const approvalCertainty: Row[] = [
  ["The mining licence application was lodged in March. Given the government's support for the project, the grant is a certainty and will come before the end of the year.", "AIM"],
  ["The Department of Energy loan is going to come through. I've seen enough of these to know, and this one ticks every box.", "NYSE American"],
  ["Sponsored: The First Nations consultation has gone smoothly and the provincial permit is now assured. Construction will start next summer.", "TSXV"],
  ["The Crown Estate seabed lease is as good as granted. Once it is, the wind project moves to financial close within months.", "AIM"],
  ["Chairman's letter: I can assure every shareholder that the power purchase agreement will be executed. We have the government's word, and in this jurisdiction that is as good as a signature.", "TSX"],
];

const promisedFinancials: Row[] = [
  ["The company turned its first profit last quarter. Earnings will double next year and double again the year after, because the contracts are already signed.", "NASDAQ"],
  ["Cash flow positive from month one. This company will be profitable this year, full stop.", "CSE"],
  ["The company will be debt-free by the end of next year and paying a dividend the year after. Those are not targets; they are outcomes already secured by the offtake.", "TSXV"],
  ["Our analysis shows that at current throughput the mine will generate free cash flow of C$80 million a year for the next decade. That is not a forecast; it is arithmetic.", "TSX"],
  ["The rent roll is fully let on long leases. Investors will receive a rising distribution every year for the life of those leases, with no interruption.", "ASX"],
];

const undercutDisclaimer: Row[] = [
  ["Readers should do their own research and consult an adviser. We have done ours, and our conclusion is simple: buy every share you can afford below 10p.", "AIM"],
  ["The company paid for this article, and our disclosure is below. Don't let that put you off: load up now before the rest of the market catches on.", "OTCQB"],
  ["As always, capital at risk and do your own research. I've done mine and I'm all in.", "AIM"],
  ["We cannot guarantee outcomes, and you should never invest money you cannot afford to lose. What we can say is that you'll want as many shares as possible when this one takes off.", "CSE"],
  ["Conference write-up: The organisers reminded attendees that presentations were not investment recommendations. After hearing this one, though, I'd urge every reader to own some.", "AIM"],
];

const callToBuy: Row[] = [
  ["Add this ticker to your portfolio today. The company's new contract changes the whole picture.", "OTCQB"],
  ["Forum post: Loaded another 200k shares this morning. If you're on the fence, get off it and get in.", "ASX"],
  ["The cannabis sector has been out of favour for two years. This is exactly when you want to be buying the best operator, and in our view this is the best operator.", "CSE"],
  ["Video script: Smash that follow button and grab some shares while they're this cheap. You'll thank me later.", "NASDAQ"],
  ["It is not often that one can buy a producing asset for less than the cost of building it. Shareholders should take the opportunity to top up.", "AIM"],
];

const falseIndependence: Row[] = [
  ["This is not a paid promotion. I'm writing about this company simply because I believe in it.", "CSE"],
  ["The research was commissioned by no one. We simply came across the company while screening for undervalued juniors.", "TSX"],
  ["This newsletter is 100% independent. We do not accept payment from issuers, and we never will.", "ASX"],
  ["Video script: This video isn't sponsored, I'm not getting anything for it. I just want you guys to know about this stock.", "NASDAQ"],
  ["Editorial policy: All companies featured in this publication are chosen independently. We never take fees from the businesses we write about.", "NYSE"],
];

const buriedHype: Row[] = [
  ["Enrolment in the trial reached 112 patients in October, against a target of 150. Topline data are expected in the second half of next year. Having followed the programme for a while, I'd say approval is as close to certain as these things ever get.", "NASDAQ"],
  ["The dispensary count rose to 23 across Ontario and Alberta, and same-store sales were flat. Management expects to open four more locations. One further point: a partnership we can't name yet is about to make all of this look small.", "CSE"],
  ["Construction of the pilot plant is 80% complete and commissioning is scheduled for the first quarter. Capital spend remains within the approved budget. We have no hesitation in saying revenue of at least £10 million next year is now locked in.", "AIM"],
  ["The company sold 1,240 homes in the first half, down 6% on last year, while average selling prices held at £318,000. The land bank stands at 14,500 plots. Income investors can rest easy: the dividend is not going to be cut, whatever the housing market does.", "AIM"],
  ["The lithium brine project's pumping test ran for 30 days at stable flow rates. Data will feed into the definitive feasibility study. A world-class resource, a world-class team, and a share price that has to triple just to catch up with its peers.", "ASX"],
];

const resultsUpdate: Row[] = [
  ["Sales of the flagship diagnostic kit were $4.1 million in the quarter, compared with $3.4 million a year earlier. Operating expenses rose 11% as the company expanded its field sales team. Cash and equivalents at quarter end were $22.8 million.", "NASDAQ"],
  ["Revenue per available room at the company's 14 hotels was $112 for the quarter, down 3%. Occupancy held at 71%, and the company repaid $9 million of its term loan during the period.", "NYSE"],
  ["Newsletter: Bitcoin produced during the quarter totalled 412, down from 601 in the prior quarter following the April halving. Average direct cost per coin rose to $42,000, and the company sold 380 coins to fund operations.", "NASDAQ"],
  ["Same-store sales at the company's dispensaries increased 3.1% in the quarter, while total revenue rose 12% on the contribution of four new locations. Adjusted EBITDA was C$1.4 million.", "CSE"],
  ["Contract revenue in the quarter was $5.3 million, and the order backlog at quarter end stood at $19.6 million, compared with $21.0 million at the start of the year.", "OTC Pink"],
];

const balancedResearch: Row[] = [
  ["Research note: Our valuation uses a 10% discount rate and a long-term copper price of US$3.80 a pound. At those inputs the project's NPV is sensitive to capex: a 20% overrun would reduce it by roughly a third.", "TSXV"],
  ["The cannabis sector continues to face pricing pressure in Canada, and this operator is not immune. Its cost position is better than most, but excise duties and provincial wholesale margins still compress returns.", "CSE"],
  ["Research note: We initiated coverage this week. The company has made good operational progress, though the share register is concentrated, with the top five holders owning 58%, which can make the stock illiquid.", "AIM"],
  ["Risks to our view include a lower uranium price, delays to the environmental assessment, and the possibility that the provincial government changes its stance on new mines.", "TSXV"],
  ["We remain neutral. The crypto-mining company is efficient by industry standards, but its revenue is directly tied to the price of Bitcoin, which we do not attempt to forecast.", "NASDAQ"],
];

const hedgedOutlook: Row[] = [
  ["Guidance for FY25 is production of 95,000 to 105,000 ounces at AISC of A$2,300 to A$2,500 an ounce. The guidance assumes no material disruption from weather or labour availability.", "ASX"],
  ["The board believes the group is well placed to benefit if market conditions improve, but it is not in a position to predict when that might happen.", "AIM"],
  ["Newsletter: Subject to the outcome of the scoping study, the company may seek a strategic partner for the project. The company has not entered into any agreement and there can be no certainty that one will be reached.", "AIM"],
  ["While the company is encouraged by the early performance of its new product line, it is too soon to say whether the trend will continue through the winter season.", "TSX"],
  ["The board currently expects to complete the disposal in the first half of next year, although completion is conditional on regulatory clearances that are outside the company's control.", "AIM"],
];

const operationsNumbers: Row[] = [
  ["Well 3H reached total depth of 4,210 metres and has been completed with a 14-stage frac. Initial 30-day average production was 610 barrels of oil equivalent per day, of which 58% was liquids.", "TSXV"],
  ["The company harvested 3,200 kilograms of dried flower in the quarter, with an average THC potency of 24%. Cultivation costs were C$1.12 per gram, excluding depreciation.", "CSE"],
  ["The trial enrolled its 200th patient in August across 18 sites in the US and Canada. Enrolment is expected to complete in the first quarter, subject to site activation in two remaining states.", "NASDAQ"],
  ["The geothermal well was drilled to 2,300 metres and recorded a bottom-hole temperature of 187 degrees Celsius. Flow testing is scheduled for the first quarter.", "ASX"],
  ["The company commissioned its second extrusion line in March. Throughput across both lines averaged 1,150 tonnes a month in the June quarter.", "AIM"],
];

const financingGovernance: Row[] = [
  ["Newsletter: The company has entered into an at-the-market equity program allowing it to sell up to $25 million of common stock from time to time. Sales under the program will dilute existing shareholders.", "NASDAQ"],
  ["Following the consolidation of shares on a one-for-ten basis, the company will have approximately 38 million shares outstanding. The consolidation is intended to support an application to list on the TSX.", "TSXV"],
  ["The company has repaid its senior secured loan in full from the proceeds of the asset sale, leaving it with no bank debt. The related security over the processing plant has been released.", "TSX"],
  ["Warrants exercised during the quarter generated C$840,000, and 4.2 million warrants expired unexercised on 30 June.", "CSE"],
  ["The board has adopted an insider trading policy and established an audit committee composed of three independent directors, as required for its listing.", "OTCQB"],
];

const appointmentsBios: Row[] = [
  ["Mr Tremblay has more than 25 years of experience in mineral exploration in Quebec and Ontario and is a registered professional geologist. He will serve as the company's qualified person.", "TSXV"],
  ["The incoming chief executive led the turnaround of a regional logistics business between 2016 and 2021. Her remuneration comprises a base salary of A$420,000 and performance rights subject to shareholder approval.", "ASX"],
  ["Email: Mr Dubois is a former vice-president of exploration at a mid-tier gold producer, where he was involved in the discovery and delineation of two deposits.", "TSXV"],
  ["The company has appointed a chief medical officer with experience in running multi-centre dermatology trials in Europe and the US.", "NASDAQ"],
  ["The chief technology officer joined from a cloud infrastructure company, where she led the team responsible for data-centre energy efficiency.", "OTCQB"],
];

const riskFactors: Row[] = [
  ["Risk factors: The market for the company's shares on AIM may be illiquid, and the share price may be volatile. Investors may be unable to sell their shares at or above the price paid.", "AIM"],
  ["We have a history of losses and expect to continue to incur losses for the foreseeable future. Our auditors have expressed substantial doubt about our ability to continue as a going concern.", "OTCQB"],
  ["Risk factors: Clinical trials are expensive and their outcomes uncertain. Favourable results in earlier studies may not be repeated in later trials.", "NASDAQ"],
  ["Risk factors: The company's electric vehicle programme depends on supplies of battery cells from a single manufacturer. A disruption in that supply could halt production.", "NASDAQ"],
  ["Changes in the price of natural gas and power could increase operating costs at the company's greenhouses, reducing margins.", "CSE"],
];

const conferenceWriteup: Row[] = [
  ["Several presenters at the PDAC session on critical minerals warned that processing capacity outside China remains limited, and that many projects will struggle to secure offtake.", "TSX"],
  ["Attendance at the mining forum in Perth was down on last year. Company presentations focused mainly on cost control, with several explorers discussing plans to reduce drilling budgets.", "ASX"],
  ["Conference write-up: The shipping panel debated the effect of new emissions rules on older vessels. The company's commercial director said about a third of its fleet would need upgrades by 2027.", "NYSE American"],
  ["The chief executive's keynote covered the company's plans to build a second data centre in Texas, which would require financing and a grid connection that has yet to be confirmed.", "NASDAQ"],
  ["The uranium session opened with a review of term contract pricing. The developer's CEO said the company had no offtake agreements yet and was in preliminary talks with several utilities.", "TSX"],
];

const ceoInterview: Row[] = [
  ["Q: Will you need to raise money again this year? A: Probably. We have about twelve months of cash, and we'd rather raise from a position of strength than wait until we have to.", "AIM"],
  ["When pressed on the timeline, the CEO conceded that the permit could take up to two years. He said he would rather underpromise than give shareholders a date he could not be sure of.", "TSXV"],
  ["Q: Is the dividend safe? A: Our policy is to pay out about half of free cash flow. If cash flow falls, the dividend will fall too.", "ASX"],
  ["Interview: We put it to the managing director that the company's share price had fallen 40% this year. She said the fall reflected the lithium market as a whole and that she could not predict when it would turn.", "ASX"],
  ["Interview: When asked about the crypto market, the chief executive said the company could not forecast the Bitcoin price and had hedged part of its power costs to reduce its exposure.", "NYSE American"],
];

const negations: Row[] = [
  ["There is no guarantee that the drilling will find economic mineralisation, and the company has not established any reserves.", "TSXV"],
  ["This paid article is not a recommendation, a forecast, or an offer to sell securities. It describes the company's recent operations only.", "CSE"],
  ["Email: The company does not claim that its technology will replace incumbent systems, and it has not yet sold any units commercially.", "NASDAQ"],
  ["The uplisting application has been made, but it is not certain that the exchange will approve it, and the company may not meet the requirements.", "OTCQB"],
  ["Newsletter: We make no claim that the company's revenue will grow next year; the order book is short and customers can cancel at short notice.", "NYSE American"],
];

const warningsRumours: Row[] = [
  ["In response to an ASX price query, the company said it was not aware of any information that had not been announced which, if known, could explain the recent trading.", "ASX"],
  ["Email: We have received questions about a newsletter predicting the shares will reach $10. The company did not commission or approve that newsletter and does not endorse its claims.", "OTC Pink"],
  ["Email: ASIC has reminded investors that social media posts claiming that a stock is 'about to rocket' may be part of a coordinated pump-and-dump scheme.", "ASX"],
  ["The exchange halted trading in the shares after an unusual increase in price and volume coincided with a promotional email campaign. The company said it was not involved in the campaign.", "OTCQB"],
  ["A short-seller report published this week alleges that the company overstated its resource. The company rejects the allegations and says its estimates were prepared by an independent qualified person.", "NYSE American"],
];

const technicalTerms: Row[] = [
  ["Completion of the second ball mill will result in a doubling of the plant's throughput to 4,000 tonnes per day, subject to commissioning.", "ASX"],
  ["The battery pack achieves a rapid charge from 10% to 80% in 18 minutes under laboratory conditions.", "NASDAQ"],
  ["The cannabis strain is described as high-potency, with THC content above 25%, and is subject to provincial labelling requirements.", "CSE"],
  ["The geologist describes the deposit as a high-grade vein system, and drilling has confirmed grades above 10 g/t gold in several intercepts.", "TSXV"],
  ["The uranium enrichment service agreement includes a take-or-pay clause guaranteeing minimum annual purchases by the utility.", "TSX"],
];

const priceFacts: Row[] = [
  ["Newsletter: The company's shares have risen 62% since the start of the year, compared with a 9% rise in the S&P/TSX Venture Composite over the same period.", "TSXV"],
  ["The shares have traded in a range of C$1.10 to C$2.30 over the past twelve months. Average daily volume was 140,000 shares.", "TSX"],
  ["Tweet: On the day of the announcement, trading volume was about ten times the 30-day average.", "TSXV"],
  ["Newsletter: The last trade before the halt was at C$0.085. The company has since announced a consolidation, after which the price will be adjusted.", "CSE"],
  ["The company's shares closed at A$0.031 on the last trading day before the quarter ended.", "ASX"],
];

export const HELDOUT_PASSAGES_5: Passage[] = [
  ...rows('prediction', true, prediction),
  ...rows('guarantee', true, guarantee),
  ...rows('urgency', true, urgency),
  ...rows('famous_comparison', true, famousComparison),
  ...rows('past_gains_repeat', true, pastGainsRepeat),
  ...rows('testimonial', true, testimonial),
  ...rows('undisclosed_news', true, undisclosedNews),
  ...rows('approval_certainty', true, approvalCertainty),
  ...rows('promised_financials', true, promisedFinancials),
  ...rows('undercut_disclaimer', true, undercutDisclaimer),
  ...rows('call_to_buy', true, callToBuy),
  ...rows('false_independence', true, falseIndependence),
  ...rows('buried_hype', true, buriedHype),
  ...rows('results_update', false, resultsUpdate),
  ...rows('balanced_research', false, balancedResearch),
  ...rows('hedged_outlook', false, hedgedOutlook),
  ...rows('operations_numbers', false, operationsNumbers),
  ...rows('financing_governance', false, financingGovernance),
  ...rows('appointments_bios', false, appointmentsBios),
  ...rows('risk_factors', false, riskFactors),
  ...rows('conference_writeup', false, conferenceWriteup),
  ...rows('ceo_interview', false, ceoInterview),
  ...rows('negations', false, negations),
  ...rows('warnings_rumours', false, warningsRumours),
  ...rows('technical_terms', false, technicalTerms),
  ...rows('price_facts', false, priceFacts),
];
