// Whether matched words sit inside a company or place name ("Superior Gold Corp.", "Best Buy (NYSE: BBY)"):
// a word in a name is not a claim. Moved out of compliance.engine.ts unchanged.

const COMPANY_SUFFIX = new Set(
  (
    'corp corporation inc incorporated ltd limited llc lp llp plc co company group holdings holding mining mines ' +
    'minerals metals gold silver copper lithium uranium resources energy oil gas petroleum exploration royalty ' +
    'royalties bancshares bancorp bank financial capital partners trust technologies technology tech therapeutics ' +
    'pharmaceuticals pharma biosciences biotech labs health medical systems software solutions networks ' +
    'communications industries brands foods motors airlines ships shipping properties realty reit ventures ' +
    'products services enterprises international ag sa nv se gmbh pty court university fund funds'
  ).split(' '),
);
const CONNECTORS = new Set(['of', '&', 'and', 'de', 'du', 'la', 'the']);
const TICKER_AFTER = /^\s*\((?:NYSE(?: American)?|NASDAQ|Nasdaq|TSX-?V?|CSE|OTC\w*|LSE|AIM|ASX)\s*:/;
const TOKEN = /[A-Za-z0-9][\w&.'-]*|&/g;

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokensOf(sentence: string, offset: number): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(sentence); m; m = TOKEN.exec(sentence)) {
    out.push({ text: m[0], start: offset + m.index, end: offset + m.index + m[0].length });
  }
  return out;
}

const isCapitalised = (t: string) => /^[A-Z]/.test(t) || t === '&';
const bare = (t: string) => t.replace(/[.,']+$/g, '').toLowerCase();

/** Whether the matched words sit inside a name such as "Superior Gold Corp." or "Best Buy (NYSE: BBY)". */
export function inProperNoun(text: string, sentence: { start: number; end: number }, start: number, end: number): boolean {
  if (!/[A-Z]/.test(text[start] ?? '')) return false;
  const tokens = tokensOf(text.slice(sentence.start, sentence.end), sentence.start);
  const first = tokens.findIndex((t) => t.end > start);
  if (first < 0) return false;
  let last = first;
  while (last + 1 < tokens.length && tokens[last + 1].start < end) last += 1;
  // A name is capitalised throughout: "Sure Thing Capital" is one, "Sure thing" is not.
  if (tokens.slice(first, last + 1).some((t) => !isCapitalised(t.text) && !CONNECTORS.has(t.text.toLowerCase()))) {
    return false;
  }
  // Grow the run of capitalised words (connectors allowed between two capitalised words).
  let lo = first;
  // The sentence's first word is capitalised by grammar, so it is no evidence of a name ("Our PT is $8").
  while (lo > 1 || (lo === 1 && tokens[0].start !== sentence.start)) {
    const prev = tokens[lo - 1].text;
    if (isCapitalised(prev)) lo -= 1;
    else if (CONNECTORS.has(prev.toLowerCase()) && lo > 1 && isCapitalised(tokens[lo - 2].text)) lo -= 2;
    else break;
  }
  let hi = last;
  while (hi + 1 < tokens.length) {
    const next = tokens[hi + 1].text;
    if (isCapitalised(next)) hi += 1;
    else if (CONNECTORS.has(next.toLowerCase()) && hi + 2 < tokens.length && isCapitalised(tokens[hi + 2].text)) hi += 2;
    else break;
  }
  const run = tokens.slice(lo, hi + 1);
  // Shouted words ("GUARANTEED RETURNS") are emphasis, not a name, unless a suffix or ticker says otherwise.
  const shouted = /[A-Z]{2}/.test(text.slice(start, end)) && !/[a-z]/.test(text.slice(start, end));
  const afterRun = text.slice(run[run.length - 1].end, sentence.end);
  const hasSuffix = tokens.slice(last + 1, hi + 1).some((t) => COMPANY_SUFFIX.has(bare(t.text)));
  if (hasSuffix || TICKER_AFTER.test(afterRun)) return true;
  if (run.length < 2 || shouted) return false;
  // Title-case headlines capitalise every word, so only a suffix or ticker proves a name there.
  const words = tokens.filter((t) => t.text.length >= 4);
  const capitalised = words.filter((t) => isCapitalised(t.text)).length;
  const titleCase = words.length >= 2 && capitalised / words.length > 0.7;
  const sentenceStart = run[0].start === tokens[0].start;
  return !titleCase && !(sentenceStart && lo === first);
}
