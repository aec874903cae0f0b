import { behind, gap, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41 point 2), read as roles rather than wordings:
//   what         a part picked out of the whole (SAMPLE: a selector, "our best", "a single", "three hand-picked",
//                "the one", "our pilot", "a six-hour", with a unit of evidence, a hole, sample, well, test, site,
//                customer, store, month or quarter)
//   outcome      an inference from it (INFERENCE: shows, proves, confirms, tells you, is proof, so, that is what)
//                to the whole or to the future (SCOPE: "the entire field is high grade", "every other customer will
//                do the same", "for decades", "for good", "one of the richest deposits anywhere", "for everyone")
//   certainty    sure only: "suggests", "may indicate" is how a geologist or a scientist reports a result; a negation
//                between the roles ("does not show what the rest of the property holds") cancels the inference
//   support      none makes one sample the whole; a resource estimate or a full study is a different sentence
// The selective word starts the sample ("best", "single", "hand-picked", "one", "72-hour"): a determiner before it
// ("our", "the") adds nothing to the reading, and starting there would run the pattern at every "the".
const SELECTOR = String.raw`(?:(?:best|top|highlight(?:ed)?|headline|strongest|richest|highest~grade|highest|best~performing|top~performing|most successful|star|flagship|first|pilot|select|selected|picked|hand~picked|handpicked|cherry~picked|chosen|standout|single|lone|isolated|short|brief|(?:one|two|three|four|five|six|eight|ten|twelve|twenty|thirty|forty~eight|seventy~two)~(?:hour|day|week|month)|good|strong|great|profitable|record|bumper|stellar)|(?:just|only) (?:one|a single|two|three|a few|a handful of)|(?:that )?one|two|three|four|a few|a handful of|a couple of)`;
const EVIDENCE = String.raw`(?:holes?|intercepts?|intersections?|intervals?|samples?|rock~chips?|chips?|grabs?|assays?|cores?|trench(?:es)?|tests?|flow tests?|wells?|trial sites?|sites?|patients?|clinics?|customers?|clients?|stores?|shops?|months?|weeks?|days?|quarters?|years?|units?|batch(?:es)?|pilots?|plots?|farms?|runs?|results?|readings?|cohorts?)`;
// A test of a few hours or days, by its figure: read behind the word "test", so figures elsewhere start nothing.
const SAMPLE = String.raw`(?:${SELECTOR}(?: [\w%$.,-]+){0,2}? ${EVIDENCE}|${behind(String.raw`\b\d+~(?:hour|day|week|month)\s+`, String.raw`(?:flow )?tests?`)})`;
const INFERENCE = String.raw`(?:shows?|showed|showing|proves?|proved|proving|demonstrates?|demonstrated|demonstrating|confirms?|confirmed|confirming|tells? (?:you|us)|told (?:you|us)|(?:is|are|was) (?:proof|evidence|a sign|a taste|indicative|representative)|(?:proof|evidence) (?:that|of)|means?|meaning|so|therefore|hence|thus|that(?:'s| is)(?: what)?|is what|guarantees?|establishes?)`;
const SCOPE = String.raw`(?:(?:runs?|running|extends?|continues?|occurs?|persists?) (?:throughout|across) (?:the|its|our) (?:whole |entire )?[\w -]{0,30}?\b(?:system|deposit|property|project|field|orebody|district|trend|belt|claims?|block)\b|everything (?:you|we) need to know about (?:the )?[\w -]{0,30}?\b(?:whole|entire|rest)\b|(?:the )?(?:full~scale|commercial|whole|entire) (?:plant|operation|mine|mill|rollout|estate|chain|network|business|facility)\b[^.;]{0,40}?\b(?:will|would|'ll)\b[^.;]{0,40}?\b(?:the same|similar|likewise|as well|match\w*|in the same range|at (?:that|this|the same) (?:rate|level))\b|(?:the whole|the entire|all (?:of )?(?:the|our|its)|the rest of (?:the|our|its)|across (?:the|all|our)|every|each)\b[^.;]{0,50}?\b(?:is|are|will be|must be|has to be|should be|'s|will \w+|works?|looks?|grades?|holds?|has|have)\b[^.;]{0,30}?\b(?:rich|high~grade|world~class|like (?:that|this|it)|the same|similar|as good|as well|likewise|too|works?|successful|profitable|a success)\b|(?:the whole|the entire|all (?:of )?(?:the|our|its)|every|each)\b[^.;]{0,40}?\b(?:will|would|'ll|must|should) (?:also )?(?:double|triple|quadruple|grow|soar|succeed|sell out)\b|(?:the|our|its) [\w -]{1,30}? as a whole\b[^.;]{0,30}?\b(?:rich|high~grade|world~class|profitable|a success|works?)\b|what the (?:whole|entire|rest of the)\b|\bfor (?:good|decades|years to come|the life of|the next (?:[\w-]+ )?(?:years|decades))|forever|permanent(?:ly)?|lasting|here to stay|from now on|one of the (?:richest|best|largest|biggest|highest~grade|most \w+)\b[^.;]{0,40}?\b(?:anywhere|in the world|on (?:earth|the planet)|ever)|(?:a breakthrough|works?|effective|a cure|the answer) for (?:everyone|everybody|all|every)\b|will (?:dominate|own|win|take over|conquer|lead) (?:the|its|our|every)\b|(?:the|our|its) (?:whole|entire) [\w -]{1,40}? (?:is|are) (?:rich|high~grade|world~class|mineralised|mineralized|profitable))`;

// A gap that reads a decimal point as part of a figure ("42.6 g/t", "3.1% tin"), not as a sentence's end.
const figures = (n: number, stops: string) =>
  String.raw`(?:(?!(?:not|no|never|nor|neither|nothing|without|cannot)\b|n't\b)(?:[^${stops}]|(?<=\d)\.(?=\d))){0,${n}}?`;

// A part picked out nearby, for a result carried over to the whole in the next sentence or clause.
const PICKED_NEARBY = rx(
  String.raw`\b(?:best|top|strongest|richest|highest|best~performing|top~performing|star|flagship|first|pilot|select(?:ed)?|hand~picked|cherry~picked|standout|highlight|single|lone|trial|record)\b`,
  'i',
);

export const rule: RuleModule = {
  id: 'results.cherry-picked',
  category: 'results',
  title: 'Cherry-picked result presented as the whole',
  promotional: true,
  severity: 'critical',
  citation: 'NI 43-101; CSA Staff Notice 51-356; FINRA Rule 2210(d)(1)(A) (fair and balanced)',
  message:
    'Draws a conclusion about the whole (a property, a field, every customer, the years ahead) from a part picked for being the best: one hole, a few samples, a short test, one good quarter.',
  suggestion:
    'Report "{match}" as what it is, with the other results and what is not yet known (e.g. "Grab samples are selective and may not represent the property"), and remove the conclusion.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  supersedes: ['superlative.unattributed'],
  matchers: [
    {
      triggers:
        'best|top|highl|headl|stron|riche|highe|most s|star|flags|first|pilot|selec|picke|hand|cherr|chose|stand|singl|lone|isola|short|brief|test|flow|one|two|three|four|five|six|eight|ten|twelv|twent|thirt|forty|seven|good|great|profi|recor|bumpe|stell|just|only|that o|a few|a han|a cou',
      re: rx(String.raw`\b${SAMPLE}\b${figures(90, '.!?')}\b${INFERENCE}\b${gap(60)}${SCOPE}`),
      claim: { certainty: ['sure'] },
    },
    // The part, then the rest promised the same: "our pilot customer cut its costs by 70%, and every other customer will do the same".
    {
      triggers:
        'best|top|highl|headl|stron|riche|highe|most s|star|flags|first|pilot|selec|picke|hand|cherr|chose|stand|singl|lone|isola|short|brief|test|flow|one|two|three|four|five|six|eight|ten|twelv|twent|thirt|forty|seven|good|great|profi|recor|bumpe|stell|just|only|that o|a few|a han|a cou',
      re: rx(
        String.raw`\b${SAMPLE}\b${figures(90, '.:!?')}\b(?:every|all(?: of)?|the rest of|the whole|the entire)(?: (?:the|our|its))?(?: other)? [\w -]{0,30}?\b(?:will|would|'ll|are going to|can) (?:\w+ )?(?:the same|likewise|as well|too|like (?:that|this|it)|at (?:that|this|the same) rate|similar (?:results|savings|gains|grades|rates))\b`,
      ),
      claim: { certainty: ['sure'] },
    },
    // The picked part's rate carried over to the whole: "Apply that rate to the full base of 2 million users", "the
    // board expects the same uplift across the entire estate", "if we simply keep that pace we're a $100m business".
    {
      triggers: 'apply|extra|multi|roll|scale|the s|simil|compa|a lik|keep|maint|susta|hold',
      re: rx(
        String.raw`\b(?:apply(?:ing)?|extrapolat\w+|multiply(?:ing)?|roll(?:ing)? out|scal(?:e|ing)) (?:that|this|the same|those) (?:\w+ )?(?:rates?|results?|figures?|numbers?|conversion|uplift|growth|margins?|recover(?:y|ies)|grades?) (?:to|across|over) (?:the |our |its |all )?(?:full|whole|entire|rest|remaining|other|every|all)\b|\b(?:the same|similar|comparable|a (?:like|similar)) (?:\w+ )?(?:uplift|increase|growth|results?|gains?|improvement|recover(?:y|ies)|rates?|returns?|savings) (?:across|throughout|for|in|at) (?:the |our |its )?(?:entire|whole|full|rest of the|remaining|every)\b|\b(?:keep|keeps|keeping|maintain|maintains|sustain|sustains|hold) (?:up )?(?:that|this|the same) (?:pace|rate|run~rate|growth(?: rate)?)\b${gap(40)}\b(?:we'?re|we will be|we'll be|that'?s|it'?s|becomes?|would be) an? [\w$-]+~(?:dollar|million|billion|pound)\b`,
      ),
      needs: PICKED_NEARBY,
      needsNearby: true,
    },
  ],
  examples: {
    valid: [
      'Grab samples are selective by nature and may not represent average grades on the property.',
      'The best hole returned 2 metres at 48 g/t gold; it does not show what the rest of the property holds.',
      'One well tested at 3,000 barrels a day over six hours; longer tests are needed to know what the field can sustain.',
      'Our pilot customer cut its costs by 70%; results at other customers may differ.',
      "Castlereagh's membrane used 18% less energy during a six-month trial at one site.",
      'The best-performing site saw a 90% improvement, while the study as a whole showed 22%.',
      'One quarter of profit does not prove the turnaround is permanent, and losses may return.',
      'One customer accounts for 40% of revenue, so the whole business depends on renewing that contract.',
      'During a 72-hour test the well flowed at an average of 2,000 barrels a day; longer-term rates are not known.',
      'The first three holes suggest the mineralisation may continue along the entire strike length.',
      'The pilot converted 12% of users; conversion across the full base has not been measured and may be lower.',
      'Our best store grew sales 41%; the rest of the estate grew 3%, and we do not expect the same uplift elsewhere.',
    ],
    invalid: [
      'Our top intercept ran 31 g/t over a metre, and that is proof the entire claim block is rich.',
      'A lone grab sample assayed 15% zinc, which confirms the whole district is high grade.',
      'The best week of our trial produced a 60% yield gain, proving the system works for every farm.',
      'Our flagship store doubled its sales in its first month, which shows every store we open will do the same.',
      'Just one well tested at 3,000 barrels a day; that is what the whole field will flow for decades.',
      'Two selected core samples graded 8% nickel, so the deposit as a whole is clearly one of the richest in the world.',
      'Our strongest clinic reported zero readmissions, which demonstrates the device is a breakthrough for every patient.',
      'A single profitable quarter proves the turnaround is permanent.',
      'Just one well tested at 3,000 barrels a day; the whole field will flow like that for years.',
      'Two selected core samples graded 8% nickel, so the deposit as a whole is clearly world class.',
      'One trench returned 12 g/t over 4 metres, so the whole 8-kilometre trend must be high grade.',
      "Our star store's sales tripled in one week, so the whole chain will triple.",
      'Our first store turned a profit in week one, proof that every franchise will be profitable.',
      'A short 72-hour test flowed 2,000 barrels a day: that is what the reservoir will deliver for the next twenty years.',
      'Our first customer saved 40% on energy, and all of our other customers will see the same.',
      'Our best hole returned 2 metres at 48 g/t gold, which tells you what the whole Keeling Hill property is like.',
      'Highlight hole HC-22-07 returned 42.6 g/t gold over 11 metres, demonstrating the grade that runs throughout the system.',
      'The standout intercept, 3.1% tin over 20 metres, tells you everything you need to know about the whole deposit.',
      'The pilot mill achieved 97% recovery during a 48-hour test, confirming that the full-scale plant will deliver the same.',
      'In the best-performing cohort, 80% of users converted to paid. Apply that rate to the full base of 2 million users.',
      'After our flagship store grew like-for-like sales 41%, the board expects the same uplift across the entire estate.',
      "March was our best month ever. If we simply keep that pace we're a hundred-million-dollar business by Christmas.",
    ],
  },
};
