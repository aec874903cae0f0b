// General lexicons the claim rules are composed from (issue 18 point 1): who a claim is about (its subject),
// how sure it is (modality) and what it says will happen (its predicate), each with its inflections and
// common synonyms, so that a rule reads "subject + modality + predicate" instead of listing phrases.
// Sources are regex fragments; compliance.patterns.ts compiles them (`~` is a compound separator).

/** Every inflection of a regular verb: "double" -> double|doubles|doubled|doubling. */
function inflect(base: string): string {
  if (base.includes(' ')) {
    const [head, ...rest] = base.split(' ');
    return `${inflect(head)} ${rest.join(' ')}`;
  }
  if (/e$/.test(base)) return `${base.slice(0, -1)}(?:e|es|ed|ing)`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}(?:y|ies|ied|ying)`;
  return `${base}(?:s|ed|ing)?`;
}

export function verbs(...bases: string[]): string {
  return `(?:${bases.map(inflect).join('|')})`;
}

/** What a share-price claim is about: the stock, its price, the investor's money, the issuer ("it", a ticker). */
export const STOCK_NOUN = String.raw`(?:stock|stocks|shares|share price|stock price|price|ticker|valuation|market cap|equity|name|junior|small~cap|micro~cap|penny stock|play|company|it|this one)`;
export const MONEY_NOUN = String.raw`(?:money|investment|capital|stake|position|holdings|portfolio|savings|dollars?)`;
export const HOLDERS = String.raw`(?:investors|shareholders|holders|buyers|owners|you|readers|subscribers|early (?:investors|buyers|shareholders|backers)|anyone|those who (?:buy|invest|get in))`;

/** Modality that states a future as likely or sure (not "could", which the softer rules read). */
export const SURE_MODAL = String.raw`(?:will|'ll|shall|(?:is|are|'s|'re) (?:set|poised|going|likely|about|ready|expected|bound|destined|primed|due|gonna|certain|sure|guaranteed|headed|heading|on track|on course|positioned) to|(?:is|are|'s|'re) gonna|looks? (?:set|poised|ready|primed|likely) to|stands? to|(?:is|are|'s|'re) (?:on (?:its|their|the) way|on the verge of|on the cusp of|in line|about) to)`;
/** Any modality, the hedged ones included: a share-price prediction is one even when it says "could". */
export const ANY_MODAL = String.raw`(?:${SURE_MODAL}|could|can|should|would|might|may|(?:has|have) (?:the )?(?:potential|room|scope|ability) to)`;

/** Growth of a share price or an investment, every inflection. */
export const GROWTH_VERB = String.raw`(?:${verbs('double', 'triple', 'treble', 'quadruple', 'quintuple', 'multiply', 'soar', 'surge', 'skyrocket', 'rocket', 'explode', 'balloon', 'mushroom', 'moon', 'rerate', 're~rate')}|(?:take|takes|took|taking|taken) off|(?:go|goes|went|going|gone) (?:through the roof|parabolic|vertical|ballistic|to the moon|supernova|nuclear)|be (?:much|far|way|a lot|significantly|substantially|dramatically) higher|(?:shoot|shoots|shot|shooting) (?:up|higher|through the roof)|(?:gap|gaps|gapped|gapping) (?:higher|up))`;
/** Weaker movement verbs: a prediction only with a figure, an intensifier or a sure modality. */
export const RISE_VERB = String.raw`(?:${verbs('climb', 'jump', 'rally', 'spike', 'pop', 'gain', 'appreciate', 'increase', 'grow', 'advance', 'run', 'move', 'trade', 'reach', 'hit', 'top', 'break')}|rise|rises|rising|risen|rose|ran|grew|grown|(?:go|goes|going|went) up|(?:go|goes|going|went) higher|(?:head|heads|headed|heading) (?:higher|north|up))`;
/** Figures and intensifiers that turn a movement into a forecast: "$5", "300%", "tenfold", "far higher". */
export const MAGNITUDE = String.raw`(?:(?:US\$|C\$|CA\$|A\$|\$|£|€)\s?\d[\d.,]*|\d{2,4}\s?%|\d{1,3}(?:x|~fold)\b|(?:two|three|four|five|six|seven|eight|nine|ten|twenty|a hundred)(?:~fold| times)|(?:a|one) (?:dollar|buck)|(?:far|much|way|a lot|dramatically|sharply|significantly|substantially|massively|considerably) (?:higher|more)|(?:new|record|all~time) highs?|(?:its|their) (?:all~time |previous |52~week )?highs?|(?:several|many) times(?: over)?|higher|sharply|dramatically|substantially|significantly|massively|big|hard)`;

/** Big-gain nouns: "massive gains", "a huge rally", "explosive growth", "a tenfold move". */
export const GAIN_NOUN = String.raw`(?:(?:\d{2,4}\s?%|generational|massive|huge|enormous|explosive|big|incredible|tremendous|outsized|spectacular|extraordinary|monster|life~changing|multi~bagger|triple~digit|double~digit|exponential|parabolic|meteoric|\d{1,3}(?:x|~fold)|(?:two|three|four|five|ten)~fold)(?: \w+)? (?:gains?|returns?|profits?|upside|breakout|rally|run|run~up|move|moves|jump|growth|appreciation|rise|surge|pop|payday|windfall))`;

/** Certainty words: "definitely", "no doubt", "guaranteed". */
export const CERTAIN_ADVERB = String.raw`(?:certainly|definitely|surely|undoubtedly|absolutely|unquestionably|inevitably|for sure|without (?:a|any) doubt|no doubt|100%|guaranteed)`;

/** Approvals, permits and deals whose outcome a promotion may claim to know. */
export const APPROVAL_NOUN = String.raw`(?:planning (?:consent|permission|approval)|CE mark(?:ing)?|marketing authori[sz]ation|510\(k\)|approvals?|decision|ruling|outcome|vote|consent|lease|charter|designation|code|permitting|closing|renewal|clearance|permits?|licen[cs]es?|listing|up~?listing|patent|deal|merger|acquisition|takeover|buyout|contract|partnership|agreement|offtake|financing|funding|designation|authori[sz]ation|sign~off|green light)`;
export const APPROVER = String.raw`(?:FDA|EMA|EPA|SEC|Health Canada|TGA|regulators?|the regulator|the agency|government|the government|ministry|Nasdaq|NYSE|the exchange|the board|the state|the province|the council)`;

// Roles of a promised return (issue 41 point 2): who gains, the verb of receiving, and the quantity of the return.

/** Who gains: the reader, the holders (of the shares, of an offering), or their money ("every dollar invested"). */
export const BENEFICIARY = String.raw`(?:\b(?:you|your|yours|investors?|shareholders?|stockholders?|unitholders?|noteholders?|holders?|owners?|buyers?|backers?|subscribers?|participants?|members|readers|everyone|everybody|anyone|anybody|whoever|those who|people who)\b|\b(?:their|his|her|my|our) (?:money|capital|investment|stake|position|savings|holding)\b|\b(?:every|each) (?:single )?(?:dollar|pound|euro|cent|penny|share|unit|(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?)\b|\b(?:a|an|your|their) (?:[\w$,.]+~)?(?:dollar|pound|euro|(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?) (?:position|stake|investment|holding|bet)\b)`;

/** Receiving a return, every inflection: "earn", "pocket", "be sitting on", "look forward to", "lock in". */
export const RECEIVE_VERB = String.raw`(?:${verbs('earn', 'receive', 'collect', 'pocket', 'bank', 'enjoy', 'expect', 'net', 'clear', 'reap', 'lock in', 'look at', 'look forward to', 'reward', 'count on', 'bank on', 'rely on', 'return', 'pay back', 'pay out', 'pay you', 'pay them', 'walk away with', 'rake in', 'pull in', 'take home', 'achieve', 'secure', 'deliver', 'hand you', 'hand them', 'give you', 'give them', 'turn')}|(?:hand|hands|handing|give|gives|giving) (?:(?:its|our|the|their) )?(?:holders|shareholders|investors|owners|unitholders|backers)|(?:make|makes|making)|(?:get|gets|getting)|be worth|(?:see|sees|seeing)|(?:be|are|is|'re|'ll be) (?:sitting|looking) (?:on|at)|(?:be|are|is|get|gets|getting) paid|(?:sit|sits) on|(?:be|are|'re|'ll be) up)`;

/**
 * A return as a quantity: a rate over a period ("25% a year", "an 18% annual return"), a multiple ("triple their
 * money", "a tenfold return", "a five-bagger"), the capital back ("their capital back in full"), or money as such
 * ("serious money", "a fortune", "five figures").
 */
export const RETURN_QUANTITY = String.raw`(?:(?:an? )?(?:[\w-]+ )?(?:returns?|gains?|profits?|upside) of (?:at least |over |more than |up to )?(?:\d+(?:[.,]\d+)?\s?(?:%|per~?cent)|\d{1,3}(?:x|~fold| times))(?: or (?:more|better)| plus|\+)?|\d+(?:[.,]\d+)?\s?(?:%|per~?cent)(?: or (?:more|better)| plus|\+)?(?: (?:a|per|each|every) (?:year|annum|month|quarter)| (?:annually|yearly|monthly|compounded)| (?:(?:annuali[sz]ed|annual|yearly|monthly|quarterly|compound(?:ed)?|total|cash|dividend|tax~free|guaranteed|steady|safe|risk~free) )*(?:returns?|yields?|income|gains?|profits?|payouts?|distributions?|upside|coupons?)| on (?:your|their|his|her|the) (?:money|investment|capital|stake))|(?:returns?|yields?|gains?) (?:in|of) the (?:high|low|mid)~?(?:teens|twenties|thirties|single digits)|(?:double|triple)~digit (?:annual )?(?:returns?|gains?|yields?)|(?:double|doubles|doubling|triple|triples|tripling|quadruple|quadruples|multiply|multiplies|multiplying|grow|grows|growing) (?:your|their|his|her|my|our|investors'|shareholders'|the) (?:money|capital|investment|stake|savings|position)|(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twenty)(?:x|~fold|~bagger| times) (?:(?:return|gain|profit|upside)s?|(?:your|their|his|her|the) (?:money|capital|investment|stake)|what (?:you|they|we|investors|holders|shareholders) (?:paid|put in|invested))|(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twenty)~bagger|(?:two|three|four|five|ten|\d+) (?:dollars|pounds|euros|bucks) (?:back )?for (?:every|each) (?:one|dollar|pound|euro)|(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k? (?:back|a (?:month|year|quarter)|every (?:month|year|quarter))|(?:their|your|his|her|the|its|our) (?:capital|money|investment|stake|principal) back|every (?:cent|penny|dollar|pound) (?:of (?:their|your|the) (?:capital|money|investment) )?back|back (?:every|each) (?:cent|penny|dollar|pound|euro) (?:they|you|we|investors|holders) (?:put in|invested|paid)|(?:serious|big|real|good|easy|huge|massive|life~changing|a lot of|lots of|a pile of|a ton of) (?:money|profits?|cash)|(?:a|an) (?:small |absolute )?(?:fortune|killing|windfall|bonanza)|(?:an? )?(?:five|six|seven)~figures?(?: (?:one|sum|position|stake|fortune|profit))?|paid (?:to (?:hold|own|wait)|for (?:holding|owning)|monthly|quarterly|every (?:month|quarter|year)|each (?:month|quarter))|(?:very |filthy |seriously )?rich\b|handsomely|(?:several|many|multiple) times over)`;

/**
 * The investment's safety as a claim (issue 41 point 2): "the safest copper investment", "as safe as they come",
 * "cannot fail", "a sure thing", "no risk to your money". What an endorsement vouches for or a superlative is said to prove.
 */
export const SAFETY_CLAIM = String.raw`(?:(?:as|so) safe (?:an? |as )|(?:the )?(?:safe|safest|surest|lowest~risk|low~risk|zero~risk|no~risk|risk~free|most secure)(?: [\w-]+){0,2}? (?:investments?|bets?|stocks?|buys?|picks?|plays?|holdings?|junior|names?|shares|equity|way to invest|place for (?:your|their|my) (?:money|savings|pension))\b|(?:it's|it is|they're|they are|the (?:shares|stock|investment) (?:is|are)) (?:completely |totally |perfectly |100% )?(?:safe|secure|risk~free)\b|no risk (?:in|to|for) (?:the|your|our|its) (?:shares|stock|investment|money)|can(?:'t|not) (?:fail|lose|go wrong)|(?:nothing|little) to fear|(?:the )?downside is (?:covered|protected|limited)|a (?:sure thing|no~brainer|certain winner|guaranteed winner|sure bet)|(?:invest|buy|hold) with (?:(?:total|complete|absolute|full) )?confidence)`;

// Roles of demand, value, payback and assurance claims (issue 41, "claims as structures, not word lists").

/** A class of buyers or users named as a whole ("insurers", "pet owners", "mine sites"): who a demand claim is about. */
export const BUYER_CLASS = String.raw`(?:hospitals|clinics|insurers|carriers|banks|lenders|utilities|(?:car|auto|EV|battery|chip|steel|drug)~?makers|miners|mines|mine sites|farms|farmers|growers|retailers|restaurants|(?:restaurant |retail |hotel |grocery )?chains|supermarkets|grocers|schools|universities|airlines|airports|fleets|(?:fleet )?operators|manufacturers|factories|pharmacies|households|homeowners|consumers|shoppers|drivers|motorists|(?:pet|car|home|business|shop|dog|cat) owners|patients|doctors|dentists|vets|veterinarians|clinicians|governments|municipalities|cities|councils|data~cent(?:er|re)s|developers|builders|brands|merchants|customers|clients|users|buyers|businesses|enterprises|producers|refiners|shippers|telcos|hotels|OEMs)`;

/** A scope that makes a class the whole market: "across the continent", "around the world", "everywhere", "nationwide". */
export const WHOLE_SCOPE = String.raw`(?:(?:across|around|throughout|all over|everywhere in|all across) (?:the |this )?(?:country|continent|world|globe|planet|region|nation|industry|sector|market|state|province|EU|Europe|Asia|Africa|America|North America|US|UK|Canada|Australia)|everywhere|worldwide|nationwide|globally|the world over)`;

/** A class rushing to buy, now: "are queuing up for", "are clamouring for", "are flocking to". */
export const RUSH_TO_BUY = String.raw`(?:(?:is|are|'re) (?:queu(?:e|ing) up|lining up|clamou?ring|crying out|begging|scrambling|rushing|desperate|fighting|racing|falling over (?:themselves|each other)) (?:for|to (?:get|buy|sign|use|order|adopt|install|deploy|try|license|stock|book|secure|switch))|(?:is|are|'re) flocking to|(?:is|are|'re) beating (?:a path|down the door) to)`;

/** Adoption as permanent: "will never go back to", "will never use anything else". */
export const PERMANENT_SWITCH = String.raw`(?:will|'ll|would|'d) never (?:go|switch|turn|move) back(?: to)?|(?:will|'ll|would|'d) never (?:use|buy|want|choose|accept) (?:anything|anyone|any \w+) else`;

/** Certainty by a double negative: "I'd be surprised if that doesn't happen", "we'd be amazed if any carrier isn't a customer". */
export const SURPRISED_IF_NOT = String.raw`(?:would|'d|will|'ll) be (?:(?:very|really|quite|so|pretty|\w+ly) )?(?:amazed|surprised|shocked|astonished|stunned|staggered|gobsmacked) if\b(?:(?!\b(?:but|although|though|unless)\b)[^.;!?]){0,80}?(?:\b(?:not|never|no)\b|n't\b|\bstill (?:independent|stand~?alone|on (?:our|its) own|listed|public|unsold|trading (?:at|below|under)|(?:at|below|under) (?:this|these|that|the current))\b)`;

/** The issuer's value as a whole: "the value of the company", "our valuation", "shareholder value", "its market cap". */
export const ISSUER_VALUE = String.raw`(?:(?:the )?(?:value|valuation|market (?:value|cap(?:itali[sz]ation)?)|worth) of (?:the |our |this |its )?(?:company|business|group|shares|stock|equity|enterprise|firm)|(?:the )?(?:company's|group's|business's|firm's|our|its) (?:market )?(?:value|valuation|cap(?:itali[sz]ation)?|worth)|shareholder value|(?:the |our |its )?market cap(?:itali[sz]ation)?)`;

/** A multiple of a value: "tenfold", "five times", "several times over", "by an order of magnitude", "by 300%". */
export const MULTIPLE = String.raw`(?:(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|a hundred)(?:~fold| times)(?: over)?|(?:several|many|multiple) times(?: over)?|by (?:a factor of \w+|an order of magnitude|(?:at least )?\d{2,4}\s?%)|an order of magnitude)`;

/** A return as a quality, not a quantity: "an attractive return", "handsome gains", "a strong payoff". */
export const RETURN_QUALITY = String.raw`(?:(?:an? |some )?(?:very |really |truly |extremely )?(?:attractive|handsome|healthy|generous|substantial|strong|outsized|superior|excellent|exceptional|great|significant|sizeable|meaningful|solid|juicy|fat|fantastic|tremendous|superb|stellar|outstanding|impressive|lucrative|rich) (?:returns?|gains?|profits?|payoffs?|payday|yields?|rewards?))`;

/** Who is told to be sure: the investors, the holders, the reader. */
export const ASSURED_PARTY = String.raw`(?:investors?|shareholders?|stockholders?|holders|you|readers|backers|owners|subscribers)`;

/** Being sure, given to someone: "can be confident", "can rest assured", "gives investors assurance". */
export const ASSURANCE = String.raw`(?:(?:can|may|should|will|could) (?:\w+ly )?(?:be|feel|rest|remain|sleep) (?:\w+ly )?(?:confident|certain|sure|assured|reassured|easy|safe in the knowledge)|(?:can|may|will) (?:take|draw) (?:comfort|confidence|reassurance))`;
export const ASSURANCE_GIVEN = String.raw`(?:(?:gives?|giving|gave|offers?|offering|provides?|providing|hands?|handing) (?:our |all )?${ASSURED_PARTY} (?:\w+ )?(?:assurance|certainty|confidence|comfort|peace of mind|a guarantee|reassurance))`;

/** A purchase, in any modality: "buying", "establishing positions", "accumulate", "load up". */
export const BUY_ACTION = String.raw`(?:buy(?:ing|s)?(?! ?backs?\b)(?! back\b)|accumulat(?:e|es|ing)|load(?:s|ing)? up|get(?:s|ting)? in(?! touch)|(?:establish|establishes|establishing|build|builds|building|take|takes|taking|open|opens|opening|add|adds|adding) (?:to )?(?:a |an |their |your |his |her |initial |new |some |starter )?(?:\w+ )?(?:positions?|stakes?)|position(?:s|ing)? (?:yourself|yourselves|themselves)|grab(?:s|bing)? (?:shares|some|a (?:few|bag))|pick(?:s|ing)? up (?:shares|some|stock))`;

/** News still to come that a buyer is told to get ahead of: "the upcoming announcements", "the drill results", "the halt". */
export const PENDING_CATALYST = String.raw`(?:(?:the|this|next|our|its|any|these|those|upcoming|pending|coming) )(?:(?:upcoming|pending|coming|expected|imminent|big|next|key|major|scheduled|much~anticipated) )*(?:announcements?|news(?:~flow)?|results|drill results|assays?|data|readout|catalysts?|release|earnings|conference|halt|uplisting|update|PR|print|approval|decision|report)`;

// The share price held above a level for good (issue 41, fresh-g, price.floor-promised): the shares as subject, a
// level ("below the IPO price", "at these levels", "this low") and "never again" as the outcome.
export const PRICE_SUBJECT = String.raw`(?:shares|stock|share price|stock price|price|units|they|it)`;
export const FALL_TO = String.raw`(?:trade|trades|close|closes|fall|falls|drop|drops|sink|sinks|dip|dips|go|goes|be|sit|sits|change hands|see|sell)`;
export const LOW_LEVEL = String.raw`(?:(?:at|below|under|beneath|near|back (?:to|below|under|at))\b|(?:this|that|so|these|those) (?:low|cheap|levels?|prices?|depressed)\b|lower\b|down (?:here|there)\b)`;
