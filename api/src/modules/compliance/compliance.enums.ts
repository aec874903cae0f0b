import { graphqlEnum } from '../../graphql/enums';
import { FINDING_CATEGORIES, FINDING_CATEGORY_DESCRIPTIONS } from './compliance.categories';
import { DISCLOSURE_KINDS, PAYMENT_FORMS } from './compliance.constants';
import { DISCLOSURE_SLOT_STATUSES, DISCLOSURE_SLOTS } from './compliance.disclosure-list';
import { MARKET_SESSIONS } from './compliance.deadlines';
import { COMPLIANCE_RESULTS } from './compliance.engine';
import { SEVERITIES } from './compliance.patterns';
import { COMPLIANCE_LEVELS, RISK_LEVELS } from './compliance.rules';
import { GENERATOR_TONES, RESEARCH_DEPTHS } from './content-generator.schemas';

// The compliance engine's closed sets as GraphQL enums (shared with the articles module's types).

export const SeverityEnum = graphqlEnum(SEVERITIES, 'Severity', 'How serious a finding is', {
  critical: 'Blocks publish and distribution until fixed',
  important: 'Needs review before release',
  advisory: 'Worth considering',
});

export const ComplianceResultEnum = graphqlEnum(COMPLIANCE_RESULTS, 'ComplianceResult', 'What a check of a text concluded', {
  compliant: 'No critical or important finding',
  needs_review: 'An important finding, no critical one',
  non_compliant: 'At least one critical finding',
});

export const ListingComplianceLevelEnum = graphqlEnum(
  COMPLIANCE_LEVELS,
  'ListingComplianceLevel',
  "How strict the listing's promotion rules are (by venue tier)",
  {
    strict: 'Venture venues (OTC Pink, TSXV, CSE): the strictest',
    moderate: 'Growth venues (NYSE American, OTCQX, OTCQB, AIM)',
    basic: 'Senior venues (NYSE, NASDAQ, TSX, LSE main market, ASX)',
  },
);

export const RiskLevelEnum = graphqlEnum(RISK_LEVELS, 'RiskLevel', "The listing's promotion risk, by venue tier", {
  Low: 'Senior venues',
  Medium: 'Growth venues',
  High: 'Venture venues',
});

export const MarketSessionEnum = graphqlEnum(MARKET_SESSIONS, 'MarketSession', 'Where an instant falls in the New York trading day', {
  'pre-market': 'Before 9:30 ET on a trading day',
  regular: '9:30 to 16:00 ET on a trading day',
  'after-close': 'After 16:00 ET on a trading day',
  closed: 'A weekend or market holiday',
});

export const GeneratorToneEnum = graphqlEnum(GENERATOR_TONES, 'GeneratorTone', "The content generator's tones", {
  bullish: 'Confident, strictly factual: leads with the strongest facts, stated plainly (default)',
  neutral: 'Even and matter-of-fact',
  factual: 'Facts and figures only',
  'deep-dive': 'Long and detailed',
});

export const ResearchDepthEnum = graphqlEnum(RESEARCH_DEPTHS, 'ResearchDepth', 'How much research the generator gathers', {
  basic: 'The listing only',
  standard: "The listing and the titles of the issuer's 3 latest articles (default)",
  deep: 'The listing and the 8 latest titles',
});

export const PaymentFormEnum = graphqlEnum(PAYMENT_FORMS, 'PaymentForm', 'How the issuer paid for a piece', {
  cash: 'In money: the amount IssuerWire charged (the charge is the bill)',
  shares: 'In shares of the issuer',
});

export const DisclosureKindEnum = graphqlEnum(DISCLOSURE_KINDS, 'DisclosureKind', 'A disclosure every generated piece carries', {
  paid: 'Paid content: who paid, how much and in what form',
  ai: 'What wrote the text: AI assistance (naming the model), or automated writing software (the built-in composer)',
  'not-advice': 'Not investment advice',
  'forward-looking': 'The forward-looking statements legend (when the text looks forward)',
});

export const FindingCategoryEnum = graphqlEnum(
  FINDING_CATEGORIES,
  'FindingCategory',
  "The family a finding belongs to: its rule id's first part",
  FINDING_CATEGORY_DESCRIPTIONS,
);

export const DisclosureSlotNameEnum = graphqlEnum(DISCLOSURE_SLOTS, 'DisclosureSlotName', 'One thing the disclosures must say', {
  payer: 'Who paid for the piece',
  amount: 'How much was paid (money or shares)',
  recipient: 'Who was paid (optional)',
  ai: 'That AI or automated writing software drafted it',
  'not-advice': 'That it is not investment advice',
  'forward-looking': 'The forward-looking statements legend (needed when the text looks forward)',
});

export const DisclosureSlotStatusEnum = graphqlEnum(DISCLOSURE_SLOT_STATUSES, 'DisclosureSlotStatus', 'Whether the text says it', {
  found: 'The text says it: the span quotes where',
  missing: 'The text must say it and does not',
  not_required: 'Not needed in this text (the recipient is optional; the legend only when the text looks forward)',
});
