// Labelled passages for "a compliance officer must block this in a paid issuer piece" (issue 18, point 5),
// written by the corpus writer independently of the compliance engine: the writer never opened the engine's
// code and never ran the engine on these passages. They paraphrase the ways promoters really write (SEC
// touting complaints and trading suspensions, FINRA 2210 examples, CSA Staff Notice 51-356, OTC Markets'
// promotion policy) and the ways issuers write releases, results, risk factors and biographies, with hard
// negatives (negations, quoted warnings, questions, rebutted rumours, technical terms containing hype words).
// Registers vary (release, newsletter, tweet, forum post, email blast, podcast transcript), as do sectors
// and listings; AIM, ASX and Canadian passages use local spelling and currency.
// Split, decided while writing and before any tuning: within each group, every 4th passage written
// (positions 4, 8, 12, ...) went to passages-independent.heldout.ts and the other three to passages-independent.tuning.ts.
// This file is the HELD-OUT part: it must NOT be read while tuning the engine; it only measures it.

import { type Passage, type Row, rows } from './passages';

const prediction: Row[] = [
  ['Mark my words, this little cannabis grower is a ten-bagger in the making.', 'CSE'],
  ['Our numbers say the shares should be worth A$1.20 a piece once the plant is commissioned.', 'ASX'],
  ['Sky-rocketing volume, sky-rocketing price coming next. Load up.', 'OTC Pink'],
  ['Our valuation work points to a share price of $9, more than 300% upside.', 'OTCQX'],
  ['The psilocybin clinic rollout should push this stock into the dollar range before the year is out.', 'CSE'],
  ['Fair value is 45p on any sensible assumptions, and we expect the market to get there quickly.', 'AIM'],
  ['This ticker is gonna rip through 10 cents and never look back.', 'OTC Pink'],
  ['The stock is coiled like a spring; expect a violent move higher any day now.', 'OTCQX'],
  ['The market cap will be a billion dollars before long, and today it\'s eighty million.', 'NASDAQ'],
  ['It\'s a tiny explorer with a big address. Once the market understands what sits under that salt lake, these shares go from 6c to 60c.', 'ASX'],
];

const guarantee: Row[] = [
  ['This is as close to a guaranteed return as you will find in the market today.', 'OTCQB'],
  ['The downside is nil and the upside is enormous.', 'OTCQB'],
  ['Literally impossible to lose money at these levels, trust me.', 'OTC Pink'],
  ['Think of it like a savings account that pays 40% a year, with no risk.', 'OTCQB'],
  ['The insured structure means investors are protected against any loss.', 'OTCQB'],
  ['Shareholders are effectively insulated from any downside by the asset backing.', 'AIM'],
  ['Email blast: SAFE. PROFITABLE. CERTAIN. Three words that describe this opportunity.', 'OTCQB'],
  ['Buy it, hold it, and you will not lose. Simple as that.', 'ASX'],
  ['The store network is profitable, the brand is growing and the balance sheet is clean. Put simply, this is a stock that won\'t let you down.', 'CSE'],
];

const urgency: Row[] = [
  ['This is your last chance to get in at these prices, full stop.', 'CSE'],
  ['Investors should act today, ahead of the results next week.', 'AIM'],
  ['Act before the rest of Bay Street catches on.', 'TSXV'],
  ['If you\'re reading this, you still have time. But not much.', 'NASDAQ'],
  ['Urgent update for subscribers: we are recommending immediate purchase.', 'OTCQB'],
  ['You need to be positioned before the conference call on Thursday.', 'OTCQB'],
  ['Buy the rumor, today, before it becomes the news.', 'OTC Pink'],
  ['We\'re told the listing news goes out next week. Grab shares while you can.', 'CSE'],
  ['Tomorrow\'s PR is going to be huge. Last call tonight.', 'OTC Pink'],
  ['The company\'s winter drill program starts in January, and the first assays should be out by February. Anyone who is not in the stock before Christmas will be chasing it.', 'TSXV'],
];

const famous: Row[] = [
  ['$QNTM is basically IBM before quantum went mainstream. Do the math.', 'OTC Pink'],
  ['Its model mirrors ASOS in its early years, and we all know how that ended.', 'AIM'],
  ['Investors who kick themselves for missing Zoom should take a hard look here.', 'OTCQB'],
  ['It\'s the Bitcoin of biotech stocks.', 'OTC Pink'],
  ['Call it the Coca-Cola of functional beverages, at a fraction of the price.', 'OTCQB'],
  ['This one\'s the next Moderna, I\'d bet the farm on it.', 'OTC Pink'],
  ['Investors missed Amazon. Don\'t miss the Amazon of the cannabis supply chain.', 'OTCQB'],
  ['The company is on the same trajectory as Aurora Cannabis in 2016.', 'CSE'],
  ['Early holders of Games Workshop made fortunes; this company has the same ingredients.', 'AIM'],
  ['Remember when Fortescue was a tiny explorer that nobody took seriously? This is that story again.', 'ASX'],
];

const release: Row[] = [
  ['Evergrove Cannabis Corp. announces that Health Canada has issued a sales licence amendment for its Kelowna facility.', 'CSE'],
  ['Borealis Power Corp. has closed its previously announced bought-deal financing of C$60 million.', 'TSX'],
  ['Northern Arc Resources Ltd. has granted 1.2 million stock options to directors, officers and consultants at an exercise price of C$0.18, expiring in five years.', 'TSXV'],
  ['Kelpie Medical plc announces that it has today issued 2,500,000 new ordinary shares following the exercise of warrants at 6.5p per share.', 'AIM'],
  ['Ravenwood Silver Corp. has filed a NI 43-101 technical report on SEDAR+ in support of the mineral resource estimate announced on 12 January.', 'TSXV'],
  ['Tasman Minerals advises that its trading halt has been lifted following the release of the placement announcement.', 'ASX'],
  ['Harborline Fintech Inc. has received conditional approval from the TSX Venture Exchange for its acquisition of Coinvault Payments Ltd.', 'TSXV'],
  ['Corella Gold Ltd has received firm commitments for a placement of 40 million shares at A$0.05 each, to be issued in two tranches.', 'ASX'],
  ['ClearView Imaging Inc. today announced a distribution agreement with a U.S. medical supply company for its portable ultrasound probe. The agreement has an initial term of two years and contains no minimum purchase commitment.', 'NASDAQ'],
  ['Mycelia Labs Inc. has completed its move to a new 9,000-square-foot laboratory in Vancouver. The lease runs for five years at an average annual rent of C$310,000.', 'CSE'],
];

const results: Row[] = [
  ['Half-year revenue rose 22% to A$14.6 million; the net loss after tax was A$2.3 million.', 'ASX'],
  ['Production for the quarter was 11,300 gold equivalent ounces at an all-in sustaining cost of $1,420 per ounce.', 'NYSE American'],
  ['The company recorded a $1.8 million impairment on its Colorado cultivation assets in the quarter.', 'OTCQB'],
  ['Freight volumes fell 4% year over year, while revenue per load rose 2%.', 'NYSE'],
  ['Subscription revenue made up 71% of total revenue, up from 58% a year earlier.', 'OTCQB'],
  ['Cash at quarter end was $14.3 million, against long-term debt of $22.0 million.', 'NYSE American'],
  ['The company recognised a gain of $0.6 million on the sale of its Nevada claims.', 'OTCQB'],
  ['Inventory increased to $3.2 million, reflecting a build ahead of the holiday season.', 'OTCQB'],
  ['The Company recorded a statutory loss of A$4.1 million for the half. This included a A$1.6 million non-cash impairment of the Emu Hill tenements, which were relinquished in December.', 'ASX'],
];

const riskFactor: Row[] = [
  ['Cannabis remains illegal under U.S. federal law, and changes in enforcement policy could affect our U.S. partners.', 'CSE'],
  ['Fuel prices are volatile, and an increase that we cannot pass on to customers would reduce our margins.', 'NYSE'],
  ['We have a limited operating history, making it hard to evaluate our business.', 'CSE'],
  ['Our officers and directors devote only part of their time to our business and have conflicts of interest with other ventures.', 'OTCQB'],
  ['We may not realise the benefits we expect from our acquisitions, and integration may be harder than planned.', 'NYSE'],
  ['Our product may not gain market acceptance among physicians, payers and patients.', 'NASDAQ'],
  ['Our business depends on licences from regulators that can be revoked or not renewed.', 'OTCQX'],
  ['Our intellectual property may be challenged, and we may be unable to protect it.', 'NASDAQ'],
  ['The Company operates in a jurisdiction where political and fiscal conditions can change quickly. Changes to the licensing regime or tax terms could adversely affect the value of its assets.', 'AIM'],
];

const outlook: Row[] = [
  ['The Company is targeting first production in the December quarter of 2027, subject to a final investment decision, approvals and funding.', 'ASX'],
  ['If the Phase 2 data are positive, we may seek a partner for late-stage development; we have not begun such discussions.', 'NASDAQ'],
  ['These forward-looking statements involve risks, and actual results may differ materially from what we currently expect.', 'OTCQB'],
  ['We believe demand for medical cannabis in Germany could grow, but the regulatory framework there is still evolving.', 'CSE'],
  ['Results from the remaining 14 holes are expected over the coming months, as the lab works through its backlog.', 'TSXV'],
  ['Should the licence extension not be granted, the Company would need to reassess its development plans.', 'AIM'],
  ['The company believes the property has potential for further discoveries, but exploration is at an early stage and no resource has been defined.', 'TSXV'],
  ['We expect to deliver the first 200 units in the second quarter and the rest by the end of the year. Delivery dates depend on our suppliers, and delays are possible.', 'OTCQB'],
];

const repeating: Row[] = [
  ['This stock has been the top performer in its sector three years running, a streak we expect to continue.', 'CSE'],
  ['It went from $3 to $15 after the last data readout; expect the same after this one.', 'NASDAQ'],
  ['The stock is up 90% this quarter with no sign of slowing down.', 'OTCQB'],
  ['Shareholders enjoyed a 300% gain last year; this year\'s catalysts are bigger.', 'ASX'],
  ['Shares have already risen tenfold since flotation, and the growth story is intact for another leg up.', 'AIM'],
  ['10x since the bottom and still early.', 'OTC Pink'],
  ['The shares soared 220% after the merger announcement and are still climbing fast.', 'OTCQB'],
  ['The last two fundraises were followed by strong share price gains, and we expect this one to be no exception.', 'AIM'],
  ['Since we first wrote about this company the stock has climbed 260%. We think readers who hold on will be rewarded with a similar gain over the next year.', 'NASDAQ'],
];

const testimonial: Row[] = [
  ['Members of our Discord have been posting screenshots of 500% gains all week.', 'CSE'],
  ['A retired engineer in Surrey wrote in to say his holding in the company has paid for his grandchildren\'s school fees.', 'AIM'],
  ['"Best investment I\'ve ever made, up 8x," one shareholder posted after the licence news.', 'CSE'],
  ['Plenty of our members have doubled their money here, and they\'re still holding.', 'ASX'],
  ['Happy subscribers have banked more than $3 million in combined profits on this recommendation.', 'OTCQB'],
  ['Local prospectors who took shares instead of cash have become millionaires on paper.', 'TSXV'],
  ['Early believers in the company have seen life-changing returns.', 'CSE'],
  ['"Bought at 12 cents, sold at 90 cents, paid for my wedding," says a reader in Georgia.', 'OTCQB'],
  ['My cousin turned 2 grand into 30 grand on this. No joke.', 'OTC Pink'],
];

const hint: Row[] = [
  ['Our sources say a U.S. multi-state operator is circling the company.', 'CSE'],
  ['Management hinted to us privately that a transformational contract is close.', 'OTCQB'],
  ['I\'ve spoken to people who\'ve seen the numbers and they\'re huge.', 'OTCQB'],
  ['We believe an announcement regarding a strategic partner is imminent.', 'NYSE American'],
  ['Big things are happening at this company that haven\'t hit the press yet.', 'OTCQB'],
  ['The upcoming announcement is one that long-time holders have been waiting years for.', 'OTCQB'],
  ['A takeover tilt is rumoured to be just weeks away; the register is tightening.', 'ASX'],
  ['The CEO told a few of us off the record that a major order is coming this month.', 'OTCQB'],
  ['Big pharma due diligence is underway. You didn\'t hear it from me.', 'NASDAQ'],
  ['Those with sharp eyes may have noticed the director dealing last week. Directors don\'t buy ahead of bad news.', 'AIM'],
];

const approval: Row[] = [
  ['The cultivation licence is as good as granted.', 'CSE'],
  ['There is no doubt in our minds the FDA will say yes at the PDUFA date.', 'NASDAQ'],
  ['The listing on the Frankfurt exchange is happening, no matter what.', 'CSE'],
  ['The Nasdaq listing is a sure thing once the reverse split goes through.', 'OTCQB'],
  ['The contract award is certain, and the formal announcement is just paperwork.', 'OTCQB'],
  ['The Federal Government\'s funding grant is locked away and will be announced shortly.', 'ASX'],
  ['The Company will undoubtedly be awarded the production licence.', 'AIM'],
  ['Environmental approval will be received this quarter and the mine will be in production next year.', 'ASX'],
  ['The licence award is certain, making this a fully funded producer within two years.', 'AIM'],
  ['The First Nation has been consulted and is supportive, so permitting is no longer a risk. The mine will be approved.', 'TSXV'],
];

const negation: Row[] = [
  ['The company has not been approached about a takeover and is not running a sale process.', 'CSE'],
  ['We do not expect our new store format to be profitable in its first year.', 'NYSE'],
  ['Early results from six patients are not enough to show that the therapy works.', 'NASDAQ'],
  ['The Directors make no representation as to whether the farm-out will be completed.', 'AIM'],
  ['No assurance can be given that the uplisting application will be successful.', 'OTCQB'],
  ['We are not a bank, and customer balances held on our platform are not insured by the FDIC.', 'OTCQB'],
  ['The results of the pilot do not guarantee similar results at commercial scale.', 'OTCQB'],
  ['The scoping study is preliminary and insufficient to support estimation of ore reserves or to assure an economic development case.', 'ASX'],
  ['The company is not aware of any buyer for its projects and has not engaged an adviser to find one.', 'TSXV'],
];

const quote: Row[] = [
  ['The complaint alleges that the promoter told readers the stock was "about to go through the roof" while he was selling his own shares.', 'NASDAQ'],
  ['In suspending trading, the SEC cited social media posts claiming the company was "the next Apple".', 'OTCQB'],
  ['The SEC charged the newsletter writer after he described the stock as "a guaranteed winner" without disclosing he had been paid in shares.', 'OTCQB'],
  ['In the class action, plaintiffs point to the CEO\'s statement that approval was "in the bag" before the FDA rejected the drug.', 'NASDAQ'],
  ['A CSA notice quotes a promotional video that said investors would "never see prices this low again".', 'CSE'],
  ['ASIC\'s warning lists "risk-free returns of 20% a year" among statements used in unlicensed investment schemes.', 'ASX'],
  ['The former analyst testified that he was told to describe the drug as "a sure blockbuster", which he refused to do.', 'NASDAQ'],
  ['The SEC\'s alert on pre-market "investment tips" sent by text describes promises of "a 300% move" as a sign of fraud.', 'OTC Pink'],
  ['The CSA\'s 51-356 notice gives examples of problematic statements, including promises that an issuer "will be the next" well-known success story.', 'CSE'],
];

const question: Row[] = [
  ['Asked about reports of a U.S. buyer, the company\'s president said he would not comment on market speculation.', 'CSE'],
  ['An analyst asked if the acquisition was a sure thing. Management said it still needs shareholder and regulatory approval.', 'NYSE'],
  ['Is there a takeover coming? "Not that we know of," the chief executive replied.', 'CSE'],
  ['A reporter asked whether the bank expected loan losses to rise. The CEO said they could, if unemployment increases.', 'OTCQX'],
  ['Will the new store be as profitable as the first? Management said it could not predict that.', 'CSE'],
  ['A subscriber asked whether the shares were risk-free. Our answer: no small-cap stock is.', 'OTCQB'],
  ['Could the stock be a ten-bagger, as one blogger claims? The company said it does not comment on third-party commentary.', 'NASDAQ'],
  ['Asked whether the Company would be the next Pilbara, the Managing Director said it was a very different, much smaller project.', 'ASX'],
  ['Reader question: "Will this company become a producer?" Our answer: perhaps one day, but most exploration companies never do, and this one has not yet defined a resource.', 'TSXV'],
];

const rumour: Row[] = [
  ['In response to a price query from ASX, the Company advised that it is not aware of any information that has not been announced.', 'ASX'],
  ['Management is aware of rumours about a Walmart supply contract and states that no such contract exists.', 'OTCQB'],
  ['The Company refutes claims in a newspaper article that the mining lease has been granted; the application remains under assessment.', 'ASX'],
  ['Delta Grain has learned that emails promoting its shares were sent to investors; the company did not authorise them and has asked OTC Markets to be informed.', 'OTC Pink'],
  ['The company is aware of videos describing it as "the next Canopy" and states that it did not commission them and does not agree with them.', 'CSE'],
  ['The company said an unsolicited newsletter calling its stock "a sure double" was not affiliated with it in any way.', 'NASDAQ'],
  ['The Company notes the article in today\'s paper concerning a potential acquirer and confirms it has not received any proposal.', 'ASX'],
  ['Reports that the company had hit a bonanza-grade vein were circulated online before any assays were returned; the company has no such results.', 'TSXV'],
  ['Some investors have asked whether the company was behind social media posts promising a bonanza discovery. It was not, and it has asked the authors to take them down.', 'TSXV'],
];

const certainIncome: Row[] = [
  ['Monthly distributions of 1% are assured for every shareholder.', 'OTCQB'],
  ['Our fleet contracts mean the company will earn $40 million a year, every year, with certainty.', 'OTCQB'],
  ['The royalty will deliver a steady 15% annual yield to shareholders, regardless of metal prices.', 'OTCQB'],
  ['Revenue is set in stone at C$12 million for the year, with more to come.', 'CSE'],
  ['Revenue is going to 10x this year. Book it.', 'OTC Pink'],
  ['Recurring revenue will hit $200 million by 2027 and nothing can stop it.', 'NASDAQ'],
  ['Email alert: a guaranteed income stream of 2% per month, paid to every shareholder.', 'OTCQB'],
  ['Investors will be earning a double-digit yield from the first year of production, guaranteed by the hedge book.', 'AIM'],
  ['Next quarter\'s revenue will be a record, and the one after that will be bigger again.', 'CSE'],
  ['From next quarter, the company will be cash-flow positive and profitable. After that, a dividend is certain.', 'CSE'],
];

const undercut: Row[] = [
  ['Investing in small caps is risky, but this one is the exception.', 'CSE'],
  ['Investors should read the risk factors, of course, but frankly there is very little risk here.', 'AIM'],
  ['While we can\'t promise returns, readers who don\'t act on this will regret it.', 'OTCQB'],
  ['Consult your adviser before investing. Then buy before the rest of the market does.', 'NYSE American'],
  ['You could lose your investment, in theory. In practice, the asset backing makes that impossible.', 'CSE'],
  ['We were compensated for this report, and we\'d still put our own money into it, and so should you, today.', 'OTCQB'],
  ['I\'m not allowed to tell you to buy, so I\'ll just say: don\'t be the one who missed it.', 'CSE'],
  ['This material is not an offer to sell securities. It is, however, your chance to get rich.', 'OTCQB'],
  ['We were paid $20,000 by the company for this profile. That doesn\'t make the numbers any less true, and the numbers say this stock is a screaming buy.', 'NASDAQ'],
];

const callToBuy: Row[] = [
  ['Only 40 million shares in the float, and they\'re disappearing fast. Grab yours.', 'CSE'],
  ['Click here to open a brokerage account and buy shares now.', 'OTCQB'],
  ['Put in your order at the ask. Don\'t try to be clever with limit bids, you\'ll miss it.', 'CSE'],
  ['Buy the dip, because there won\'t be another one.', 'ASX'],
  ['Insiders hold 85% and aren\'t selling, so there are very few shares left for the public. Get some while you can.', 'OTCQB'],
  ['Pick up as many shares as your budget allows.', 'TSXV'],
  ['Buy it. Hold it. Thank me later.', 'OTC Pink'],
  ['We would be buyers of the shares at anything up to 20p, and readers should be too.', 'AIM'],
  ['Here\'s what to do. Open your trading app, search for the ticker, and buy. Then sit back and wait for the news.', 'CSE'],
];

const slangHype: Row[] = [
  ['Drill bit about to hit the motherlode, and this thing is gonna absolutely moon.', 'TSXV'],
  ['🚀🔥 Next stop: Pluto. Bags are packed. 🔥🚀', 'OTC Pink'],
  ['Chart looks like a cup and handle on steroids. Face-ripping rally next.', 'OTC Pink'],
  ['This thing is gonna rocket harder than a Falcon 9. Get set.', 'ASX'],
  ['Copper junior\'s gonna go nuclear when the assays hit. Get in.', 'TSXV'],
  ['Cannabis is back baby and this name\'s leading the charge to a buck. Buy now.', 'CSE'],
  ['Pull the trigger on this one, it\'s ready to fire. Easy double.', 'ASX'],
  ['Super tight share structure, monster news pipeline, this goes vertical. Buy.', 'CSE'],
  ['Stream chat transcript: "THIS IS IT" "send it to the moon" "only goes up from here" "buying more at open".', 'OTCQB'],
];

const technical: Row[] = [
  ['In vitro, the doubling time of the tumour cell line slowed from 28 to 46 hours at the highest dose.', 'NASDAQ'],
  ['The Black-Scholes calculation assumes a risk-free interest rate of 4.1% and volatility of 65%.', 'AIM'],
  ['The pipeline\'s throughput doubled after the second pump station was commissioned in 2024.', 'TSX'],
  ['Safe harbour provisions in the Group\'s loan agreements allow a single covenant breach to be remedied within 30 days.', 'AIM'],
  ['The plan guarantees employees a minimum annual return of 3% on their stable-value fund.', 'NYSE'],
  ['Surge pricing on the delivery app applies during peak hours and is shown to customers before they confirm an order.', 'CSE'],
  ['Bulk explosives supply for the mine is provided under a five-year contract with a major explosives manufacturer.', 'ASX'],
  ['The interest rate swap converts the floating-rate loan to a fixed rate of 4.6%.', 'OTCQX'],
  ['Explosive breccia pipes are a common host for gold in the district; the company\'s model treats the Raven pipe as one, pending more drilling.', 'TSXV'],
];

const analystNeutral: Row[] = [
  ['Shares trade at 11 times forward earnings, below the sector median of 14, reflecting slower expected growth.', 'NYSE'],
  ['Consensus estimates call for earnings per share of $2.10 next year; the bank does not provide earnings guidance.', 'OTCQX'],
  ['The stock\'s average daily trading volume over the past three months was about 210,000 shares.', 'OTCQB'],
  ['The company\'s market capitalisation is about C$22 million, based on 110 million shares outstanding and Friday\'s close.', 'CSE'],
  ['The stock is included in the S&P/ASX 300 index, which increases demand from index funds.', 'ASX'],
  ['One analyst argued the market underestimates competitive risk from larger rivals; another argued the opposite.', 'NASDAQ'],
  ['Two of the company\'s largest shareholders are pension funds, which together hold about 19% of the shares.', 'TSX'],
  ['Berenberg initiated coverage with a hold rating, citing execution risk at the new plant.', 'AIM'],
];

const pastFact: Row[] = [
  ['Over the past five years the stock has returned 8% a year on average, compared with 11% for the S&P 500.', 'NYSE'],
  ['The bank\'s shares fell 18% in March 2023 during the regional banking turmoil and recovered by year end.', 'OTCQX'],
  ['The shares jumped 35% on the day the merger was announced and closed 22% higher.', 'NASDAQ'],
  ['Since admission to AIM in 2018, the Company has raised £28 million from investors.', 'AIM'],
  ['The company\'s revenue grew at a compound annual rate of 45% between 2020 and 2024.', 'NASDAQ'],
  ['The share price fell 35% on the day the company announced its licence had been suspended in 2023.', 'CSE'],
  ['The stock was the subject of a paid promotion in 2021, which the company disclosed at the time; the shares rose and then fell 80%.', 'OTCQB'],
  ['Total shareholder return over three years was negative 58%.', 'CSE'],
];

const biography: Row[] = [
  ['Ms Wright is a chartered accountant and has served as CFO of two ASX-listed mining companies.', 'ASX'],
  ['Ms. Garcia has 20 years of community banking experience and holds an MBA from the University of Texas.', 'OTCQX'],
  ['Dr. Okafor co-invented the company\'s delivery platform while a postdoctoral fellow at MIT.', 'NASDAQ'],
  ['Ms. Boucher, the company\'s chief financial officer, is a CPA and previously worked in audit at KPMG.', 'CSE'],
  ['The board appointed Mark Stein, a former partner at a venture capital firm, as lead independent director.', 'NASDAQ'],
  ['Mr. Tran founded two software companies, one of which was acquired by a publicly traded Canadian firm in 2019.', 'CSE'],
  ['Mr. MacLeod retired from the board after 14 years; he will remain an adviser to the company.', 'TSX'],
  ['Mr O\'Brien is a former state mines inspector and holds a first-class mine manager\'s certificate.', 'ASX'],
  ['Ms Tanaka has 18 years of experience in lithium processing, including six years as plant manager at a spodumene concentrator in Western Australia.', 'ASX'],
];

const esgOps: Row[] = [
  ['The Group published its first TCFD-aligned climate disclosure as part of the annual report.', 'AIM'],
  ['Women make up 46% of the company\'s workforce and 38% of its senior leadership.', 'NASDAQ'],
  ['Baseline water sampling at the Raven project began in May and will continue for two years.', 'TSXV'],
  ['The company\'s manufacturing partner passed an FDA pre-approval inspection without a Form 483.', 'NASDAQ'],
  ['The Company has engaged a Traditional Owner heritage survey team ahead of the next drill program.', 'ASX'],
  ['The bank\'s mortgage servicing was moved to a new core banking system over the weekend without disruption to customers.', 'OTCQX'],
  ['A new accommodation village for 120 workers at the mine site was completed in September.', 'ASX'],
  ['The company relocated its headquarters from Las Vegas to Reno to reduce rent.', 'OTC Pink'],
  ['The Alder field\'s flaring rate fell to 0.8% of gas produced in 2025, from 1.4% the previous year, after a compressor upgrade.', 'AIM'],
];

const contradictedDisclosure: Row[] = [
  ['We receive no compensation of any kind for covering this stock.', 'CSE'],
  ['100% organic coverage. No sponsorship, no compensation, just conviction.', 'OTCQB'],
  ['Independent analysis, not an advertisement.', 'CSE'],
  ['Please note: this is editorial content, not paid advertising.', 'OTCQB'],
  ['This article was not commissioned or paid for by the Company or any party connected to it.', 'AIM'],
];

export const HELDOUT_PASSAGES_2: readonly Passage[] = [
  ...rows('prediction', true, prediction),
  ...rows('guarantee', true, guarantee),
  ...rows('urgency', true, urgency),
  ...rows('famous', true, famous),
  ...rows('release', false, release),
  ...rows('results', false, results),
  ...rows('risk-factor', false, riskFactor),
  ...rows('outlook', false, outlook),
  ...rows('repeating', true, repeating),
  ...rows('testimonial', true, testimonial),
  ...rows('hint', true, hint),
  ...rows('approval', true, approval),
  ...rows('negation', false, negation),
  ...rows('quote', false, quote),
  ...rows('question', false, question),
  ...rows('rumour', false, rumour),
  ...rows('certain-income', true, certainIncome),
  ...rows('undercut', true, undercut),
  ...rows('call-to-buy', true, callToBuy),
  ...rows('slang-hype', true, slangHype),
  ...rows('technical', false, technical),
  ...rows('analyst-neutral', false, analystNeutral),
  ...rows('past-fact', false, pastFact),
  ...rows('biography', false, biography),
  ...rows('esg-ops', false, esgOps),
  ...rows('contradicted-disclosure', true, contradictedDisclosure),
];
