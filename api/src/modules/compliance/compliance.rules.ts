// Listing rules as data: one record per exchange, each item with a stable id and its citation.
// Source of truth: /work/shared/COMPLIANCE.md. Items that were not confirmed against the primary text,
// or whose rule is not among its sources, carry `unconfirmed: true` and say so in their citation
// (compliance.citations.test.ts holds every other citation to those sources).

import { EXCHANGES, type Exchange } from '@issuerwire/plugin-sdk';

// The supported listings are the market-data contract's list; this module holds one record for each.
export { EXCHANGES, type Exchange };

export const JURISDICTIONS = ['US', 'CA', 'UK', 'AU'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const COMPLIANCE_LEVELS = ['strict', 'moderate', 'basic'] as const;
export type ComplianceLevel = (typeof COMPLIANCE_LEVELS)[number];
export const RISK_LEVELS = ['Low', 'Medium', 'High'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** One rule with a stable id (e.g. `us.8k.4bd`) and the text it comes from. */
export interface RuleItem {
  id: string;
  text: string;
  citation: string;
  unconfirmed?: boolean;
}

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

const UNCONFIRMED = ' (unconfirmed: not checked against the primary text)';

function item(id: string, text: string, citation: string): RuleItem {
  return { id, text, citation };
}

function unconfirmed(id: string, text: string, citation: string): RuleItem {
  return { id, text, citation: citation + UNCONFIRMED, unconfirmed: true };
}

/** Levels follow the tier only, so the derivation is one table: venture is strict/High. */
const LEVELS_BY_TIER: Record<VenueTier, { complianceLevel: ComplianceLevel; riskLevel: RiskLevel }> = {
  senior: { complianceLevel: 'basic', riskLevel: 'Low' },
  growth: { complianceLevel: 'moderate', riskLevel: 'Medium' },
  venture: { complianceLevel: 'strict', riskLevel: 'High' },
};

// ---------------------------------------------------------------------------------------------
// Shared items (one definition each, reused by every exchange they apply to)
// ---------------------------------------------------------------------------------------------

const POLICY = {
  ai: item(
    'policy.ai-disclosure',
    'State what wrote the content: AI assistance (naming the model) or automated writing software.',
    'IssuerWire product policy (no legal mandate found)',
  ),
  notAdvice: item(
    'policy.not-advice',
    'State that the content is not investment advice.',
    'IssuerWire product policy (no legal mandate found)',
  ),
  releaseOrder: item(
    'policy.release-order',
    'Release material news through the newswire or regulator first; the hosted page and social posts follow.',
    'IssuerWire product policy, following the exchange rules on order of release',
  ),
};

const US = {
  form8k: item(
    'us.8k.4bd',
    'File a Form 8-K within 4 business days of a reportable event (most items).',
    'SEC Form 8-K, General Instruction B.1',
  ),
  regFd: item(
    'us.reg-fd',
    'Regulation FD: disclose material information publicly at the same time as any intentional selective disclosure; if unintentional, promptly (the later of 24 hours or the next NYSE opening).',
    'Regulation FD, 17 CFR 243.100-243.101',
  ),
  paid: item(
    'us.17b.paid-disclosure',
    'Paid content: disclose that consideration was received, from whom, its amount and its form (cash or shares).',
    'Securities Act of 1933 s.17(b)',
  ),
  fls: item(
    'us.pslra.fls-legend',
    'Forward-looking statements: identify them and add meaningful cautionary statements naming the factors that could make results differ.',
    'PSLRA 1995: Securities Act s.27A(c)(1)(A)(i), Exchange Act s.21E(c)(1)(A)(i)',
  ),
  pslraExclusions: item(
    'us.pslra.exclusions',
    'The PSLRA safe harbor does not cover penny-stock issuers, blank-check companies, IPOs, tender offers, going-private transactions, partnerships and LLCs, or issuers with a fraud decree in the last 3 years: the legend must not claim it for them.',
    'Securities Act s.27A(b); Exchange Act s.21E(b)',
  ),
  noPromises: item(
    'us.finra-2210.no-promises',
    'No promises of returns, no price predictions or targets, no exaggerated or unwarranted claims.',
    'FINRA Rule 2210(d)(1)(B), (d)(1)(F) (binds broker-dealers; the de-facto standard); SEC investor alerts',
  ),
  balanced: item(
    'us.finra-2210.balanced',
    'Fair and balanced: present the risks alongside any potential benefit.',
    'FINRA Rule 2210(d)(1)(A)',
  ),
  tenK: unconfirmed(
    'us.10k',
    'Annual report on Form 10-K within 60 days (large accelerated filers), 75 days (accelerated filers) or 90 days (other filers) of fiscal year end.',
    'SEC Form 10-K, General Instruction A',
  ),
  tenQ: unconfirmed(
    'us.10q',
    'Quarterly reports on Form 10-Q within 40 days (large accelerated and accelerated filers) or 45 days (other filers) of quarter end.',
    'SEC Form 10-Q, General Instruction A',
  ),
  newswireFirst: item(
    'us.release-order',
    'Reg FD "public disclosure" means a widely disseminated news release or a Form 8-K: put material news out that way before the website or social media.',
    'Regulation FD, 17 CFR 243.101(e)',
  ),
};

const NYSE_RULES = {
  timely: item(
    'nyse.202.05',
    'Release material news to the public promptly (timely disclosure policy).',
    'NYSE Listed Company Manual 202.05',
  ),
  notify: item(
    'nyse.202.06.notify',
    'Tell NYSE at least 10 minutes before releasing material news between 07:00 and 16:00 ET.',
    'NYSE Listed Company Manual 202.06(B)',
  ),
  afterClose: item(
    'nyse.202.06.after-close',
    'After the close, wait at least until the official closing price is published before releasing material news (15 minutes after the close advised).',
    'NYSE Listed Company Manual 202.06',
  ),
};

const NYSE_AMERICAN_RULES = {
  notify: unconfirmed(
    'nyse-american.notify',
    'Tell NYSE American at least 10 minutes before releasing material news between 07:00 and 16:00 ET (same policy as NYSE 202.06).',
    'NYSE American Company Guide, timely disclosure sections (mirrors NYSE Listed Company Manual 202.06)',
  ),
  afterClose: unconfirmed(
    'nyse-american.after-close',
    'After the close, wait until the official closing price is published before releasing material news (15 minutes advised).',
    'NYSE American Company Guide (mirrors NYSE Listed Company Manual 202.06)',
  ),
};

const NASDAQ_RULES = {
  timely: unconfirmed('nasdaq.5250b1', 'Disclose material news promptly to the public.', 'Nasdaq Listing Rule 5250(b)(1)'),
  notify: unconfirmed(
    'nasdaq.notify',
    'Tell Nasdaq MarketWatch at least 10 minutes before releasing material news between 07:00 and 20:00 ET.',
    'Nasdaq Listing Rule IM-5250-1 (hours from a 2015 source)',
  ),
  avoidClose: unconfirmed(
    'nasdaq.avoid-close',
    'Avoid releasing material news between 16:00 and 16:01 ET (closing cross).',
    'Nasdaq MarketWatch timing guidance (no primary source recorded)',
  ),
};

const OTC = {
  form8k: item(
    'otc.8k-if-reporting',
    'SEC-reporting companies file Form 8-K within 4 business days of a reportable event (most items).',
    'SEC Form 8-K, General Instruction B.1',
  ),
  prompt: item(
    'otc.prompt-release',
    'Release material news promptly and dispel unfounded rumours.',
    'OTC Markets Policy on Stock Promotion',
  ),
  promotionFlag: item(
    'otc.promotion-risk',
    'Promoted stocks may get the Promotion Risk flag, and Caveat Emptor where adequate current information is lacking.',
    'OTC Markets Policy on Stock Promotion',
  ),
  noHype: item('otc.no-hype', 'No hype in investor-relations or promotional material.', 'OTC Markets Policy on Stock Promotion'),
  noNewInfo: item(
    'otc.ir-no-new-material-info',
    'Investor-relations and promotional material must not contain new material information: release it as news first.',
    'OTC Markets Policy on Stock Promotion',
  ),
  discloseIr: item(
    'otc.disclose-ir',
    'Disclose every investor-relations or promotion relationship and its compensation.',
    'OTC Markets Policy on Stock Promotion; Securities Act s.17(b)',
  ),
  pennyStock: item(
    'otc.penny-stock',
    'Shares quoted on OTC Pink are usually penny stocks: no PSLRA safe harbor, so the legend must not claim it.',
    'Securities Act s.27A(b); Exchange Act s.21E(b)',
  ),
  pinkReporting: unconfirmed(
    'otc-pink.current-information',
    'Non-SEC-reporting companies post annual and quarterly reports through OTC Disclosure & News Service to count as having adequate current information.',
    'OTC Markets Pink Basic Disclosure Guidelines / Alternative Reporting Standard',
  ),
  qbStandards: unconfirmed(
    'otcqb.standards',
    'OTCQB: stay current in reporting, meet the $0.01 minimum bid price test and file an annual certification.',
    'OTCQB Standards',
  ),
  qxStandards: unconfirmed(
    'otcqx.standards',
    'OTCQX: stay current in reporting with audited annual financial statements, meet the financial standards and qualify annually.',
    'OTCQX Rules for U.S. and International Companies',
  ),
};

const CA = {
  newsRelease: item('ca.51-102.7.1.news-release', 'Material change: issue and file a news release immediately.', 'NI 51-102 s.7.1(1)(a)'),
  mcr: item(
    'ca.51-102.7.1.mcr',
    'File a material change report (Form 51-102F3) as soon as practicable and within 10 days of the change.',
    'NI 51-102 s.7.1(1)(b)',
  ),
  balanced: item(
    'ca.51-201.balanced',
    'Factual and balanced disclosure: unfavourable news as promptly and completely as favourable; no promotional commentary.',
    'NP 51-201 Disclosure Standards',
  ),
  newswireFirst: item(
    'ca.ciro.newswire-first',
    'Material news goes out over a newswire before the website or social media.',
    'CIRO timely disclosure guidance (as recorded in COMPLIANCE.md)',
  ),
  fli: item(
    'ca.51-102.4a.fli',
    'Forward-looking information: identify it, state the material assumptions and the risk factors that could make results differ.',
    'NI 51-102 Part 4A (s.4A.3)',
  ),
  promotion: item('ca.51-356.promotion', 'No misleading, unbalanced or undisclosed paid promotion.', 'CSA Staff Notice 51-356 (2018)'),
  paid: item(
    'ca.paid-disclosure',
    'Paid content: disclose clearly and conspicuously who paid, how much and in what form.',
    'BC Notice 51-703; CSA Staff Notice 51-356; Securities Act 1933 s.17(b) where US readers are reached',
  ),
  mining: item(
    'ca.43-101',
    'Mining claims: scientific and technical disclosure by or under a qualified person; no resource, grade or value claims without a compliant report.',
    'NI 43-101',
  ),
  listingPromises: unconfirmed(
    'ca.bc.listing-promises',
    'No representations that shares will be listed on an exchange or bought back, made to induce a trade.',
    'BC Securities Act 2020 amendments (section)',
  ),
  annualNonVenture: item(
    'ca.51-102.annual',
    'Audited annual financial statements and MD&A within 90 days of year end.',
    'NI 51-102 ss.4.2, 5.1',
  ),
  interimNonVenture: item(
    'ca.51-102.interim',
    'Interim financial reports and MD&A within 45 days of quarter end.',
    'NI 51-102 ss.4.4, 5.1',
  ),
  annualVenture: item(
    'ca.51-102.annual-venture',
    'Venture issuers: audited annual financial statements and MD&A within 120 days of year end.',
    'NI 51-102 ss.4.2(b), 5.1',
  ),
  interimVenture: item(
    'ca.51-102.interim-venture',
    'Venture issuers: interim financial reports and MD&A within 60 days of quarter end.',
    'NI 51-102 ss.4.4(b), 5.1',
  ),
};

const UK = {
  asap: item(
    'uk.mar.17.1',
    'Inside information: disclose it to the public as soon as possible through a Regulatory Information Service (RIS).',
    'UK MAR art.17(1)',
  ),
  noMarketing: item(
    'uk.mar.17.1.no-marketing',
    'Inside information must not be combined with the marketing of the issuer’s activities.',
    'UK MAR art.17(1)',
  ),
  website: item('uk.mar.17.1.website', 'Keep inside information announcements on the website for at least 5 years.', 'UK MAR art.17(1)'),
  insiderLists: item('uk.mar.18', 'Keep insider lists of everyone with access to inside information.', 'UK MAR art.18'),
  aimWithoutDelay: item('aim.rule-11', 'Announce new price-sensitive developments without delay.', 'AIM Rules for Companies, Rule 11'),
  aimRisFirst: item(
    'aim.rule-10',
    'Nothing goes out elsewhere (website, press, social) before the RIS announcement.',
    'AIM Rules for Companies, Rule 10',
  ),
  lseRisFirst: item('lse.ris-first', 'Inside information goes to an RIS first; the website and social posts follow.', 'UK MAR art.17(1)'),
  annual: unconfirmed(
    'uk.dtr.4.1',
    'Annual financial report within 4 months of year end.',
    'FCA Disclosure Guidance and Transparency Rules 4.1.3',
  ),
  halfYear: unconfirmed(
    'uk.dtr.4.2',
    'Half-yearly financial report within 3 months of the period end.',
    'FCA Disclosure Guidance and Transparency Rules 4.2.2',
  ),
  aimHalfYear: unconfirmed('aim.rule-18', 'Half-yearly report within 3 months of the period end.', 'AIM Rules for Companies, Rule 18'),
  aimAnnual: unconfirmed('aim.rule-19', 'Audited annual accounts within 6 months of year end.', 'AIM Rules for Companies, Rule 19'),
  financialPromotion: unconfirmed(
    'uk.fsma.21',
    'A communication inviting investment is a financial promotion: it must be made or approved by an FCA-authorised person.',
    'FSMA 2000 s.21',
  ),
  paid: item(
    'uk.paid-disclosure',
    'Paid content: name the payer, the amount and the form of payment (product policy, following s.17(b) for US readers).',
    'IssuerWire product policy; Securities Act 1933 s.17(b)',
  ),
};

const AU = {
  continuous: item(
    'asx.lr-3.1',
    'Continuous disclosure: tell ASX immediately (promptly and without delay) of information a reasonable person would expect to have a material effect on the price.',
    'ASX Listing Rule 3.1; Guidance Note 8',
  ),
  exceptions: item(
    'asx.lr-3.1a',
    'The exceptions apply only while the information is confidential, a reasonable person would not expect it to be disclosed, and a carve-out (e.g. an incomplete proposal) applies.',
    'ASX Listing Rule 3.1A',
  ),
  falseMarket: item(
    'asx.lr-3.1b',
    'If ASX asks, give it the information needed to correct or prevent a false market.',
    'ASX Listing Rule 3.1B',
  ),
  embargo: item(
    'asx.lr-15.7',
    'Release nothing to anyone, embargoed media included, before ASX acknowledges the announcement.',
    'ASX Listing Rule 15.7',
  ),
  halfYear: unconfirmed('asx.lr-4.2a', 'Half-year report (Appendix 4D) within 2 months of the half-year end.', 'ASX Listing Rule 4.2A'),
  preliminaryFinal: unconfirmed(
    'asx.lr-4.3a',
    'Preliminary final report (Appendix 4E) within 2 months of year end; annual report within 3 months.',
    'ASX Listing Rules 4.3A, 4.5',
  ),
  quarterly: unconfirmed(
    'asx.lr-5.5',
    'Mining exploration entities: quarterly activities and cash flow reports (Appendix 5B).',
    'ASX Listing Rules 5.3, 5.5',
  ),
  jorc: unconfirmed(
    'asx.lr-5.6',
    'Exploration results, mineral resources and ore reserves are reported under the JORC Code.',
    'ASX Listing Rule 5.6',
  ),
  misleading: unconfirmed(
    'au.1041h',
    'No misleading or deceptive conduct in relation to financial products.',
    'Corporations Act 2001 s.1041H',
  ),
  paid: item(
    'au.paid-disclosure',
    'Paid content: name the payer, the amount and the form of payment (product policy, following s.17(b) for US readers).',
    'IssuerWire product policy; Securities Act 1933 s.17(b)',
  ),
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
