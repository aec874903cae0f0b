// Claims read as structures (issue 41 point 2): who or what a matched claim is about, the outcome it predicts or
// promises, how sure it is, its time frame and what supports it. A rule asks for the structure it needs
// (`Matcher.claim`) instead of listing wordings, so a hedge ("we believe", "could") keeps a prediction a
// prediction, a negation cancels it, and a forecast a named third party published with its context and risks
// ("an independent analyst's target of ..., with the risks in ...") is reporting, not a claim.
// A rule states its structure as roles: who or what the claim is about (`subject`, read over the whole clause before
// the outcome and the outcome itself), the outcome (the match), whether it speaks of the future (`future`: a clause
// in the past tense is history), and where a role must be a name the pattern cannot tell from a capitalised word, the
// part of speech wink-nlp gives it (`names`: "Ocado was once written off" names a company, "Remember when" does not).

import { readTokens } from './compliance.nlp';

export type Certainty = 'sure' | 'hedged' | 'negated';

export interface Claim {
  /** The last words of the clause before the outcome (its subject and modality), as the finding shows them. */
  subject: string;
  /** The whole clause before the outcome, from the last break in the sentence. */
  clause: string;
  /** The matched words: what is predicted, promised or claimed. */
  outcome: string;
  certainty: Certainty;
  /** "by next year", "within two years", "overnight", or null. */
  timeFrame: string | null;
  /** What the sentence gives in support (a named source, a study, a resource estimate), or null. */
  support: string | null;
}

/** What a matcher asks of the claim's structure. */
export interface ClaimNeeds {
  /** The certainties that make it a finding (default: sure and hedged; a negated claim never is). */
  certainty?: readonly Certainty[];
  /** Dropped when the sentence gives this support ("according to Benchmark Minerals"). */
  unsupportedBy?: RegExp;
  /** The who-or-what role: the clause before the outcome, or the outcome itself, names it ("shareholders", "your money"). */
  subject?: RegExp;
  /** The claim speaks of what will happen: a clause in the past with no future or modal in it is history. */
  future?: boolean;
  /** Named groups of the match that must name a company or a person (a proper noun; see namesFit). */
  names?: readonly string[];
}

const HEDGE =
  /\b(?:may|might|could|would|should|can|believes?|believed|think|thinks|expects?|expected|anticipates?|estimates?|estimated|likely|potential(?:ly)?|possibly|probably|perhaps|in (?:our|my) (?:view|opinion)|we see|hopes?|aims?|if|assuming|subject to|reasonably|whether)\b/i;

const SURE =
  /\b(?:will|'ll|shall|certain(?:ly)?|sure|guarantee\w*|definitely|no doubt|inevitabl[ey]|confident|(?:is|are) going to|bound to|cannot fail|can't fail)\b/i;

const TIME_FRAME =
  /\b(?:by|within|before|inside|in (?:the )?(?:next|coming)|over the next|this|next|in)\s+(?:the\s+)?(?:end of (?:the )?)?(?:\d+|a|one|two|three|four|five|six|twelve|eighteen|few|coming)?\s*(?:days?|weeks?|months?|quarters?|years?|summer|spring|autumn|fall|winter|christmas|year[- ]?end|(?:19|20)\d\d|cycle|decade)\b|\b(?:tomorrow|overnight|soon|imminently|(?:19|20)\d\d)\b/i;

// Support a sentence can give for a claim: a named source, a study or survey, published data.
const SUPPORT =
  /\b(?:according to|based on (?:the |a |an |its |their )?(?:published|independent|NI 43-101|JORC|mineral resource|feasibility|study|survey|report|data|orders?)|(?:survey|report|study|forecast|data|figures) (?:by|from|of) [A-Z][\w&.-]*|source:|\(source\b|cited by|as reported by|estimates? (?:by|from) [A-Z])[^.;]{0,60}/i;

/** Reads the claim around a match: the sentence, the match's offsets in it, and whether the engine found it negated. */
export function readClaim(sentence: string, at: number, end: number, isNegated: boolean): Claim {
  const before = sentence.slice(0, at);
  // The clause the claim sits in: from the last break before it.
  const clause = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf('—')) + 1);
  const outcome = sentence.slice(at, end);
  const certainty: Certainty = isNegated ? 'negated' : HEDGE.test(clause) || HEDGE.test(outcome) ? 'hedged' : 'sure';
  const rest = sentence.slice(at);
  return {
    subject: clause.trim().split(/\s+/).slice(-8).join(' '),
    clause,
    outcome,
    certainty: certainty === 'hedged' && SURE.test(outcome) && !HEDGE.test(clause) ? 'sure' : certainty,
    timeFrame: TIME_FRAME.exec(rest)?.[0] ?? null,
    support: SUPPORT.exec(sentence)?.[0].trim() ?? null,
  };
}

// What puts a claim in the past ("shareholders earned 22% a year since 2015", "has doubled twice") and what keeps it
// about the future even then ("will", "could", "expect", "by next year").
const PAST =
  /\b(?:has|have|had|'ve) (?:\w+ly )?(?:been|\w+ed|\w+en|made|got|won|seen|paid|grown|risen|run|done)\b|\b(?:was|were|did|earned|made|got|received|collected|pocketed|banked|saw|enjoyed|returned|gained|doubled|tripled|paid|rose|grew|climbed|jumped|soared|ran|went|delivered|generated|produced|turned|averaged|compounded|totall?ed|amounted|lagged|trailed)\b|\b(?:since|ago|over the (?:past|last|previous)|last (?:year|quarter|month|week)|in (?:19|20)\d\d|to date|so far|historically)\b/i;
const FUTURE =
  /\b(?:will|'ll|shall|going to|gonna|can|could|would|should|may|might|must|expects?|expected|expecting|look(?:s|ing)? (?:forward|at)|count on|(?:set|about|poised|bound|due|likely|sure|certain|guaranteed) to|stands? to|from (?:here|now|today)|(?:by|within|over|in) the (?:next|coming)|next (?:year|quarter|month|cycle|decade)|by (?:next|the end|(?:19|20)\d\d))\b/i;

/** Whether a claim has the structure a matcher asks for. */
export function fits(claim: Claim, needs: ClaimNeeds, sentence: string): boolean {
  if (!(needs.certainty ?? ['sure', 'hedged']).includes(claim.certainty)) return false;
  if (claim.support) return false;
  if (needs.subject && !needs.subject.test(`${claim.clause} ${claim.outcome}`)) return false;
  if (needs.future && PAST.test(sentence) && !FUTURE.test(`${claim.clause} ${claim.outcome}`)) return false;
  return !needs.unsupportedBy?.test(sentence);
}

/**
 * Whether each named group of a match that took part names something (a proper noun). Inside a sentence its capital
 * letter says so; at the start of a sentence or a clause ("Ocado was once ...", "Caption: Remember ...") a capital
 * says nothing, so wink-nlp's part of speech decides (read memoised by text, and only for a match every pattern test
 * has already passed).
 */
export function namesFit(groups: readonly string[], sentence: string, groupStart: (name: string) => number | null): boolean {
  return groups.every((name) => {
    const at = groupStart(name);
    // A role the match did not fill (an alternative without it) asks nothing.
    if (at === null) return true;
    if (!/(?:^|[:;"(]|[.!?]["')]?)\s*$/.test(sentence.slice(0, at))) return true;
    const token = readTokens(sentence).find((t) => t.end > at);
    return token?.pos === 'PROPN';
  });
}

/** The structure as the finding's explanation shows it. */
export function describeClaim(claim: Claim): string {
  const time = claim.timeFrame ? `, time frame "${claim.timeFrame}"` : ', no time frame';
  const who = claim.subject ? `"${claim.subject}"` : 'the sentence';
  return ` Read as: ${who} → "${claim.outcome}" (${claim.certainty}${time}, no support given).`;
}

// A forecast reported as someone else's: a named analyst, firm or report as its source, and its context or risks
// in the sentence or the next one. Reporting, not a prediction (the issue's hard negative).
const NAMED_SOURCE =
  /\b(?:analysts?|research(?:er)?|securities|capital|partners|equity|markets) [^.;]{0,80}\b(?:target|values?|valued|valuation|rates?|forecasts?|estimates?)\b|\b(?:target|valuation|forecast)s? (?:of|from|by) (?:the )?(?:\w+ )?(?:analysts?|brokers?|research)\b|\b(?:in|per) (?:a|an|her|his|their|its) (?:\d+ \w+ )?(?:research )?(?:note|report)\b/i;
const CONTEXT_OR_RISK =
  /\b(?:assum\w+|risks?|may not|might not|warn\w*|speculative|illiquid|dilut\w+|opinions?|differ materially|depends? on|relies on|not the company'?s|caution\w*|uncertain\w*|could (?:reduce|fall|lose))\b/i;

// A named analyst as the one who forecasts: "analyst Marco Ruiz of Kinloch expects ...", "strategist Ana Diaz projects".
const NAMED_FORECASTER =
  /\b(?:[Aa]nalyst|[Ss]trategist|[Ee]conomist)s? (?:[A-Z][\w'-]+ ){1,3}(?:(?:of|at|from) (?:[A-Z][\w&.'-]+ ){1,4})?(?:expects?|projects?|forecasts?|sees|estimates?|models?|predicts?)\b/;

/** Whether a sentence (with the next) reports a named third party's forecast together with its context or risks. */
export function reportedForecast(sentence: string, next: string): boolean {
  return (NAMED_SOURCE.test(sentence) || NAMED_FORECASTER.test(sentence)) && (CONTEXT_OR_RISK.test(sentence) || CONTEXT_OR_RISK.test(next));
}
