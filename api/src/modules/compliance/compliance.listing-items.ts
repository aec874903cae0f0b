// The listing-rule items as data: one definition each, with its stable id and its citation, reused by
// every exchange it applies to (compliance.rules.ts composes them into one record per exchange).

/** One rule with a stable id (e.g. `us.8k.4bd`) and the text it comes from. */
export interface RuleItem {
  id: string;
  text: string;
  citation: string;
  unconfirmed?: boolean;
}

const UNCONFIRMED = ' (unconfirmed: not checked against the primary text)';

export function item(id: string, text: string, citation: string): RuleItem {
  return { id, text, citation };
}

export function unconfirmed(id: string, text: string, citation: string): RuleItem {
  return { id, text, citation: citation + UNCONFIRMED, unconfirmed: true };
}

// ---------------------------------------------------------------------------------------------
// Shared items (one definition each, reused by every exchange they apply to)
// ---------------------------------------------------------------------------------------------

export const POLICY = {
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

export const US = {
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

export const NYSE_RULES = {
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

export const NYSE_AMERICAN_RULES = {
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

export const NASDAQ_RULES = {
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

export const OTC = {
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

export const CA = {
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

export const UK = {
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

export const AU = {
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
