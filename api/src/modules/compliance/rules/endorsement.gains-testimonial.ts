import { rx } from './vocabulary';
import type { RuleModule, Matcher } from './rule';

const GAIN_OBJECT = String.raw`(?:\d[\d,.]*\s?%|big\b|huge\b|handsomely\b|(?:a|an) (?:\w+ )?(?:fortune|killing|bundle|windfall)|(?:\w+ )?(?:profits?|gains?|returns?)|money|(?:my|his|her|their|our|your) (?:money|investment|stake|original (?:stake|investment))|millions|(?:six|seven)~figures?|(?:\d+|ten|five|three|two) times (?:my|his|her|their|our) money|(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?(?: \w+)? (?:on|from|with|in|trading)(?: \w+){0,2} (?:shares|stock|name|trade|position|ticker|company))`;

const GAINER = String.raw`(?:I|he|she|my (?:wife|husband|father|dad|mother|mom|friend|brother|sister|son|daughter|neighbou?r|uncle|aunt|colleague|partner|buddy)|(?:a|one) (?:friend|neighbou?r|colleague|client|reader|subscriber|member|investor|trader|shareholder|follower|retiree|viewer)(?: of (?:mine|ours))?|(?:our|many|most|some|all|thousands|hundreds|dozens|countless|lots) (?:of )?(?:our |my )?(?:readers|subscribers|members|clients|followers|investors|traders|shareholders|viewers)|(?:early|smart|savvy|existing) (?:investors|buyers|shareholders|backers|holders)|(?:investors|shareholders|readers|subscribers|members|people|holders|buyers|those|anyone) who (?:bought|got in|invested|listened|followed|held|acted)(?: \w+){0,4})`;

// Someone named as a source of gains: the reader, a friend, "I", "everyone".
const GAIN_HOLDER = String.raw`(?:I|he|she|they|we|you|guy|everyone|everybody|people|reader|readers|members?|subscribers?|followers?|listeners?|punters?|traders?|mates?|buddy|friends?|investors|shareholders|who)`;

const TESTIMONIAL_STRUCTURE: readonly Matcher[] = [
  {
    triggers:
      "$0|$1|$2|$3|$4|$5|$6|$7|$8|$9|£0|£1|£2|£3|£4|£5|£6|£7|£8|£9|$ 0|$ 1|$ 2|$ 3|$ 4|$ 5|$ 6|$ 7|$ 8|$ 9|*a$0|*a$1|*a$2|*a$3|*a$4|*a$5|*a$6|*a$7|*a$8|*a$9|*c$0|*c$1|*c$2|*c$3|*c$4|*c$5|*c$6|*c$7|*c$8|*c$9|six|£ 0|£ 1|£ 2|£ 3|£ 4|£ 5|£ 6|£ 7|£ 8|£ 9|*a$ 0|*a$ 1|*a$ 2|*a$ 3|*a$ 4|*a$ 5|*a$ 6|*a$ 7|*a$ 8|*a$ 9|*c$ 0|*c$ 1|*c$ 2|*c$ 3|*c$ 4|*c$ 5|*c$ 6|*c$ 7|*c$ 8|*c$ 9|*us$0|*us$1|*us$2|*us$3|*us$4|*us$5|*us$6|*us$7|*us$8|*us$9|bough|buddy|chang|doubl|every|follo|frien|got r|guy a|guy b|guy h|guy i|guy n|guy u|guy w|guy'm|guy'r|guy's|has a|has d|has q|has t|have |he al|he am|he ar|he be|he ha|he is|he no|he up|he wa|he we|he'm |he're|he's |house|i all|i alr|i am |i are|i bee|i has|i hav|i is |i now|i up |i was|i wer|i'm a|i'm b|i'm n|i'm u|i're |i's a|i's b|i's n|i's u|inves|it's |its a|its d|its q|its t|liste|made |mate |mate'|mates|membe|money|paid |peopl|posit|punte|quadr|reade|retir|seven|share|she a|she b|she h|she i|she n|she u|she w|she'm|she'r|she's|sitti|stake|subsc|they |they'|trade|tripl|*us$ 0|*us$ 1|*us$ 2|*us$ 3|*us$ 4|*us$ 5|*us$ 6|*us$ 7|*us$ 8|*us$ 9|we al|we am|we ar|we be|we ha|we is|we no|we up|we wa|we we|we'm |we're|we's |who a|who b|who h|who i|who n|who u|who w|who'm|who'r|who's|you a|you b|you h|you i|you n|you u|you w|you'm|you'r|you's",
    re: rx(
      String.raw`\b${GAIN_HOLDER}(?:'s|'m|'re| is| am| are| was| were| has| have)?(?: been)?(?: now| already| all)? up (?:an average of |over |more than |nearly |almost )?(?:\d|huge|big|massive|A\$|C\$|US\$|\$|£)|\bmade (?:\w+ )?(?:\d[\d,.]*\s?(?:%|percent|x)|five figures|six figures|seven figures|(?:\w+ )?times (?:his|her|their|my|our) money|enough (?:on|from|with)|more money|a fortune|a killing|(?:US\$|C\$|A\$|\$|£)\s?\d)|\b(?:tripled|doubled|quadrupled) (?:their|his|her|my|our) money\b|\b(?:positions?|stakes?|money|investments?) (?:grow|grew|turn|turned) (?:\w+fold|\d+x)\b|\bgot rich\b|\bsitting on an? (?:[\w-]+ )?(?:\w+fold|\d+\s?%) (?:return|gain)\b|(?:US\$|C\$|A\$|\$|£)\s?\d[\d,.]*k? profit\b|\bchanged (?:their|his|her|my|our) lives\b|\bhouse money\b|\bpaid off (?:my|his|her|our|their) mortgage\b|\bbought an? (?:new )?(?:truck|car|house|boat|home|Tesla) with (?:the|his|her|my|their) (?:profits|gains|winnings)\b|\bretire (?:\w+ ){0,2}early\b|\b(?:it'?s|has|have) (?:already )?(?:tripled|doubled|quadrupled)\b|\b(?:six|seven)~figure (?:gain|profit|return)s?\b`,
    ),
    needs: [
      rx(
        String.raw`\b(?:I|I'm|I've|me|my|he|she|his|her|reader|readers|members?|subscribers?|followers?|listeners?|punters?|traders?|mate|buddy|friend|guy|mom|dad|caller|people|everyone|who|emails?|mailbag|testimonial|voicemail|told)\b`,
        'i',
      ),
      rx(String.raw`\b(?:stock|shares?|this|pick|alert|tip|junior|ticker|name|explorer|one|it)\b|\$[A-Z]{2,5}\b`, 'i'),
    ],
  },
  {
    triggers: 'bankrol|finance|funded |paid fo|turned |made mor|paid off',
    re: rx(
      String.raw`\bpaid (?:off|for) (?:my|his|her|their|our) (?:car|loans?|student loans?|credit cards?|mortgage|house|home|debts?|kids' college|wedding|boat)\b[^.;]{0,40}\b(?:profits?|gains|winnings|shares|stock|thanks to)\b|\bturned (?:\w+ ){0,2}(?:stakes?|investments?|positions?|savings|bets?) into (?:serious|real|big|life~changing|a (?:small )?fortune|fortunes|millions|six figures)\b|\bmade more (?:on|from|with) [\w ]{1,20} than\b|\b(?:funded|paid for|financed|bankrolled) (?:my|his|her|their|our) (?:entire |whole |early )?(?:retirement|house|home|car|boat|college|kids' college)\b`,
    ),
    needs: rx(
      String.raw`\b(?:told us|wrote|readers?|members?|subscribers?|investors?|profits?|gains|shares|stock|thanks)\b|\b[A-Z]{2,5}\b`,
      'i',
    ),
  },
  {
    triggers: 'bought |investe|put in |risked |staked |started',
    re: rx(
      String.raw`\b(?:put in|invested|bought|started with|staked|risked) (?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?\b[^.;]{0,40}\b(?:walked away with|cashed out (?:with|at)|turned (?:it|that) into|now (?:has|holds|sits on)|ended up with|sold for|is now worth|came out with|pocketed|made) (?:US\$|C\$|A\$|\$|£|€)\s?\d`,
    ),
  },
  {
    triggers:
      'i|he|she|my dad|my mom|my son|a clien|a colle|a follo|a frien|a inves|a membe|a neigh|a reade|a retir|a share|a subsc|a trade|a viewe|all cli|all fol|all inv|all mem|all my |all of |all our|all rea|all sha|all sub|all tra|all vie|anyone |buyers |countle|dozens |early b|early h|early i|early s|existin|holders|hundred|lots cl|lots fo|lots in|lots me|lots my|lots of|lots ou|lots re|lots sh|lots su|lots tr|lots vi|many cl|many fo|many in|many me|many my|many of|many ou|many re|many sh|many su|many tr|many vi|members|most cl|most fo|most in|most me|most my|most of|most ou|most re|most sh|most su|most tr|most vi|my aunt|my brot|my budd|my coll|my daug|my fath|my frie|my husb|my moth|my neig|my part|my sist|my uncl|my wife|one cli|one col|one fol|one fri|one inv|one mem|one nei|one rea|one ret|one sha|one sub|one tra|one vie|our cli|our fol|our inv|our mem|our my |our of |our our|our rea|our sha|our sub|our tra|our vie|people |readers|savvy b|savvy h|savvy i|savvy s|shareho|smart b|smart h|smart i|smart s|some cl|some fo|some in|some me|some my|some of|some ou|some re|some sh|some su|some tr|some vi|subscri|those w|thousan',
    re: rx(
      String.raw`\b${GAINER}(?:'ve|'re|'m| am| have| has| are| is| had| were| was)?(?: been)?(?: (?:already|now|all|since|just|also|easily|collectively|reportedly|\w+ly))* (?:made|making|earned|earning|banked|banking|pocketed|netted|cleared|raked in|raking in|cashed in|cashing in|cashed out|doubled|tripled|quadrupled|turned|sitting on|up|walked away with|locked in|booked|scored|racked up)(?: [\w$,.'-]+){0,2}? ${GAIN_OBJECT}`,
    ),
  },
  {
    triggers: "'re now |'re sitt|'s now s|'s sitti|are now |are sitt|is now s|is sitti",
    re: rx(String.raw`\b(?:is|are|'re|'s) (?:now )?sitting on (?:an? (?:\w+ )?fortune|(?:\w+ )?(?:gains|profits)|\d{2,4}\s?%)`),
  },
  // "turned 2k into 38k", "turned his tax refund into a down payment", "his position ... paid for his kids' tuition".
  {
    triggers:
      'gains|stake|profit|shares|investme|position|turned $|turned 0|turned 1|turned 2|turned 3|turned 4|turned 5|turned 6|turned 7|turned 8|turned 9|turned a|turned c|turned h|turned m|turned o|turned t|turned u|turned £|turned €|winnings',
    re: rx(
      String.raw`\bturned (?:(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?|\d[\d,.]*k|(?:my|his|her|their|our) (?:[\w-]+ ){0,2}?(?:refund|savings|bonus|stake|investment|paycheck|pay~?cheque|stimulus(?: check)?|inheritance)) into (?:(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?|\d[\d,.]*k|an? (?:\w+ )?(?:fortune|down payment|deposit|house|home|car|nest egg|college fund|retirement)|six figures|seven figures)|\b(?:position|stake|shares|investment|gains|profits?|winnings)\b[^.;]{0,40}\bpaid (?:off |for )(?:[\w']+ ){0,4}?(?:tuition|college|university|school fees|mortgage|house|home|car|wedding|retirement|holiday|vacation|debts?|loans?)\b`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|name|this|pick|ticker|position|stake|explorer|biotech|junior)\b|\$[A-Z]{2,5}\b`, 'i'),
  },
];

export const rule: RuleModule = {
  id: 'endorsement.gains-testimonial',
  category: 'endorsement',
  title: 'Testimonial of gains',
  promotional: true,
  severity: 'critical',
  citation: 'SEC investor alert on social media and investment fraud; FINRA Rule 2210(d)(1)(B) and (d)(6)',
  message: "Tells of someone's gains from the stock. A testimonial of profits implies the reader will make them too.",
  suggestion: 'Remove "{match}". Past gains of others say nothing about what a reader will make.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  supersedes: ['endorsement.testimonial'],
  matchers: [
    {
      triggers: 'clients|members|readers|follower|made eno|subscrib|who alre|who doub|who have|who quad|who trip',
      re: rx(
        String.raw`\bmade enough (?:on|from|with) (?:these|the|this|its) (?:shares|stock)\b|\bwho (?:have )?(?:already )?(?:doubled|tripled|quadrupled) their (?:money|investment)\b|\b(?:members|readers|subscribers|followers|clients)\b[^.;]{0,30}\b(?:cashed in|banked|pocketed)\b`,
      ),
    },
    {
      triggers:
        'i|we|a clien|a follo|a inves|a membe|a reade|a subsc|a trade|another|my wife|one cli|one fol|one inv|one mem|one rea|one sub|one tra|our cli|our fol|our inv|our mem|our rea|our sub|our tra|early bu|early in|early sh|my broth|my fathe|my frien|my husba|my mothe|my siste|people w|readers |subscrib|those wh',
      re: rx(
        String.raw`\b(?:one|our|a|another) (?:reader|subscriber|member|client|follower|investor|trader) (?:who )?(?:made|turned|earned|banked|pocketed|gained|doubled|tripled|cashed in|retired)\b|\b(?:I|we|my (?:wife|husband|father|mother|friend|brother|sister)|early (?:investors|buyers|shareholders)|(?:those|investors|readers|subscribers|people) who (?:bought|got in|invested|listened|followed)(?: \w+){0,3}) (?:have )?(?:already )?(?:made|turned|earned|banked|pocketed|doubled|tripled|quadrupled|cashed in|retired)\b`,
      ),
      needs: rx(
        String.raw`(?:US\$|C\$|A\$|\$|£|€)\s?\d|\d\s?%|\b(?:fortune|killing|money|profits?|gains?|rich|millions?|thousands|doubled|tripled|quadrupled|retired|retire)\b`,
        'i',
      ),
    },
    {
      triggers:
        'paid off|quit her|quit his|quit my |turned $|turned a|turned c|turned h|turned m|turned o|turned t|turned u|turned £|turned €',
      re: rx(
        String.raw`\bturned (?:a |an |their |his |her |my |our )?(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k? (?:investment |stake )?into (?:US\$|C\$|A\$|\$|£|€)?\s?\d|\b(?:paid off (?:my|his|her|their) (?:mortgage|house|debts?)|quit (?:my|his|her) (?:day )?job)\b[^.]{0,60}\b(?:shares|stock|this (?:stock|company|one)|thanks to)\b`,
      ),
    },
    ...TESTIMONIAL_STRUCTURE,
  ],
  examples: {
    valid: [
      'Letter to shareholders: We made progress on our three priorities, but not as much as we hoped.',
      "The company's market value has doubled since its initial public offering in 2021, when shares were priced at $17.",
    ],
    invalid: ['Quit my job thanks to the gains.', 'Early shareholders have already made a fortune.'],
  },
};
