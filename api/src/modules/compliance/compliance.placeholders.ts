// Template text left unfilled ("[Quote from Jordan Lee to be supplied by the issuer]", "TBD", "XX%", "insert ... here"):
// a release must not go out with it, so it is a critical finding like any other and the publish gate refuses it.
// Registered in PATTERN_RULES (compliance.patterns.ts), which type-checks it; this file imports nothing so that
// no loop runs between the two.

/** Bracketed text with a letter in it, except what Markdown and editors use brackets for. */
const BRACKETED = new RegExp(
  [
    // not the second half of a reference link ("[text][ref]")
    String.raw`(?<!\])`,
    String.raw`\[`,
    // not "[sic]" nor a task-list box ("[x]")
    String.raw`(?!\s*(?:sic|x)\s*\])`,
    String.raw`[^\[\]\n]{0,200}?[A-Za-z][^\[\]\n]{0,200}?`,
    String.raw`\]`,
    // not a link or image ("[text](url)"), a reference link ("[text][ref]") or its definition ("[ref]: url")
    String.raw`(?!\(|\[|:\s*(?:https?:|mailto:|\/|<))`,
  ].join(''),
  'gi',
);

const WHO = String.raw`(?:the )?(?:issuer|company|client|customer|IR team|investor relations|management|spokesperson|author|editor|CEO|CFO)`;
const STILL_TO_COME = String.raw`to be (?:supplied|provided|confirmed|inserted|added|written|completed|filled in)`;
const SLOT = String.raw`(?:quote|name|title|figure|date|detail|number|amount|text|information|contact|boilerplate|photo|logo|link|URL)s?`;

export const PLACEHOLDER_RULE = {
  id: 'placeholder.unfilled',
  title: 'Unfilled placeholder',
  promotional: false,
  severity: 'critical',
  citation:
    'IssuerWire product policy: nothing is published or distributed with template text left in it (a reader would take it as the issuer’s words)',
  message:
    'This is template text waiting for the issuer (a quote, a name, a figure). It is released exactly as written, so replace it with the real words or remove it. Brackets meant as brackets read better as parentheses.',
  suggestion: 'Replace "{match}" with the text it stands for, or delete it.',
  matchers: [
    { re: BRACKETED },
    // "to be supplied by the issuer", "Quote to be supplied", "(to be confirmed)"
    { re: new RegExp(String.raw`\b${STILL_TO_COME} by ${WHO}\b`, 'gi') },
    { re: new RegExp(String.raw`\b${SLOT}\s+(?:is |are )?(?:${STILL_TO_COME}|TBD|TBC|TBA)\b`, 'gi') },
    { re: new RegExp(String.raw`\(\s*(?:${STILL_TO_COME}|to be determined)\s*\)`, 'gi') },
    // The editors' marks, in capitals only ("tba" in prose is rare, "TBA" is a slot)
    { re: /\b(?:TBD|TBC|TBA)\b/g },
    // "XX%", "$X.X million", "XXX" (not Roman numerals such as XXI, nor the platform X)
    { re: /(?<![\w$])(?:\$\s?)?X{2,}(?:[.,]X+)*(?:\s?%)?(?!\w)/g },
    { re: /(?<!\w)\$\s?X(?:[.,]X+)*(?!\w)|(?<!\w)X(?:[.,]X+)?\s?(?:%|percent\b|million\b|billion\b|thousand\b)/g },
    // "insert quote here", "<insert logo>", "{{company}}", "Lorem ipsum"
    { re: /\binsert\b[^.\n]{0,60}?\bhere\b|<\s*insert\b[^>\n]{0,80}>/gi },
    { re: /\{\{[^{}\n]{1,80}\}\}/g },
    { re: /\blorem ipsum\b/gi },
  ],
  negation: 'none',
  softeners: false,
  properNouns: false,
  attribution: false,
} as const;
