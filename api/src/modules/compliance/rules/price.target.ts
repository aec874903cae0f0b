import { CURRENCY_NUM, NON_STOCK_QUANTITY, rx } from './vocabulary';
import { ANY_MODAL, GAIN_NOUN, GROWTH_VERB, HOLDERS, MAGNITUDE, MONEY_NOUN, RISE_VERB, STOCK_NOUN } from '../compliance.lexicon';
import type { RuleModule, Matcher } from './rule';

const PRICED_DEAL = rx(
  String.raw`\b(?:offer(?:ing)?|deal|premium|discount to|consideration|acquisition|buy~?back|repurchase|arrangement|merger|tender|transaction|placement|financing|priced|exercis\w+|warrants?|options?|conversion|convertible|ounce|oz|barrel|tonne|pound|lb)\b`,
  'i',
);

// Words just before an amount that make it a metric or today's price, not a forecast
// ("earnings of $1.20 per share", "shares trade at $4.12", "closed at $0.40").
const NOT_A_FORECAST = rx(
  String.raw`\b(?:trades?|trading|traded|closed|closing|last|current(?:ly)?|priced|issued|earnings|EPS|dividends?|distributions?|book value|NAV|net asset value|cash flow|FFO|AFFO|revenues?|sales|costs?|budget|proceeds|fees?|grants?|loans?|debt|payments?|royalt\w+|capex|salary|bonus)\b`,
  'i',
);

const PRICE_CUE = rx(
  String.raw`\b(?:could|will|would|should|may(?! \d)|might|can|expect\w*|target\w*|think|believe\w*|see|fair value|worth|revisit\w*|head(?:ed|ing)|upside|conservative|potential|easily|soon|by (?:year~end|spring|summer|fall|autumn|winter|christmas|next)|next (?:year|month|week|quarter))\b`,
  'i',
);

// "Per share" names a metric (earnings per share), not the stock.
const STOCK_CONTEXT = rx(String.raw`\b(?<!per )(?:shares?|stock|share price|ticker|fair value|valuation|it)\b`, 'i');

// Claim structure: a subject (the stock, the shares, investors' money), a modality (will, set to, expect ... to)
// and a predicate (double, soar, hit new highs, make rich). Composed into matchers below.
const SUBJECT = String.raw`(?:(?:(?:the|this|its|our|their|these)\s+)?(?:stock|shares|share price|price|ticker|valuation|market cap|equity|stock price)|\b(?:it|this one|this (?:company|name|junior|small~cap|play))\b|(?:your|investors'?|shareholders'?|their|the) (?:money|investment|capital|stake|position))`;

const MODAL = String.raw`(?:will|'ll|should|could|would|can|might|may|(?:is|are) (?:set|poised|going|likely|about|ready|expected|bound|destined|primed|due|gonna) to|(?:is|are) gonna|looks? (?:set|poised|ready|primed) to|(?:is|are) (?:on (?:its|their|the) way|headed) to)`;

const GROWTH = String.raw`(?:double|triple|treble|quadruple|multiply(?: several times(?: over)?)?|soar|surge|skyrocket|rocket|explode(?: higher)?|take off|go parabolic|go vertical|shoot (?:up|higher)|fly|moon|balloon|run (?:hard|higher|much higher)|rally (?:hard|sharply|strongly)|jump (?:sharply|substantially|dramatically)|climb (?:sharply|dramatically|much higher)|go (?:much |a lot |way |significantly |dramatically )?higher|hit (?:new|record|all~time) highs|(?:grow|rise|increase|jump) (?:two|three|four|five|six|seven|eight|nine|ten)fold|(?:grow|rise|increase|jump|climb|run) (?:by )?(?:\d{2,4}\s?%|several hundred percent))`;

const GROWTH_INFLECTED = String.raw`(?:doubles|triples|trebles|quadruples|tripled|doubled|trebled|quadrupled|multiplies)`;

const THE = String.raw`(?:(?:the|this|its|our|their|these|those|your|that|my)\s+)?`;

const CLAIM_SUBJECT = String.raw`(?:${THE}${STOCK_NOUN}|${HOLDERS}|(?:your|their|investors'?|shareholders'?|holders'?|an?) ${MONEY_NOUN}|(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k? (?:investment|stake|position|bet))`;

// What follows a growth verb when it is about the business, not the share price ("double production").
const NOT_STOCK_OBJECT = String.raw`(?! (?:its |their |the |our |his |her |in )?(?:size|revenues?|sales|production|output|capacity|throughput|earnings|EBITDA|cash flow|costs?|expenses|headcount|staff|workforce|customers|users|subscribers|volumes?|footprint|resources?|reserves|mine life|acreage|market share|margins?|number|count|rate|speed|efficiency|ounces|tonnes|pounds|barrels|production|inventory|dividend|exploration|drilling|team|presence|operations|plant|fleet|portfolio|pipeline|land)\b)`;

const ADVERB = String.raw`(?: (?:\w+ly|soon|easily|quickly|eventually|still|then|also|even|at least|just|really|finally|all|now))?`;

const PRICE_CUE_OR_FIGURE = rx(
  String.raw`\b(?:north of|above|over|past|reach\w*|hit\w*|price|target|re~rating|doubling|tripling|tenfold|\d{1,3}x)\b`,
  'i',
);

// Money as promoters write a share price: "$4", "a dollar", "50 cents", "80c", "4p", "a buck fifty".
const PRICE_WORDS = String.raw`(?:${CURRENCY_NUM}|(?:a|one|two|five|ten) (?:dollars?|bucks?)(?: fifty)?|a buck(?: fifty)?|\d{1,3}(?:\.\d+)? ?(?:cents|pence|c|p)\b|a (?:dime|quarter|nickel))`;

/** Share-price predictions by structure. */
const PRICE_STRUCTURE: readonly Matcher[] = [
  {
    triggers:
      "0|1|2|3|4|5|6|7|8|9|rip|huge|life|moon|massive|squeeze|breakout|explosio|generati|going to|gonna ri|is going|it's goi|its goin|milliona|not sell|will rip",
    re: rx(
      String.raw`\b(?:\d{2,4}\s?%|generational|life~changing|massive|huge) (?:gains|wealth|returns|upside|profits) (?:incoming|loading|ahead|coming|on the way)\b|\b(?:explosion|breakout|squeeze|moon\w*|rip) (?:is )?imminent\b|\b(?:gonna|going to|will) rip\b|\bmillionaire (?:maker|status)\b|\b(?:it'?s|is) going there\b|\bnot selling (?:a single share )?until ${PRICE_WORDS}`,
    ),
  },
  {
    triggers:
      "0|1|2|3|4|5|6|7|8|9|$0|$1|$2|$3|$4|$5|$6|$7|$8|$9|re|£0|£1|£2|£3|£4|£5|£6|£7|£8|£9|€0|€1|€2|€3|€4|€5|€6|€7|€8|€9|$ 0|$ 1|$ 2|$ 3|$ 4|$ 5|$ 6|$ 7|$ 8|$ 9|a 0|a 1|a 2|a 3|a 4|a 5|a 6|a 7|a 8|a 9|a$0|a$1|a$2|a$3|a$4|a$5|a$6|a$7|a$8|a$9|c$0|c$1|c$2|c$3|c$4|c$5|c$6|c$7|c$8|c$9|£ 0|£ 1|£ 2|£ 3|£ 4|£ 5|£ 6|£ 7|£ 8|£ 9|€ 0|€ 1|€ 2|€ 3|€ 4|€ 5|€ 6|€ 7|€ 8|€ 9|a$ 0|a$ 1|a$ 2|a$ 3|a$ 4|a$ 5|a$ 6|a$ 7|a$ 8|a$ 9|c$ 0|c$ 1|c$ 2|c$ 3|c$ 4|c$ 5|c$ 6|c$ 7|c$ 8|c$ 9|ca$0|ca$1|ca$2|ca$3|ca$4|ca$5|ca$6|ca$7|ca$8|ca$9|us$0|us$1|us$2|us$3|us$4|us$5|us$6|us$7|us$8|us$9|ca$ 0|ca$ 1|ca$ 2|ca$ 3|ca$ 4|ca$ 5|ca$ 6|ca$ 7|ca$ 8|ca$ 9|trade|us$ 0|us$ 1|us$ 2|us$ 3|us$ 4|us$ 5|us$ 6|us$ 7|us$ 8|us$ 9|a buck|a dime|'ll be |a dolla|a doubl|a nicke|a quart|a tripl|become |becomes|bound f|bound t|destine|doublin|five bu|five do|going f|going t|headed |heading|is goin|nowhere|off for|off to |off tow|on its |on the |one buc|one dol|quadrup|send it|send pr|send sh|send st|send th|sending|sends i|sends p|sends s|sends t|ten buc|ten dol|trading|triplin|turn in|turns i|two buc|two dol|will be",
    re: rx(
      String.raw`\b(?:going|headed|heading|on (?:its|the) way|destined|bound|off) (?:to|for|toward|towards) ${PRICE_WORDS}|\b(?:will be|becomes?|become|turns? into|is going to be|'ll be) an? (?:[\w$.]+~)?(?:dollar|penny|\$\s?\d+(?:\.\d+)?|\d+~dollar) stock\b|\bsend(?:s|ing)? (?:the |our |its |their )?(?:share price|stock|shares|price|this|it|this one|this stock) (?:through the roof|higher|soaring|flying|rocketing|to the moon|to ${PRICE_WORDS}|parabolic)|\bnowhere to go but up\b|\b${PRICE_WORDS}(?: a share| per share)?(?: by \w+(?: \w+)?)? (?:is|looks|seems) (?:in sight|on the cards|achievable|realistic|within reach|the next stop|my number|the base case|conservative|easy|a lock)\b|\b(?:doubling|tripling|quadrupling|a double|a triple|a \d+x|\d{2,4}\s?% upside)(?: \w+){0,3}? (?:is|looks) (?:the base case|conservative|realistic|achievable|likely|easy|in sight)\b|\b(?:re~rates?|re~rating|trades?|trading|rerates?) (?:to|at|above|north of)(?: at least)? ${PRICE_WORDS}(?: \w+){0,3}? (?:by|once|when|after|within|before)\b`,
    ),
    unless: PRICED_DEAL,
    unlessBefore: NOT_A_FORECAST,
  },
  {
    triggers:
      "*0|*1|*2|*3|*4|*5|*6|*7|*8|*9|*big|*ten|*two|*five|*four|*huge|*life|many|*multi|*three|*double|*triple|are pos|*enormou|*explosi|*exponen|*extraor|*generat|*incredi|is posi|it are |it is g|it will|it'll b|*massive|*meteori|*monster|*outsize|*parabol|several|*spectac|the pri|the sha|the sto|they ar|they is|they wi|they'll|*tremend",
    re: rx(
      String.raw`${GAIN_NOUN}(?: are| is)? (?:incoming|ahead|coming|on the way|await\w*|in store)\b|\b(?:\d{2,4}\s?%|generational|life~changing) (?:gains|wealth|returns) (?:incoming|ahead|coming|on the way|loading|await\w*|in store)\b|\b(?:many|several|multiple|\d{1,2}|two|three|four|five|ten) times (?:the |its |today's )?(?:current |present )?(?:level|price|share price|valuation)\b|\b(?:it|they|the stock|the shares|the share price|the price)(?:'ll| will| is going to| are going to) be (?:much|far|way|a lot|significantly|substantially|dramatically|many times) higher\b|\b(?:is|are) positioned to ${GROWTH_VERB}`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|ticker|it|this one|price|chart|level|valuation)\b`, 'i'),
    unlessBefore: NON_STOCK_QUANTITY,
  },
  // A price stated as inevitable: "a share price north of $2 looks inevitable".
  {
    triggers: 'is |are |feels |looks |seems |appears ',
    re: rx(
      String.raw`\b(?:is|are|looks|seems|appears|feels) (?:\w+ )?(?:inevitable|a given|a foregone conclusion|a formality|a lock|a certainty|a sure thing|baked in|in the bag|a done deal|a slam dunk|only a matter of time|just a matter of time)\b`,
    ),
    needs: [
      rx(
        String.raw`\b(?:share price|stock|shares|ticker|valuation|market cap)\b|(?:US\$|C\$|A\$|\$)\s?\d|\b(?:a dollar|\d+ cents|\d{2,4}\s?%)`,
        'i',
      ),
      PRICE_CUE_OR_FIGURE,
    ],
  },
  {
    triggers:
      '0|1|2|3|4|5|6|7|8|9|a |one|two|long|near|year|twelve|forecas|goal at|goal is|goal of|goal pr|goal: $|goal: a|goal: c|goal: u|goal: £|goal: €|objecti|project|target |target:|upside f|upside h|upside i|upside o',
    re: rx(
      String.raw`\b(?:\d{1,2}~(?:month|year)|one~year|two~year|twelve~month|year~end|near~term|long~term|\d{4}) (?:price )?(?:target|objective)\b|\b(?:target|objective|goal|projection|forecast)(?: price)?(?: of| at|:| is) ${CURRENCY_NUM}|\ba (?:\w+ )?(?:move|run|rally|pop|breakout|leap|surge|climb|spike|jump|re~rating) (?:to|toward|towards|above|past|beyond|through|north of) ${CURRENCY_NUM}|\bupside (?:here |from here )?(?:is|of) (?:easily |at least |conservatively |probably )?(?:\d{1,3}x|\d{2,4}\s?%|(?:two|three|five|ten)~fold|several times|multiples)`,
    ),
    unless: PRICED_DEAL,
  },
  {
    triggers:
      'a 0|a 1|a 2|a 3|a 4|a 5|a 6|a 7|a 8|a 9|a ten|spring|a fract|a multi|pennies|a double|a quadru|a triple|another |coiled s|potentia|powder k|sleeping',
    re: rx(
      String.raw`\b(?:a fraction of|pennies on the dollar (?:of|compared to)) what (?:they|it|the shares|the stock)(?:'ll| will| could| should| would| might) (?:be|trade) (?:worth|at)\b|\b(?:a|potential|another) (?:double|triple|quadruple|ten~bagger|\d{1,2}x|multi~bagger)\b (?:from|off) (?:here|these levels|current levels|today's (?:price|levels)|where (?:it|they) (?:trade|trades|sit|sits))|\b(?:coiled spring|powder keg|spring~loaded|sleeping giant)\b`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|ticker|valuation|market cap|it|this one|levels|price|explode|pop|run)\b`, 'i'),
  },
  // A share price and a date: "NWM at a dollar by Christmas".
  {
    triggers:
      'at 0|at 1|at 2|at 3|at 4|at 5|at 6|at 7|at 8|at 9|to 0|to 1|to 2|to 3|to 4|to 5|to 6|to 7|to 8|to 9|at $0|at $1|at $2|at $3|at $4|at $5|at $6|at $7|at $8|at $9|at £0|at £1|at £2|at £3|at £4|at £5|at £6|at £7|at £8|at £9|at €0|at €1|at €2|at €3|at €4|at €5|at €6|at €7|at €8|at €9|to $0|to $1|to $2|to $3|to $4|to $5|to $6|to $7|to $8|to $9|to £0|to £1|to £2|to £3|to £4|to £5|to £6|to £7|to £8|to £9|to €0|to €1|to €2|to €3|to €4|to €5|to €6|to €7|to €8|to €9|above |at $ 0|at $ 1|at $ 2|at $ 3|at $ 4|at $ 5|at $ 6|at $ 7|at $ 8|at $ 9|at a d|at a$ |at a$0|at a$1|at a$2|at a$3|at a$4|at a$5|at a$6|at a$7|at a$8|at a$9|at c$ |at c$0|at c$1|at c$2|at c$3|at c$4|at c$5|at c$6|at c$7|at c$8|at c$9|at ca$|at us$|at £ 0|at £ 1|at £ 2|at £ 3|at £ 4|at £ 5|at £ 6|at £ 7|at £ 8|at £ 9|at € 0|at € 1|at € 2|at € 3|at € 4|at € 5|at € 6|at € 7|at € 8|at € 9|beyond|north |over $|over 0|over 1|over 2|over 3|over 4|over 5|over 6|over 7|over 8|over 9|over a|over c|over u|over £|over €|past $|past 0|past 1|past 2|past 3|past 4|past 5|past 6|past 7|past 8|past 9|past a|past c|past u|past £|past €|throug|to $ 0|to $ 1|to $ 2|to $ 3|to $ 4|to $ 5|to $ 6|to $ 7|to $ 8|to $ 9|to a d|to a$ |to a$0|to a$1|to a$2|to a$3|to a$4|to a$5|to a$6|to a$7|to a$8|to a$9|to c$ |to c$0|to c$1|to c$2|to c$3|to c$4|to c$5|to c$6|to c$7|to c$8|to c$9|to ca$|to us$|to £ 0|to £ 1|to £ 2|to £ 3|to £ 4|to £ 5|to £ 6|to £ 7|to £ 8|to £ 9|to € 0|to € 1|to € 2|to € 3|to € 4|to € 5|to € 6|to € 7|to € 8|to € 9',
    re: rx(
      String.raw`\b(?:at|above|over|past|to|north of|beyond|through) (?:${CURRENCY_NUM}|a dollar|\d{2} cents) (?:a share |per share )?(?:by|before|within|in|inside of) (?:christmas|year~end|the end of|next|spring|summer|fall|autumn|winter|(?:\w+ )?months?|a year|(?:19|20)\d\d|the new year)\b`,
    ),
    unless: PRICED_DEAL,
    unlessBefore: NOT_A_FORECAST,
  },
  // Holders promised happiness: "anyone holding NWM is going to be very happy in twelve months".
  {
    triggers:
      "'ll be d|'ll be e|'ll be g|'ll be h|'ll be i|'ll be p|'ll be r|'ll be s|'ll be t|'ll be v|'ll be w|are goin|is going|will be ",
    re: rx(
      String.raw`\b(?:will|'ll|(?:is|are) going to) be (?:very |so |extremely |really |incredibly )?(?:happy|glad|thrilled|delighted|smiling|grateful|pleased|rich|wealthy) (?:in|by|within|when|once|a year|twelve|next|come)\b`,
    ),
    needs: rx(String.raw`\b(?:holding|hold|own|owning|bought|buy|shareholders?|investors?|you|holders)\b`, 'i'),
  },
  // "the shares could easily climb 300%", "NWM will be trading above $5", "destined to climb far higher".
  {
    triggers:
      '$0|$1|$2|$3|$4|$5|$6|$7|$8|$9|it|£0|£1|£2|£3|£4|£5|£6|£7|£8|£9|€0|€1|€2|€3|€4|€5|€6|€7|€8|€9|$ 0|$ 1|$ 2|$ 3|$ 4|$ 5|$ 6|$ 7|$ 8|$ 9|a$0|a$1|a$2|a$3|a$4|a$5|a$6|a$7|a$8|a$9|c$0|c$1|c$2|c$3|c$4|c$5|c$6|c$7|c$8|c$9|you|£ 0|£ 1|£ 2|£ 3|£ 4|£ 5|£ 6|£ 7|£ 8|£ 9|€ 0|€ 1|€ 2|€ 3|€ 4|€ 5|€ 6|€ 7|€ 8|€ 9|a$ 0|a$ 1|a$ 2|a$ 3|a$ 4|a$ 5|a$ 6|a$ 7|a$ 8|a$ 9|c$ 0|c$ 1|c$ 2|c$ 3|c$ 4|c$ 5|c$ 6|c$ 7|c$ 8|c$ 9|name|play|us$0|us$1|us$2|us$3|us$4|us$5|us$6|us$7|us$8|us$9|a cap|a dol|a hol|a inv|a mon|a por|a pos|a sav|a sta|an ca|an do|an ho|an in|an mo|an po|an sa|an st|anyon|buyer|compa|early|equit|holde|inves|junio|marke|micro|my co|my eq|my it|my ju|my ma|my mi|my na|my pe|my pl|my pr|my sh|my sm|my st|my th|my ti|my va|our c|our e|our i|our j|our m|our n|our p|our s|our t|our v|owner|penny|price|reade|share|small|stock|subsc|that |the c|the e|the i|the j|the m|the n|the p|the s|the t|the v|their|these|this |those|ticke|us$ 0|us$ 1|us$ 2|us$ 3|us$ 4|us$ 5|us$ 6|us$ 7|us$ 8|us$ 9|valua',
    re: rx(
      String.raw`\b${CLAIM_SUBJECT}\b[^.;:!?]{0,40}?\b${ANY_MODAL}${ADVERB}(?: be)? (?:${GROWTH_VERB}${NOT_STOCK_OBJECT}|${RISE_VERB}(?: (?:to|by|above|over|past|beyond|toward|towards|as high as|at least|another|up to|well|into|through|a))*(?: [\w-]+){0,2}? ${MAGNITUDE})`,
    ),
    unlessBefore: NON_STOCK_QUANTITY,
    unless: rx(
      String.raw`\b(?:price of (?:gold|silver|copper|oil|gas|lithium|uranium|nickel|bitcoin|\w+ (?:ore|metal))|(?:gold|silver|copper|oil|gas|lithium|uranium|nickel|commodity|metal|spot|electricity|power|energy) prices?)\b`,
      'i',
    ),
  },
  // A ticker as the subject (case-sensitive): "NWM will be trading above $5".
  {
    triggers:
      "'ll |can |may |will |'re ab|'re bo|'re ce|'re de|'re du|'re ex|'re go|'re gu|'re he|'re in|'re li|'re on|'re po|'re pr|'re re|'re se|'re su|'s abo|'s bou|'s cer|'s des|'s due|'s exp|'s goi|'s gon|'s gua|'s hea|'s in |'s lik|'s on |'s poi|'s pos|'s pri|'s rea|'s set|'s sur|are ab|are bo|are ce|are de|are du|are ex|are go|are gu|are he|are in|are li|are on|are po|are pr|are re|are se|are su|could |has ab|has po|has ro|has sc|has th|have a|have p|have r|have s|have t|is abo|is bou|is cer|is des|is due|is exp|is goi|is gon|is gua|is hea|is in |is lik|is on |is poi|is pos|is pri|is rea|is set|is sur|look l|look p|look r|look s|looks |might |shall |should|stand |stands|would ",
    re: rx(
      String.raw`(?<=(?<![\w$])(?!(?:AI|EV|US|UK|EU|FDA|SEC|CEO|CFO|GDP|ESG|IPO|EPS|NAV|ETF|ASX|TSX|LSE|AIM|CSE|OTC)\b)[A-Z]{2,5}(?:'s (?:shares|stock|share price))? )${ANY_MODAL}${ADVERB}(?: be)? (?:${GROWTH_VERB}${NOT_STOCK_OBJECT}|${RISE_VERB}(?: (?:to|by|above|over|past|beyond|toward|towards|at least|well))*(?: [\w-]+){0,2}? ${MAGNITUDE})`,
      'g',
    ),
  },
  // "we predict the shares will gain 200%", "look for the shares to double", "I see this stock running to $2".
  {
    triggers:
      'see|think|bet on|expect|believe|picture|predict|project|anticipa|call for|calling |count on|envision|forecast|look for|looking ',
    re: rx(
      String.raw`\b(?:expect|see|think|believe|predict|anticipate|forecast|look for|looking for|calling for|call for|count on|bet on|project|envision|picture)\w*\b[^.;:!?]{0,25}?\b${THE}(?:${STOCK_NOUN}|${MONEY_NOUN})\b(?: (?:to|will|'ll|could|should|would|can|might|may))?${ADVERB}(?: be)? (?:${GROWTH_VERB}${NOT_STOCK_OBJECT}|${RISE_VERB}(?: (?:to|by|above|over|past|beyond|toward|towards|as high as|at least|another|up to|well|into|a))*(?: [\w-]+){0,2}? ${MAGNITUDE})`,
    ),
    unlessBefore: NON_STOCK_QUANTITY,
  },
  // Big-gain nouns after a modality or a "poised for": "investors will see massive gains", "primed for a massive breakout".
  {
    triggers:
      "'ll |can |may |will |could |expect|in for|might |shall |would |'re abo|'re bou|'re cer|'re des|'re due|'re exp|'re goi|'re gon|'re gua|'re hea|'re in |'re lik|'re on |'re poi|'re pos|'re pri|'re rea|'re set|'re sur|'s abou|'s boun|'s cert|'s dest|'s due |'s expe|'s goin|'s gonn|'s guar|'s head|'s in l|'s like|'s on c|'s on i|'s on t|'s pois|'s posi|'s prim|'s read|'s set |'s sure|are abo|are bou|are cer|are des|are due|are exp|are goi|are gon|are gua|are hea|are in |are lik|are on |are poi|are pos|are pri|are rea|are set|are sur|due for|has abi|has pot|has roo|has sco|has the|have ab|have po|have ro|have sc|have th|is abou|is boun|is cert|is dest|is due |is expe|is goin|is gonn|is guar|is head|is in l|is like|is on c|is on i|is on t|is pois|is posi|is prim|is read|is set |is sure|look li|look po|look pr|look re|look se|looks l|looks p|looks r|looks s|set for|should |stand t|stands |about to|headed f|heading |in line |look for|on the b|on the c|on the v|on track|poised f|primed f|ready fo|ripe for",
    re: rx(
      String.raw`\b(?:${ANY_MODAL}(?: \w+)? (?:see|get|make|enjoy|deliver|reap|produce|generate|post|have|be in for)|(?:can|could|should) expect|expect|look for|(?:poised|set|primed|ready|headed|heading|due|ripe|in line|on track) for|on the (?:verge|cusp|brink) of|about to (?:see|make|start|begin|embark on)|in for)(?: an?| the| some| their| its| another)? ${GAIN_NOUN}`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|investors?|shareholders?|holders|buyers|you|your|ticker|this one|it)\b`, 'i'),
    unlessBefore: NON_STOCK_QUANTITY,
  },
  // An amount of money becoming a larger one: "your $1,000 could become $10,000".
  {
    triggers:
      '$0|$1|$2|$3|$4|$5|$6|$7|$8|$9|£0|£1|£2|£3|£4|£5|£6|£7|£8|£9|€0|€1|€2|€3|€4|€5|€6|€7|€8|€9|$ 0|$ 1|$ 2|$ 3|$ 4|$ 5|$ 6|$ 7|$ 8|$ 9|*a$0|*a$1|*a$2|*a$3|*a$4|*a$5|*a$6|*a$7|*a$8|*a$9|*c$0|*c$1|*c$2|*c$3|*c$4|*c$5|*c$6|*c$7|*c$8|*c$9|£ 0|£ 1|£ 2|£ 3|£ 4|£ 5|£ 6|£ 7|£ 8|£ 9|€ 0|€ 1|€ 2|€ 3|€ 4|€ 5|€ 6|€ 7|€ 8|€ 9|*a$ 0|*a$ 1|*a$ 2|*a$ 3|*a$ 4|*a$ 5|*a$ 6|*a$ 7|*a$ 8|*a$ 9|*c$ 0|*c$ 1|*c$ 2|*c$ 3|*c$ 4|*c$ 5|*c$ 6|*c$ 7|*c$ 8|*c$ 9|*us$0|*us$1|*us$2|*us$3|*us$4|*us$5|*us$6|*us$7|*us$8|*us$9|*us$ 0|*us$ 1|*us$ 2|*us$ 3|*us$ 4|*us$ 5|*us$ 6|*us$ 7|*us$ 8|*us$ 9',
    re: rx(
      String.raw`(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?(?: (?:investment|stake|position|bet))?(?: \w+){0,3}? (?:could|will|would|can|might|should|may) (?:\w+ )?(?:become|turn into|grow (?:in)?to|be worth|balloon (?:in)?to) (?:US\$|C\$|A\$|\$|£|€)?\s?\d`,
    ),
  },
  // "worth triple what they are today", "a doubling of the share price".
  {
    triggers:
      're|worth 0|worth 1|worth 2|worth 3|worth 4|worth 5|worth 6|worth 7|worth 8|worth 9|doubling|quadrupl|tenfold |tripling|worth do|worth fi|worth fo|worth ma|worth mu|worth se|worth te|worth th|worth tr|worth tw',
    re: rx(
      String.raw`\bworth (?:double|triple|twice|three times|four times|five times|ten times|\d{1,3} times|several times|many times|multiples of)\b|\b(?:doubling|tripling|quadrupling|tenfold (?:rise|increase|move)|re~rating) (?:of|in) ${THE}(?:share price|stock|shares|stock price|valuation|market cap)\b`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|valuation|market cap|they|it|today|current)\b`, 'i'),
  },
  // Present progressive as a forecast: "NWM shares are headed north of a dollar", "this stock is going up".
  {
    triggers:
      '$0|$1|$2|$3|$4|$5|$6|$7|$8|$9|it|£0|£1|£2|£3|£4|£5|£6|£7|£8|£9|€0|€1|€2|€3|€4|€5|€6|€7|€8|€9|$ 0|$ 1|$ 2|$ 3|$ 4|$ 5|$ 6|$ 7|$ 8|$ 9|a$0|a$1|a$2|a$3|a$4|a$5|a$6|a$7|a$8|a$9|c$0|c$1|c$2|c$3|c$4|c$5|c$6|c$7|c$8|c$9|you|£ 0|£ 1|£ 2|£ 3|£ 4|£ 5|£ 6|£ 7|£ 8|£ 9|€ 0|€ 1|€ 2|€ 3|€ 4|€ 5|€ 6|€ 7|€ 8|€ 9|a$ 0|a$ 1|a$ 2|a$ 3|a$ 4|a$ 5|a$ 6|a$ 7|a$ 8|a$ 9|c$ 0|c$ 1|c$ 2|c$ 3|c$ 4|c$ 5|c$ 6|c$ 7|c$ 8|c$ 9|name|play|us$0|us$1|us$2|us$3|us$4|us$5|us$6|us$7|us$8|us$9|a cap|a dol|a hol|a inv|a mon|a por|a pos|a sav|a sta|an ca|an do|an ho|an in|an mo|an po|an sa|an st|anyon|buyer|compa|early|equit|holde|inves|junio|marke|micro|my co|my eq|my it|my ju|my ma|my mi|my na|my pe|my pl|my pr|my sh|my sm|my st|my th|my ti|my va|our c|our e|our i|our j|our m|our n|our p|our s|our t|our v|owner|penny|price|reade|share|small|stock|subsc|that |the c|the e|the i|the j|the m|the n|the p|the s|the t|the v|their|these|this |those|ticke|us$ 0|us$ 1|us$ 2|us$ 3|us$ 4|us$ 5|us$ 6|us$ 7|us$ 8|us$ 9|valua',
    re: rx(
      String.raw`\b${CLAIM_SUBJECT}(?: [\w-]+){0,2}? (?:is|are|'s|'re) (?:headed|heading|going|moving|climbing|racing|marching|rocketing|on (?:its|their) way)(?: (?:up|higher|north|to|toward|towards|for|past|above|over|beyond|of|well))+(?:(?: [\w-]+){0,2}? ${MAGNITUDE}|(?=\s*[.!,;]| (?:from here|soon|fast|quickly|this|next|by|before|once|when|after)))`,
    ),
    unlessBefore: NON_STOCK_QUANTITY,
  },
  // A multiple of today's price, or a multi-bagger as a verb: "trade at triple today's price", "could realistically 20x".
  {
    triggers:
      "0|1|2|3|4|5|6|7|8|9|'ll |can |may |twice|will |could |double|might |shall |triple|would |'re abo|'re bou|'re cer|'re des|'re due|'re exp|'re goi|'re gon|'re gua|'re hea|'re in |'re lik|'re on |'re poi|'re pos|'re pri|'re rea|'re set|'re sur|'s abou|'s boun|'s cert|'s dest|'s due |'s expe|'s goin|'s gonn|'s guar|'s head|'s in l|'s like|'s on c|'s on i|'s on t|'s pois|'s posi|'s prim|'s read|'s set |'s sure|are abo|are bou|are cer|are des|are due|are exp|are goi|are gon|are gua|are hea|are in |are lik|are on |are poi|are pos|are pri|are rea|are set|are sur|has abi|has pot|has roo|has sco|has the|have ab|have po|have ro|have sc|have th|is abou|is boun|is cert|is dest|is due |is expe|is goin|is gonn|is guar|is head|is in l|is like|is on c|is on i|is on t|is pois|is posi|is prim|is read|is set |is sure|look li|look po|look pr|look re|look se|looks l|looks p|looks r|looks s|should |stand t|stands |a multip|five tim|four tim|multiple|several |ten time|three ti",
    re: rx(
      String.raw`\b(?:double|triple|twice|three times|four times|five times|ten times|\d{1,3} times|several times|a multiple of|multiples of) (?:today's|the current|its current|current|the present|where it trades|what it (?:trades|costs) (?:at )?today)(?: (?:share )?(?:price|valuation|levels?|market cap))?|\b${ANY_MODAL}${ADVERB} (?:\d{1,3}x|(?:two|three|five|ten)~x)\b`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|ticker|valuation|market cap|it|this one|price)\b`, 'i'),
  },
  // A stock's growth as the consequence of an event, in the present: "once the market wakes up, this stock rockets".
  {
    triggers: 'if|once|when|after|the day|as soon |the mome',
    re: rx(
      String.raw`\b(?:once|when|as soon as|the moment|the day|after|if)\b[^.;:!?]{0,60}?\b${THE}(?:stock|shares|share price|ticker|it|this one) (?:rockets|soars|explodes|doubles|triples|skyrockets|moons|flies|surges|pops|rips|takes off|goes (?:parabolic|vertical|ballistic|through the roof))\b`,
    ),
  },
  // Getting ready for a big gain: "gearing up for a monster run".
  {
    triggers: 'buildin|coiled |coiling|gearing|getting|lining |setting|winding',
    re: rx(
      String.raw`\b(?:gearing up|setting up|getting ready|lining up|building up|winding up|coiling|coiled) (?:for|toward|towards)(?: an?| the| another)? ${GAIN_NOUN}`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|ticker|it|this one|chart)\b`, 'i'),
  },
  // Float and squeeze hype: "a supply shock that will force the price sharply higher", "could trigger an explosive move higher".
  {
    triggers:
      'cause|spark|ignite|drive i|drive p|drive s|drive t|drives |driving|force i|force p|force s|force t|forces |forcing|propel |propels|push it|push pr|push sh|push st|push th|pushes |pushing|set off|squeeze|trigger|unleash',
    re: rx(
      String.raw`\b(?:force|forces|forcing|drive|drives|driving|push|pushes|pushing|propel|propels|squeeze|squeezes) (?:the )?(?:share price|stock price|price|stock|shares|it|this)(?: \w+ly)? (?:higher|up|through the roof|to new highs)\b|\b(?:trigger|spark|ignite|set off|unleash|cause)\w* (?:an? )?(?:explosive|violent|massive|huge|big|sharp|parabolic|vertical|monster) (?:move|run|rally|squeeze|spike|breakout)(?: (?:higher|up))?\b`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|price|float|register|shorts?|buying|supply|it|this)\b`, 'i'),
    unlessBefore: NON_STOCK_QUANTITY,
    unless: rx(
      String.raw`\b(?:price of (?:gold|silver|copper|oil|gas|lithium|uranium|nickel|bitcoin)|(?:gold|silver|copper|oil|gas|lithium|uranium|nickel|commodity|metal|spot) prices?)\b`,
      'i',
    ),
  },
  // A re-rating or a higher price as what holders will get: "we fully expect a material re-rating", "will be rewarded with a far higher price".
  {
    triggers:
      "expect|'ll bene|'ll enjo|'ll get |'ll see |'ll witn|are goin|compensa|is going|rewarded|will ben|will enj|will get|will see|will wit",
    re: rx(
      String.raw`\bexpect\w*(?: \w+)? (?:a|an) (?:\w+ )?re~?rating\b|\b(?:will|'ll|(?:is|are) going to) (?:see|get|enjoy|witness|benefit from) (?:a|an|the) (?:\w+ )?re~?rating\b|\b(?:rewarded|compensated) with (?:an? )?(?:\w+ )?(?:higher (?:share |stock )?price|re~?rating)\b|\bexpect\w*\b[^.;]{0,60}\bto (?:\w+ly )?(?:increase|lift|boost|raise|drive up|push up|double|re~?rate) (?:the|our|its) (?:share price|stock price|valuation|market cap\w*)\b`,
    ),
  },
  // "NWM will be a $10 stock".
  {
    triggers:
      'are bou|are des|are goi|are poi|are set|can be |can soo|could b|could s|is boun|is dest|is goin|is pois|is set |should |will be|will so|would b|would s',
    re: rx(
      String.raw`\b(?:will|could|should|would|can|(?:is|are) (?:going|set|poised|destined|bound) to) (?:soon )?be an? ${CURRENCY_NUM}(?:~plus)? (?:stock|share|ticker)\b`,
    ),
  },
];

export const rule: RuleModule = {
  id: 'price.target',
  category: 'price',
  title: 'Price prediction or target',
  promotional: true,
  severity: 'critical',
  citation: 'FINRA Rule 2210(d)(1)(F); OTC Markets Policy on Stock Promotion',
  message:
    'Predicts or targets a share price or a multiple of the investment. Performance predictions are not allowed in investor communications.',
  suggestion: 'Remove "{match}". Describe the business facts and milestones instead of where the share price could go.',
  negation: 'before',
  softeners: false,
  properNouns: true,
  attribution: false,
  reporting: true,
  matchers: [
    // Structure: subject ... modality ... growth ("the stock is set to soar", "your money could grow fivefold").
    {
      triggers:
        'it|price|stock|equity|shares|ticker|investor|market c|our equi|our mark|our pric|our shar|our stoc|our tick|our valu|share pr|sharehol|the capi|the equi|the inve|the mark|the mone|the posi|the pric|the shar|the stak|the stoc|the tick|the valu|their ca|their eq|their in|their ma|their mo|their po|their pr|their sh|their st|their ti|their va|these eq|these ma|these pr|these sh|these st|these ti|these va|this com|this equ|this jun|this mar|this nam|this one|this pla|this pri|this sha|this sma|this sto|this tic|this val|valuatio|your cap|your inv|your mon|your pos|your sta',
      re: rx(String.raw`\b${SUBJECT}\b[^.;:!?]{0,40}?\b${MODAL}(?: \w+ly)? ${GROWTH}\b`),
      unlessBefore: NON_STOCK_QUANTITY,
      // The price of a commodity, a product or a service is not the share price.
      unless: rx(
        String.raw`\b(?:price of (?:gold|silver|copper|oil|gas|lithium|uranium|nickel|bitcoin|\w+ (?:ore|metal))|(?:gold|silver|copper|oil|gas|lithium|uranium|nickel|commodity|metal|spot|electricity|power|energy) prices?)\b`,
        'i',
      ),
    },
    // "We expect the stock to triple", "we think the stock doubles this year".
    {
      triggers: 'see|think|expect|believe|predict|anticipa|forecast',
      re: rx(
        String.raw`\b(?:expect|see|think|believe|predict|anticipate|forecast)\w*\b[^.;:!?]{0,25}?\b${SUBJECT} (?:to )?(?:${GROWTH}|${GROWTH_INFLECTED})\b`,
      ),
    },
    // Present or past tense with a future time: "if the stock tripled by spring".
    {
      triggers:
        'it|price|stock|equity|shares|ticker|investor|market c|our equi|our mark|our pric|our shar|our stoc|our tick|our valu|share pr|sharehol|the capi|the equi|the inve|the mark|the mone|the posi|the pric|the shar|the stak|the stoc|the tick|the valu|their ca|their eq|their in|their ma|their mo|their po|their pr|their sh|their st|their ti|their va|these eq|these ma|these pr|these sh|these st|these ti|these va|this com|this equ|this jun|this mar|this nam|this one|this pla|this pri|this sha|this sma|this sto|this tic|this val|valuatio|your cap|your inv|your mon|your pos|your sta',
      re: rx(String.raw`\b${SUBJECT} ${GROWTH_INFLECTED} (?:this|by|within|before|next|in the next)\b`),
    },
    {
      triggers:
        'a move a|a move p|a move t|a pop ab|a pop pa|a pop to|a rally |a run ab|a run pa|a run to|on its w|on the w|price hi|price re|price tr|shares h|shares r|shares t|stock hi|stock re|stock tr|take it |take the|take thi|takes it|takes th',
      re: rx(
        String.raw`\b(?:shares|stock|price) (?:hitting|reaching|trading at) ${CURRENCY_NUM}|\btakes? (?:this|the|it)(?: stock| shares)? to ${CURRENCY_NUM}|\ba (?:move|run|rally|pop) (?:to|toward|towards|above|past) ${CURRENCY_NUM}|\bon (?:its|the) way to (?:becoming )?an? (?:dollar|${CURRENCY_NUM}) stock\b`,
      ),
      unless: PRICED_DEAL,
    },
    {
      triggers:
        'price|pt $0|pt $1|pt $2|pt $3|pt $4|pt $5|pt $6|pt $7|pt $8|pt $9|share|stock|pt $ 0|pt $ 1|pt $ 2|pt $ 3|pt $ 4|pt $ 5|pt $ 6|pt $ 7|pt $ 8|pt $ 9|target|pt is $|pt of $',
      re: rx(
        String.raw`\b(?:share~|stock~)?price~(?:targets?|objectives?)\b|\btarget~price\b|\bPT (?:of |is )?\$\s?\d|\btarget(?: of| at|:) ${CURRENCY_NUM}`,
      ),
      unless: PRICED_DEAL,
    },
    {
      triggers:
        'it re|it to c|it to g|it to h|it to r|it to s|it to t|share p|shares |stock t|it climb|it headi|it movin|it runni|price cl|price he|price mo|price re|price ru|stock cl|stock he|stock mo|stock re|stock ru',
      re: rx(
        String.raw`\b(?:shares|stock|share price|it) to (?:reach|hit|trade (?:at|above|over)|climb to|rise to|run to|soar to|go to)(?: at least| above| over| past)? ${CURRENCY_NUM}|\b(?:shares|stock|share price|price|it) (?:re~?rating|heading|climbing|moving|running) (?:to|toward|towards|up to)(?: at least| above| over| past)? ${CURRENCY_NUM}`,
      ),
      unless: PRICED_DEAL,
    },
    {
      triggers:
        'be 0|be 1|be 2|be 3|be 4|be 5|be 6|be 7|be 8|be 9|be six|be ten|be two|are goi|be five|be four|be many|be nine|can be |can bec|can tra|could b|could t|fetch 0|fetch 1|fetch 2|fetch 3|fetch 4|fetch 5|fetch 6|fetch 7|fetch 8|fetch 9|is goin|poised |set to |should |will be|will tr|worth 0|worth 1|worth 2|worth 3|worth 4|worth 5|worth 6|worth 7|worth 8|worth 9|would b|would t|be a hun|be eight|be fifty|be seven|be sever|be three|be twent|fetch a |fetch ei|fetch fi|fetch fo|fetch ma|fetch ni|fetch se|fetch si|fetch te|fetch th|fetch tw|trade at|worth a |worth ei|worth fi|worth fo|worth ma|worth ni|worth se|worth si|worth te|worth th|worth tw',
      re: rx(
        String.raw`\b(?:will|could|should|would|can|(?:is|are) going to|set to|poised to) (?:be|become|trade as) an? ${CURRENCY_NUM} (?:stock|share|company|ticker)\b|\b(?:worth|trade at|be|fetch) (?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a hundred|several|many) times (?:today's|the current|its current|current|the) (?:price|share price|valuation|level|market cap)\b`,
      ),
    },
    {
      // Any share-price figure said with a prediction cue: "we think $3 is conservative", "fair value is closer to C$1.40".
      triggers:
        '$0|$1|$2|$3|$4|$5|$6|$7|$8|$9|£0|£1|£2|£3|£4|£5|£6|£7|£8|£9|€0|€1|€2|€3|€4|€5|€6|€7|€8|€9|$ 0|$ 1|$ 2|$ 3|$ 4|$ 5|$ 6|$ 7|$ 8|$ 9|*a$0|*a$1|*a$2|*a$3|*a$4|*a$5|*a$6|*a$7|*a$8|*a$9|*c$0|*c$1|*c$2|*c$3|*c$4|*c$5|*c$6|*c$7|*c$8|*c$9|£ 0|£ 1|£ 2|£ 3|£ 4|£ 5|£ 6|£ 7|£ 8|£ 9|€ 0|€ 1|€ 2|€ 3|€ 4|€ 5|€ 6|€ 7|€ 8|€ 9|*a$ 0|*a$ 1|*a$ 2|*a$ 3|*a$ 4|*a$ 5|*a$ 6|*a$ 7|*a$ 8|*a$ 9|*c$ 0|*c$ 1|*c$ 2|*c$ 3|*c$ 4|*c$ 5|*c$ 6|*c$ 7|*c$ 8|*c$ 9|*ca$0|*ca$1|*ca$2|*ca$3|*ca$4|*ca$5|*ca$6|*ca$7|*ca$8|*ca$9|*us$0|*us$1|*us$2|*us$3|*us$4|*us$5|*us$6|*us$7|*us$8|*us$9|*ca$ 0|*ca$ 1|*ca$ 2|*ca$ 3|*ca$ 4|*ca$ 5|*ca$ 6|*ca$ 7|*ca$ 8|*ca$ 9|*us$ 0|*us$ 1|*us$ 2|*us$ 3|*us$ 4|*us$ 5|*us$ 6|*us$ 7|*us$ 8|*us$ 9|a buck s|a dime s|a dollar|one buck|one dime|one doll',
      re: rx(String.raw`${CURRENCY_NUM}|\b(?:a|one) (?:dollar|dime|buck) stock\b`),
      needs: [PRICE_CUE, STOCK_CONTEXT],
      unless: PRICED_DEAL,
      unlessBefore: NOT_A_FORECAST,
    },
    {
      triggers: 'share pr|shares c|shares i|shares s|shares t|shares w|stock co|stock is|stock sh|stock to|stock wi',
      re: rx(
        String.raw`\b(?:share price|stock|shares) (?:to|will|should|could|is set to|is poised to) (?:reflect|catch up|re~rate|close the gap|get re~rated)\b`,
      ),
    },
    {
      triggers: 'poised t|potentia|room to |scope to',
      re: rx(String.raw`\b(?:room|potential|scope|poised) to (?:double|triple|quadruple|10x|run higher|re~rate)\b`),
      needs: STOCK_CONTEXT,
      unlessBefore: NON_STOCK_QUANTITY,
    },
    {
      triggers: 'share p|stock p',
      re: rx(String.raw`\b(?:share|stock) price of ${CURRENCY_NUM}`),
      needs: rx(String.raw`\b(?:by|within|next|target\w*|expect\w*|points? to|forecast\w*)\b`, 'i'),
      unless: PRICED_DEAL,
    },
    {
      triggers: 'valued |worth $|worth a|worth c|worth u|worth £|worth €',
      re: rx(String.raw`\b(?:worth|valued at)(?: at least| closer to)? ${CURRENCY_NUM}`),
      needs: rx(String.raw`\b(?:shares?|stock)\b`, 'i'),
      unless: PRICED_DEAL,
    },
    {
      triggers: 'head|next st|on its |on the ',
      re: rx(String.raw`\b(?:head(?:ed|ing|s)?|on (?:its|the) way|next stop)(?: (?:to|for|toward|towards))? ${CURRENCY_NUM}`),
      unless: PRICED_DEAL,
    },
    {
      triggers:
        'can re|may re|about t|are goi|can bre|can cli|can eas|can eve|can exc|can go |can hit|can jum|can mov|can qui|can ral|can ris|can roc|can run|can soa|can soo|can sur|can top|can tra|could b|could c|could e|could g|could h|could j|could m|could q|could r|could s|could t|expecte|is goin|likely |may bre|may cli|may eas|may eve|may exc|may go |may hit|may jum|may mov|may qui|may ral|may ris|may roc|may run|may soa|may soo|may sur|may top|may tra|might b|might c|might e|might g|might h|might j|might m|might q|might r|might s|might t|on trac|poised |ready t|set to |should |will br|will cl|will ea|will ev|will ex|will go|will hi|will ju|will mo|will qu|will ra|will re|will ri|will ro|will ru|will so|will su|will to|will tr|would b|would c|would e|would g|would h|would j|would m|would q|would r|would s|would t',
      re: rx(
        String.raw`\b(?:will|could|should|can|may|might|would|(?:is|are) going to|set to|poised to|ready to|about to|expected to|likely to|on track to)(?: (?:easily|quickly|soon|eventually))? (?:reach|hit|trade (?:at|above|over)|climb to|rise to|run to|soar to|surge to|rocket to|jump to|go to|rally to|move to|return to|re~rate to|top|exceed|break)(?: (?:at least|as high as|above|over|past))? ${CURRENCY_NUM}`,
      ),
      unless: PRICED_DEAL,
    },
    {
      triggers:
        'can 10x|may 10x|are abou|are like|are pois|are read|are set |can doub|can easi|can quad|can quic|can soon|can trip|could 10|could do|could ea|could qu|could so|could tr|is about|is likel|is poise|is ready|is set t|may doub|may easi|may quad|may quic|may soon|may trip|might 10|might do|might ea|might qu|might so|might tr|should 1|should d|should e|should q|should s|should t|would 10|would do|would ea|would qu|would so|would tr',
      re: rx(
        String.raw`\b(?:could|can|should|may|might|would|(?:is|are) (?:set|poised|ready|about|likely) to)(?: (?:easily|quickly|soon))? (?:double|triple|quadruple|10x)\b`,
      ),
      unlessBefore: NON_STOCK_QUANTITY,
    },
    {
      triggers:
        'are abo|are goi|are lik|are poi|are rea|are set|can eas|can exp|can go |can moo|can qui|can roc|can sky|can soa|can soo|can tak|could e|could g|could m|could q|could r|could s|could t|is abou|is goin|is like|is pois|is read|is set |may eas|may exp|may go |may moo|may qui|may roc|may sky|may soa|may soo|may tak|might e|might g|might m|might q|might r|might s|might t|should |will ea|will ex|will go|will mo|will qu|will ro|will sk|will so|will ta|would e|would g|would m|would q|would r|would s|would t',
      re: rx(
        String.raw`\b(?:will|could|can|should|may|might|would|(?:is|are) (?:going|set|poised|ready|about|likely) to)(?: (?:easily|quickly|soon))? (?:explode|skyrocket|soar|moon|rocket|take off|go parabolic|go vertical)\b`,
      ),
      unlessBefore: NON_STOCK_QUANTITY,
    },
    {
      triggers:
        '0|1|2|3|4|5|6|7|8|9|six|ten|two|five|four|nine|eight|fifty|multi|seven|three|double|triple|twenty|about t|can be |can bec|can go |can run|could b|could g|could r|hundred|poised |ready t|set to |should |will be|will go|will ru|upside o',
      re: rx(
        String.raw`\b\d{1,3}(?:x|~fold) (?:returns?|gains?|upside|potential|move|runner|opportunity|from here|stock|play|winner)\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|multi|\d{1,3})~baggers?\b|\b(?:could|can|will|should|set to|poised to|ready to|about to) (?:be|become|go|run) (?:an? )?\d{1,3}x\b|\b\d{2,4}\s?% (?:of )?upside\b|\bupside of (?:over |more than )?\d{2,4}\s?%|\b(?:double|triple)~digit (?:gains|returns|upside)\b`,
      ),
    },
    // "To the moon" is hype, except in a sentence about space flight.
    {
      triggers: 'to the m',
      re: rx(String.raw`(?<!\b(?:launch|land|fly|flight|travel|mission|trip|journey|rocket|return)\w* )\bto the moon\b`),
      unless: rx(
        String.raw`\b(?:NASA|ESA|lander|landers|spacecraft|payloads?|orbit\w*|lunar|rover|astronauts?|launch\w*|satellites?)\b`,
        'i',
      ),
    },
    {
      triggers: 'value |values |fair val|valuing ',
      re: rx(
        String.raw`\b(?:fair value(?: of| at|:)?|valu(?:e|es|ing) (?:it|the (?:company|stock|shares)|[\w.]+) at)(?: at least)? ${CURRENCY_NUM}(?: (?:a|per) share)?`,
      ),
      unless: PRICED_DEAL,
    },
    ...PRICE_STRUCTURE,
    // A price level in the writer's or the issuer's voice without a verb of rising (fresh-g): a level called within reach
    // ("a share price in the high teens is entirely achievable"), a value put on the shares ("points to a fair value
    // north of 80p"), or a valuation gap to peers said to close ("we would expect that gap to close over the year").
    {
      triggers: 'share|stock|a share|a stock|the share|the stock|fair|intrinsic|true|implied|target|expect|see|believ|anticip|gap|discount',
      re: rx(
        String.raw`\b(?:an? |the )?(?:share|stock) price (?:in the (?:high|low|mid)~?(?:teens|twenties|thirties|forties|single digits)|of (?:US\$|C\$|A\$|\$|£|€)?\d[\d.,]*p?|(?:above|over|north of|beyond) (?:US\$|C\$|A\$|\$|£|€)?\d[\d.,]*p?)(?: \w+)? (?:is|looks|seems|would be|'s|remains) (?:\w+ly )?(?:achievable|attainable|realistic|within reach|doable|on the cards|in sight|reachable)\b|\b(?:fair|intrinsic|true|implied|target) (?:value|price)(?: per share)? (?:\w+ ){0,2}?(?:of|at|north of|above|over|beyond|close to|around) (?:US\$|C\$|A\$|\$|£|€)?\d[\d.,]*(?:p|c|¢)?\b(?!\.?\d|\s?(?:million|billion|thousand|mn|m|bn|k)\b| (?:an? |per )?(?:ounce|oz|tonne|barrel|lb|pound|MWh|kWh)\b)|\b(?:expect|expects|expected|see|sees|believe|believes|anticipate|anticipates) (?:that |the |this |our )?(?:valuation )?(?:gap|discount) (?:to|will) (?:close|narrow|disappear|unwind|shrink)\b`,
      ),
      claim: {},
    },
  ],
  examples: {
    valid: [
      'The board sets no price target and does not expect the shares to reach any particular level.',
      'The plant reached a fair value of $12 million in the 2024 impairment test.',
      'The stock closed at $1.42 on Friday.',
      'The stock hit a record high of $14.20 in June 2022.',
      // A target whose source is a named third party is reporting (compliance.attribution.ts).
      'Analysts at Raymond James cut their target on the shares to $14.',
      'According to FactSet, the consensus price target is C$3.10.',
      "Canaccord's analyst reiterated a $9 target, citing the risks in its note.",
      'Morgan Stanley raised its price target on the stock to $40.',
    ],
    invalid: [
      'Our in-house model gives a fair value per share of C$3.40, roughly double where it trades.',
      'Given where peers trade, we expect the valuation gap to close within twelve months.',
      'Management thinks a stock price above $20 is realistic once the plant runs.',
      'Our PT is $8 by year-end.',
      '$GLXY is going to a dollar.',
      // The writer's, the issuer's or no one's: a prediction.
      'We expect the shares to reach $14.',
      'Shares will hit $14.',
      'Top analysts expect the stock to reach $14.',
      'According to FactSet, the consensus target is $3.10, but we expect the shares to reach $14.',
      'Our analyst at Northwind Research set a $9 target on the stock.',
      'Analysts at Jefferies will raise their target to $20 on the stock once they see the results.',
    ],
  },
};
