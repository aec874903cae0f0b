import { BENEFICIARY, RECEIVE_VERB, RETURN_QUALITY, RETURN_QUANTITY, SURE_MODAL } from '../compliance.lexicon';
import { behind, gap, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41 point 2), read as roles rather than wordings:
//   who gains    the reader, the holders of the shares or of an offering, or their money (BENEFICIARY: "you",
//                "holders of the notes", "participants in the offering", "every dollar invested", "your savings")
//   outcome      a verb of receiving (RECEIVE_VERB: earn, pocket, collect, look forward to, be sitting on, get ...
//                back) and a return as a quantity (RETURN_QUANTITY: a rate over a period, a multiple, the capital
//                back, "serious money"), or the quantity alone when it names who gains ("a tenfold return for
//                shareholders", "doubles your money")
//   certainty    sure or hedged: "should pocket 20% a year" still states a rate of return; a negation does not
//   time frame   any; but a clause in the past ("shareholders earned 22% a year since 2015") is history
//   support      none: a named source, or an analyst's published forecast with its risks, is reporting
// A payout promised to multiply is the holders' return too: the dividend (distribution, coupon) as the subject, a
// sure modality and a multiplication ("the dividend will triple"); a hedge or a stated policy makes it guidance.
const MONEY = String.raw`(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?`;
const TERMS = rx(
  String.raw`\b(?:fixed (?:rate|dividend|coupon|interest)|if (?:and when )?declared|when declared|under the (?:share |note )?terms|terms of the (?:notes|shares|preferred|debentures|bonds)|interest (?:rate )?of|coupon of)\b`,
  'i',
);
const PAYOUT = String.raw`(?:dividends?|distributions|payouts?|coupons?|cash returns?)`;
// A return as a quality ("an attractive return"), a reward ("will be handsomely rewarded") or a gain ("should be up 50%")
// is a promise when the holders are the ones who receive it: "we aim to deliver attractive returns to shareholders" is
// the issuer's objective, and a condition ("if the project succeeds") makes it one scenario among others.
const HOLDERS_RECEIVE = String.raw`(?:(?:those|anyone|everyone|people) who|investors|shareholders|stockholders|unitholders|noteholders|holders|participants|subscribers|backers|owners|buyers|you)`;
const OBJECTIVE = rx(
  String.raw`\b(?:aims?|aiming|goal|objective|ambition|strateg\w+|strive|seeks?|seeking|intends?|plans?|mission|committed|commitment|designed|focus\w*|priorit\w+|if|provided|assuming)\b`,
  'i',
);
const MULTIPLY = String.raw`(?:double|triple|treble|quadruple|multiply|(?:rise|grow|increase|climb|jump)(?: by)? (?:at least )?\d+\s?%)`;

export const rule: RuleModule = {
  id: 'return.promised',
  category: 'return',
  title: 'Promised or implied rate of return',
  promotional: true,
  severity: 'critical',
  citation: 'FINRA Rule 2210(d)(1)(B) (no promissory or unwarranted statements); SEC investor alerts; CSA Staff Notice 51-356',
  message:
    'Tells readers what return they will get on their money (a rate, a multiple or their capital back). A return on shares is never known in advance; promising or implying one misleads.',
  suggestion:
    'Remove "{match}". State what the company has done and plans, with its risks; if you cite a yield, give it as a past figure with its date and say that it may change.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: true,
  reporting: true,
  matchers: [
    {
      triggers:
        "earn|rewar|recei|colle|pocke|bank|be pai|are pai|is pai|be wor|enjoy|expec|net|clear|reap|lock|look|count|rely|retur|pay|walk|rake|pull|take|achie|secur|deliv|hand|giv|turn|mak|get|gett|see|be sit|be loo|be up|is sit|is loo|are sit|are loo|are up|sit|*'re sit|*'re loo|*'re up|*'ll be sit|*'ll be loo|*'ll be up",
      re: rx(
        String.raw`\b${RECEIVE_VERB}(?: [\w$£€.,'-]+){0,5}? ${RETURN_QUANTITY}(?: (?:to|for) (?:our |its |the |their )?(?:shareholders|investors|holders|owners|readers|members|you))?`,
      ),
      // The stated terms of a security (a fixed or declared dividend, a coupon) are its terms, not a promise.
      unless: TERMS,
      claim: { subject: rx(BENEFICIARY, 'i'), future: true },
    },
    // The holders as who receives, a sure modality and a return as a quality (c41fam): "shareholders who take up the
    // offer will receive an attractive return", "you're going to make handsome gains".
    {
      triggers:
        'those|anyone|everyone|people|investors|shareholders|stockholders|unitholders|noteholders|holders|participants|subscribers|backers|owners|buyers|you',
      re: rx(
        String.raw`\b${HOLDERS_RECEIVE}\b(?:(?: [\w'-]+){0,8}? )?(?:will|'ll|should|could|(?:are|'re) (?:going|set|bound|certain|sure|about) to|stand to|can (?:look forward to|count on|bank on))(?: \w+ly)? (?:(?:receive|earn|get|enjoy|pocket|make|see|collect|reap|be rewarded with|walk away with) ${RETURN_QUALITY}|${RETURN_QUALITY}|be (?:\w+ly )?rewarded\b|be (?:up|ahead) (?:by )?(?:at least )?\d+\s?%)`,
      ),
      unless: OBJECTIVE,
      claim: { future: true },
    },
    // Money in, more money out: "put $5,000 in today and you will be looking at $50,000", "your $1,000 becomes $8,000".
    {
      triggers: 'put|inve|stak|risk|your|a $|an $|$|£|€|us$|c$|a$',
      re: rx(
        String.raw`(?:(?:\b(?:put|puts|putting|invest|invests|investing|stake|staking|risk|risking)(?: in)?|\byour|\ban?) )?${MONEY} (?:[\w$',-]+ ){0,6}?(?:(?:will|'ll|could|would|can|should)(?: \w+)? (?:be worth|turn into|become|grow (?:to|into)|be looking at|be sitting on|have turned into|pay (?:you )?back|return|be)|(?:pays|returns|turns into|becomes|grows (?:to|into))(?: you)?(?: back)?|=|=>|->|→) ${MONEY}`,
      ),
      claim: { future: true },
    },
    // The quantity names who gains: "doubles your money", "a tenfold return for shareholders" (read behind the holders,
    // so the figures of a text start nothing).
    {
      triggers: 'doub|trip|quad|mult|grow|shareholders|investors|holders|owners|readers|members|backers',
      re: rx(
        String.raw`\b(?:double|doubles|doubling|triple|triples|tripling|quadruple|quadruples|multiply|multiplies|multiplying|grow|grows|growing) (?:your|their|investors'|shareholders'|holders') (?:money|capital|investment|stake|savings)\b|${behind(String.raw`\b(?:\d{1,3}\s?%|\d{1,3}x|(?:two|three|four|five|six|seven|eight|nine|ten|twenty)~fold|\d{1,3}~fold|(?:two|three|four|five|six|seven|eight|nine|ten|twenty|\d{1,3})~bagger|(?:double|triple)~digit)(?:\s+(?:annual|yearly|total|compound))?(?:\s+(?:returns?|gains?|profits?|upside))?\s+(?:for|to)\s+(?:(?:our|its|the|their|all)\s+)?`, String.raw`(?:shareholders|investors|holders|owners|readers|members|backers)\b`)}`,
      ),
      claim: { future: true },
    },
    {
      triggers: 'divid|distributions|payou|coupo|cash re',
      re: rx(
        String.raw`\b${PAYOUT}\b(?: [\w$£€.,'-]+){0,4}? ${SURE_MODAL}(?: \w+ly)? ${MULTIPLY}\b|\b${PAYOUT}\b${gap(40)}\b(?:(?:can|will|(?:is|are|'re|'s) going to) )?only (?:go|goes|going|grow|grows|growing|rise|rises|rising) ?(?:up|higher)?\b|\b${PAYOUT}\b${gap(40)}\b(?:will|'ll|can) never (?:be cut|fall|shrink|stop|dry up)\b`,
      ),
      unless: rx(
        String.raw`\b(?:intends?|plans?|polic(?:y|ies)|target\w*|aims?|subject to|board (?:approval|discretion)|if\b|unless)`,
        'i',
      ),
      claim: { certainty: ['sure'] },
    },
    // The holder's own stake as what multiplies (fresh-g): "a shareholder who joins today will see their holding double
    // every six years"; and income said to beat a deposit ("steady income that beats anything your bank will pay you").
    {
      triggers: 'your|their|his|her|incom|retur|yield|inter|coupo',
      re: rx(
        String.raw`\b(?:your|their|his|her) (?:money|capital|investment|stake|savings|holding|position|shares)s? (?:will |'ll |would |should |can )?(?:\w+ )?(?:double|triple|quadruple|grow (?:tenfold|fivefold|\d+x))\b|\b(?:income|returns?|yields?|interest|coupons?)\b(?: [\w,-]+){0,3}? (?:that )?(?:beats?|outstrips?|tops|is better than|is more than) (?:anything |whatever |what )?(?:your|a|the|any) (?:bank|savings account|deposit|term deposit|building society|money market)\b`,
      ),
      unless: rx(String.raw`\b(?:if|may|might|could|no assurance|not guaranteed|has|have|had|was|were)\b`, 'i'),
      claim: {},
    },
  ],
  examples: {
    valid: [
      'Their holding doubled between 2015 and 2020, including reinvested dividends.',
      'A term deposit may pay less than the notes, but the notes could lose value if the company fails.',

      'We do not promise any rate of return, and the shares may fall as well as rise.',
      'The value of shares can go down as well as up, and investors may get back less than they invest.',
      'Shareholders will receive a final dividend of 3.2p per share on 14 June.',
      'In the three years to June, shareholders received total dividends of 14.5p per share.',
      'Shareholders have earned 22% a year since 2015, including dividends; past returns are no guide to future returns.',
      'There is no assurance that investors will earn any return on the shares.',
      'The company expects to pay a dividend of 5 cents per share in the second quarter, subject to board approval.',
      'The notes pay interest of 8% a year and are unsecured; holders could lose their capital if the company defaults.',
      'Kinloch Equity analyst Marco Ruiz expects holders to earn 25% a year, assuming copper prices hold; his note flags financing risk.',
      'The board intends to grow the dividend by 5% a year, subject to earnings.',
      'Revenue should grow 20% a year as the new plant ramps up.',
      'Holders of the preferred shares receive a fixed dividend of 7% a year under the share terms, payable if declared.',
      'The $5 million raised will fund a drill programme of about 4,000 metres.',
      'The board aims to deliver attractive returns to shareholders over the cycle, though it may not achieve them.',
      'Shareholders received a total return of 12% in 2023, including dividends.',
      'Participants will receive shares at a 10% discount to the market price, which may fall after the offer.',
    ],
    invalid: [
      'Members who reinvest every payout will see their stake triple within a decade.',
      'It is dependable monthly income that beats what any savings account pays.',

      'Shareholders who stay the course should pocket roughly 20% a year from here.',
      'Holders can look forward to a 12% annual yield for as long as they own the shares.',
      'Early backers of the offering will get three times their money once the mine is running.',
      'The royalty stream alone will hand you 15% a year on your capital.',
      'Over the next cycle we think shareholders earn a tenfold return.',
      'Buy the units now and you could be sitting on a 60% gain by spring.',
      'Subscribers to the placement get every cent of their capital back through the tax credit, with the shares as a bonus.',
      'Our holders are going to make serious money this year.',
      'Every $1,000 put into the notes will return $1,500 back within two years.',
      'Every $1,000 put into the notes pays back $1,500 inside two years.',
      'The reinvestment plan effectively doubles your money every four years.',
      'What we are building will be a tenfold return for shareholders.',
      'Next year the mine will double output and the dividend will triple.',
      'Monthly distributions start next quarter, and they are only going up.',
      'If you put $5,000 in today, you will be looking at $50,000 within five years.',
      'Participants in the rights issue will get at least 30% on their money once the plant restarts.',
      'Stay invested and your stake will be worth five times what you paid by 2029.',
      'Our investors should get back every dollar they put in within the first year of production.',
      'Boring, funded projects are the ones that quietly turn a thousand-dollar position into a five-figure one.',
      'Holders of Sorrel Energy shares can expect at least 25% a year from dividends and price growth combined.',
      'Patient holders could be looking at gains of 400% or better by the time the mill is built.',
      'Investors who back the placing will earn a handsome return once the smelter restarts.',
      "Buy the units and you're going to enjoy some very lucrative yields.",
      'Holders who keep their nerve through the build will be richly rewarded.',
      'By the time the plant restarts, early subscribers should be up 80% on their entry price.',
      'A first pour at the mill would reward shareholders many times over.',
      'Royalties plus buybacks hand unitholders a steady 11% a year from here.',
      '$500 in $ZNTH now = $4,000 by next summer.',
    ],
  },
};
