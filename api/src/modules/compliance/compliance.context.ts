// Context that turns a listed phrase into something other than a claim: a warning quoted from a regulator,
// a question put to someone, a rumour the text rebuts. Read per sentence; the engine asks before it reports.

const WARNING_FRAME =
  /\b(?:warn\w*|alerts?|red flags?|regulators?|SEC|FINRA|IIROC|CIRO|OTC Markets|policy|bars?|prohibit\w*|describes?|described|critics?|mock\w*|accus\w*|such as|phrases?|slogans?|claims? like|wary|schemes?|caution\w*|ASIC|FCA|enforcement|highlight\w*|posts?|urging|short seller|claims|remark|out of context|told)\b/i;
const ANSWER = /\b(?:asked|said|says|replied|answered|according to|laughed|declined|dismissed|responded)\b|\bno\b|\bnot\b|n't\b/i;
const INDIRECT_QUESTION = /\b(?:asked|ask|asking|wonder\w*|questioned)\b[^.?!]*\b(?:whether|if)\b/i;
const REBUTTAL = /\b(?:den(?:y|ied|ies)|dismiss\w*|reject\w*|contrary to|false|unfounded|baseless|not authori[sz]ed|no basis|refut\w*)\b/i;
const REPORTED = /\b(?:reports?|rumou?rs?|claims?|posts?|speculation|blogger|articles?|social media|short seller)\b/i;

// The phrase is what someone else's pitch says, or what it would be wrong to say:
// "promotions that urge them to act now", "it would be wrong to call this a sure thing".
const SPEECH_ABOUT =
  /\b(?:promotions?|promoters?|ads?|advertisements?|scams?|schemes?|pitches|fraudsters?|spam|touts?|tipsters?)\b[^.;]{0,40}\b(?:that|which|who)\s+(?:\w+\s+)?(?:urge|say|claim|promise|tell|call|push|use|pitch|predict)s?\b|\b(?:wrong|misleading|false|irresponsible|a mistake|dishonest|untrue|reckless)\s+to\s+(?:call|say|describe|claim|suggest|promise|predict)\b|\b(?:promoters?|touts?|tipsters?|scammers?|fraudsters?|spammers?|the (?:ads?|promotion|pitch|newsletter|post|email|spam|tweet|video))\b[^.;]{0,20}\b(?:claimed|said|promised|predicted|told|insisted|boasted|touted|urged|called|wrote|posted)\b/i;

// Questions put to the reader that answer themselves: a call to act, not a question.
const RHETORICAL = /\bwhat are you waiting for\b|\bwhy (?:wait|not buy|hesitate)\b|\bwho wouldn'?t want\b/i;

interface Around {
  /** The sentence holding the match, and the offsets of the match in it. */
  sentence: string;
  at: number;
  end: number;
  next: string;
}

/** Whether the phrase at `at` is quoted, questioned or rebutted rather than claimed. */
export function notAClaim({ sentence, at, end, next }: Around): boolean {
  const before = sentence.slice(0, at);
  if (SPEECH_ABOUT.test(before)) return true;
  const quotesBefore = (offset: number) => (sentence.slice(0, offset).match(/"/g)?.length ?? 0) % 2 === 1;
  // Within quotation marks in a sentence that reports a warning: regulators warn of promotions that say "can't lose".
  if ((quotesBefore(at) || quotesBefore(end)) && WARNING_FRAME.test(sentence)) return true;
  // A question put to someone, answered there or in the next sentence.
  if (/\?\s*["')\]]*\s*$/.test(sentence) && !RHETORICAL.test(sentence) && (ANSWER.test(sentence) || ANSWER.test(next))) return true;
  if (INDIRECT_QUESTION.test(before)) return true;
  // A rumour or report the sentence rebuts: "the company denied a report that a buyout was imminent".
  return REBUTTAL.test(sentence) && REPORTED.test(sentence);
}
