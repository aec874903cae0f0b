// The disclosures a check read, one entry per slot (issue 41 points 1 and 5): found with the words that say
// it, missing (named plainly), or not needed in this text. A screen shows the list as it is; the findings
// about missing or incomplete disclosures say the same in their messages (describeSlots).

import type { DisclosureScan, SentenceIndex } from './compliance.disclosure-reader';
import { ANY_AMOUNT, SLOT_NAMES, SLOT_TITLES, type SlotName, type SlotReading } from './compliance.disclosure-slots';

/** The slots as the API names them (REST values; GraphQL's are upper case: NOT_ADVICE, FORWARD_LOOKING). */
export const DISCLOSURE_SLOTS = ['payer', 'amount', 'recipient', 'ai', 'not-advice', 'forward-looking'] as const;
export type DisclosureSlotName = (typeof DISCLOSURE_SLOTS)[number];

export const DISCLOSURE_SLOT_STATUSES = ['found', 'missing', 'not_required'] as const;
export type DisclosureSlotStatus = (typeof DISCLOSURE_SLOT_STATUSES)[number];

const PUBLIC_NAME: Record<SlotName, DisclosureSlotName> = {
  payer: 'payer',
  amount: 'amount',
  recipient: 'recipient',
  ai: 'ai',
  notAdvice: 'not-advice',
  legend: 'forward-looking',
};

const ORDER: readonly SlotName[] = ['payer', 'amount', 'recipient', 'ai', 'notAdvice', 'legend'];

/** One slot of the disclosures: where it is said (offsets into the checked text and its words), or that it is not. */
export interface DisclosureSlotView {
  slot: DisclosureSlotName;
  /** For people: "payer", "AI assistance", "forward-looking legend". */
  title: string;
  status: DisclosureSlotStatus;
  /** Where it is stated (the field's value, or the sentence that says it); null unless found. */
  span: { start: number; end: number; text: string } | null;
}

/** Which slots this text must fill (the engine's absence checks decide). */
export type RequiredSlots = Record<SlotName, boolean>;

/**
 * Every slot, in reading order: a slot the closing block fills gives its field's words; one only the sentence
 * reader found gives the sentence that says it (a payer or amount: the sentence of the paid mention).
 */
export function disclosureList(
  original: string,
  scan: DisclosureScan,
  sentences: SentenceIndex,
  required: RequiredSlots,
): DisclosureSlotView[] {
  const sentenceFrom = (offset: number | null | undefined) => {
    if (offset === null || offset === undefined) return null;
    const { start, end } = sentences.range(sentences.sentenceAt(offset));
    return { start, end: start + original.slice(start, end).trimEnd().length };
  };
  // The amount's own words where the paid sentence (or the one after it) writes one as figures; else the sentence.
  const amountIn = (sentence: { start: number; end: number } | null) => {
    if (!sentence) return null;
    const next = sentences.range(Math.min(sentences.count - 1, sentences.sentenceAt(sentence.start) + 1));
    for (const { start, end } of [sentence, next]) {
      const m = ANY_AMOUNT.exec(original.slice(start, end));
      if (m) return { start: start + m.index, end: start + m.index + m[0].trimEnd().length };
    }
    return sentence;
  };
  const prose: Record<SlotName, { start: number; end: number } | null> = {
    payer: sentenceFrom(scan.paidMentions.find((m) => m.hasPayer)?.start),
    amount: amountIn(sentenceFrom(scan.paidMentions.find((m) => m.hasAmount)?.start)),
    recipient: null,
    ai: scan.ai ? sentenceFrom(scan.proseAt.ai) : null,
    notAdvice: scan.notAdvice ? sentenceFrom(scan.proseAt.notAdvice) : null,
    legend: scan.legendIdentified ? sentenceFrom(scan.proseAt.legend) : null,
  };
  return ORDER.map((name) => {
    const at = scan.slots.slots[name] ?? prose[name];
    const status: DisclosureSlotStatus = at ? 'found' : required[name] ? 'missing' : 'not_required';
    return {
      slot: PUBLIC_NAME[name],
      title: SLOT_TITLES[name],
      status,
      span: at ? { start: at.start, end: at.end, text: original.slice(at.start, at.end) } : null,
    };
  });
}

/** "payer "Acme Corp." (chars 120–130, label: value lines)" for each slot found, and the missing ones named. */
export function describeSlots(reading: SlotReading, required: readonly SlotName[]): string {
  const found = SLOT_NAMES.flatMap((name) => {
    const s = reading.slots[name];
    return s
      ? [
          `${SLOT_TITLES[name]} "${s.text.length > 60 ? `${s.text.slice(0, 57)}...` : s.text}" (characters ${s.start}–${s.end}, ${s.layout})`,
        ]
      : [];
  });
  const missing = required.filter((name) => !reading.slots[name]).map((name) => SLOT_TITLES[name]);
  return [
    found.length ? `Found in the disclosures: ${found.join('; ')}.` : 'No disclosure slot found in the closing part.',
    missing.length ? `Missing: ${missing.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
