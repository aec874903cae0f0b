// Context that turns a listed phrase into something other than a claim: a warning quoted from a regulator,
// a question put to someone, a rumour the text rebuts. Read per sentence; the engine asks before it reports.
// "Claims" frames a warning as speech ("false claims", "claims that"), not as a mining tenure ("its Harrow Creek claims").

const WARNING_FRAME =
  /\b(?:warn\w*|watch out|look out for|beware|be (?:careful|wary)|securities commissions?|PSA|public service announcement|alerts?|red flags?|regulators?|SEC|FINRA|IIROC|CIRO|OTC Markets|policy|bars?|prohibit\w*|describes?|described|critics?|mock\w*|accus\w*|such as|phrases?|slogans?|claims? like|wary|schemes?|caution\w*|ASIC|FCA|enforcement|highlight\w*|posts?|urging|short seller|(?:false|misleading|exaggerated|such|these|those|bold|wild|promotional|the|their|his|her) claims|claims (?:that|of|about|made|like)|remark|out of context|told)\b/i;
const ANSWER = /\b(?:asked|said|says|replied|answered|according to|laughed|declined|dismissed|responded)\b|\bno\b|\bnot\b|n't\b/i;
const INDIRECT_QUESTION = /\b(?:asked|ask|asking|wonder\w*|questioned)\b[^.?!]*\b(?:whether|if)\b/i;
const REBUTTAL = /\b(?:den(?:y|ied|ies)|dismiss\w*|reject\w*|contrary to|false|unfounded|baseless|not authori[sz]ed|no basis|refut\w*)\b/i;
const REPORTED = /\b(?:reports?|rumou?rs?|claims?|posts?|speculation|blogger|articles?|social media|short seller)\b/i;

// The phrase is what someone else's pitch says, or what it would be wrong to say:
// "promotions that urge them to act now", "it would be wrong to call this a sure thing".
const SPEECH_ABOUT =
  /\b(?:promotions?|promoters?|ads?|advertisements?|scams?|schemes?|pitches|fraudsters?|spam|touts?|tipsters?)\b[^.;]{0,40}\b(?:that|which|who)\s+(?:\w+\s+)?(?:urge|say|claim|promise|tell|call|push|use|pitch|predict)s?\b|\b(?:wrong|misleading|false|irresponsible|a mistake|dishonest|untrue|reckless)\s+to\s+(?:call|say|describe|claim|suggest|promise|predict)\b|\b(?:promoters?|touts?|tipsters?|scammers?|fraudsters?|spammers?|influencers|(?:the|an?|unsolicited) (?:ads?|promotion|pitch|newsletter|post|email|spam|tweet|video))\b[^.;]{0,40}\b(?:claim(?:s|ed|ing)?|sa(?:y|ys|id|ying)|promis(?:e|es|ed|ing)|predict(?:s|ed|ing)?|t(?:ell|ells|old|elling)|insist(?:s|ed)?|boast(?:s|ed)?|tout(?:s|ed|ing)?|urg(?:e|es|ed|ing)|call(?:s|ed|ing)?|wr(?:ote|ites)|post(?:s|ed))\b/i;

// Someone's words as the condition of advice ("any time someone tells you there's no downside, ask what they're selling").
const ANYONE_SAYS =
  /\b(?:any ?time|whenever|every time|if|when) (?:someone|anyone|somebody|a promoter|a stranger|people|a newsletter|an? (?:ad|email|post|pitch)) (?:\w+ )?(?:tells?|says?|promises?|claims?|writes?|posts?|pitches)\b/i;

// A claim quoted for scrutiny (fresh-g): the quotation presented as received or set as a test ("a reader forwarded me
// a promo: "...", "from my inbox: '...'", "Spot the problem: "...""), and the next sentence critiques it.
const PRESENTED =
  /\b(?:forward(?:ed|s)? (?:me|us|to me)|sent (?:me|us|in)|(?:from|in) (?:my|our|the) (?:inbox|mailbag|mailbox|spam folder|DMs|feed|comments)|read (?:you|out)|spot the (?:problem|flaw|red flags?|issues?|mistake)|what(?:'s| is) wrong with (?:this|that|the following)|(?:a|this|the) (?:promo|pitch|mailer|spam email) (?:for|about|that|from))\b/i;
const CRITIQUE =
  /\b(?:the problem|problems?:|flaws?|red flags?|warning signs?|regulators?|misleading|unsupported|manufactured|nonsense|ask (?:what|who|why)|(?:is|are) (?:ever |never )?guaranteed|don'?t (?:fall|believe)|be (?:wary|careful|sceptical|skeptical))\b/i;

// A rumour reported, then denied at the start of the next sentence (fresh-g): "There's chatter that you're shopping the
// unit." "There's no process."; "You may have seen a newsletter suggesting we are about to be acquired." "We have no idea
// where that came from". The claim inside the rumour is no one's claim here.
const RUMOUR_OPENS =
  /\b(?:chatter|rumou?rs?|speculation|gossip|whispers?|posts?|newsletters?|reports?|articles?|claims?|talk)\b[^.;]{0,30}?\b(?:that|suggesting|saying|claiming|about)\b/i;
const DENIED_NEXT =
  /^\W*(?:[A-Z]\w*:\s*)?(?:(?:I'll be|to be|let me be) (?:direct|clear|honest)[:,]\s*)?(?:we (?:haven't|have not|hadn't|did not|didn't|are not|aren't|have no|had no|have received no|have not received)\b|there(?:'s| is) (?:no|nothing)\b|(?:that|this|it)(?:'s| is) (?:not true|false|untrue|wrong|baseless)\b|not true\b|no(?:pe)?[,.!])/i;

// A regulator or a complaint reporting what promoters say: "The SEC's investor alert warns that promoters...",
// "According to FINRA, fraudsters tell investors...", "An SEC complaint alleges the influencers urged...".
const AUTHORITY_REPORTS =
  /\b(?:SEC|FINRA|FCA|ASIC|CSA|IIROC|CIRO|OSC|regulators?|securities commission|staff notice|investor (?:alert|advocate)|complaint|indictment)\b[^.;]{0,60}\b(?:warn\w*|caution\w*|remind\w*|notes?|alleg\w*|describ\w*|list\w*|highlight\w*)\b|\baccording to (?:the )?(?:SEC|FINRA|FCA|ASIC|CSA|IIROC|CIRO|OSC|regulators?)\b/i;

// Text in single quotation marks ('you can't lose'), apostrophes inside words excepted.
const SINGLE_QUOTED = /(?<!\w)'(?:[^'\n]|(?<=\w)'(?=\w))*'(?!\w)/g;

// A question put to someone: a labelled question, "is it true that...", or a claim others make, then a question.
const QUESTION_LABEL = /\b(?:questions?|asked|asks|interviewer|reporter)\b/i;
const QUESTION_PUT = /\bis (?:it|that|this) (?:really )?(?:true|fair|right|accurate|correct)\b|\bhow do you respond\b|\bis that a fair\b/i;
const OTHERS_SAY =
  /\b(?:some|many|a lot of|plenty of|lots of) (?:people|investors|commentators|posters|traders|analysts|holders)?(?: \w+){0,3} (?:call|are calling|say|are saying|claim|describe)\b/i;
// The issuer disowning a promotion about it: "did not commission this material and disagrees with it".
const DISOWNED =
  /\b(?:did not|didn't|has not|have not|never) (?:commission|authori[sz]e|pay for|approve|endorse)\w*|\bdisagrees? with\b|\bdoes not endorse\b|\bunsolicited\b/i;

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
  if (AUTHORITY_REPORTS.test(before) || ANYONE_SAYS.test(before)) return true;
  const rumour = RUMOUR_OPENS.exec(sentence);
  if (rumour && rumour.index < end && DENIED_NEXT.test(next)) return true;
  const quotesBefore = (offset: number) => (sentence.slice(0, offset).match(/"/g)?.length ?? 0) % 2 === 1;
  const quoted =
    quotesBefore(at) || quotesBefore(end) || [...sentence.matchAll(SINGLE_QUOTED)].some((q) => q.index < end && at < q.index + q[0].length);
  // Within quotation marks in a sentence that reports a warning: regulators warn of promotions that say "can't lose".
  if (quoted && (WARNING_FRAME.test(sentence) || DISOWNED.test(sentence) || DISOWNED.test(next))) return true;
  if (quoted && PRESENTED.test(before) && (CRITIQUE.test(next) || CRITIQUE.test(sentence.slice(end)))) return true;
  // A question put to someone, answered there or in the next sentence.
  const asks = (s: string) => /\?\s*["')\]]*\s*$/.test(s) && !RHETORICAL.test(s);
  if (asks(sentence) && (ANSWER.test(sentence) || ANSWER.test(next))) return true;
  const nextAsks = asks(next.split(/(?<=[.!?]["')\]]*)\s/)[0] ?? '');
  if ((asks(sentence) || nextAsks) && (QUESTION_LABEL.test(before) || OTHERS_SAY.test(before) || QUESTION_PUT.test(sentence))) return true;
  if (INDIRECT_QUESTION.test(before)) return true;
  // What others claim, dismissed by the sentence: "anyone telling you it hits $10 is making it up".
  const dismissed = OTHERS_DISMISSED.exec(sentence);
  if (dismissed && dismissed.index <= at && end <= dismissed.index + dismissed[0].length) return true;
  // A rumour or report the sentence rebuts: "the company denied a report that a buyout was imminent".
  return REBUTTAL.test(sentence) && REPORTED.test(sentence);
}

// A sentence whose act is caution, not a claim (issue 41, c41fam): it urges the reader to scrutinise (do the homework,
// check the filings, read the whole table, keep a regulator's warning in mind, wait before drawing conclusions),
// corrects the record ("To be precise: it is a non-binding term sheet"), rebuts what others say ("whoever says it hits a
// dollar is dreaming", "stop spreading this") or denies that the past says anything about the future. The classifier
// reads words, not acts, and scored such sentences as promotion; on them it alone asks a person, as on a quote.
const SCRUTINY =
  /\b(?:(?:do|doing|did) (?:your|their|some|the) (?:own )?(?:homework|research|due diligence|DD)|(?:check|verify|read|review|look (?:at|up|into)|dig into|consult|research|cross-check)(?:s|ing|ed)? (?:\S+ ){0,4}?(?:filings?|page|table|announcements?|reports?|prospectus|financial statements|accounts|risk factors|disclosures?|SEDAR\+?|EDGAR|the (?:full|whole|original|actual)|for yourself|the facts|the numbers|the source))\b/i;
const BEFORE_ACTING =
  /\bbefore (?:doing anything|acting|drawing (?:any )?conclusions|jumping (?:in|to conclusions)|you (?:buy|invest|act|trade|decide)|investing|buying|trading|deciding|reading too much)\b/i;
const WARINESS =
  /\b(?:(?:keep|bear|keeping|bearing) (?:that |this |it )?in mind|(?:be|stay|remain) (?:careful|wary|sceptical|skeptical|cautious|vigilant)|watch out for|beware|apply (?:the same|that|this|a (?:healthy|similar)) (?:standard|scrutiny|test|caution|scepticism|skepticism)|not just the (?:headlines?|highlights?|press release|best (?:holes?|results?)))\b/i;
const REBUTS =
  /\b(?:(?:stop|quit) (?:spreading|posting|sharing|repeating|pumping)|(?:tells?|says?) (?:us |you )?(?:nothing|little) about (?:what|the future|where|how)|(?:is|are) no (?:guide|indication|predictor) (?:to|of))\b/i;
// A correction states a fact: one that goes on to predict ("To be clear: the stock will double") is not one.
const CORRECTS =
  /^\W*(?:to be (?:precise|clear|fair|accurate)|for the record|for clarity|to clarify|just to (?:correct|clarify|be clear)|to correct|correction|let me be clear)\b/i;
const PREDICTS = /\b(?:will|'ll|going to|gonna|should|could|must|set to|poised to)\b/i;
// A caution a contrast then turns ("do your own research, but this one is going higher") cautions nothing.
const TURNS = /\b(?:but|yet|however|though|although|still|that said)\b/i;

// What others say, dismissed in the same sentence: "anyone telling you it hits $10 is making it up".
const OTHERS_DISMISSED =
  /\b(?:whoever|anyone|anybody|those|people)(?:'s| is| are| who(?:'s| is| are)?)? (?:saying|claiming|telling (?:you|people)|predicting|calling for|posting|promising)\b[^.;]{0,80}\b(?:is|are|'s|'re) (?:dreaming|wrong|mistaken|kidding|delusional|lying|making (?:it|this|that|things) up)\b/i;

// Enthusiasm about the business, then a refusal to speak of the stock (fresh-g): "I've never been more energised by
// this company." "What that means for the share price isn't something I'll comment on." Not a word about the security.
const REFUSES_PRICE_VIEW =
  /\b(?:(?:isn't|is not|not) something (?:I|we)(?:'ll| will| would|'d)? (?:comment on|speculate (?:on|about)|predict)|(?:I|we) (?:don't|do not|won't|will not|never|can't|cannot) (?:make|give|offer|comment on|predict|speculate (?:on|about)) (?:the )?(?:share|stock)[ -]price)/i;
const ABOUT_THE_SECURITY = /\b(?:shares?|stock|price|valuation|investors?|returns?|buy|upside)\b/i;

/** Whether the sentence at [start, end) of `text` is caution: scrutiny urged, the record corrected, a claim rebutted. */
export function cautionary(text: string, start: number, end: number): boolean {
  const sentence = text.slice(start, end);
  const next = text.slice(end, end + 200).split(/(?<=[.!?])\s/)[0];
  if (REFUSES_PRICE_VIEW.test(next) && !ABOUT_THE_SECURITY.test(sentence)) return true;
  if (CORRECTS.test(sentence)) return !PREDICTS.test(sentence);
  for (const re of [SCRUTINY, BEFORE_ACTING, WARINESS, REBUTS, OTHERS_DISMISSED]) {
    const m = re.exec(sentence);
    if (m && !TURNS.test(sentence.slice(m.index + m[0].length))) return true;
  }
  return false;
}
