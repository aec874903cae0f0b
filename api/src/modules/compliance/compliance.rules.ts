// Listing rules as data: one record per exchange, each item with a stable id and its citation.
// Source of truth: /work/shared/COMPLIANCE.md. Items that were not confirmed against the primary text,
// or whose rule is not among its sources, carry `unconfirmed: true` and say so in their citation
// (compliance.citations.test.ts holds every other citation to those sources).

import { EXCHANGES, type Exchange } from '@issuerwire/plugin-sdk';
import {
  POLICY,
  US,
  NYSE_RULES,
  NYSE_AMERICAN_RULES,
  NASDAQ_RULES,
  OTC,
  CA,
  UK,
  AU,
  item,
  unconfirmed,
  type RuleItem,
} from './compliance.listing-items';

// The supported listings are the market-data contract's list; this module holds one record for each.
export { EXCHANGES, type Exchange };

export const JURISDICTIONS = ['US', 'CA', 'UK', 'AU'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const COMPLIANCE_LEVELS = ['strict', 'moderate', 'basic'] as const;
export type ComplianceLevel = (typeof COMPLIANCE_LEVELS)[number];
export const RISK_LEVELS = ['Low', 'Medium', 'High'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export type { RuleItem } from './compliance.listing-items';

/**
 * Venue tier, the one input of the derived levels:
 * - senior: full listing standards and periodic reporting (NYSE, NASDAQ, TSX, LSE main market, ASX);
 * - growth: lighter entry standards or a quoted (not listed) market with reporting tiers
 *   (NYSE American, OTCQX, OTCQB, AIM);
 * - venture: minimal standards where penny-stock promotion concentrates and regulators aim their
 *   promotion notices (OTC Pink: Promotion Risk / Caveat Emptor; TSXV and CSE: CSA Staff Notice 51-356).
 */
export type VenueTier = 'senior' | 'growth' | 'venture';

export interface ListingRules {
  exchange: Exchange;
  jurisdiction: Jurisdiction;
  tier: VenueTier;
  complianceLevel: ComplianceLevel;
  riskLevel: RiskLevel;
  /** Shares on this venue are likely penny stocks: no PSLRA safe harbor (s.27A(b) / s.21E(b)). */
  pennyStockLikely: boolean;
  materialChangeDeadline: RuleItem;
  keyRequirements: RuleItem[];
  distributionRequirements: RuleItem[];
  financialReportingRequirements: RuleItem[];
  minimumDisclosures: RuleItem[];
  additionalRestrictions: RuleItem[];
}

/** The spec's "Guidelines response" shape. */
export interface GuidelinesResponse {
  simplified: {
    exchange: Exchange;
    jurisdiction: Jurisdiction;
    complianceLevel: ComplianceLevel;
    riskLevel: RiskLevel;
    keyRequirements: string[];
  };
  guidelines: {
    materialChangeDeadline: string;
    distributionRequirements: string[];
    financialReportingRequirements: string[];
    minimumDisclosures: string[];
    additionalRestrictions: string[];
  };
}

/** Same content with item objects (ids, citations, unconfirmed flags) for the UI. */
export interface GuidelinesDetail {
  simplified: Omit<GuidelinesResponse['simplified'], 'keyRequirements'> & {
    keyRequirements: RuleItem[];
    pennyStockLikely: boolean;
  };
  guidelines: {
    materialChangeDeadline: RuleItem;
    distributionRequirements: RuleItem[];
    financialReportingRequirements: RuleItem[];
    minimumDisclosures: RuleItem[];
    additionalRestrictions: RuleItem[];
  };
}

/** Levels follow the tier only, so the derivation is one table: venture is strict/High. */
const LEVELS_BY_TIER: Record<VenueTier, { complianceLevel: ComplianceLevel; riskLevel: RiskLevel }> = {
  senior: { complianceLevel: 'basic', riskLevel: 'Low' },
  growth: { complianceLevel: 'moderate', riskLevel: 'Medium' },
  venture: { complianceLevel: 'strict', riskLevel: 'High' },
};

const PROMOTION_PATTERNS = item(
  'policy.red-flags',
  'No guarantees, price targets, urgency, unattributed superlatives or hints of undisclosed news (the check flags them).',
  'FINRA Rule 2210(d)(1); SEC microcap alerts; CSA Staff Notice 51-356',
);

function flsDisclosure(jurisdiction: Jurisdiction, pennyStock: boolean): RuleItem {
  if (jurisdiction === 'CA') return CA.fli;
  if (jurisdiction === 'US') {
    return pennyStock
      ? item(
          'us.pslra.fls-legend.penny',
          'Forward-looking statements legend with meaningful cautionary statements and no safe-harbor claim (penny stock).',
          'Securities Act s.27A(b); Exchange Act s.21E(b)',
        )
      : US.fls;
  }
  return unconfirmed(
    `${jurisdiction.toLowerCase()}.fls-legend`,
    'Forward-looking statements legend naming the factors that could make results differ.',
    jurisdiction === 'UK'
      ? 'Market practice; UK MAR art.12 (false or misleading signals)'
      : 'Market practice; Corporations Act 2001 s.769C (future matters need reasonable grounds)',
  );
}

// ---------------------------------------------------------------------------------------------
// Per exchange
// ---------------------------------------------------------------------------------------------

interface ExchangeDefinition {
  exchange: Exchange;
  jurisdiction: Jurisdiction;
  tier: VenueTier;
  pennyStockLikely: boolean;
  materialChangeDeadline: RuleItem;
  keyRequirements: RuleItem[];
  distributionRequirements: RuleItem[];
  financialReportingRequirements: RuleItem[];
  additionalRestrictions: RuleItem[];
}

const US_DEADLINE = item(
  'us.material-news-deadline',
  'Form 8-K within 4 business days (most items); Reg FD: simultaneous if intentional, promptly (later of 24 hours or the next NYSE opening) if not.',
  'SEC Form 8-K, General Instruction B.1; Regulation FD',
);

const OTC_DEADLINE = item(
  'otc.material-news-deadline',
  'Form 8-K within 4 business days if SEC reporting; in all cases release material news promptly (OTC Markets policy).',
  'SEC Form 8-K, General Instruction B.1; OTC Markets Policy on Stock Promotion',
);

const CA_DEADLINE = item(
  'ca.material-news-deadline',
  'News release immediately; material change report (Form 51-102F3) within 10 days of the change.',
  'NI 51-102 s.7.1',
);

function otc(exchange: 'OTC Pink' | 'OTCQB' | 'OTCQX'): ExchangeDefinition {
  const tierStandard = { 'OTC Pink': OTC.pinkReporting, OTCQB: OTC.qbStandards, OTCQX: OTC.qxStandards }[exchange];
  const pennyStockLikely = exchange === 'OTC Pink';
  return {
    exchange,
    jurisdiction: 'US',
    tier: exchange === 'OTC Pink' ? 'venture' : 'growth',
    pennyStockLikely,
    materialChangeDeadline: OTC_DEADLINE,
    keyRequirements: [OTC_DEADLINE, OTC.noHype, OTC.discloseIr, US.paid, ...(pennyStockLikely ? [OTC.pennyStock] : [])],
    distributionRequirements: [OTC.prompt, US.newswireFirst, OTC.noNewInfo, POLICY.releaseOrder],
    financialReportingRequirements: [US.tenK, US.tenQ, tierStandard],
    additionalRestrictions: [
      OTC.promotionFlag,
      OTC.noHype,
      OTC.noNewInfo,
      US.noPromises,
      US.balanced,
      US.pslraExclusions,
      PROMOTION_PATTERNS,
    ],
  };
}

function canada(exchange: 'TSX' | 'TSXV' | 'CSE'): ExchangeDefinition {
  const venture = exchange !== 'TSX';
  const specific: Record<'TSX' | 'TSXV' | 'CSE', RuleItem[]> = {
    TSX: [
      item(
        'tsx.406-423',
        'Timely disclosure; tell TSX Market Surveillance before releasing material news during trading hours.',
        'TSX Company Manual ss.406-423',
      ),
    ],
    TSXV: [
      item('tsxv.3.3', 'Timely disclosure of material information.', 'TSXV Policy 3.3'),
      item(
        'tsxv.3.4',
        'Investor-relations and promotional arrangements and fees are governed by the exchange: disclose them.',
        'TSXV Policy 3.4',
      ),
    ],
    CSE: [
      item(
        'cse.ir-contract',
        'An investor-relations or promotion contract needs a news release and a Form 10 filing.',
        'CSE Notice 2021-003',
      ),
    ],
  };
  return {
    exchange,
    jurisdiction: 'CA',
    tier: venture ? 'venture' : 'senior',
    pennyStockLikely: false,
    materialChangeDeadline: CA_DEADLINE,
    keyRequirements: [CA.newsRelease, CA.mcr, CA.balanced, CA.paid, ...specific[exchange]],
    distributionRequirements: [CA.newswireFirst, CA.newsRelease, POLICY.releaseOrder],
    financialReportingRequirements: venture ? [CA.annualVenture, CA.interimVenture] : [CA.annualNonVenture, CA.interimNonVenture],
    additionalRestrictions: [CA.balanced, CA.promotion, CA.mining, CA.listingPromises, PROMOTION_PATTERNS, ...specific[exchange].slice(1)],
  };
}

const DEFINITIONS: ExchangeDefinition[] = [
  {
    exchange: 'NYSE',
    jurisdiction: 'US',
    tier: 'senior',
    pennyStockLikely: false,
    materialChangeDeadline: US_DEADLINE,
    keyRequirements: [US.form8k, US.regFd, NYSE_RULES.notify, US.paid],
    distributionRequirements: [NYSE_RULES.timely, NYSE_RULES.notify, NYSE_RULES.afterClose, US.newswireFirst, POLICY.releaseOrder],
    financialReportingRequirements: [US.tenK, US.tenQ],
    additionalRestrictions: [US.noPromises, US.balanced, US.pslraExclusions, PROMOTION_PATTERNS],
  },
  {
    exchange: 'NYSE American',
    jurisdiction: 'US',
    tier: 'growth',
    pennyStockLikely: false,
    materialChangeDeadline: US_DEADLINE,
    keyRequirements: [US.form8k, US.regFd, NYSE_AMERICAN_RULES.notify, US.paid],
    distributionRequirements: [NYSE_AMERICAN_RULES.notify, NYSE_AMERICAN_RULES.afterClose, US.newswireFirst, POLICY.releaseOrder],
    financialReportingRequirements: [US.tenK, US.tenQ],
    additionalRestrictions: [US.noPromises, US.balanced, US.pslraExclusions, PROMOTION_PATTERNS],
  },
  {
    exchange: 'NASDAQ',
    jurisdiction: 'US',
    tier: 'senior',
    pennyStockLikely: false,
    materialChangeDeadline: US_DEADLINE,
    keyRequirements: [US.form8k, US.regFd, NASDAQ_RULES.notify, US.paid],
    distributionRequirements: [NASDAQ_RULES.timely, NASDAQ_RULES.notify, NASDAQ_RULES.avoidClose, US.newswireFirst, POLICY.releaseOrder],
    financialReportingRequirements: [US.tenK, US.tenQ],
    additionalRestrictions: [US.noPromises, US.balanced, US.pslraExclusions, PROMOTION_PATTERNS],
  },
  otc('OTC Pink'),
  otc('OTCQB'),
  otc('OTCQX'),
  canada('TSX'),
  canada('TSXV'),
  canada('CSE'),
  {
    exchange: 'LSE',
    jurisdiction: 'UK',
    tier: 'senior',
    pennyStockLikely: false,
    materialChangeDeadline: item(
      'lse.material-news-deadline',
      'Inside information as soon as possible through an RIS.',
      'UK MAR art.17(1)',
    ),
    keyRequirements: [UK.asap, UK.noMarketing, UK.lseRisFirst, UK.paid],
    distributionRequirements: [UK.lseRisFirst, UK.website, POLICY.releaseOrder],
    financialReportingRequirements: [UK.annual, UK.halfYear],
    additionalRestrictions: [UK.noMarketing, UK.insiderLists, UK.financialPromotion, PROMOTION_PATTERNS],
  },
  {
    exchange: 'AIM',
    jurisdiction: 'UK',
    tier: 'growth',
    pennyStockLikely: false,
    materialChangeDeadline: item(
      'aim.material-news-deadline',
      'Without delay through an RIS (AIM Rule 11); inside information as soon as possible (UK MAR art.17(1)).',
      'AIM Rules for Companies, Rule 11; UK MAR art.17(1)',
    ),
    keyRequirements: [UK.aimWithoutDelay, UK.asap, UK.noMarketing, UK.aimRisFirst, UK.paid],
    distributionRequirements: [UK.aimRisFirst, UK.website, POLICY.releaseOrder],
    financialReportingRequirements: [UK.aimHalfYear, UK.aimAnnual],
    additionalRestrictions: [UK.noMarketing, UK.insiderLists, UK.financialPromotion, PROMOTION_PATTERNS],
  },
  {
    exchange: 'ASX',
    jurisdiction: 'AU',
    tier: 'senior',
    pennyStockLikely: false,
    materialChangeDeadline: item(
      'asx.material-news-deadline',
      'Immediately: promptly and without delay (ASX Listing Rule 3.1).',
      'ASX Listing Rule 3.1; Guidance Note 8',
    ),
    keyRequirements: [AU.continuous, AU.embargo, AU.exceptions, AU.paid],
    distributionRequirements: [AU.embargo, AU.falseMarket, POLICY.releaseOrder],
    financialReportingRequirements: [AU.halfYear, AU.preliminaryFinal, AU.quarterly],
    additionalRestrictions: [AU.misleading, AU.jorc, PROMOTION_PATTERNS],
  },
];

function paidDisclosure(jurisdiction: Jurisdiction): RuleItem {
  return { US: US.paid, CA: CA.paid, UK: UK.paid, AU: AU.paid }[jurisdiction];
}

function build(definition: ExchangeDefinition): ListingRules {
  const { tier, jurisdiction, pennyStockLikely } = definition;
  return {
    exchange: definition.exchange,
    jurisdiction,
    tier,
    ...LEVELS_BY_TIER[tier],
    pennyStockLikely,
    materialChangeDeadline: definition.materialChangeDeadline,
    keyRequirements: definition.keyRequirements,
    distributionRequirements: definition.distributionRequirements,
    financialReportingRequirements: definition.financialReportingRequirements,
    minimumDisclosures: [paidDisclosure(jurisdiction), POLICY.ai, POLICY.notAdvice, flsDisclosure(jurisdiction, pennyStockLikely)],
    additionalRestrictions: definition.additionalRestrictions,
  };
}

export const LISTING_RULES: Readonly<Record<Exchange, ListingRules>> = Object.freeze(
  Object.fromEntries(DEFINITIONS.map((d) => [d.exchange, build(d)])) as Record<Exchange, ListingRules>,
);

// Names seen in market data and user input for the same venues.
const ALIASES: Record<string, Exchange> = {
  NYSE: 'NYSE',
  'NEW YORK STOCK EXCHANGE': 'NYSE',
  'NYSE AMERICAN': 'NYSE American',
  NYSEAMERICAN: 'NYSE American',
  'NYSE MKT': 'NYSE American',
  AMEX: 'NYSE American',
  NASDAQ: 'NASDAQ',
  NASDAQGS: 'NASDAQ',
  NASDAQGM: 'NASDAQ',
  NASDAQCM: 'NASDAQ',
  'NASDAQ GLOBAL SELECT': 'NASDAQ',
  'NASDAQ GLOBAL MARKET': 'NASDAQ',
  'NASDAQ CAPITAL MARKET': 'NASDAQ',
  'OTC PINK': 'OTC Pink',
  OTCPINK: 'OTC Pink',
  PINK: 'OTC Pink',
  OTCQB: 'OTCQB',
  OTCQX: 'OTCQX',
  TSX: 'TSX',
  'TORONTO STOCK EXCHANGE': 'TSX',
  TSXV: 'TSXV',
  'TSX-V': 'TSXV',
  'TSX VENTURE': 'TSXV',
  'TSX VENTURE EXCHANGE': 'TSXV',
  CSE: 'CSE',
  CNSX: 'CSE',
  'CANADIAN SECURITIES EXCHANGE': 'CSE',
  LSE: 'LSE',
  'LONDON STOCK EXCHANGE': 'LSE',
  AIM: 'AIM',
  'LSE AIM': 'AIM',
  ASX: 'ASX',
  'AUSTRALIAN SECURITIES EXCHANGE': 'ASX',
};

/** Maps an exchange name as found in market data or user input to the product's code, or null. */
export function normalizeExchange(raw: string): Exchange | null {
  const key = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  return ALIASES[key] ?? null;
}

export function listingRulesFor(exchange: string): ListingRules | null {
  const code = normalizeExchange(exchange);
  return code ? LISTING_RULES[code] : null;
}

/** The spec's guidelines response for a listing; null for an unknown exchange (the caller answers 404). */
export function guidelinesFor(exchange: string): GuidelinesResponse | null {
  const rules = listingRulesFor(exchange);
  if (!rules) return null;
  const texts = (items: RuleItem[]) => items.map((i) => i.text);
  return {
    simplified: {
      exchange: rules.exchange,
      jurisdiction: rules.jurisdiction,
      complianceLevel: rules.complianceLevel,
      riskLevel: rules.riskLevel,
      keyRequirements: texts(rules.keyRequirements),
    },
    guidelines: {
      materialChangeDeadline: rules.materialChangeDeadline.text,
      distributionRequirements: texts(rules.distributionRequirements),
      financialReportingRequirements: texts(rules.financialReportingRequirements),
      minimumDisclosures: texts(rules.minimumDisclosures),
      additionalRestrictions: texts(rules.additionalRestrictions),
    },
  };
}

/** The same guidelines with ids, citations and unconfirmed flags, for the UI. */
export function guidelinesDetailFor(exchange: string): GuidelinesDetail | null {
  const rules = listingRulesFor(exchange);
  if (!rules) return null;
  return {
    simplified: {
      exchange: rules.exchange,
      jurisdiction: rules.jurisdiction,
      complianceLevel: rules.complianceLevel,
      riskLevel: rules.riskLevel,
      keyRequirements: rules.keyRequirements,
      pennyStockLikely: rules.pennyStockLikely,
    },
    guidelines: {
      materialChangeDeadline: rules.materialChangeDeadline,
      distributionRequirements: rules.distributionRequirements,
      financialReportingRequirements: rules.financialReportingRequirements,
      minimumDisclosures: rules.minimumDisclosures,
      additionalRestrictions: rules.additionalRestrictions,
    },
  };
}
