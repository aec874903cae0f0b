// How an article's stored text is put together and how an edit is taken apart again. `content` is always
// body + separator + disclosures; whatever the client sends, the disclosure block is the canonical one.

export const DISCLOSURE_SEPARATOR = '\n\n---\n\n';

/** The titles buildDisclosures writes at the start of each disclosure paragraph. */
const DISCLOSURE_HEADING =
  /^\s*(?:\*\*|__)?\s*(?:Paid content|AI assistance|Automated writing|Not investment advice|Forward-looking statements|Forward-looking information)\s*(?:\*\*|__)?\s*:/im;

export function composeContent(body: string, disclosures: string): string {
  return `${body.trim()}${DISCLOSURE_SEPARATOR}${disclosures.trim()}`;
}

export interface SplitEdit {
  /** The issuer's text without any disclosure block. */
  body: string;
  /** The client's content ended with exactly the canonical block; false means it was missing, altered or moved. */
  disclosuresIntact: boolean;
}

function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * Separates the issuer's body from whatever disclosure block the edited content carries: the canonical
 * block wherever it sits (text after it is kept as body), otherwise an altered block recognised by its
 * separator and headings or by its headings alone. What remains is the body; the caller re-appends the
 * canonical block.
 */
export function splitEditedContent(content: string, canonical: string): SplitEdit {
  const text = normalizeNewlines(content).trim();
  const block = normalizeNewlines(canonical).trim();
  if (!block) return { body: text, disclosuresIntact: true };

  const exactTail = `${DISCLOSURE_SEPARATOR.trim()}\n\n${block}`;
  if (text.endsWith(exactTail)) return { body: text.slice(0, -exactTail.length).trim(), disclosuresIntact: true };

  const at = text.lastIndexOf(block);
  if (at >= 0) {
    const before = stripTrailingRule(text.slice(0, at));
    const after = text.slice(at + block.length).trim();
    return { body: [before, after].filter(Boolean).join('\n\n'), disclosuresIntact: false };
  }

  // Altered: the first disclosure heading starts the block (with the rule just before it, if any).
  const heading = DISCLOSURE_HEADING.exec(text);
  if (heading) return { body: stripTrailingRule(text.slice(0, heading.index)), disclosuresIntact: false };
  return { body: text, disclosuresIntact: false };
}

function stripTrailingRule(text: string): string {
  return text.replace(/\n[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*\s*$/, '').trim();
}
