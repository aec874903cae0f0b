// Who is the source of a price target or an estimate (issue 41, c41 point 2). A target a named third party set or
// published ("Analysts at Raymond James cut their target to $14", "According to FactSet, the consensus price target
// is C$3.10", "Canaccord's analyst reiterated a $9 target") is reporting; the same figure in the writer's or the
// issuer's voice ("we expect the shares to reach $14"), or in no one's ("shares will hit $14"), is a prediction.
// Read by structure, not by a list of firms: the clause around the target names its source in one of a few roles
// (an analyst at or of a name, a name's analyst or research, a name that took a rating action, a data provider the
// sentence cites, the analysts a consensus is taken among), and nothing in the clause makes it the writer's own
// forecast or a forecast of what analysts will do.

import { readTokens } from './compliance.nlp';

// A name: capitalised words (with "&", "and", "of", "de" between two of them), "Raymond James", "Brinley & Co.".
const WORD = String.raw`[A-Z][\w&.'-]*`;
const NAME = String.raw`${WORD}(?:\s+(?:(?:&|and|of|de)\s+)?${WORD})*`;

// Capitalised words that are grammar or the issuer's own people, never a third party ("Our analyst", "The Company").
const NOT_A_THIRD_PARTY =
  /^(?:we|our|us|i|i'd|i'm|my|me|the|this|that|these|those|it|its|they|their|your|you|he|she|his|her|a|an|management|company|board|directors?|ceo|cfo|coo|chairman|chair|founder|issuer|shareholders?|investors?|readers?|subscribers?|analysts?|top|leading|many|most|some|several|all|other|wall|bay|street)$/i;

const ROLE = String.raw`(?:[Aa]nalysts?|[Ss]trategists?|[Ee]conomists?|[Bb]rokers?|[Rr]esearch(?: team| desk| note| report)?|[Ee]quity research|desk|note|report)`;
const RATING_ACTION = String.raw`(?:cut|cuts|raised|raises|lifted|lifts|lowered|lowers|trimmed|trims|reiterated|reiterates|maintained|maintains|initiated|initiates|set|sets|kept|keeps|assigned|assigns|boosted|boosts|upgraded|upgrades|downgraded|downgrades|resumed|resumes|published|publishes|issued|issues)`;

/** Each role a source can take in the clause; the group `name` is the name that must be a third party. */
const SOURCES: readonly RegExp[] = [
  // A cited provider: "According to FactSet", "per Refinitiv data", "data compiled by Bloomberg".
  new RegExp(
    String.raw`\b(?:[Aa]ccording to|[Pp]er|[Cc]iting|(?:[Dd]ata|[Ff]igures|[Ee]stimates) (?:from|compiled by)|(?:[Cc]ompiled|[Rr]eported|[Pp]ublished) by)(?: data from)? (?:the )?(?<name>${NAME})`,
  ),
  // A role at or of a name: "Analysts at Raymond James", "analyst Jo Reyes of Larkspur Securities".
  new RegExp(String.raw`\b${ROLE} (?:(?:at|of|from|with) )?(?<name>${NAME})`),
  // A name's role: "Canaccord's analyst", "Canaccord Genuity analyst Jo Reyes".
  new RegExp(String.raw`(?<name>${NAME})(?:'s)? (?:\w+ )?${ROLE}\b`),
  // A firm's named analyst holding the target or rating: "Larkspur's Jo Reyes has a $9 target", "Brinley Capital' Ann Moe rates it".
  new RegExp(
    String.raw`(?<name>${NAME})(?:'s|') ${WORD}(?: ${WORD})? (?:has|had|holds|held|rates|rated|keeps|kept|carries|carried|sees|saw|values|valued)\b`,
  ),
  // A name that took a rating action on its target: "Raymond James cut its target to $14".
  new RegExp(String.raw`(?<name>${NAME}) (?:\w+ly )?${RATING_ACTION} (?:its|their|a|an|the)\b`),
];

// A target or estimate taken among the analysts who cover the stock ("the median target among the 14 analysts
// covering Marrow", "price targets ... the analysts who publish them"): analysts as a body, not the writer.
const AMONG_ANALYSTS =
  /\b(?:consensus|median|average|mean)\b[^.;]{0,60}?\b(?:among|of|from|across) (?:the )?(?:\d+|\w+) (?:analysts|brokers)\b|\b(?:targets?|estimates?)\b[^.;]{0,30}?\b(?:to|from|by|of|among) (?:the )?(?:\w+ )?analysts (?:who|that) (?:publish|set|issue|cover|write)\b/;

// What makes the clause the writer's or the issuer's forecast.
const OWN_VOICE =
  /\b(?:we|i|my|our|management|the company)(?:'d|'re|'m)? (?:\w+ )?(?:expect|believe|think|see|forecast|predict|estimate|target|project|model|reckon)\w*\b|\b(?:our|my) (?:own |in-house |house )?(?:price )?(?:target|estimate|forecast|view|model|PT|analysts?|research|strategists?|team|desk)\b/i;
// A future before any verb reporting what the source said is the writer's forecast of what the source will do
// ("Analysts at Jefferies will raise their target"); after one it is the source's ("... say the stock will hit $14").
const FUTURE = /\b(?:will|'ll|going to|gonna|about to|set to|bound to|poised to)\b/i;
const REPORTING_VERB =
  /\b(?:says?|said|expects?|expected|believes?|believed|sees|saw|thinks?|thought|argues?|argued|estimates?|estimated|forecasts?|forecast|predicts?|predicted|wrote|writes|notes?|noted|told|tells|projects?|projected|reckons?)\b/;
const ownVoice = (text: string) => OWN_VOICE.test(text) || FUTURE.test(text.split(REPORTING_VERB)[0]);

// Where a clause ends inside a sentence.
const CLAUSE_BREAK = /[;:\u2014\u2013]|,\s+(?:and|but|while|whereas|yet|so|though|although|which)\b|\s(?:but|while|whereas)\s/g;

/** The clause of `sentence` that holds [at, end). */
function clauseAround(sentence: string, at: number, end: number): { text: string; at: number } {
  let from = 0;
  let to = sentence.length;
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(sentence); m; m = CLAUSE_BREAK.exec(sentence)) {
    if (m.index + m[0].length <= at) from = m.index + m[0].length;
    else if (m.index >= end) {
      to = m.index;
      break;
    }
  }
  return { text: sentence.slice(from, to), at: from };
}

const isThirdParty = (name: string) => !NOT_A_THIRD_PARTY.test(name.split(/\s+/)[0].replace(/'s$/, ''));

/**
 * Whether a name found at `at` of `sentence` is one: inside a sentence its capital says so; at the start of the
 * sentence or a clause a capital says nothing ("Top analysts expect ..."), so wink-nlp's part of speech decides.
 */
function isName(sentence: string, at: number): boolean {
  if (!/(?:^|[:;"(\u2014]|[.!?]["')]?)\s*$/.test(sentence.slice(0, at))) return true;
  return readTokens(sentence).find((t) => t.end > at)?.pos === 'PROPN';
}

/**
 * Whether the target or estimate matched at [at, end) of `sentence` is a named third party's: the clause around it
 * names its source in a third party's role, and nothing in the clause makes it the writer's or the issuer's own.
 */
export function attributedToThirdParty(sentence: string, at: number, end: number): boolean {
  const clause = clauseAround(sentence, at, end);
  // A cited provider opening the sentence governs its first clause: "According to FactSet, the consensus is ...".
  const opener = clause.at === 0 ? null : /^\s*(?:[Aa]ccording to|[Pp]er) [^,]{2,60},/.exec(sentence);
  const spans = opener ? [{ text: opener[0], at: 0 }, clause] : [clause];
  if (spans.some((s) => ownVoice(s.text))) return false;
  if (spans.some((s) => AMONG_ANALYSTS.test(s.text))) return true;
  return spans.some((span) =>
    SOURCES.some((re) => {
      const found = new RegExp(re.source, 'g');
      for (let m = found.exec(span.text); m; m = found.exec(span.text)) {
        const name = m.groups?.name;
        if (name && isThirdParty(name) && isName(sentence, span.at + m.index + m[0].indexOf(name))) return true;
        found.lastIndex = m.index + 1;
      }
      return false;
    }),
  );
}
