import { NON_STOCK_QUANTITY, STOCK_SUBJECT, behind, gap, rx } from './vocabulary';
import type { RuleModule, Matcher } from './rule';

// Context vocabularies shared by several matchers.
const RETURN_CONTEXT = rx(
  String.raw`\b(?:returns?|profits?|profitable|gains?|income|yields?|payouts?|dividends?|upside|success|winner|money|investment|investing|investors?|you|your|shareholders?|share price|shares|stock|double|triple|rise|go up|appreciat\w*|wealth|rich|opportunity|bet|play|trade|capital|lose|losing|loss|losses|downside|reward|win|winner|winners)\b`,
  'i',
);

const GUARANTEE_STRUCTURE: readonly Matcher[] = [
  {
    triggers:
      "gain |gains |a loss |bound t|can not|can't d|can't f|can't l|cant de|cant dr|cant fa|cant lo|certain|even if|guarant|heads y|heads, |losing |losses |no chan|no circ|no scen|no way |no worl|none of|profit |profits|return |returns|sure to|there's|theres |upside |will no|won't d|won't f|won't l|wont de|wont dr|wont fa|wont lo",
    re: rx(
      String.raw`\bheads,? you win\b|\b(?:certain|sure|bound|guaranteed) to (?:grow|rise|appreciate|go up|climb|gain)\b|\bnone of the (?:usual )?risks?\b|\b(?:no (?:scenario|way|chance|world|circumstances?)(?: in which| where| that)?)(?: \w+){0,3}? (?:lose|loses|lost|lose money|come out behind|get hurt)\b|\b(?:losses|losing|a loss) (?:are|is) (?:out of the question|impossible|not (?:an option|possible))\b|\bthere'?s no losing\b|\b(?:can ?not|can'?t|won'?t|will not) (?:fall|drop|decline|lose) (?:in )?value\b|\beven if\b[^.;]{0,40}\b(?:come out ahead|still (?:win|profit|make money|double))\b|\b(?:returns?|profits?|gains?|upside)\b(?: [\w']+){0,3}? (?:a lock|a sure thing|a certainty|a given)\b`,
    ),
  },
  {
    triggers:
      "one|get |iron|rock|earn |make |bullet|yield |'ll del|'ll gen|'ll kee|'ll pay|'ll pro|payout |will de|will ge|will ke|will pa|will pr|yields |capital |capitals|distribu|dividend|investme|losing m|losing y|none of |only go |only goe|only goi|only hea|only mov|payouts |safe hav|unbreaka|untoucha|with no |with zer|without |worst ca",
    re: rx(
      String.raw`\b(?:only (?:goes|go|going|heading|headed|moves?) (?:one way|up|higher)|one~way (?:bet|street|ticket|trade))\b|\b(?:none of the|without the|with no|with zero) (?:risk|downside)\b|\b(?:will|'ll) (?:deliver|produce|generate|pay|provide|keep delivering) (?:steady|consistent|reliable|guaranteed|predictable|dependable|safe) (?:gains|returns|profits|income|dividends)\b|\b(?:untouchable|bullet~?proof|rock~solid|iron~?clad|unbreakable) (?:dividend|payout|distribution|yield|returns?|investment)\b|\b(?:dividend|payout|distribution|yield|investment|capital)s? (?:is |are |look |looks )?(?:\w+ )?(?:untouchable|iron~?clad|unbreakable)\b|\bworst case,? (?:you|investors|shareholders|holders) (?:break even|lose nothing|get (?:your|their) money back|double|still)\b|\b(?:make|earn|get) (?:\w+ )?times (?:your|their) money\b|\blosing (?:money|your (?:money|shirt|investment))(?: [\w']+){0,3}? (?:is|would be) (?:almost |nearly |virtually |practically )?impossible\b|\bsafe haven\b`,
    ),
    needs: rx(
      String.raw`\b(?:stock|shares?|investment|invest\w*|you|your|holders|shareholders|investors|this one|trade|money|dividend|it|buy|gains|returns)\b`,
      'i',
    ),
  },
  {
    triggers:
      "protect|can not |can't ev|can't fa|can't po|cannot e|cannot f|cannot p|cant eve|cant fai|cant pos|could no|couldn't|couldnt |every ce|every do|every pe|impossib|will not|won't ev|won't fa|won't po|wont eve|wont fai|wont pos",
    re: rx(
      String.raw`\b(?:cannot|can'?t|can not|will not|won'?t|could not|couldn'?t) (?:possibly |ever )?fail\b|\bprotect\w* (?:you|investors|shareholders|holders|your \w+)(?: \w+)? (?:from|against) (?:any |all |every )?(?:loss|losses|downside|risk)\b|\bimpossible (?:for [\w']+(?: \w+)? )?to (?:lose|go down|fall|drop|fail|decline)\b|\bevery (?:dollar|cent|penny)(?: [\w']+){0,4}? (?:is|will be|stays|remains) (?:\w+ )?(?:safe|protected|secure)\b`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|investment|invest\w*|you|your|holders|shareholders|this one|trade|money|dollar|it)\b`, 'i'),
  },
  {
    triggers:
      "cant|sure|can't|can not|cannot |carries|carry a|carry b|carry l|carry n|carry p|carry v|carry z|come wi|comes w|do not |don't e|don't l|don't p|dont ev|dont lo|dont po|has alm|has bas|has lit|has no |has pra|has vir|has zer|have al|have ba|have li|have no|have pr|have vi|have ze|impossi|involve|never e|never l|never p|no chan|no poss|no risk|no way |pose al|pose ba|pose li|pose no|pose pr|pose vi|pose ze|poses a|poses b|poses l|poses n|poses p|poses v|poses z|safest |will no|with al|with ba|with li|with no|with pr|with vi|with ze|won't e|won't l|won't p|wont ev|wont lo|wont po|zero ch|zero po|zero wa",
    re: rx(
      String.raw`\b(?:carr(?:y|ies)|has|have|with|involves?|comes? with|poses?) (?:no|zero|little to no|virtually no|almost no|practically no|basically no) (?:risk|downside)\b|\bno risk whatsoever\b|\b(?:zero|no) (?:chance|possibility|way) (?:of|to) (?:losing|lose|a loss|loss|going down|failure|losses)\b|\bimpossible to lose\b|\b(?:can'?t|cannot|can not|won'?t|will not|never|don'?t|do not) (?:ever )?(?:possibly )?lose (?:money|a (?:cent|penny|dime|dollar)|(?:your|their|a) (?:money|investment|shirt|capital))\b|\bcan'?t~miss\b|\bsure~?fire\b|\bsafest (?:stock|investment|bet|play|way to (?:grow|invest|make))\b`,
    ),
  },
  {
    triggers:
      "assured |bound to|certain |guarante|it is a |it's a g|it's a l|it's a s|no way i|no way s|no way t|no way y|sure to |that is |that's a|this is |this's a",
    re: rx(
      String.raw`\b(?:(?:this|it|that)(?:'s| is) a (?:lock|given|slam dunk|layup|gimme))\b|\b(?:certain|sure|bound|guaranteed|assured) to (?:make|earn|profit|win|pay off|reward|double|triple)\b|\bno way (?:this|the|it|that|these|shares|you)(?: \w+)? (?:goes|can go|will go|could go|falls?|drops?|loses?|go) (?:down|lower|to zero|wrong|anywhere but up)\b`,
    ),
  },
  {
    triggers: 'capital|distrib|dividen|investm|money a|money i|money r|money s|money w|payout |payouts|princip|savings|yield c|yield w',
    re: rx(
      String.raw`\b(?:dividends?|payouts?|distributions?|yield) (?:will|can|would) never (?:be )?(?:cut|reduced|suspended|fall|drop|stop)\b|\b(?:dividends?|payouts?|distributions?) (?:is|are|remains?) (?:completely |totally |100% |perfectly |absolutely )?(?:safe|secure|guaranteed|rock~solid|bullet~?proof)\b|\b(?:capital|principal|investment|money|savings) (?:will be|would be|stays|remains|is going to be|is|are) (?:completely |fully |totally |100% |perfectly |absolutely )?(?:safe|secure|protected|safeguarded|shielded|insulated)\b`,
    ),
    needs: rx(String.raw`\b(?:your|their|investors?|shareholders?|you|dividends?|payouts?|stock|shares)\b`, 'i'),
  },
  {
    triggers: 'gain |gains |distrib|dividen|income |payout |payouts|profit |profits|return |returns|upside ',
    re: rx(
      String.raw`\b(?:returns?|profits?|gains?|income|payouts?|upside|dividends?|distributions?)\b(?: [\w'.$£€]+){0,6}? (?:are|is|will be) (?:a |an |all but |virtually |practically )?(?:certain(?:ty)?|assured|guaranteed|locked in|a lock|a given|a sure thing|sure|inevitable)\b`,
    ),
  },
  // Safety as a fact of the stock: "the shares are effectively bulletproof", "never lost money for its shareholders and never will".
  {
    triggers: 'it|stock|shares|capital|investme|never lo|this one',
    re: rx(
      String.raw`\b(?:shares|stock|investment|it|this one|capital)\b[^.;]{0,20}\b(?:as |is |are |looks |stays )(?:effectively |essentially |virtually |practically |totally |completely )?(?:bullet~?proof|fail~?safe|copper~bottomed|iron~?clad|lose~?proof)\b|\bnever (?:lost|lose|loses) (?:money|a (?:cent|penny|dime|dollar))\b[^.;]{0,40}\b(?:and|or|&) (?:it |they )?never will\b`,
    ),
  },
];

export const rule: RuleModule = {
  id: 'promissory.guarantee',
  category: 'promissory',
  title: 'Promise or guarantee of returns',
  promotional: true,
  severity: 'critical',
  citation: 'FINRA Rule 2210(d)(1)(B) (binds broker-dealers; the de-facto standard); SEC investor alerts',
  message: 'Promises a result or says the investment carries no risk. No security offers guaranteed or risk-free returns.',
  suggestion:
    'Remove "{match}". State facts and add the risk, e.g. "There is no assurance of any return; investors could lose their investment."',
  negation: 'before',
  softeners: false,
  properNouns: true,
  attribution: false,
  supersedes: ['price.target', 'certainty.plans', 'superlative.unattributed'],
  matchers: [
    {
      triggers:
        'make ba|make bu|make ea|make ho|make in|make it|make lo|make ne|make ou|make ow|make pa|make re|make sh|make th|make yo|makes b|makes e|makes h|makes i|makes l|makes n|makes o|makes p|makes r|makes s|makes t|makes y|making ',
      re: rx(
        String.raw`\b(?:make|makes|making) (?:early |new |patient |long~term |its |our |their )?(?:investors|shareholders|holders|buyers|you|readers|backers|owners) (?:very |extremely |incredibly |filthy |seriously |truly )?(?:rich|wealthy|a fortune|millionaires)\b`,
      ),
    },
    {
      triggers:
        "no|bullet|'ll alwa|'ll get |capital |downside|gain are|gain is |gains ar|gains is|investme|money is|opportun|principa|profit a|profit i|profits |return a|return i|returns |risk her|risk is |riskless|stock is|unlimite|upside i|will alw|will get",
      re: rx(
        String.raw`\b(?:downside|capital|principal|investment|money) is (?:fully |completely |totally |well |100% |perfectly |absolutely |entirely )?(?:protected|safe|secure|insured)\b|\b(?:unlimited upside|upside is unlimited)\b|\brisk (?:here )?is (?:essentially |virtually |practically |basically |almost )?(?:zero|nil|non~existent)\b|\bbullet~?proof (?:investment|stock|opportunity)\b|\b(?:investment|stock|opportunity) is bullet~?proof\b|\b(?:returns?|profits?|gains?) (?:are|is) (?:\w+ly )(?:assured|certain|locked in|guaranteed)\b|\b(?:will|'ll) (?:always )?get (?:their|your|all (?:their|your)) money back\b|\briskless\b|\bno~brainer\b`,
      ),
    },
    {
      // Dividends promised with certainty: "will receive a 12% yield every year, no matter what".
      triggers: "'ll coll|'ll earn|'ll get |'ll keep|'ll pay |'ll rece|will col|will ear|will get|will kee|will pay|will rec",
      re: rx(
        String.raw`\b(?:will|'ll) (?:pay|receive|get|earn|collect|keep paying)(?: [\w%]+){0,3} (?:dividends?|yield|income|distributions?)\b[^.;]{0,40}\b(?:every|each|for years|no matter|forever|always|guaranteed)\b`,
      ),
    },
    {
      // Guaranteeing a bad outcome ("guaranteed to be volatile") promises nothing.
      triggers: 'guarante|guaranty',
      re: rx(
        String.raw`\bguarant(?:ee|ees|eed|eeing|y)(?: (?:returns?|profits?|gains?|income|winner|success|results?|upside|payouts?))?\b(?! to (?:be )?(?:volatile|risky|speculative|fluctuate|lose|fall|decline|drop|dilute|dilutive))(?! (?:investment|income) (?:contracts?|certificates?|funds?))`,
      ),
      needs: RETURN_CONTEXT,
    },
    {
      triggers: 'risk',
      re: rx(String.raw`\brisk~free\b(?!~(?:rate|interest|assets?|bonds?|returns? rate|yield|discount|component|benchmark|government))`),
    },
    { triggers: 'no|zero|without ', re: rx(String.raw`\b(?:zero|no)~risk\b|\bwithout (?:any )?risk\b`), needs: RETURN_CONTEXT },
    {
      triggers: "can not |can't go|can't lo|can't mi|can't po|cannot g|cannot l|cannot m|cannot p|cant go |cant los|cant mis|cant pos",
      re: rx(String.raw`\bcan(?:'?t|not| not) (?:possibly )?(?:lose|go wrong|miss)\b`),
    },
    {
      triggers: 'no|safe|slam|sure|money|easy mon|free mon|lock in ',
      re: rx(
        String.raw`\b(?:no~lose|sure~thing|sure~bet|sure~fire|safe~bet|slam~dunk|free money|easy money|money~back guarantee|lock in (?:gains|profits|returns))\b`,
      ),
    },
    {
      triggers: "can only|can't go|cant go |no downs|only dir|only way|will onl|zero dow",
      re: rx(
        String.raw`\b(?:can|will) only go up\b|\bonly (?:way|direction) (?:is|to go is|for (?:it|the stock|shares) is) up\b|\b(?:no|zero) downside\b|\bcan'?t go (?:down|lower)\b`,
      ),
    },
    {
      triggers:
        'are a l|are bou|are cer|are goi|are gua|are sur|is a lo|is boun|is cert|is goin|is guar|is sure|will ce|will cl|will de|will do|will ea|will go|will ma|will ou|will pa|will qu|will ri|will su|will tr|will wi',
      re: rx(
        String.raw`\b(?:will|(?:is|are) going to|(?:is|are) (?:certain|sure|bound|guaranteed|a lock) to)(?: (?:easily|surely|definitely|certainly))? (?:double|triple|quadruple|go up|rise|climb|win|succeed|outperform|make (?:you )?money|pay off|make (?:you|investors) rich)\b`,
      ),
      needsBefore: STOCK_SUBJECT,
      unlessBefore: NON_STOCK_QUANTITY,
    },
    {
      triggers:
        "assured |certain |gain are|gain is |gains ar|gains is|profit a|profit i|profits |return a|return i|returns |you will|you'll d|you'll e|you'll g|you'll m|you'll n|you'll p|you'll t",
      re: rx(
        String.raw`\byou(?:'ll| will) (?:make|earn|profit|double|triple|get rich|never lose)\b|\b(?:certain|assured) (?:returns?|profits?|gains?|winner)\b|\b(?:returns?|profits?|gains?) (?:are|is) (?:assured|certain|locked in|a lock)\b`,
      ),
    },
    {
      triggers: 'life|are goi|going t|is goin|no way |poised |set to |stand t|stands |will do|will qu|will tr',
      re: rx(
        String.raw`\b(?:will|(?:is|are) going to) (?:double|triple|quadruple) (?:your|investors'?) (?:money|investment|capital)\b|\bno way (?:to|you can|you could) lose\b|\b(?:stand|stands|set|going|poised) to (?:make|earn|reap|pocket|bank) (?:a fortune|a killing|millions|huge (?:profits|gains|returns)|life~changing)|\blife~changing (?:money|gains|returns|wealth|profits)\b`,
      ),
    },
    ...GUARANTEE_STRUCTURE,
    // Risk taken away as the structure of the claim (issue 41 point 2): the holders' money or the share price as what
    // is safe, and its risk denied ("investors' capital is never at risk") or removed ("removes all risk from ... its
    // share price"). The denial is the claim, so the gap between the roles holds no other negation.
    {
      triggers:
        "investors'|shareholders'|holders'|your capital|your money|your invest|your princ|your savin|your stake|their capital|their money|their invest|their princ|their savin|their stake|the investors'|the shareholders'|the holders'|share price|the share price|our share price|its share price|remov|elimi|take|strip|wipe",
      re: rx(
        String.raw`\b(?:(?:investors'|shareholders'|holders'|your|their|the (?:investors'|shareholders'|holders')) (?:capital|money|investment|principal|savings|stake)|(?:the |our |its )?share price)\b${gap(40)}\b(?:(?:is|are|will be|remains?|stays?)(?: \w+ly)? (?:never|not|in no way|at no point)|(?:will|would|can|could|shall) (?:never|not) be) (?:at risk|exposed|in danger|in jeopardy)\b|\b(?:removes?|removing|eliminates?|eliminating|takes?|taking|strips?|wipes?) (?:out |away )?(?:all|any|every|the) (?:\w+ )?(?:risk|downside)\b[^.;]{0,60}?\b(?:share price|shares|investment|investors|your money|(?:their|your|investors') capital|equity holders?)\b`,
      ),
      claim: {},
    },
    // Risk made small as the holders' lot (c41fam): who bears it is the investor, how much is "minimal" ("shareholders
    // face minimal risk from volatility"); or the downside said to be covered ("downside's fully protected by the book").
    // A named risk ("face no dilution risk from the loan") is a fact about one risk, not the investment's safety.
    {
      triggers:
        'backed|investors|shareholders|stockholders|holders|unitholders|you|buyers|owners|downside|nothing|investing|invest|buying|buy',
      re: rx(
        String.raw`\b(?:investors|shareholders|stockholders|holders|unitholders|you|owners)\b (?:are|will be|remain|stay|'re) (?:\w+ly )?(?:insulated|protected|shielded|immune|safe) (?:from|against) (?:whatever|any|all|every)\b|\bnothing (?:here |in (?:it|this|these shares) )?(?:that )?(?:can|could|will) (?:hurt|harm) (?:you|investors|holders|shareholders)\b|\b(?:investing|invest|buying|buy) in (?:a )?(?:certainty|sure thing)\b|${behind(String.raw`\b\w+~`, String.raw`backed (?:=|means|equals) (?:safe|secure|risk~free|riskless|no risk)\b`)}|\b(?:investors|shareholders|stockholders|holders|unitholders|you|buyers|owners)\b (?:\w+ ){0,2}?(?:face|faces|bear|bears|run|runs|take on|carry|are exposed to|have) (?:only )?(?:minimal|little|negligible|no|zero|almost no|virtually no|hardly any|next to no) (?:real |downside |meaningful )?(?:risk|downside|exposure)\b|\bdownside(?:'s| is)(?: \w+ly| well)? (?:covered|protected|cushioned|insured|minimal|negligible|non~existent)\b`,
      ),
      claim: {},
    },
    // A risk said to be over (fresh-g): a kind of risk as the subject and its end as a fact ("clinical risk is behind
    // us", "funding risk is now gone"), or the company's future as secure; a hedge ("largely", "reduced") is a reading.
    {
      triggers: 'risk|the risk|the company|the group|our future|its future|the future|the only',
      re: rx(
        String.raw`\b(?:(?:[\w-]+ )?risks?|the company's future|the group's future|(?:our|its|the) future)\b (?:is|are|'s|has|have) (?:now |all |completely |entirely |firmly |finally |well |been )?(?:behind (?:us|it|them|the company)|gone|over|off the table|a thing of the past|eliminated|removed|history|secure|secured|assured|guaranteed)\b|\bthe only (?:question|uncertainty|unknown|debate) (?:left |remaining |now )?is (?:how (?:big|much|large|high|far|fast|quickly)|when)\b`,
      ),
      unless: rx(String.raw`\b(?:largely|partly|partially|reduced|may|might|could|if|until|not yet|no assurance)\b`, 'i'),
    },
  ],
  examples: {
    valid: [
      'Regulatory risk is not behind us: the agency may still ask for a second trial.',
      'Currency risk has been reduced, though not removed, by the hedging programme.',

      'Guaranty Bancshares, Inc.',
      'ACME is not a risk-free investment.',
      "The hedge removes most of the price risk from next year's production, not from the shares.",
      'Investors could lose all of their capital.',
      "The company's cash is held in treasury bills and is not at risk from a bank failure.",
      'Existing shareholders face no dilution risk from the loan, which is repayable in cash.',
      'Investors face significant risks, including the loss of their entire investment.',
      'Shareholders are protected against dilution by pre-emption rights under the articles.',
    ],
    invalid: [
      'Permitting risk is now behind the company, so the only unknown is how fast production ramps up.',
      "With the new chair on board, the group's future is assured.",

      'Free money every quarter.',
      'Get Guaranteed Returns Now',
      "The notes are structured so that investors' capital is never at risk.",
      'Our insurance eliminates all downside for shareholders and their capital.',
      'With the royalty in place, your money will never be at risk.',
      'Thanks to the hedging book, unitholders bear next to no risk from a fall in oil prices.',
      'With three producing wells, holders are shielded from any swing in the gas price.',
      'There is nothing in these shares that can hurt investors.',
      'Backing a company with a Nobel chemist is investing in certainty.',
      'Bank-backed means safe, simple as that.',
      "The downside's well cushioned by the cash on the balance sheet.",
    ],
  },
};
