import { any, behind, rx } from './vocabulary';
import type { RuleModule, Matcher } from './rule';

// Structure (issue 41 point 2), read as roles rather than wordings:
//   model        a company whose shares made their holders rich: a name from the list below, or any proper noun
//                (at a sentence's start wink-nlp must tag it PROPN: "Ocado was once written off" names a company,
//                "Remember when" does not)
//                or a class of past winners ("the uranium juniors of 2007", "the explorers that went 50-fold")
//   its success  told as a past run or a story of doubters proved wrong (WINNER_PAST: "investors who bought Nvidia at
//                $10", "Velder Mining's 12x run", "Shopify started out as a small snowboard shop", "they called
//                Microsoft a small software company once")
//   likeness     the issuer as the same again (LIKENESS, in the sentence or the next: "the same path", "that moment
//                again", "the pattern", "looks just like", "Britain's answer to Palantir", "the same trajectory")
//   certainty    a comparison needs no modal; a negation cancels it ("we are not the next Tesla"), a source does not
// The projection of the issuer's own past run is comparison.past-run.

const FAMOUS = any(
  'Tesla',
  'Amazon',
  'Apple',
  'Microsoft',
  'Google',
  'Alphabet',
  'Nvidia',
  'Netflix',
  'Facebook',
  'Meta',
  'Uber',
  'Airbnb',
  'Bitcoin',
  'Berkshire(?: Hathaway)?',
  'Shopify',
  'Moderna',
  'Palantir',
  'GameStop',
  'Starbucks',
  'Walmart',
  'Coca-Cola',
  "McDonald's",
  'Beyond Meat',
  'SpaceX',
  'OpenAI',
  'Barrick',
  'Newmont',
  "Voisey's Bay",
  'Rivian',
  'Peloton',
  'Intel',
  'Cisco',
  'Qualcomm',
);

const NAME = String.raw`[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,2}`;

const NOT_A_COMPARISON = String.raw`(?!(?:AGM|Annual|General|Meeting|Phase|Quarter|Board|Company|Year|Government|Department|Ministry|Province|State|City|Bank|University|Corporation|Minister|Chair|Office|Court|Council|Commission|Secretary|President|Director|Chief|Member|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Gen|Generation|Step|Level|Stage|Round|Update|Release|Report|Call|Webcast|Dividend)\b)`;

// A past winner, its success told: who bought it early, its run, the doubters it proved wrong.
// Named `m1`, `m2`... (a pattern may not repeat a group name); each must be a name (claim.names).
const model = (n: number) => String.raw`(?<m${n}>[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,2})`;
const MODELS = ['m1', 'm2', 'm3', 'm4', 'm5'];
// Each alternative starts at a lowercase-able word or a figure, so the pattern runs only there: where the model comes
// first ("Ocado was once", "Velder Mining's 12x run") it is read behind the predicate.
const WINNER_PAST = String.raw`(?:(?:[Ii]nvestors|[Pp]eople|[Tt]hose|[Aa]nyone|[Bb]uyers|[Ss]ubscribers|[Hh]olders|[Ss]hareholders|[Rr]eaders|[Ee]veryone|[Tt]raders)(?: \w+)? (?:who|that) (?:bought|caught|owned|got into|got in on|held|backed|invested in|found|spotted|rode) ${model(1)}|[Ee]arly (?:buyers|investors|backers|holders|shareholders) (?:of|in) ${model(2)}|${behind(String.raw`\b${model(3)}(?:'s)?\s+(?:\d+x|\d+~fold|\d{3,}\s?%|ten~bagger|multi~bagger)\s+`, String.raw`(?:run|move|rally|gain|rise|climb)\b`)}|\b(?:[Ww]inners|[Ee]xplorers|[Ss]tocks|[Jj]uniors|[Mm]iners|[Nn]ames|[Tt]en~baggers|[Mm]ulti~baggers|[Rr]unners|[Pp]lays|[Cc]ompanies) (?:of (?:19|20)\d\d|that (?:went|ran|rose|soared|climbed|multiplied|returned|delivered|turned))|${behind(String.raw`\b${model(4)}\s+`, String.raw`(?:was once|once was|started (?:out )?as|began (?:life )?as|was (?:written off|mocked|dismissed|laughed at|called|ignored|overlooked))`)}|\b(?:[Tt]hey|[Pp]eople|[Ee]veryone|[Aa]nalysts|[Cc]ritics|[Tt]he market) (?:called|laughed at|mocked|dismissed|ignored|wrote off|doubted) ${model(5)})`;
const LIKENESS = rx(
  String.raw`\b(?:same|that moment|again|the pattern|just like|exactly like|looks? like|looked like|reminds?|echo(?:es|ing)?|mirrors?|repeat(?:s|ing)?|replay(?:s|ing)?|same path|next one|history (?:is )?(?:repeating|rhymes)|recogni[sz]e|set~?up|feels like|this is that|it'?s happening again)\b`,
  'i',
);

const FAMOUS_STRUCTURE: readonly Matcher[] = [
  // A past winner's story with the issuer as the same again (in this sentence or the next).
  {
    triggers:
      'investors|people|those|anyone|buyers|subscribers|holders|shareholders|readers|everyone|traders|early|run|move|rally|gain|rise|climb|winners|explorers|stocks|juniors|miners|names|ten-b|ten b|tenb|multi-b|multi b|multib|runners|plays|companies|was o|was w|was m|was d|was l|was c|was i|once w|start|began|they|analysts|critics|the ma',
    re: rx(WINNER_PAST, 'gd'),
    needs: LIKENESS,
    needsNearby: true,
    claim: { names: MODELS },
  },
  // The issuer likened to a named company with the same prospects: "the same trajectory as early Shopify",
  // "same energy as Nvidia before the AI boom", "Britain's answer to Palantir".
  {
    triggers: 'same|simil|ident|answe',
    re: rx(
      String.raw`\b(?:same|similar|identical) (?:[\w-]+ ){0,3}?(?:energy|trajectory|path|pattern|potential|playbook|story|set~?up|chart|DNA|upside|profile|look|feel|culture|vibes?) (?:as|to) (?:an? )?(?:early |young )?${model(1)}|\b[Aa]nswer to ${model(2)}`,
      'g',
    ),
    claim: { names: MODELS },
  },
  // Any named company as the model: "the next Pilbara Minerals", "BHP in its infancy", "Ivanhoe Mines all over again".
  {
    triggers:
      'age|era|boom|took|built|space|world|a baby|a mini|a tiny|market|meets |sector|turned|a young|another|the new|a junior|a little|a pocket|all over|at a pen|did earl|did in i|did in t|early da|in its i|in minia|in the m|in their|industry|listings|made a l|made inv|made man|made peo|made sha|the next|written ',
    re: rx(
      String.raw`\b(?:[Tt]he next|[Aa]nother|[Aa] (?:mini|little|baby|young|pocket~sized|junior|tiny)|[Tt]he new) ${NOT_A_COMPARISON}${NAME}(?= in the making| all over again|[.?!,]| at a| in miniature| for| of)|${behind(String.raw`\b${NOT_A_COMPARISON}${NAME} `, String.raw`(?:in (?:its|their) infancy|all over again|in the making|written all over it|at a penny(?: stock price)?|in miniature)\b`)}|${behind(String.raw`\b(?:[Ll]ike|[Aa]s) ${NOT_A_COMPARISON}${NAME}(?:'s)? `, String.raw`did (?:in the beginning|early on|in (?:its|the) early days)`)}|\b[Ee]arly days of ${NOT_A_COMPARISON}${NAME}|${behind(String.raw`\bpath ${NOT_A_COMPARISON}${NAME} `, String.raw`took\b`)}|${behind(String.raw`\bwhat ${NOT_A_COMPARISON}${NAME} `, String.raw`built\b`)}|${behind(String.raw`\b(?:[Jj]ust )?as ${NOT_A_COMPARISON}${NAME} `, String.raw`turned\b`)}|${behind(String.raw`\b[Tt]he ${NOT_A_COMPARISON}${NAME} of (?:the )?[a-z][\w-]* `, String.raw`(?:era|space|sector|industry|world|market|listings|boom|age)\b`)}|${behind(String.raw`\b${NOT_A_COMPARISON}${NAME} `, String.raw`(?:made|turned) (?:a lot of |many )?(?:people|investors|shareholders) rich\b`)}|${behind(String.raw`\b${NOT_A_COMPARISON}${NAME} `, String.raw`meets [a-z]`)}`,
      'g',
    ),
  },
  {
    triggers:
      'a airbnb|a alphab|a amazon|a apple |a barric|a berksh|a beyond|a bitcoi|a cisco |a coca-c|a facebo|a gamest|a google|a intel |a mcdona|a meta i|a micros|a modern|a netfli|a newmon|a nvidia|a openai|a palant|a peloto|a qualco|a rivian|a shopif|a spacex|a starbu|a tesla |a uber i|a voisey|a walmar|an airbn|an alpha|an amazo|an apple|an barri|an berks|an beyon|an bitco|an cisco|an coca-|an faceb|an games|an googl|an intel|an mcdon|an meta |an micro|an moder|an netfl|an newmo|an nvidi|an opena|an palan|an pelot|an qualc|an rivia|an shopi|an space|an starb|an tesla|an uber |an voise|an walma|another |could be|should b|the next|the way |will be |would be',
    re: rx(
      String.raw`\bthe way (?:they|people|investors|we) (?:talk about|think of|remember|speak of|talk of) ${FAMOUS}\b|\b(?:[Aa]n?|[Tt]he next|[Aa]nother) ${FAMOUS} in the making\b|\b(?:will|could|should|would) be (?:compared|likened|mentioned in the same breath as|spoken of alongside)(?: to| with)? ${FAMOUS}\b`,
      'g',
    ),
  },
  {
    triggers:
      'pre|early|young|get in o|getting |got in o|same dna|same loo|same pat|same pla|same pot|same pro|same set|same sto|same tra|similar |what air|what alp|what ama|what app|what bar|what ber|what bey|what bit|what cis|what coc|what fac|what gam|what goo|what int|what mcd|what met|what mic|what mod|what net|what new|what nvi|what ope|what pal|what pel|what qua|what riv|what sho|what spa|what sta|what tes|what ube|what voi|what wal|where ai|where al|where am|where ap|where ba|where be|where bi|where ci|where co|where fa|where ga|where go|where in|where mc|where me|where mi|where mo|where ne|where nv|where op|where pa|where pe|where qu|where ri|where sh|where sp|where st|where te|where ub|where vo|where wa',
    re: rx(
      String.raw`\b(?:[Ww]hat|[Ww]here) ${FAMOUS} was (?:in (?:19|20)\d\d|early on|at the (?:start|beginning)|before|back then)\b|\b(?:same|similar) (?:DNA|profile|set~up|trajectory|potential|story|playbook|path|look) as (?:an? )?(?:early |young )?${FAMOUS}\b|\b(?:getting|got|get|getting) in on ${FAMOUS}\b|\b(?:[Ee]arly|[Yy]oung|[Pp]re~IPO) ${FAMOUS}\b(?! (?:orders?|customers?|supplier|contract|deliveries))`,
      'g',
    ),
  },
  {
    triggers:
      "meta|uber|apple|cisco|intel|tesla|airbnb|amazon|google|nvidia|openai|remind|rivian|spacex|another|barrick|bitcoin|bought |buying |getting|got int|investe|moderna|netflix|newmont|next ch|next sh|owned a|owned b|owned c|owned f|owned g|owned i|owned m|owned n|owned o|owned p|owned q|owned r|owned s|owned t|owned u|owned v|owned w|peloton|second |shopify|walmart|alphabet|as buyin|as disco|as findi|as getti|as inves|as ownin|as spott|berkshir|beyond m|coca-col|facebook|footstep|gamestop|like buy|like dis|like fin|like get|like inv|like own|like spo|mcdonald|microsof|palantir|path of |qualcomm|starbuck|voisey's",
    re: rx(
      String.raw`\b(?:[Ll]ike|[Aa]s) (?:buying|owning|getting into|investing in|finding|discovering|spotting)(?: early)? ${FAMOUS}\b|\b[Rr]emind\w* (?:\w+ )?of (?:an? |the )?(?:early |young )?${FAMOUS}\b|\b(?:footsteps|path) of ${FAMOUS}\b|\b(?:bought|buying|owned|invested in|got into|getting into) ${FAMOUS}(?: stock| shares)? (?:early|in (?:19|20)\d\d|at (?:the|its) (?:start|beginning|IPO)|before)\b|\b${FAMOUS}~(?:like|style|sized|level) (?:returns|gains|growth|upside|winner|story|trajectory|run|potential)\b|\b(?:[Ss]econd|[Nn]ext|[Aa]nother) (?:chance|shot) at (?:an? )?${FAMOUS}\b`,
      'g',
    ),
  },
  // "Like Fortescue in its early days", "Rio Tinto-scale ambitions".
  {
    triggers:
      '-level a|-level g|-level r|-level s|-level t|-level u|-level v|-scale a|-scale g|-scale r|-scale s|-scale t|-scale u|-scale v|-size am|-size ga|-size gr|-size re|-size st|-size su|-size tr|-size up|-size va|-sized a|-sized g|-sized r|-sized s|-sized t|-sized u|-sized v|-style a|-style g|-style r|-style s|-style t|-style u|-style v|in its e|in its i|in its y|in their',
    re: rx(
      String.raw`${behind(String.raw`\b(?:[Ll]ike|[Jj]ust like|[Aa]s) ${NOT_A_COMPARISON}${NAME},? `, String.raw`in (?:its|their) (?:early days|early years|infancy|youth)\b`)}|${behind(String.raw`\b${NOT_A_COMPARISON}[A-Z][\w&.']*`, String.raw`-(?:scale|sized|size|style|level) (?:ambitions?|upside|returns?|gains|growth|success|story|trajectory|valuation)\b`)}`,
      'g',
    ),
  },
];

export const rule: RuleModule = {
  id: 'comparison.famous-company',
  category: 'comparison',
  title: 'Comparison to a famous company',
  promotional: true,
  severity: 'critical',
  citation: 'FINRA Rule 2210(d)(1)(B) (exaggerated claims); CSA Staff Notice 51-356',
  message: 'Compares the issuer to a famous success story. The comparison implies returns the facts do not support.',
  suggestion: 'Remove "{match}". Describe what the company does and where it stands today.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  matchers: [
    {
      triggers:
        "airbnb |alphabe|amazon |apple a|apple i|barrick|berkshi|beyond |bitcoin|cisco a|cisco i|coca-co|faceboo|gamesto|google |imagine|intel a|intel i|mcdonal|meta at|meta in|microso|moderna|netflix|newmont|nvidia |openai |palanti|peloton|picture|qualcom|remembe|rivian |shopify|spacex |starbuc|tesla a|tesla i|think a|think b|think c|think e|think f|think g|think h|think i|think m|think n|think o|think p|think q|think r|think s|think t|think u|think v|think w|uber at|uber in|voisey'|walmart|baby air|baby alp|baby ama|baby app|baby bar|baby ber|baby bey|baby bit|baby cis|baby coc|baby fac|baby gam|baby goo|baby int|baby mcd|baby met|baby mic|baby mod|baby net|baby new|baby nvi|baby ope|baby pal|baby pel|baby qua|baby riv|baby sho|baby spa|baby sta|baby tes|baby ube|baby voi|baby wal|junior a|junior b|junior c|junior f|junior g|junior i|junior m|junior n|junior o|junior p|junior q|junior r|junior s|junior t|junior u|junior v|junior w|mini air|mini alp|mini ama|mini app|mini bar|mini ber|mini bey|mini bit|mini cis|mini coc|mini fac|mini gam|mini goo|mini int|mini mcd|mini met|mini mic|mini mod|mini net|mini new|mini nvi|mini ope|mini pal|mini pel|mini qua|mini riv|mini sho|mini spa|mini sta|mini tes|mini ube|mini voi|mini wal",
      re: rx(
        String.raw`\b(?:[Tt]hink|[Pp]icture|[Ii]magine|[Rr]emember)(?: of)?(?: how)?(?: early)? ${FAMOUS}\b|\b(?:[Bb]aby|[Mm]ini|[Jj]unior) ${FAMOUS}\b|\b${FAMOUS} (?:at the (?:very )?(?:beginning|start)|in (?:19|20)\d\d, but)`,
        'g',
      ),
    },
    // Case-sensitive: "the next Zoom call" or "the next apple harvest" is not a comparison.
    {
      triggers:
        'next air|next alp|next ama|next app|next bar|next ber|next bey|next bit|next cis|next coc|next fac|next gam|next goo|next int|next mcd|next met|next mic|next mod|next net|next new|next nvi|next ope|next pal|next pel|next qua|next riv|next sho|next spa|next sta|next tes|next ube|next voi|next wal|the next',
      re: rx(String.raw`\b(?:[Tt]he )?[Nn]ext ${FAMOUS}\b(?! [A-Z][a-z])`, 'g'),
    },
    {
      triggers:
        'the airb|the alph|the amaz|the appl|the barr|the berk|the beyo|the bitc|the cisc|the coca|the face|the game|the goog|the inte|the mcdo|the meta|the micr|the mode|the netf|the new |the newm|the nvid|the open|the pala|the pelo|the qual|the rivi|the shop|the spac|the star|the tesl|the uber|the vois|the walm',
      re: rx(String.raw`\b[Tt]he (?:new )?${FAMOUS} of (?:the )?[a-z][\w-]*`, 'g'),
    },
    {
      triggers:
        "a futur|a new a|a new b|a new c|a new f|a new g|a new i|a new m|a new n|a new o|a new p|a new q|a new r|a new s|a new t|a new u|a new v|a new w|a young|airbnb |alphabe|amazon |an earl|another|apple b|apple i|barrick|berkshi|beyond |bitcoin|cisco b|cisco i|coca-co|faceboo|gamesto|google |intel b|intel i|just li|like ai|like al|like am|like ap|like ba|like be|like bi|like ci|like co|like fa|like ga|like go|like in|like mc|like me|like mi|like mo|like ne|like nv|like op|like pa|like pe|like qu|like ri|like sh|like sp|like st|like te|like ub|like vo|like wa|mcdonal|meta be|meta in|microso|miss ai|miss al|miss am|miss ap|miss ba|miss be|miss bi|miss bu|miss ci|miss co|miss fa|miss ga|miss go|miss in|miss mc|miss me|miss mi|miss mo|miss ne|miss nv|miss op|miss ou|miss pa|miss pe|miss qu|miss ri|miss sh|miss sp|miss st|miss te|miss ub|miss vo|miss wa|missed |missing|moderna|netflix|newmont|nvidia |openai |palanti|peloton|qualcom|rivian |shopify|spacex |starbuc|tesla b|tesla i|uber be|uber in|voisey'|walmart",
      re: rx(
        String.raw`\b(?:[Aa]nother|[Aa] new|[Aa] future|[Aa] young|[Aa]n early(?:-stage)?) ${FAMOUS}\b|\b(?:[Jj]ust )?[Ll]ike ${FAMOUS} (?:in (?:its early days|\d{4})|before (?:it|the)|did\b)|\b${FAMOUS} (?:in its early days|before (?:it|the) (?:took off|boom))|\b(?:missed|miss|missing) (?:out on )?(?:buying )?${FAMOUS}\b`,
        'g',
      ),
    },
    ...FAMOUS_STRUCTURE,
  ],
  examples: {
    valid: [
      'The company is not the next Tesla, and it does not claim to be.',
      'The OTC Markets policy bars issuers from claims like "the next Amazon".',
      'Unlike Newmont, we have no producing mine and no revenue.',
      "Our business model is similar to Shopify's merchant services, at a much smaller scale and with no profits yet.",
      'Amazon Web Services is one of our three hosting providers.',
      'Remember that investors who bought at the peak in 2021 lost most of their money. The same risk applies to any small company.',
      'Our chief executive started out as a geologist at Barrick.',
    ],
    invalid: [
      'Remember Tesla under $20?',
      'This is BHP in its infancy.',
      'Shopify started out as a small Ottawa snowboard shop; this payments start-up is on exactly the same path.',
      'Everyone laughed at Amazon in 1999. Merrow Logistics is getting the same treatment today.',
      'Those who got into Zoom early made fortunes; Kestrel Video has the same setup.',
      'The junior gold names that went 30-fold in 2003 looked exactly like Pellworth does now.',
      "Pellworth is Canada's answer to Newmont.",
      'Hollins Pharma has the same DNA as Vertex did in the nineties.',
      'Early backers of Ocado were laughed at. Our warehouse robots are that story again.',
      'Caption: same energy as Nvidia before the AI boom.',
      'Subscribers who caught Pilbara at 5 cents will recognise this setup.',
    ],
  },
};
