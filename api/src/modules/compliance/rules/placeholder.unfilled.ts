import type { RuleModule } from './rule';

// Template text left unfilled ("[Quote from Jordan Lee to be supplied by the issuer]", "TBD", "XX%", "insert ... here"):
// a release must not go out with it, so it is a critical finding like any other and the publish gate refuses it.

/** Bracketed text with a letter in it, except what Markdown and editors use brackets for. */
const BRACKETED = new RegExp(
  [
    // not the second half of a reference link ("[text][ref]")
    String.raw`(?<!\])`,
    String.raw`\[`,
    // not "[sic]" nor a task-list box ("[x]")
    String.raw`(?!\s*(?:sic|x)\s*\])`,
    // not a filled disclosure banner ("[Sponsored | Paid by Acme Corp. | US$5,000 | AI-assisted]"): pipes and a disclosure word
    String.raw`(?!(?=[^\[\]\n]*\|)[^\[\]\n]*?\b(?:paid|sponsor(?:ed|ship)?|compensat\w*|AI|advice|disclosure|advertisement)\b)`,
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

export const rule: RuleModule = {
  id: 'placeholder.unfilled',
  category: 'placeholder',
  title: 'Unfilled placeholder',
  promotional: false,
  severity: 'critical',
  citation:
    'IssuerWire product policy: nothing is published or distributed with template text left in it (a reader would take it as the issuer’s words)',
  message:
    'This is template text waiting for the issuer (a quote, a name, a figure). It is released exactly as written, so replace it with the real words or remove it. Brackets meant as brackets read better as parentheses.',
  suggestion: 'Replace "{match}" with the text it stands for, or delete it.',
  matchers: [
    { triggers: '[', re: BRACKETED },
    // "to be supplied by the issuer", "Quote to be supplied", "(to be confirmed)"
    {
      triggers: 'to be ad|to be co|to be fi|to be in|to be pr|to be su|to be wr',
      re: new RegExp(String.raw`\b${STILL_TO_COME} by ${WHO}\b`, 'gi'),
    },
    {
      triggers:
        'amount |amounts|boilerp|contact|date ar|date is|date tb|date to|dates a|dates i|dates t|detail |details|figure |figures|informa|link ar|link is|link tb|link to|links a|links i|links t|logo ar|logo is|logo tb|logo to|logos a|logos i|logos t|name ar|name is|name tb|name to|names a|names i|names t|number |numbers|photo a|photo i|photo t|photos |quote a|quote i|quote t|quotes |text ar|text is|text tb|text to|texts a|texts i|texts t|title a|title i|title t|titles |url are|url is |url tba|url tbc|url tbd|url to |urls ar|urls is|urls tb|urls to',
      re: new RegExp(String.raw`\b${SLOT}\s+(?:is |are )?(?:${STILL_TO_COME}|TBD|TBC|TBA)\b`, 'gi'),
    },
    {
      triggers: '( |(to be a|(to be c|(to be d|(to be f|(to be i|(to be p|(to be s|(to be w',
      re: new RegExp(String.raw`\(\s*(?:${STILL_TO_COME}|to be determined)\s*\)`, 'gi'),
    },
    // The editors' marks, in capitals only ("tba" in prose is rare, "TBA" is a slot); not a ticker ("(LSE: TBC)")
    { triggers: 'tba|tbc|tbd', re: /(?<!\([A-Z][\w .-]{0,20}:\s*)\b(?:TBD|TBC|TBA)\b/g },
    // "XX%", "$X.X million", "XXX" (not Roman numerals such as XXI, nor the platform X)
    { triggers: 'x|$x|$ x', re: /(?<![\w$])(?:\$\s?)?X{2,}(?:[.,]X+)*(?:\s?%)?(?!\w)/g },
    { triggers: 'x|$x|$ x', re: /(?<!\w)\$\s?X(?:[.,]X+)*(?!\w)|(?<!\w)X(?:[.,]X+)?\s?(?:%|percent\b|million\b|billion\b|thousand\b)/g },
    // "insert quote here", "<insert logo>", "{{company}}", "Lorem ipsum"
    { triggers: '< |insert|<insert', re: /\binsert\b[^.\n]{0,60}?\bhere\b|<\s*insert\b[^>\n]{0,80}>/gi },
    { triggers: '{{', re: /\{\{[^{}\n]{1,80}\}\}/g },
    { triggers: 'lorem ip', re: /\blorem ipsum\b/gi },
  ],
  negation: 'none',
  softeners: false,
  properNouns: false,
  attribution: false,
  examples: {
    valid: [
      'The company reported revenue of $12 million (see the annual report).',
      '- [x] Filed the 8-K on time.',
      '[Sponsored | Paid by Acme Corp. | US$5,000 cash | AI-assisted | Not investment advice]',
      // A ticker is no editor's mark.
      'Thornbury Cement plc (LSE: TBC) expects to finish upgrading its kiln next year.',
      // A line of bracketed tags the disclosure block reads as its labels (compliance.disclosure-closing.ts).
      '[PAID PROMOTION: Acme paid IssuerWire $5,000] [AI-ASSISTED: drafted with an AI tool] [NOT ADVICE]',
      '[SPONSORED] [PAYER: Thornbury Cement plc] [FEE: £3,300] [AI-ASSISTED] [NOT INVESTMENT ADVICE]',
    ],
    invalid: [
      '"[INSERT CEO QUOTE]," said the chief executive.',
      'Revenue rose XX% in the quarter.',
      'The closing date is TBC.',
      'Acme Corp. (NASDAQ: XXXX) will report results in March.',
      // A template's slots stay placeholders, also among tags.
      '[PAID PROMOTION: [COMPANY NAME] paid IssuerWire $5,000] [AI-ASSISTED] [NOT ADVICE]',
      '[SPONSORED] [PAYER: COMPANY NAME] [FEE: insert amount] [AI-ASSISTED] [NOT ADVICE]',
      '[COMPANY NAME] [insert amount]',
    ],
  },
};
