import { rx } from './vocabulary';
import type { RuleModule } from './rule';

export const rule: RuleModule = {
  id: 'superlative.unattributed',
  category: 'superlative',
  title: 'Unattributed superlative',
  promotional: true,
  severity: 'important',
  citation: 'FINRA Rule 2210(d)(1)(B); NP 51-201',
  message: 'Makes a superlative claim without naming a source. Unsubstantiated superlatives are exaggeration.',
  suggestion: 'Replace "{match}" with a measurable fact and its source (e.g. "ranked first by [source] in [year]"), or remove it.',
  negation: 'before',
  softeners: false,
  properNouns: true,
  attribution: true,
  matchers: [
    {
      triggers: 'best',
      re: rx(
        String.raw`(?<!\bto the )(?<!\bat )\bbest\b(?!~(?:practices?|efforts?|interests?|estimates?|known|regards|wishes|case)\b| (?:of luck|use|available)\b)|\bbest~in~class\b`,
      ),
    },
    {
      triggers:
        'one|top|game|world|finest|ground|lowest|market|biggest|fastest|highest|premier|greatest|industry|like no |revoluti|second t|stronges|superior|unbeatab|unmatche|unparall|unrivale|unrivall',
      re: rx(
        String.raw`\b(?:greatest|finest|biggest|strongest|fastest~growing|unmatched|unparalleled|unrivall?ed|unbeatable|second to none|like no other|one~of~a~kind|game~chang(?:ing|er)|revolutionary|world~(?:leading|class)|industry~leading|market~leading|top~tier|premier|superior|(?:lowest|highest)~(?:cost|grade|margin|quality))\b|\bground~breaking\b(?! ceremony)`,
      ),
    },
    {
      triggers: 'the firs|the most|the only',
      re: rx(
        String.raw`\bthe most (?:advanced|innovative|promising|exciting|undervalued|compelling|disruptive|profitable|valuable|attractive|important)\b|\bthe (?:first and )?only (?:company|producer|player|stock|miner|one|investment|opportunity|pure~play|provider|developer|explorer|listed|solution|product|platform|technology|treatment|system|asset|project)\b`,
      ),
    },
    { triggers: '#1|# 1|no.1|no. 1|number', re: rx(String.raw`(?<![\w#])#\s?1\b|\bnumber~one\b|\bNo\.\s?1\b(?! drill)`) },
  ],
  examples: {
    valid: ['Premier American Uranium Inc.', 'We make no claim that our platform is the best on the market.'],
    invalid: ['ACME is the best-kept secret on the CSE.', "Tweet: Strongest risk/reward I've ever seen."],
  },
};
