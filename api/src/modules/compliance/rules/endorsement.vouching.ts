import { SAFETY_CLAIM } from '../compliance.lexicon';
import { gap, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41 point 2), read as roles rather than wordings:
//   who          someone whose standing is lent to the stock (ENDORSER: a title or a body, "a former minister",
//                "a Nobel laureate", "industry veterans", "our auditors", "a top-five miner", "the government")
//   relation     any, or none: "agree", "backed by", "has put her own money in", "sits on our board", "signed off"
//   outcome      the investment's safety or growth, inferred from that standing (VOUCHED: "as safe an investment as
//                any", "cannot fail", "no risk in the shares", "all the due diligence you need", "the growth story of
//                the decade", "is the guarantee of its growth"); or the double negative of a reputation put at
//                stake ("would never attach his name to a company that could fail")
//   certainty    sure or hedged; a negation between the roles ("an audit does not guarantee the value of the
//                shares", "his appointment says nothing about the risks") cancels it
// An appointment, a grant or an audit opinion reported as a fact names an endorser but claims no outcome.
// The endorser starts at its noun ("minister", "laureate", "auditor"): its modifiers ("a former", "two retired") add
// nothing to the reading, and starting at them would run the pattern at every "a" and "the".
const ENDORSER = String.raw`(?:ministers?|laureates?|Nobel (?:prize )?(?:winners?|laureates?)|governors?|central bankers?|bankers?|(?:development|state|national|central|investment) banks?|regulators?|reviewers?|officials?|veterans|experts?|scientists?|doctors?|physicians?|oncologists?|geologists?|professors?|billionaires?|celebrit(?:y|ies)|ambassadors?|fund managers?|analysts?|insiders|auditors?|partners?|partnerships?|(?:hedge )?funds|(?:smart|big|serious|institutional|that kind of|this kind of) money|majors?|miners?|government|agency|FDA|institutions|smart money)`;
const VOUCHED = String.raw`(?:${SAFETY_CLAIM}|(?:all|the only) (?:the )?(?:due diligence|proof|evidence|assurance|reassurance|comfort|validation)(?: of [\w-]+)? (?:you|anyone|investors?|an investor|any (?:investor|shareholder|holder)|one) (?:need|needs|should need|will ever need)|(?:the )?guarantee (?:of|for) [\w' -]{0,40}?(?:growth|success|future|returns?)|trust (?:it |them |the company )?with (?:my|your|his|her|their) (?:pension|savings|retirement|life|house|money)|(?:[\w-]+ )?story of the (?:decade|year|century)|will (?:triple|double|quadruple|soar|boom|be a (?:winner|success|multi~bagger))|(?:growth|success|future) is (?:assured|guaranteed|secured)|(?:been )?vetted for (?:you|investors|shareholders)|done (?:the|your|all the) (?:due diligence|homework|work) for (?:you|investors|shareholders))`;
const REPUTATION_AT_STAKE = String.raw`(?:(?:(?:does|do|did)(?: not|n't)|never) (?:back|backs|bet on|bets on|pick|picks|invest in|invests in|fund|funds) (?:losers|failures|duds|lemons)\b|(?:would|will|'d)(?: never| not|n't) (?:attach|put|lend|risk|stake|tie) (?:his|her|their|its|my) (?:own )?(?:names?|reputations?|money|careers?|credibility)\b[^.;]{0,60}?\b(?:fail|lose|go under|go bust|collapse)|(?:would|'d)(?: never| not|n't) have (?:done (?:that|this|it|so)|invested|bought in|backed (?:it|us|the \w+)|committed|signed)\b[^.;]{0,40}?\bif (?:the \w+|it|there|we) (?:had|was|were|carried|faced) (?:any|much|real|serious)(?: real| serious)? (?:risk|doubt|chance of failure|question))`;

export const rule: RuleModule = {
  id: 'endorsement.vouching',
  category: 'endorsement',
  title: 'Endorsement vouching for safety or growth',
  promotional: true,
  severity: 'critical',
  citation: 'SEC investor alert on social media and investment fraud; FINRA Rule 2210(d)(1)(B); CSA Staff Notice 51-356',
  message:
    "Uses someone's standing (an official, an expert, a partner, an auditor) as proof that the shares are safe or will grow. An endorsement says nothing about an investment's risk.",
  suggestion:
    'Remove "{match}". Say who is involved and in what role (with any pay), and let the company\'s facts and risks speak for themselves.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  supersedes: ['endorsement.testimonial', 'superlative.unattributed'],
  matchers: [
    {
      triggers:
        'minis|laure|nobel|gover|centr|banke|devel|state b|natio|inves|regul|revie|offic|veter|exper|scien|docto|physi|oncol|geolo|profe|billi|celeb|ambas|fund m|funds|hedge|big m|serio|that k|this k|analy|insid|audit|partn|major|miner|agenc|fda|insti|smart',
      re: rx(String.raw`\b${ENDORSER}\b${gap(100, '.!?')}\b${VOUCHED}`),
      claim: {},
    },
    {
      triggers:
        'minis|laure|nobel|gover|centr|banke|devel|state b|natio|inves|regul|revie|offic|veter|exper|scien|docto|physi|oncol|geolo|profe|billi|celeb|ambas|fund m|funds|hedge|big m|serio|that k|this k|analy|insid|audit|partn|major|miner|agenc|fda|insti|smart',
      re: rx(String.raw`\b${ENDORSER}\b${gap(80, '.!?')}\b${REPUTATION_AT_STAKE}`),
      claim: {},
    },
    // Standing as all the checking an investor needs, whoever's it is ("having her on the board is all the assurance any
    // shareholder needs"): the phrase is the vouching.
    {
      triggers: 'all|the only',
      re: rx(
        String.raw`\b(?:all|the only) (?:the )?(?:due diligence|proof|evidence|assurance|reassurance|comfort|validation) (?:you|anyone|investors?|an investor|any (?:investor|shareholder|holder)|one) (?:need|needs|should need|will ever need)\b`,
      ),
      claim: {},
    },
  ],
  examples: {
    valid: [
      'Dr Anna Keogh, a former FDA reviewer, has joined the scientific advisory board.',
      'Hartwell Graphite received a C$500,000 provincial grant; the grant does not imply any government view of the company.',
      'Our auditors issued an unqualified opinion; an audit does not guarantee the accuracy of every figure or the value of the shares.',
      'A former minister joined the board in May; his appointment says nothing about the risks of the shares.',
      'Leading oncologists will present the phase 2 data at the ASCO meeting in June.',
      "A billionaire investor bought 5% of the shares in the placement; insiders' purchases do not mean the shares will rise.",
      'The FDA found the device safe for use in adults, based on the pivotal study.',
      'Industry experts expect the copper market to be in deficit from 2028; their forecasts differ widely.',
      'The state development bank has provided a US$20 million loan at 6% interest, secured on the plant.',
      'This summary is not all the information an investor needs; read the prospectus.',
    ],
    invalid: [
      'Two retired mining ministers sit on our board, and they would not risk their reputations on a company that might fail.',
      'With a Nobel prize winner on the advisory board, this stock is about as safe as they come.',
      'A billionaire fund manager has bought in, which tells you the downside is covered.',
      'Leading oncologists agree that Trexo will be the biotech success story of the year.',
      "Backed by a top-five miner, Corrigan's growth is assured.",
      'Our auditor has signed off on everything, so investors have nothing to fear.',
      'The former head of the FDA told us this is the safest biotech bet on the market.',
      'Every expert we spoke to agrees the company will triple in size within five years.',
      "Our partner, the world's largest battery maker, is all the proof of safety an investor needs.",
      'Even the state development bank is a lender, which makes this the safest junior on the exchange.',
      "Endorsed by a former central banker: 'Fairmile Capital is the one stock I'd trust with my pension.'",
      'The former minister on our advisory board would never attach his name to a company that could fail.',
      'A top-three producer has taken a 15% stake, and a major would never have invested if the project carried any real risk.',
      'Our partnership with the national space agency means investors can hold with confidence.',
      'A central banker as chair is all the assurance any shareholder will ever need.',
      'Having Dame Ruth Okafor as chair is all the validation an investor needs.',
      'Our offtake partner is a top-ten steelmaker, and top-ten steelmakers do not back losers.',
      'Three hedge funds have joined the register, so the due diligence has been vetted for you.',
      'When serious money like that is on the register, the deal has been vetted for investors.',
    ],
  },
};
