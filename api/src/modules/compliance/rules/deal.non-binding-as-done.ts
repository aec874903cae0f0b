import { gap, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41 point 2), read as roles rather than wordings:
//   what         an arrangement that binds no one yet (PRELIMINARY: a memorandum of understanding, a letter of intent,
//                a term sheet, heads of agreement, an expression of interest, a handshake, talks, a pilot or trial
//                order, anything called non-binding or indicative)
//   outcome      the deal or its fruits as done (DONE: "as good as financed", "effectively ours", "in the bag", a verb
//                of securing with an object: "guarantees US$200 million of revenue", "locks in our offtake", "means
//                the concession is ours", "proves that ... will")
//   certainty    sure only: "the MOU could lead to a contract" is what an MOU is; a negation between the roles ("the
//                MOU does not guarantee any revenue") or before them cancels the claim
//   support      none can make a non-binding deal binding, so none is asked for
const PRELIMINARY = String.raw`(?:MOUs?|memorand(?:um|a) of understanding|LOIs?|letters? of intent|term~sheets?|heads of (?:agreement|terms)|expressions? of interest|EOIs?|framework agreements?|preliminary (?:agreements?|deals?|terms)|indicative (?:offers?|proposals?|bids?|terms|term~sheets?|orders?)|non~binding (?:[\w-]+ ){0,2}(?:agreements?|offers?|proposals?|term~sheets?|deals?|orders?|MOUs?|bids?|commitments?)|(?:though |although |while |if )?(?:not yet|non)~binding|(?:shaken|shook|shaking) hands|handshake (?:deal|agreement)|verbal (?:agreements?|commitments?|orders?|deals?)|(?:advanced|exclusive|late~stage|ongoing) (?:talks|negotiations|discussions)|(?:pilot|trial|sample|test) orders?)`;
const DONE = String.raw`(?:(?:as good as|effectively|practically|virtually|basically|all but|essentially|now) (?:done|signed|closed|sealed|secured|financed|funded|ours|won|full|booked|sold|contracted|committed|a (?:done deal|contract|certainty|sure thing|sale)|guaranteed|certain|locked (?:in|up)|in the bag)|a done deal|in the bag|(?:is|are) a (?:certainty|sure thing|formality)|sold out|(?:guarantee|secure|ensure|assure|cement|seal)(?:s|d|ing)?\b(?= (?!that (?:the parties|both parties|a definitive))[\w$£€])|locks? (?:in|up)|means? ${gap(60)}\b(?:is|are) (?:(?:now|fully|effectively|already|all but) )*(?:ours|sold out|done|secured|financed|funded|locked|guaranteed|assured|a certainty|full|booked|contracted|committed|gone|over|solved|removed|eliminated|off the table|behind (?:us|it|the company))|(?:prov(?:es|ed|ing)|(?:is|are) (?:proof|evidence)) (?:that )?${gap(60)}\bwill\b)`;

// What only a binding contract gives, stated of the arrangement whatever the hedges on its figures ("adds an estimated
// $250 million to its contracted backlog", "now has a secured customer for 100% of its production", "adding a new
// revenue stream from the first quarter"): a hedge on the figure is not one on the deal, so no claim reading.
const BINDING_FRUIT = String.raw`(?:add(?:s|ed|ing)? ${gap(50)}\b(?:to (?:its|our|the|their) (?:contracted |firm |secured |committed )?(?:backlog|order~book|revenues?|sales)|(?:a |an )?(?:new |recurring )?revenue stream)|(?:now )?(?:has|have) (?:an? )?(?:secured|guaranteed|locked~in|firm|contracted|committed|binding) (?:customer|buyer|offtake|market|contract|outlet|partner|funding|financing)s?)`;
// Hedges just before what the arrangement gives: "could add", "would have a secured customer", "if ... adds".
const HEDGED = String.raw`(?<!\b(?:may|might|could|would|should|can|if|once|when|until)\s(?:\w+\s)?)`;
// A deal claimed as done, then the arrangement it rests on: "has secured a 10-year offtake ..., following the signing
// of a memorandum of understanding".
const SECURED = String.raw`(?:secured|landed|won|clinched|sealed|bagged|locked in|signed up) (?:an? |its |their |the )?(?![^.;:]{0,40}?\b(?:binding|definitive|final)\b)${gap(40)}\b(?:offtakes?|contracts?|deals?|customers?|buyers?|orders?|supply (?:agreements?|deals?)|distribution (?:agreements?|deals?)|partners?|financing|funding)`;

// Revenue put on an arrangement that binds no one (issue 41, fresh-g): a figure of money as its revenue, sales or worth
// ("expects to generate $40 million of revenue", "a revenue opportunity of more than $300 million", "we're modelling
// twelve million dollars of revenue from it"); a hedge ("could", "if", "no assurance") makes it a scenario.
const ARRANGEMENT = String.raw`(?:${PRELIMINARY}|(?:strategic )?(?:cooperation|co~operation) agreements?)`;
const AMOUNT = String.raw`(?:(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*(?:\s?(?:million|billion|m|bn|k)\b)?|(?:\w+~)?\w+ (?:million|billion) (?:dollars|pounds|euros))`;
const REVENUE_FIGURE = String.raw`(?:(?:revenues?|sales)(?: opportunity| potential)? of (?:more than |over |up to |about |some |at least )?${AMOUNT}|${AMOUNT}(?: (?:a|per) year)? (?:(?:in|of) (?:new |additional |annual |recurring )?(?:revenues?|sales)|a year in (?:revenues?|sales))|worth (?:an estimated |about |up to |some |more than |over )?${AMOUNT})`;
const SCENARIO = rx(
  String.raw`\b(?:could|may|might|if|unless|subject to|no (?:assurance|guarantee)|not (?:binding|guaranteed)|cannot|there is no|would only|only if)\b`,
  'i',
);

export const rule: RuleModule = {
  id: 'deal.non-binding-as-done',
  category: 'deal',
  title: 'Non-binding deal presented as done',
  promotional: true,
  severity: 'critical',
  citation: 'CSA Staff Notice 51-356; NP 51-201; FINRA Rule 2210(d)(1)(B)',
  message:
    'Presents an arrangement that binds no one (an MOU, a letter of intent, a term sheet, talks, a pilot order) as a deal done or its revenue as secured.',
  suggestion:
    'Say what was signed and that it is not binding, what must happen before a definitive agreement, and that it may not happen; remove "{match}".',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  matchers: [
    {
      triggers:
        'mou|memor|loi|lette|term|heads|expre|eoi|frame|preli|indic|non|nonb|non-|thoug|altho|while|if |not y|shake|shook|shaki|hands|verba|advan|exclu|late|ongoi|pilot|trial|sampl|test',
      re: rx(String.raw`\b${PRELIMINARY}\b${gap(90)}\b${DONE}`),
      claim: { certainty: ['sure'] },
    },
    {
      triggers:
        'mou|memor|loi|lette|term|heads|expre|eoi|frame|preli|indic|non|nonb|non-|thoug|altho|while|if |not y|shake|shook|shaki|hands|verba|advan|exclu|late|ongoi|pilot|trial|sampl|test',
      re: rx(String.raw`\b${PRELIMINARY}\b${gap(90)}${HEDGED}\b${BINDING_FRUIT}`),
    },
    {
      triggers: 'secur|lande|won |clinc|seale|bagge|locke|signe',
      re: rx(
        String.raw`${HEDGED}\b${SECURED}\b${gap(80)}\b(?:following|after|under|through|via|on the back of|based on|thanks to|with) (?:the )?(?:(?:signing|execution|announcement) of )?(?:an? |its |their |the )?${PRELIMINARY}\b(?![^.;]{0,60}\b(?:became|become|becomes|was converted|turned into|was replaced by|led to)\b)`,
      ),
    },
    // Revenue counted from the arrangement (fresh-g): "the MOU, which management expects to generate $40 million of revenue".
    {
      triggers:
        'mou|memor|loi|lette|term|heads|expre|eoi|frame|preli|indic|non|nonb|non-|thoug|altho|while|if |not y|shake|shook|shaki|hands|verba|advan|exclu|late|ongoi|pilot|trial|sampl|test|strat|coope|co-op',
      re: rx(String.raw`\b${ARRANGEMENT}\b${gap(100)}(?<!\w)${REVENUE_FIGURE}`),
      unless: SCENARIO,
    },
    // A rollout or contract after a pilot or trial called a formality: "following the pilot, national rollout is a formality".
    {
      triggers: 'pilot|trial|test',
      re: rx(
        String.raw`\b(?:pilots?|trials?|tests?)\b${gap(90)}\b(?:is|are|'s|'re) (?:now |just |merely |only |simply )?(?:a (?:mere |pure |simple )?formality|a (?:certainty|given|sure thing|done deal)|(?:assured|guaranteed))\b`,
      ),
      unless: SCENARIO,
    },
    // The deal as done in the sentences around it: "$TNDR just signed an LOI with a Big Tech company. This changes
    // everything.", "just landed a pilot order from a national pharmacy chain. That's 9,000 stores, so do the revenue math."
    {
      triggers: 'mou|memor|loi|lette|term|heads|expre|eoi|non|verba|pilot|trial|test',
      re: rx(
        String.raw`\b(?:MOUs?|memorand(?:um|a) of understanding|LOIs?|letters? of intent|term~sheets?|heads of (?:agreement|terms)|expressions? of interest|EOIs?|non~binding (?:[\w-]+ ){0,2}(?:agreements?|offers?|proposals?|term~sheets?)|verbal (?:agreements?|commitments?)|(?:pilot|trial|test) orders?)\b`,
      ),
      needs: rx(
        String.raw`\b(?:changes everything|game~changer|revenue is (?:coming|locked in|assured|on its way)|(?:the )?money is coming|done deal|in the bag|it'?s happening|signed, sealed|do the (?:\w+ )?math|run the numbers)\b`,
        'i',
      ),
      needsNearby: true,
    },
  ],
  examples: {
    valid: [
      'The company has signed a non-binding memorandum of understanding; there is no assurance that a definitive agreement will follow.',
      'The letter of intent is non-binding, and either party may walk away before a definitive agreement is signed.',
      'Corrigan Copper has signed a binding earn-in agreement under which a major mining company may spend A$20 million to earn 51% of the project.',
      'The term sheet sets out the main terms of a possible US$40 million loan, subject to due diligence and credit approval.',
      'The MOU does not guarantee any revenue, and the parties have not agreed on price.',
      'A pilot order for ten units was delivered in May; the customer has not committed to further purchases.',
      'Talks with two supermarket chains are continuing; no agreement has been reached.',
      'The letter of intent could lead to a supply contract if the pilot succeeds.',
      'If the letter of intent becomes a contract, it could add about $250 million to the backlog.',
      'The company secured a binding offtake in 2024, after the memorandum of understanding signed in 2023 became a contract.',
      'The term sheet does not add anything to the contracted backlog until a definitive agreement is signed.',
      'The memorandum of understanding could lead to sales of about $5 million a year if a definitive contract is signed.',
      'After the pilot, the retailer will decide whether to extend the system to other stores; no decision has been made.',
    ],
    invalid: [
      'The heads of agreement with a Japanese trading house effectively locks in our offtake for the life of the mine.',
      'Our memorandum of understanding with the ministry means the concession is as good as ours.',
      'A verbal commitment from a tier-one automaker puts C$300 million of sales in the bag.',
      'The indicative term sheet from our lender guarantees that construction starts in spring.',
      'We are in advanced talks with two supermarket chains, so national distribution is a done deal.',
      'A trial order of 50 units proves that every utility in Europe will buy the system.',
      'A pilot order from one hospital is proof that every clinic in the state will want the scanner.',
      'Our framework agreement with the navy, though not yet binding, secures our place as its supplier for twenty years.',
      'With a signed LOI from a top-ten pharma company, the licensing deal is effectively closed.',
      'The term sheet from a Gulf sovereign fund means the project is now fully financed.',
      'Thanks to the LOI, our order book is effectively full for 2027.',
      'Our expression of interest from a top-three steelmaker is as good as a contract.',
      '$TNDR just signed an LOI with a Big Tech company. This changes everything.',
      // What only a contract gives, whatever the hedge on its figure; the deal first, the MOU after it.
      "The company's letter of intent with a major defence prime adds an estimated $250 million to its contracted backlog.",
      'Following execution of a term sheet (subject to due diligence), Yarraby Graphite now has a secured customer for its output.',
      'Kestrel has secured a 10-year offtake with a European automaker, following the signing of a memorandum of understanding.',
      'The expression of interest from a sovereign fund to finance the mine means funding risk is gone.',
      'Our featured company just landed a pilot order from a national chain. That is 9,000 stores, so do the revenue math.',
      'Its letter of intent with a regional airline is expected to bring in $12 million of new revenue over two years.',
      'The cooperation agreement signed this week with a state grid operator is a sales opportunity of more than $80 million.',
      'With the trial at two depots complete, a fleet-wide contract is merely a formality for the company.',
    ],
  },
};
