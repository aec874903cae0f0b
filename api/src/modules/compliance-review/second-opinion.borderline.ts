import type { Finding } from '../compliance';

/** Words that make a sentence worth a second reader even when no rule fired (forecasts, superlatives, value talk). */
const CUES =
  /\b(expect\w*|anticipat\w*|believ\w*|will|could|should|potential\w*|opportunit\w*|grow\w*|record|leading|leader|best|unique|strong\w*|significant\w*|transform\w*|breakthrough|upside|value|undervalued|momentum|outperform\w*|soar\w*|surg\w*|milestone)\b/i;

/** At most this many sentences per review (cost and latency stay bounded). */
export const MAX_BORDERLINE_SENTENCES = 12;

export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** The sentences of `text` with their offsets (a heading or list item ends one too). */
export function sentencesOf(text: string, limit = text.length): Sentence[] {
  const out: Sentence[] = [];
  const pattern = /[^.!?\n]+(?:[.!?]+["”’)]*|(?=\n)|$)/g;
  for (const match of text.slice(0, limit).matchAll(pattern)) {
    const raw = match[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim().replace(/^#+\s*|^[-*]\s+/, '');
    if (trimmed.split(/\s+/).length < 4) continue;
    const start = match.index + lead + (raw.trim().length - trimmed.length);
    out.push({ start, end: start + trimmed.length, text: trimmed });
  }
  return out;
}

/**
 * Borderline, in one place: a sentence of the article's own text (not the disclosures) with no critical
 * finding, and with an important or advisory finding or a cue word. Critical sentences are already
 * blocked by the rules; a second opinion is for what the rules let through.
 */
export function borderlineSentences(text: string, bodyEnd: number, findings: readonly Finding[]): Sentence[] {
  const inside = (s: Sentence, f: Finding) => f.span !== null && f.span.start < s.end && f.span.end > s.start;
  return sentencesOf(text, bodyEnd)
    .filter((s) => !findings.some((f) => f.severity === 'critical' && inside(s, f)))
    .filter((s) => findings.some((f) => f.severity !== 'critical' && inside(s, f)) || CUES.test(s.text))
    .slice(0, MAX_BORDERLINE_SENTENCES);
}
