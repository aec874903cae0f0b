/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: any; output: any; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: any; output: any; }
};

/** The signed-in user, as they may see themselves */
export type Account = {
  __typename?: 'Account';
  backupCodesRemaining: Scalars['Int']['output'];
  companyName?: Maybe<Scalars['String']['output']>;
  contactName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  exchange?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  jurisdiction?: Maybe<Scalars['String']['output']>;
  lastLoginAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Their role there: owner, editor, approver or viewer */
  memberRole: Scalars['String']['output'];
  /** The organization the person works for */
  organizationId: Scalars['ID']['output'];
  /** The organization's plan */
  plan: Scalars['String']['output'];
  role: Scalars['String']['output'];
  sector?: Maybe<Scalars['String']['output']>;
  ticker?: Maybe<Scalars['String']['output']>;
  twoFactorEnabled: Scalars['Boolean']['output'];
  /** The company has a team and two factors are off: nothing else works until they are on */
  twoFactorRequired: Scalars['Boolean']['output'];
  username: Scalars['String']['output'];
  verificationStatus: Scalars['String']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

export type AccountSession = {
  __typename?: 'AccountSession';
  createdAt: Scalars['DateTimeISO']['output'];
  current: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  lastSeenAt: Scalars['DateTimeISO']['output'];
  userAgent?: Maybe<Scalars['String']['output']>;
};

export type ActionResult = {
  __typename?: 'ActionResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type Analytics = {
  __typename?: 'Analytics';
  from: Scalars['String']['output'];
  newswireOrders: Array<AnalyticsNewswireOrder>;
  rows: Array<AnalyticsRow>;
  to: Scalars['String']['output'];
};

export type AnalyticsNewswireOrder = {
  __typename?: 'AnalyticsNewswireOrder';
  articleId: Scalars['ID']['output'];
  campaignId: Scalars['ID']['output'];
  costCents: Scalars['Int']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  estimatedReach: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  level: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  releaseUrl?: Maybe<Scalars['String']['output']>;
  sandbox: Scalars['Boolean']['output'];
  status: Scalars['String']['output'];
};

export type AnalyticsRow = {
  __typename?: 'AnalyticsRow';
  campaignId: Scalars['ID']['output'];
  campaignTitle: Scalars['String']['output'];
  clicks: Scalars['Int']['output'];
  comments: Scalars['Int']['output'];
  date: Scalars['String']['output'];
  label: Scalars['String']['output'];
  likes: Scalars['Int']['output'];
  platform: Scalars['String']['output'];
  shares: Scalars['Int']['output'];
  ticker: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

/** A partner token acting for the organization with its scopes */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** When it was created */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Username of the owner who created it */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** When it stops working; null: never */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** iwt_… and the last four characters of the secret */
  hint: Scalars['String']['output'];
  /** Also the actor id of what the token does, in the audit log */
  id: Scalars['ID']['output'];
  /** Last call made with it, to the minute */
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What the owner called it */
  name: Scalars['String']['output'];
  /** When it was revoked */
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What it may do */
  scopes: Array<TokenScope>;
  /** Active, expired or revoked */
  status: TokenStatus;
};

/** A request that one exact version be approved */
export type Approval = {
  __typename?: 'Approval';
  contentHash: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  decidedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  decisions: Array<ApprovalDecision>;
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  requestedBy: Scalars['ID']['output'];
  requestedByName?: Maybe<Scalars['String']['output']>;
  /** pending, approved, rejected, or voided (the text changed since) */
  status: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type ApprovalDecision = {
  __typename?: 'ApprovalDecision';
  /** When the decision was made */
  at: Scalars['DateTimeISO']['output'];
  comment?: Maybe<Scalars['String']['output']>;
  /** approved or rejected */
  decision: Scalars['String']['output'];
  /** Their username (a former member: null) */
  name?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

export type ApprovalRule = {
  __typename?: 'ApprovalRule';
  approvalsNeeded: Scalars['Int']['output'];
  /** Set by the owner (else the default: on once the company has two members) */
  explicit: Scalars['Boolean']['output'];
  required: Scalars['Boolean']['output'];
};

export type ApprovalState = {
  __typename?: 'ApprovalState';
  approvalsNeeded: Scalars['Int']['output'];
  /** The current version is approved */
  approved: Scalars['Boolean']['output'];
  current?: Maybe<Approval>;
  history: Array<Approval>;
  /** The organization requires an approval before publish and distribute */
  required: Scalars['Boolean']['output'];
};

export type Article = {
  __typename?: 'Article';
  /** The text without title and disclosures */
  body: Scalars['String']['output'];
  campaignId: Scalars['ID']['output'];
  /** No critical compliance finding */
  compliance: Scalars['Boolean']['output'];
  complianceReport?: Maybe<ArticleComplianceReport>;
  /** Body, separator and the mandatory disclosures */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** The disclosure block at the end of content */
  disclosures: Scalars['String']['output'];
  engagement: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  model?: Maybe<Scalars['String']['output']>;
  platforms: Array<Scalars['String']['output']>;
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  version: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
  wordCount: Scalars['Int']['output'];
};

export type ArticleComplianceFinding = {
  __typename?: 'ArticleComplianceFinding';
  message: Scalars['String']['output'];
  ruleId: Scalars['String']['output'];
  severity: Scalars['String']['output'];
  /** The matched text, for findings about a passage */
  text?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** What the compliance engine found in the stored content */
export type ArticleComplianceReport = {
  __typename?: 'ArticleComplianceReport';
  /** When the text was checked */
  checkedAt: Scalars['DateTimeISO']['output'];
  counts: FindingCounts;
  findings: Array<ArticleComplianceFinding>;
  /** compliant, needs_review or non_compliant */
  level: Scalars['String']['output'];
  score: Scalars['Int']['output'];
};

/** One step of a generation: text as it is written, then done (with the article id) or an error */
export type ArticleGenerationEvent = {
  __typename?: 'ArticleGenerationEvent';
  articleId?: Maybe<Scalars['ID']['output']>;
  campaignId: Scalars['ID']['output'];
  delta: Scalars['String']['output'];
  done: Scalars['Boolean']['output'];
  error?: Maybe<Scalars['String']['output']>;
  errorCode?: Maybe<Scalars['String']['output']>;
  /** First event: listening; start the generation now. Its delta is any text already written. */
  ready: Scalars['Boolean']['output'];
};

export type ArticleGenerationResult = {
  __typename?: 'ArticleGenerationResult';
  article: Article;
  summary: GenerationSummary;
};

export type ArticleHistory = {
  __typename?: 'ArticleHistory';
  articleId: Scalars['ID']['output'];
  events: Array<AuditEvent>;
  versions: Array<ArticleVersion>;
};

export type ArticleUpdateResult = {
  __typename?: 'ArticleUpdateResult';
  article: Article;
  changed: Scalars['Boolean']['output'];
  /** The text sent lacked or altered the disclosures; they were restored */
  disclosuresRestored: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
};

export type ArticleVersion = {
  __typename?: 'ArticleVersion';
  actorId?: Maybe<Scalars['ID']['output']>;
  body: Scalars['String']['output'];
  contentHash: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** Body lines against the previous version */
  diff?: Maybe<Array<DiffLine>>;
  /** generated, edited or regenerated */
  reason: Scalars['String']['output'];
  title: Scalars['String']['output'];
  titleChanged: Scalars['Boolean']['output'];
  version: Scalars['Int']['output'];
};

export type AuditEvent = {
  __typename?: 'AuditEvent';
  action: Scalars['String']['output'];
  actorId?: Maybe<Scalars['ID']['output']>;
  contentHash?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** JSON */
  details?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};

/** A campaign of the signed-in issuer */
export type Campaign = {
  __typename?: 'Campaign';
  archivedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The campaign's article, once generated */
  articleId?: Maybe<Scalars['ID']['output']>;
  articleStatus?: Maybe<Scalars['String']['output']>;
  /** basic, pro or agency */
  budget: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  /** https URLs or origins the issuer confirmed: links to them on the hosted page are tracked */
  confirmedLinks: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  highlights?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  pressRelease?: Maybe<Scalars['String']['output']>;
  /** Empty for a draft saved without one */
  sector: Scalars['String']['output'];
  /** draft, scheduled, published, failed or archived */
  status: Scalars['String']['output'];
  ticker: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Empty for a draft saved without one */
  tone: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

/** The campaign form; the server applies the form rules (or the Save Draft rules) */
export type CampaignInput = {
  budget?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the confirmed link targets (https URLs or origins); absent keeps them */
  confirmedLinks?: InputMaybe<Array<Scalars['String']['input']>>;
  highlights?: InputMaybe<Scalars['String']['input']>;
  pressRelease?: InputMaybe<Scalars['String']['input']>;
  sector?: InputMaybe<Scalars['String']['input']>;
  ticker?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  tone?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type CampaignPage = {
  __typename?: 'CampaignPage';
  items: Array<Campaign>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ChangePasswordInput = {
  confirmPassword: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type CompanyInfo = {
  __typename?: 'CompanyInfo';
  companyName: Scalars['String']['output'];
  country?: Maybe<Scalars['String']['output']>;
  exchange: Scalars['String']['output'];
  industry?: Maybe<Scalars['String']['output']>;
  /** A fictional company used by the demo accounts */
  isDemo: Scalars['Boolean']['output'];
  marketCap?: Maybe<Scalars['Float']['output']>;
  sector?: Maybe<Scalars['String']['output']>;
  ticker: Scalars['String']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

export type ComplianceCheck = {
  __typename?: 'ComplianceCheck';
  /** The listing's compliance level: strict, moderate or basic */
  complianceLevel: Scalars['String']['output'];
  complianceScore: Scalars['Float']['output'];
  exchange: Scalars['String']['output'];
  findings: Array<ComplianceFinding>;
  jurisdiction: Scalars['String']['output'];
  /** compliant, needs_review or non_compliant */
  result: Scalars['String']['output'];
  warnings: ComplianceWarnings;
};

export type ComplianceFinding = {
  __typename?: 'ComplianceFinding';
  citation: Scalars['String']['output'];
  message: Scalars['String']['output'];
  ruleId: Scalars['String']['output'];
  severity: Scalars['String']['output'];
  span?: Maybe<TextSpan>;
  suggestion: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ComplianceWarnings = {
  __typename?: 'ComplianceWarnings';
  advisory: Array<Scalars['String']['output']>;
  critical: Array<Scalars['String']['output']>;
  important: Array<Scalars['String']['output']>;
};

export type ContentAnalysis = {
  __typename?: 'ContentAnalysis';
  complianceScore: Scalars['Float']['output'];
  criticalIssues: Array<Scalars['String']['output']>;
  findings: Array<ComplianceFinding>;
  recommendations: Array<Scalars['String']['output']>;
};

/** A new partner token */
export type CreateApiTokenInput = {
  /** Optional; must be in the future */
  expiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** The partner or system that will use it */
  name: Scalars['String']['input'];
  /** At least one */
  scopes: Array<TokenScope>;
};

/** A new endpoint */
export type CreateWebhookEndpointInput = {
  /** A note for the team */
  description?: InputMaybe<Scalars['String']['input']>;
  /** At least one */
  eventTypes: Array<WebhookEventType>;
  /** https URL */
  url: Scalars['String']['input'];
};

/** A new token and, this once, its secret */
export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  /** Send as Authorization: Bearer <secret>; shown now and never again */
  secret: Scalars['String']['output'];
  /** The token */
  token: ApiToken;
};

export type CredentialField = {
  __typename?: 'CredentialField';
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
};

/** The dashboard's four cards, computed from the issuer's own data */
export type DashboardStats = {
  __typename?: 'DashboardStats';
  activeCampaigns: Scalars['Int']['output'];
  articlesPublished: Scalars['Int']['output'];
  changes: StatChanges;
  monthly: MonthlyStats;
  /** Dollars */
  revenue: Scalars['Float']['output'];
  revenueCents: Scalars['Float']['output'];
  totalEngagement: Scalars['Float']['output'];
  unreadNotifications: Scalars['Int']['output'];
};

export type Deadlines = {
  __typename?: 'Deadlines';
  eventTime: Scalars['DateTimeISO']['output'];
  materialChangeReport?: Maybe<MaterialChangeReportDeadline>;
  release?: Maybe<ReleaseAdvice>;
};

export type DemoAccount = {
  __typename?: 'DemoAccount';
  id: Scalars['ID']['output'];
  ticker?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  verificationStatus: Scalars['String']['output'];
};

export type DemoAccounts = {
  __typename?: 'DemoAccounts';
  accounts: Array<DemoAccount>;
  demoTicker: Scalars['String']['output'];
  /** The reserved id of the "non-existent user" preset */
  nonExistentUserId: Scalars['ID']['output'];
  otherTicker: Scalars['String']['output'];
};

export type DiffLine = {
  __typename?: 'DiffLine';
  /** equal, add or remove */
  op: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** The spec's distribution request */
export type DistributeInput = {
  articleId: Scalars['ID']['input'];
  /** basic, enhanced or premium (default basic) */
  distributionLevel?: InputMaybe<Scalars['String']['input']>;
  providers: Array<Scalars['String']['input']>;
  /** ISO 8601, not in the past; without an offset it is read as UTC. Absent: at once. */
  targetDate?: InputMaybe<Scalars['String']['input']>;
};

export type DistributionResult = {
  __typename?: 'DistributionResult';
  estimatedReach: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  movedPublications: Array<MovedPublication>;
  orders: Array<NewswireOrder>;
  replayed: Scalars['Boolean']['output'];
  /** @deprecated Money as a float: use totalPrice (whole cents and a currency) */
  totalCost: Scalars['Float']['output'];
  totalCostCents: Scalars['Int']['output'];
  /** What the orders cost together */
  totalPrice: Money;
};

/** The Live Engagement Tracker: measured figures only */
export type Engagement = {
  __typename?: 'Engagement';
  articleId?: Maybe<Scalars['ID']['output']>;
  articleTitle?: Maybe<Scalars['String']['output']>;
  campaignId: Scalars['ID']['output'];
  /** Against your other campaigns with data; null with fewer than 2 */
  comparison?: Maybe<EngagementComparison>;
  /** False until anything was measured */
  hasData: Scalars['Boolean']['output'];
  platforms: EngagementPlatforms;
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  series: Array<EngagementPoint>;
  stockData: EngagementStock;
  /** Clicks, shares, likes (claps) and comments: the dashboard definition */
  totalEngagement: Scalars['Int']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type EngagementComparison = {
  __typename?: 'EngagementComparison';
  averageEngagement: Scalars['Float']['output'];
  campaignsCompared: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** Percent above (positive) or below (negative) the average */
  percent: Scalars['Int']['output'];
};

export type EngagementPlatforms = {
  __typename?: 'EngagementPlatforms';
  medium: MediumEngagement;
  substack: SubstackEngagement;
  twitter: TwitterEngagement;
  web: HostedPageEngagement;
};

/** One day of one platform: the platform's id, web (hosted page) or web:<platform> (hosted page, from that platform's link) */
export type EngagementPoint = {
  __typename?: 'EngagementPoint';
  clicks: Scalars['Int']['output'];
  comments: Scalars['Int']['output'];
  date: Scalars['String']['output'];
  likes: Scalars['Int']['output'];
  platform: Scalars['String']['output'];
  shares: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

export type EngagementRefreshResult = {
  __typename?: 'EngagementRefreshResult';
  message: Scalars['String']['output'];
  /** A platform pull was queued; the subscription delivers its figures */
  queued: Scalars['Boolean']['output'];
};

export type EngagementStock = {
  __typename?: 'EngagementStock';
  /** When the figures were true (ISO 8601) */
  asOf?: Maybe<Scalars['String']['output']>;
  changePercent?: Maybe<Scalars['Float']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  currentPrice?: Maybe<Scalars['Float']['output']>;
  /** Where the figures come from (embedded-dataset: the last known values of the bundled dataset) */
  source?: Maybe<Scalars['String']['output']>;
  ticker: Scalars['String']['output'];
  volume?: Maybe<Scalars['Float']['output']>;
};

export type FindingCounts = {
  __typename?: 'FindingCounts';
  advisory: Scalars['Int']['output'];
  critical: Scalars['Int']['output'];
  important: Scalars['Int']['output'];
};

export type GenerateContentInput = {
  companyName: Scalars['String']['input'];
  customContext?: InputMaybe<Scalars['String']['input']>;
  enableResearch?: InputMaybe<Scalars['Boolean']['input']>;
  includeCEOQuote?: InputMaybe<Scalars['Boolean']['input']>;
  includeCompetitorAnalysis?: InputMaybe<Scalars['Boolean']['input']>;
  includeFinancials?: InputMaybe<Scalars['Boolean']['input']>;
  includeIndustryAnalysis?: InputMaybe<Scalars['Boolean']['input']>;
  keyMessages?: InputMaybe<Array<Scalars['String']['input']>>;
  /** basic, standard (default) or deep */
  researchDepth?: InputMaybe<Scalars['String']['input']>;
  ticker: Scalars['String']['input'];
  title: Scalars['String']['input'];
  /** bullish (default), neutral, factual or deep-dive */
  tone?: InputMaybe<Scalars['String']['input']>;
};

export type GeneratedContent = {
  __typename?: 'GeneratedContent';
  complianceLevel: Scalars['String']['output'];
  complianceScore: Scalars['Float']['output'];
  content: Scalars['String']['output'];
  exchange: Scalars['String']['output'];
  findings: Array<ComplianceFinding>;
  jurisdiction: Scalars['String']['output'];
  mandatoryDisclosures: Array<Scalars['String']['output']>;
  model: Scalars['String']['output'];
  researchFacts: Array<ResearchFact>;
  /** When it was generated */
  timestamp: Scalars['DateTimeISO']['output'];
  title: Scalars['String']['output'];
  warnings: Array<Scalars['String']['output']>;
};

export type GenerationSummary = {
  __typename?: 'GenerationSummary';
  chargedCents: Scalars['Int']['output'];
  complianceLevel: Scalars['String']['output'];
  complianceScore: Scalars['Int']['output'];
  disclosures: Array<Scalars['String']['output']>;
  findings: FindingCounts;
  forwardLooking: Scalars['Boolean']['output'];
  model: Scalars['String']['output'];
  quota: QuotaSummary;
  version: Scalars['Int']['output'];
  wordCount: Scalars['Int']['output'];
};

export type Guidelines = {
  __typename?: 'Guidelines';
  companyName: Scalars['String']['output'];
  deadlines: Deadlines;
  guidelines: GuidelinesBody;
  simplified: GuidelinesSummary;
  ticker: Scalars['String']['output'];
};

export type GuidelinesBody = {
  __typename?: 'GuidelinesBody';
  additionalRestrictions: Array<RuleItem>;
  distributionRequirements: Array<RuleItem>;
  financialReportingRequirements: Array<RuleItem>;
  materialChangeDeadline: RuleItem;
  minimumDisclosures: Array<RuleItem>;
};

export type GuidelinesSummary = {
  __typename?: 'GuidelinesSummary';
  complianceLevel: Scalars['String']['output'];
  exchange: Scalars['String']['output'];
  jurisdiction: Scalars['String']['output'];
  keyRequirements: Array<RuleItem>;
  pennyStockLikely: Scalars['Boolean']['output'];
  riskLevel: Scalars['String']['output'];
};

/** Liveness of the API and its database */
export type Health = {
  __typename?: 'Health';
  database: Scalars['Boolean']['output'];
  status: Scalars['String']['output'];
};

/** Every visit of the hosted article page and every tracked link click */
export type HostedPageEngagement = {
  __typename?: 'HostedPageEngagement';
  clicks: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

/** A pending invitation (the owner sees these) */
export type Invitation = {
  __typename?: 'Invitation';
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  invitedBy?: Maybe<Scalars['String']['output']>;
  /** Outside the verified domain, confirmed by the owner */
  outsideDomain: Scalars['Boolean']['output'];
  role: Scalars['String']['output'];
};

/** What an invitation link offers, before accepting */
export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  /** The invited address, masked */
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  organizationName: Scalars['String']['output'];
  role: Scalars['String']['output'];
  ticker?: Maybe<Scalars['String']['output']>;
};

export type InviteInput = {
  /** Required true for an address outside the verified domain */
  confirmOutsideDomain?: InputMaybe<Scalars['Boolean']['input']>;
  email: Scalars['String']['input'];
  /** owner, editor, approver or viewer */
  role: Scalars['String']['input'];
};

/** Spec: Issuer profile (demo) */
export type IssuerProfile = {
  __typename?: 'IssuerProfile';
  companyName?: Maybe<Scalars['String']['output']>;
  contactName?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  exchange?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  jurisdiction?: Maybe<Scalars['String']['output']>;
  sector?: Maybe<Scalars['String']['output']>;
  ticker?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  verificationStatus: Scalars['String']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

/** The emailed code waiting to be confirmed (never the code itself) */
export type KycCode = {
  __typename?: 'KycCode';
  attemptsLeft: Scalars['Int']['output'];
  /** Null once the code is used up (5 wrong tries) */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  resendAvailableAt?: Maybe<Scalars['DateTimeISO']['output']>;
  sentTo: Scalars['String']['output'];
};

export type KycResendCodeResult = {
  __typename?: 'KycResendCodeResult';
  expiresAt: Scalars['DateTimeISO']['output'];
  message: Scalars['String']['output'];
  sentTo: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type KycReviewDecision = {
  __typename?: 'KycReviewDecision';
  decidedAt: Scalars['DateTimeISO']['output'];
  /** approved or rejected */
  decision: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

/** A KYC application with a failed check, waiting for a reviewer */
export type KycReviewItem = {
  __typename?: 'KycReviewItem';
  accountEmail: Scalars['String']['output'];
  applicationId: Scalars['ID']['output'];
  emailConfirmedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  submittedAt: Scalars['DateTimeISO']['output'];
  userData: KycUserData;
  userId: Scalars['ID']['output'];
  verificationSteps: Array<KycStep>;
};

export type KycStatus = {
  __typename?: 'KycStatus';
  /** checking, awaiting_email, in_review, verified or rejected; null before any application */
  applicationStatus?: Maybe<Scalars['String']['output']>;
  authorizedTicker?: Maybe<Scalars['String']['output']>;
  code?: Maybe<KycCode>;
  review?: Maybe<KycReviewDecision>;
  submittedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  userData?: Maybe<KycUserData>;
  verificationStatus: Scalars['String']['output'];
  verificationSteps: Array<KycStep>;
  verifiedAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** One verification check as the server last recorded it */
export type KycStep = {
  __typename?: 'KycStep';
  description: Scalars['String']['output'];
  detail?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** True when the check stands in for a regulatory database lookup it does not make */
  offlineStandIn: Scalars['Boolean']['output'];
  /** pending, checking, passed or failed */
  status: Scalars['String']['output'];
};

export type KycSubmissionInput = {
  companyName: Scalars['String']['input'];
  consent: Scalars['Boolean']['input'];
  contactName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  exchange: Scalars['String']['input'];
  jurisdiction: Scalars['String']['input'];
  newsUpdate?: InputMaybe<Scalars['String']['input']>;
  sector: Scalars['String']['input'];
  ticker: Scalars['String']['input'];
  website: Scalars['String']['input'];
};

export type KycSubmissionResult = {
  __typename?: 'KycSubmissionResult';
  userData: KycUserData;
  verificationSteps: Array<KycStep>;
};

export type KycUserData = {
  __typename?: 'KycUserData';
  companyName: Scalars['String']['output'];
  contactName: Scalars['String']['output'];
  /** The official email the code is sent to */
  email: Scalars['String']['output'];
  exchange: Scalars['String']['output'];
  jurisdiction: Scalars['String']['output'];
  /** Company, exchange and sector came from the market data */
  listingKnown: Scalars['Boolean']['output'];
  newsUpdate?: Maybe<Scalars['String']['output']>;
  sector: Scalars['String']['output'];
  ticker: Scalars['String']['output'];
  username: Scalars['String']['output'];
  verificationStatus: Scalars['String']['output'];
  website: Scalars['String']['output'];
};

export type KycVerifyEmailInput = {
  email: Scalars['String']['input'];
  verificationCode: Scalars['String']['input'];
};

export type KycVerifyEmailResult = {
  __typename?: 'KycVerifyEmailResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  verificationStatus: Scalars['String']['output'];
};

export type LevelPrices = {
  __typename?: 'LevelPrices';
  basic: Scalars['Float']['output'];
  enhanced: Scalars['Float']['output'];
  premium: Scalars['Float']['output'];
};

export type LoginInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  /**
   * Always null here: a lockout is an error with code account_locked and lockoutExpiry
   * @deprecated The spec's REST shape only: a lockout is the error account_locked, whose extensions carry lockoutExpiry
   */
  lockoutExpiry?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  requiresTwoFactor: Scalars['Boolean']['output'];
  success: Scalars['Boolean']['output'];
  /** Short-lived, single-use; send it to verifyTwoFactor */
  tempToken?: Maybe<Scalars['String']['output']>;
};

export type MaterialChangeReportDeadline = {
  __typename?: 'MaterialChangeReportDeadline';
  dueAt: Scalars['DateTimeISO']['output'];
  form: Scalars['String']['output'];
};

export type MediumEngagement = {
  __typename?: 'MediumEngagement';
  claps: Scalars['Int']['output'];
  clicks: Scalars['Int']['output'];
  /** platform (Medium's own metrics), hosted-page (visits from its link) or none */
  source: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

/** A person of the organization and their role */
export type Member = {
  __typename?: 'Member';
  email: Scalars['String']['output'];
  joinedAt: Scalars['DateTimeISO']['output'];
  /** owner, editor, approver or viewer */
  role: Scalars['String']['output'];
  twoFactorEnabled: Scalars['Boolean']['output'];
  userId: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

/** An amount in whole cents of a currency */
export type Money = {
  __typename?: 'Money';
  /** The amount in the smallest unit (cents) */
  amountCents: Scalars['Int']['output'];
  /** ISO 4217 code, e.g. USD */
  currency: Scalars['String']['output'];
};

/** This calendar month so far and last month: what the changes compare */
export type MonthlyStats = {
  __typename?: 'MonthlyStats';
  current: StatFigures;
  previous: StatFigures;
};

export type MovedPublication = {
  __typename?: 'MovedPublication';
  from: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  platform: Scalars['String']['output'];
  to: Scalars['DateTimeISO']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Join with the invited role (signed in with the invited address) */
  acceptInvitation: Member;
  /** Approve the current version (never one you wrote or submitted) */
  approveArticle: ApprovalState;
  /** Approve: the account is verified and holds its ticker (admin only) */
  approveKycReview: ReviewActionResult;
  /** Hidden from the list and cannot generate; the article and audit trail stay */
  archiveCampaign: Campaign;
  /** Cancel an order not yet sent to the wire */
  cancelNewswireOrder: NewswireOrder;
  /** Cancel a scheduled or pending publication */
  cancelPublication: Publication;
  /** Owner only: the member's sessions end at once */
  changeMemberRole: Member;
  changePassword: ActionResult;
  /** Upgrade or downgrade (recorded and audited; no payment processor) */
  changePlan: PlanUsage;
  /** Record the release URL of a filed release: the order is published */
  confirmNewswireOrder: NewswireOrder;
  /** Record the URL of a post published by hand (pending) */
  confirmPublication: Publication;
  /** Connect your account on a platform: credentials checked by its plugin, stored encrypted */
  connectPlatform: Platform;
  /** Owner only: the secret is in this answer and nowhere else */
  createApiToken: CreatedApiToken;
  /** For your own ticker only; draft: true is Save Draft (company name and ticker suffice) */
  createCampaign: Campaign;
  /** Register an endpoint; its signing secret is in this answer only */
  createWebhookEndpoint: WebhookEndpointWithSecret;
  /** Remove an endpoint and its delivery log */
  deleteWebhookEndpoint: Scalars['Boolean']['output'];
  /** Disconnect: the stored credentials are deleted */
  disconnectPlatform: Platform;
  /** Distribute the article as a press release: one order per provider. One idempotencyKey per user action. */
  distributeArticle: DistributionResult;
  enableTwoFactor: ActionResult;
  /** Signs out every other session; answers how many */
  endOtherSessions: Scalars['Int']['output'];
  endSession: ActionResult;
  /** Always the same answer, whether or not the email has an account */
  forgotPassword: ActionResult;
  /** Generates the campaign's article (counted against the plan's monthly quota); stream it with articleGeneration */
  generateArticle: ArticleGenerationResult;
  /** A compliant press release for your own ticker (verified issuers only) */
  generateContent: GeneratedContent;
  /** Owner only: mails a single-use link valid 7 days */
  inviteMember: Invitation;
  login: LoginResult;
  logout: ActionResult;
  /** Marks the given notifications (or all) read; answers the unread count left */
  markNotificationsRead: Scalars['Int']['output'];
  /** Publish now, or schedule with scheduledFor (ISO 8601); the newswire goes first. One idempotencyKey per user action. */
  publishArticle: PublishResult;
  /** Send a delivery's event again (same event id) */
  redeliverWebhook: WebhookDelivery;
  /** Ask the platforms for new figures now (at most once a minute per campaign) */
  refreshEngagement: EngagementRefreshResult;
  /** A new text for the article (a new version; not counted against the quota) */
  regenerateArticle: ArticleGenerationResult;
  /** New backup codes (needs a current code); the old ones stop working */
  regenerateBackupCodes: Array<Scalars['String']['output']>;
  /** Reject the current version, saying what should change */
  rejectArticle: ApprovalState;
  /** Reject with a reason the issuer sees (admin only) */
  rejectKycReview: ReviewActionResult;
  /** Owner only: the member's sessions end at once */
  removeMember: Scalars['Boolean']['output'];
  /** Ask for the current version to be approved */
  requestApproval: ApprovalState;
  resendKycCode: KycResendCodeResult;
  resetPassword: ActionResult;
  resetTwoFactor: ActionResult;
  /** Retry a failed order */
  retryNewswireOrder: NewswireOrder;
  /** Retry a failed publication */
  retryPublication: Publication;
  /** Owner only: its next call answers 401 and its sockets close */
  revokeApiToken: ApiToken;
  /** Owner only: the link stops working */
  revokeInvitation: Scalars['Boolean']['output'];
  /** A new signing secret (this answer only); the old one signs for 24 hours more */
  rotateWebhookSecret: WebhookEndpointWithSecret;
  /** Owner only: whether releases need approval, and how many */
  setApprovalRule: ApprovalRule;
  setupTwoFactor: TwoFactorSetup;
  signup: SignupResult;
  submitKyc: KycSubmissionResult;
  /** Save title and text; the disclosures are always restored */
  updateArticle: ArticleUpdateResult;
  /** Change a campaign (e.g. complete a draft) */
  updateCampaign: Campaign;
  /** Change an endpoint, or turn it off and on */
  updateWebhookEndpoint: WebhookEndpoint;
  verifyKycEmail: KycVerifyEmailResult;
  verifyTwoFactor: VerifyTwoFactorResult;
};


export type MutationAcceptInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationApproveArticleArgs = {
  articleId: Scalars['ID']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApproveKycReviewArgs = {
  note?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationArchiveCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelNewswireOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelPublicationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangeMemberRoleArgs = {
  role: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationChangePlanArgs = {
  plan: Scalars['String']['input'];
};


export type MutationConfirmNewswireOrderArgs = {
  id: Scalars['ID']['input'];
  releaseUrl: Scalars['String']['input'];
};


export type MutationConfirmPublicationArgs = {
  id: Scalars['ID']['input'];
  url: Scalars['String']['input'];
};


export type MutationConnectPlatformArgs = {
  credentials: Scalars['JSONObject']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  platform: Scalars['String']['input'];
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationCreateCampaignArgs = {
  draft?: InputMaybe<Scalars['Boolean']['input']>;
  input: CampaignInput;
};


export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


export type MutationDeleteWebhookEndpointArgs = {
  input: WebhookEndpointIdInput;
};


export type MutationDisconnectPlatformArgs = {
  platform: Scalars['String']['input'];
};


export type MutationDistributeArticleArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: DistributeInput;
};


export type MutationEnableTwoFactorArgs = {
  token: Scalars['String']['input'];
};


export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationGenerateArticleArgs = {
  campaignId: Scalars['ID']['input'];
};


export type MutationGenerateContentArgs = {
  input: GenerateContentInput;
};


export type MutationInviteMemberArgs = {
  input: InviteInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkNotificationsReadArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationPublishArticleArgs = {
  articleId: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  platforms: Array<Scalars['String']['input']>;
  scheduledFor?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRedeliverWebhookArgs = {
  input: RedeliverWebhookInput;
};


export type MutationRefreshEngagementArgs = {
  campaignId: Scalars['ID']['input'];
};


export type MutationRegenerateArticleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRegenerateBackupCodesArgs = {
  token: Scalars['String']['input'];
};


export type MutationRejectArticleArgs = {
  articleId: Scalars['ID']['input'];
  comment: Scalars['String']['input'];
};


export type MutationRejectKycReviewArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveMemberArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRequestApprovalArgs = {
  articleId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationResetTwoFactorArgs = {
  token: Scalars['String']['input'];
};


export type MutationRetryNewswireOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRetryPublicationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiTokenArgs = {
  input: RevokeApiTokenInput;
};


export type MutationRevokeInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRotateWebhookSecretArgs = {
  input: WebhookEndpointIdInput;
};


export type MutationSetApprovalRuleArgs = {
  approvalsNeeded: Scalars['Int']['input'];
  required: Scalars['Boolean']['input'];
};


export type MutationSignupArgs = {
  input: SignupInput;
};


export type MutationSubmitKycArgs = {
  input: KycSubmissionInput;
};


export type MutationUpdateArticleArgs = {
  content: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationUpdateCampaignArgs = {
  id: Scalars['ID']['input'];
  input: CampaignInput;
};


export type MutationUpdateWebhookEndpointArgs = {
  input: UpdateWebhookEndpointInput;
};


export type MutationVerifyKycEmailArgs = {
  input: KycVerifyEmailInput;
};


export type MutationVerifyTwoFactorArgs = {
  input: VerifyTwoFactorInput;
};

export type NewswireOrder = {
  __typename?: 'NewswireOrder';
  apiAvailable: Scalars['Boolean']['output'];
  articleId: Scalars['ID']['output'];
  articleTitle: Scalars['String']['output'];
  at: Scalars['DateTimeISO']['output'];
  attempts: Scalars['Int']['output'];
  campaignId: Scalars['ID']['output'];
  /**
   * Dollars
   * @deprecated Money as a float: use price (whole cents and a currency)
   */
  cost: Scalars['Float']['output'];
  costCents: Scalars['Int']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  estimatedReach: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  level: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  /** What the order costs */
  price: Money;
  provider: Scalars['String']['output'];
  providerName: Scalars['String']['output'];
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  releaseUrl?: Maybe<Scalars['String']['output']>;
  sandbox: Scalars['Boolean']['output'];
  /** scheduled, submitting, submitted, awaiting_issuer, published, failed or cancelled */
  status: Scalars['String']['output'];
  submission?: Maybe<SubmissionPackage>;
  targetTime?: Maybe<Scalars['DateTimeISO']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
  vendorRef?: Maybe<Scalars['String']['output']>;
};

/** A newswire order as it is after a change */
export type NewswireOrderChange = {
  __typename?: 'NewswireOrderChange';
  /** Its article */
  articleId: Scalars['ID']['output'];
  /** What it costs */
  cost: Money;
  /** The order */
  id: Scalars['ID']['output'];
  /** Why it failed */
  lastError?: Maybe<Scalars['String']['output']>;
  /** basic, enhanced or premium */
  level: Scalars['String']['output'];
  /** Provider id, e.g. businesswire */
  provider: Scalars['String']['output'];
  /** When it went out */
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The release on the wire */
  releaseUrl?: Maybe<Scalars['String']['output']>;
  /** Sandbox: nothing was sent to the wire */
  sandbox: Scalars['Boolean']['output'];
  /** The order status */
  status: Scalars['String']['output'];
  /** When it is due out */
  targetTime?: Maybe<Scalars['DateTimeISO']['output']>;
};

export type NewswireProvider = {
  __typename?: 'NewswireProvider';
  apiAvailable: Scalars['Boolean']['output'];
  features: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Dollars per level */
  pricing: LevelPrices;
  pricingCents: LevelPrices;
  /** List prices or estimates, not a quote */
  pricingIndicative: Scalars['Boolean']['output'];
  /** Nothing is sent to this vendor from this server */
  sandbox: Scalars['Boolean']['output'];
  submissionUrl?: Maybe<Scalars['String']['output']>;
};

export type Notification = {
  __typename?: 'Notification';
  articleId?: Maybe<Scalars['ID']['output']>;
  body: Scalars['String']['output'];
  campaignId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  /** article.generated, article.published or distribution.status */
  kind: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  readAt?: Maybe<Scalars['DateTimeISO']['output']>;
  title: Scalars['String']['output'];
};

export type NotificationList = {
  __typename?: 'NotificationList';
  items: Array<Notification>;
  unread: Scalars['Int']['output'];
};

export type Plan = {
  __typename?: 'Plan';
  articlesPerMonth: Scalars['Int']['output'];
  features: Array<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
  priceLabel: Scalars['String']['output'];
};

/** The user's plan and this UTC month's article quota */
export type PlanUsage = {
  __typename?: 'PlanUsage';
  /** changePlan only: whether the plan changed */
  changed?: Maybe<Scalars['Boolean']['output']>;
  limit: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  periodStart: Scalars['DateTimeISO']['output'];
  plan: Scalars['String']['output'];
  plans: Array<Plan>;
  priceCents: Scalars['Int']['output'];
  remaining: Scalars['Int']['output'];
  resetsAt: Scalars['DateTimeISO']['output'];
  upgradeTo?: Maybe<Scalars['String']['output']>;
  used: Scalars['Int']['output'];
};

/** A publishing platform with your connection state (never credentials) */
export type Platform = {
  __typename?: 'Platform';
  connected: Scalars['Boolean']['output'];
  connectedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  credentialFields: Array<CredentialField>;
  /** plain, markdown or html */
  editorFormat: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  maxLength?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** The account can be connected by signing in to the platform (OAuth): send the browser to oauthStartUrl */
  oauthAvailable: Scalars['Boolean']['output'];
  /** Where the browser goes to connect by signing in (GET, signed in); null when not available */
  oauthStartUrl?: Maybe<Scalars['String']['output']>;
  /** Nothing is posted: no connected account, or the plugin runs in sandbox here */
  sandbox: Scalars['Boolean']['output'];
  sandboxReason?: Maybe<Scalars['String']['output']>;
};

/** An article on one platform */
export type Publication = {
  __typename?: 'Publication';
  articleId: Scalars['ID']['output'];
  articleTitle: Scalars['String']['output'];
  /** Calendar date: published, else scheduled, else created */
  at: Scalars['DateTimeISO']['output'];
  attempts: Scalars['Int']['output'];
  campaignId: Scalars['ID']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  /** Why it failed, or why the last attempt did while it is retried */
  lastError?: Maybe<Scalars['String']['output']>;
  platform: Scalars['String']['output'];
  platformName: Scalars['String']['output'];
  postId?: Maybe<Scalars['String']['output']>;
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Nothing was posted to the platform */
  sandbox: Scalars['Boolean']['output'];
  scheduledFor?: Maybe<Scalars['DateTimeISO']['output']>;
  /** scheduled, publishing, published, pending, failed or cancelled */
  status: Scalars['String']['output'];
  /** Pending: what to post by hand, then confirm with the URL */
  submission?: Maybe<SubmissionPackage>;
  updatedAt: Scalars['DateTimeISO']['output'];
  /** The post; in sandbox the hosted article page */
  url?: Maybe<Scalars['String']['output']>;
};

/** A publication (one article on one platform) as it is after a change */
export type PublicationChange = {
  __typename?: 'PublicationChange';
  /** Its article */
  articleId: Scalars['ID']['output'];
  /** Tries so far */
  attempts: Scalars['Int']['output'];
  /** The publication */
  id: Scalars['ID']['output'];
  /** Why the last try failed */
  lastError?: Maybe<Scalars['String']['output']>;
  /** Platform id: twitter, medium, substack */
  platform: Scalars['String']['output'];
  /** When it went live */
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Sandbox: nothing was sent to the platform */
  sandbox: Scalars['Boolean']['output'];
  /** When it is due (scheduled only) */
  scheduledFor?: Maybe<Scalars['DateTimeISO']['output']>;
  /** scheduled, publishing, pending, published, failed or cancelled */
  status: Scalars['String']['output'];
  /** The post */
  url?: Maybe<Scalars['String']['output']>;
};

export type PublishResult = {
  __typename?: 'PublishResult';
  /** The hosted article page, the canonical URL the platforms link to */
  hostedUrl: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** The requested time came before the newswire release and was moved after it */
  movedAfterDistribution?: Maybe<ReleaseMove>;
  publications: Array<Publication>;
  /** The stored answer of an earlier call with the same idempotency key */
  replayed: Scalars['Boolean']['output'];
};

export type PublishingCalendar = {
  __typename?: 'PublishingCalendar';
  from: Scalars['DateTimeISO']['output'];
  orders: Array<NewswireOrder>;
  publications: Array<Publication>;
  to: Scalars['DateTimeISO']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Views and clicks per day, campaign and platform (default the last 30 days), and newswire orders */
  analytics: Analytics;
  analyzeContent: ContentAnalysis;
  /** The organization's API tokens, newest first (owner only) */
  apiTokens: Array<ApiToken>;
  approvalRule: ApprovalRule;
  /** One article of your organization; an unknown id is null with a not_found error for this field only */
  article?: Maybe<Article>;
  articleApproval: ApprovalState;
  /** Versions with line diffs, and the audit trail; null (not_found) for an unknown id */
  articleHistory?: Maybe<ArticleHistory>;
  /** Your articles, newest first */
  articles: Array<Article>;
  /** One campaign of your organization; an unknown id is null with a not_found error for this field only */
  campaign?: Maybe<Campaign>;
  /** Newest first; archived left out unless status is archived or all */
  campaigns: CampaignPage;
  checkCompliance: ComplianceCheck;
  /** The four stat cards with changes against last month, and the unread notification count */
  dashboardStats: DashboardStats;
  /** The sample accounts of the authorization presets */
  demoAccounts: DemoAccounts;
  /** The seeded demo issuer */
  demoProfile: IssuerProfile;
  /** Your campaign's measured engagement and stock quote; null (not_found) for any other campaign */
  engagement?: Maybe<Engagement>;
  /** Guidelines for the ticker's listing; deadlines computed from eventTime (default now) */
  guidelines: Guidelines;
  health: Health;
  invitation: InvitationPreview;
  /** Applications waiting for a reviewer, oldest first (admin only) */
  kycReviews: Array<KycReviewItem>;
  /** The signed-in account’s verification; null when nobody is signed in */
  kycStatus?: Maybe<KycStatus>;
  /** Who is signed in; null when nobody */
  me?: Maybe<Account>;
  /** Your newswire orders, newest first */
  newswireOrders: Array<NewswireOrder>;
  /** Newswire providers with prices per level and features */
  newswireProviders: Array<NewswireProvider>;
  /** The bell: newest first, with the unread count */
  notifications: NotificationList;
  planUsage: PlanUsage;
  /** Publishing platforms with your connection and sandbox state */
  platforms: Array<Platform>;
  /** Your publications, newest first */
  publications: Array<Publication>;
  /** Publications and newswire orders in [from, to) (default: 30 days back to 60 ahead) */
  publishingCalendar: PublishingCalendar;
  /** Active sessions of the signed-in user */
  sessions: Array<AccountSession>;
  /** Ticker prefix and company-name search, exact ticker first */
  stockSearch: Array<StockSearchResult>;
  /** The organization's members (and, for the owner, pending invitations) */
  team: Team;
  /** The one authorization decision: yourself and the sample accounts (admins: anyone) */
  testTickerAuthorization: TickerAuthorizationResult;
  /** The number on the bell */
  unreadNotificationCount: Scalars['Int']['output'];
  validateTicker: TickerValidation;
  /** The dashboard's "Waiting for my approval" (approvers and owners) */
  waitingForMyApproval: Array<WaitingApproval>;
  /** An endpoint's deliveries, newest first */
  webhookDeliveries: WebhookDeliveryConnection;
  /** The organization's webhook endpoints (owner, or a token with the webhooks scope) */
  webhookEndpoints: Array<WebhookEndpoint>;
};


export type QueryAnalyticsArgs = {
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAnalyzeContentArgs = {
  content: Scalars['String']['input'];
  ticker: Scalars['String']['input'];
};


export type QueryArticleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryArticleApprovalArgs = {
  articleId: Scalars['ID']['input'];
};


export type QueryArticleHistoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryArticlesArgs = {
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCampaignsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckComplianceArgs = {
  content: Scalars['String']['input'];
  ticker: Scalars['String']['input'];
};


export type QueryEngagementArgs = {
  campaignId: Scalars['ID']['input'];
};


export type QueryGuidelinesArgs = {
  eventTime?: InputMaybe<Scalars['DateTimeISO']['input']>;
  ticker: Scalars['String']['input'];
};


export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryNewswireOrdersArgs = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryPublicationsArgs = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPublishingCalendarArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStockSearchArgs = {
  query: Scalars['String']['input'];
};


export type QueryTestTickerAuthorizationArgs = {
  input: TickerAuthorizationTestInput;
};


export type QueryValidateTickerArgs = {
  ticker: Scalars['String']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  endpointId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type QuotaSummary = {
  __typename?: 'QuotaSummary';
  limit: Scalars['Int']['output'];
  plan: Scalars['String']['output'];
  remaining: Scalars['Int']['output'];
  used: Scalars['Int']['output'];
};

/** Which delivery to send again */
export type RedeliverWebhookInput = {
  /** The delivery id */
  deliveryId: Scalars['ID']['input'];
};

export type ReleaseAdvice = {
  __typename?: 'ReleaseAdvice';
  earliestAfterClose?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The same instant as New York wall time, for people (e.g. 2026-03-10 08:30 ET) */
  easternTime: Scalars['String']['output'];
  notifyExchangeBy?: Maybe<Scalars['DateTimeISO']['output']>;
  ok: Scalars['Boolean']['output'];
  rules: Array<RuleItem>;
  session?: Maybe<Scalars['String']['output']>;
  warnings: Array<Scalars['String']['output']>;
};

export type ReleaseMove = {
  __typename?: 'ReleaseMove';
  from: Scalars['DateTimeISO']['output'];
  to: Scalars['DateTimeISO']['output'];
};

export type ResearchFact = {
  __typename?: 'ResearchFact';
  label: Scalars['String']['output'];
  source: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ResetPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type ReviewActionResult = {
  __typename?: 'ReviewActionResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** The token to revoke */
export type RevokeApiTokenInput = {
  /** The token id */
  id: Scalars['ID']['input'];
};

/** One guideline with its stable id and citation */
export type RuleItem = {
  __typename?: 'RuleItem';
  citation: Scalars['String']['output'];
  id: Scalars['String']['output'];
  text: Scalars['String']['output'];
  /** Not confirmed against the primary text */
  unconfirmed: Scalars['Boolean']['output'];
};

export type SignupInput = {
  companyName: Scalars['String']['input'];
  confirmPassword: Scalars['String']['input'];
  contactName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  ticker: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type SignupResult = {
  __typename?: 'SignupResult';
  userId: Scalars['ID']['output'];
};

/** Percent change against last month; null when last month was 0 */
export type StatChanges = {
  __typename?: 'StatChanges';
  activeCampaigns?: Maybe<Scalars['Int']['output']>;
  articlesPublished?: Maybe<Scalars['Int']['output']>;
  revenue?: Maybe<Scalars['Int']['output']>;
  totalEngagement?: Maybe<Scalars['Int']['output']>;
};

export type StatFigures = {
  __typename?: 'StatFigures';
  activeCampaigns: Scalars['Int']['output'];
  articlesPublished: Scalars['Int']['output'];
  revenueCents: Scalars['Float']['output'];
  totalEngagement: Scalars['Float']['output'];
};

export type StockSearchResult = {
  __typename?: 'StockSearchResult';
  exchange: Scalars['String']['output'];
  marketCap?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  ticker: Scalars['String']['output'];
};

export type SubmissionField = {
  __typename?: 'SubmissionField';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** What the issuer files by hand on the vendor's site: the form, one value per field, the full text */
export type SubmissionPackage = {
  __typename?: 'SubmissionPackage';
  fields: Array<SubmissionField>;
  formUrl: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The text of your campaign's generation as it is written: a ready event first, then deltas, then done (or an error) */
  articleGeneration: ArticleGenerationEvent;
  /** Your campaign's engagement: the current figures, then new ones as they are recorded (traffic, platform pulls, quote changes) */
  engagementUpdated: Engagement;
  /** Each change of a newswire order of the caller's organization (optionally of one article), as it commits */
  newswireOrderUpdated: NewswireOrderChange;
  /** Each new notification of the caller's organization, as it is committed (the bell, live) */
  notificationAdded: Notification;
  /** Each change of a publication of the caller's organization (optionally of one article), as it commits */
  publicationUpdated: PublicationChange;
};


export type SubscriptionArticleGenerationArgs = {
  campaignId: Scalars['ID']['input'];
};


export type SubscriptionEngagementUpdatedArgs = {
  campaignId: Scalars['ID']['input'];
};


export type SubscriptionNewswireOrderUpdatedArgs = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionPublicationUpdatedArgs = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
};

export type SubstackEngagement = {
  __typename?: 'SubstackEngagement';
  clicks: Scalars['Int']['output'];
  opens: Scalars['Int']['output'];
  /** platform (Substack's own metrics), hosted-page (visits from its link) or none */
  source: Scalars['String']['output'];
};

export type Team = {
  __typename?: 'Team';
  invitations: Array<Invitation>;
  members: Array<Member>;
};

export type TextSpan = {
  __typename?: 'TextSpan';
  end: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** Spec: isAuthorized, userId, ticker, authorizedTicker, reason (+ a stable code) */
export type TickerAuthorizationResult = {
  __typename?: 'TickerAuthorizationResult';
  authorizedTicker?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  isAuthorized: Scalars['Boolean']['output'];
  reason: Scalars['String']['output'];
  ticker: Scalars['String']['output'];
  userId?: Maybe<Scalars['String']['output']>;
};

export type TickerAuthorizationTestInput = {
  ticker: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};

export type TickerValidation = {
  __typename?: 'TickerValidation';
  companyInfo?: Maybe<CompanyInfo>;
  valid: Scalars['Boolean']['output'];
};

/** What a partner token may do */
export type TokenScope =
  /** Write campaigns and articles, and ask for approval */
  | 'CONTENT_WRITE'
  /** Order newswire distribution (approvals still apply) */
  | 'DISTRIBUTE'
  /** Publish and schedule on platforms (approvals still apply) */
  | 'PUBLISH'
  /** Read the organization's campaigns, articles, analytics, orders and publications */
  | 'READ'
  /** Manage webhook endpoints and read their deliveries */
  | 'WEBHOOKS';

/** Whether a token still works */
export type TokenStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'REVOKED';

export type TwitterEngagement = {
  __typename?: 'TwitterEngagement';
  clicks: Scalars['Int']['output'];
  likes: Scalars['Int']['output'];
  retweets: Scalars['Int']['output'];
  /** platform (X's own metrics), hosted-page (visits from its link) or none */
  source: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  /** Shown once */
  backupCodes: Array<Scalars['String']['output']>;
  manualEntryKey: Scalars['String']['output'];
  /** data:image/png;base64 QR code of the otpauth URL */
  qrCodeUrl: Scalars['String']['output'];
};

/** Changes to an endpoint; absent fields stay */
export type UpdateWebhookEndpointInput = {
  /** A note for the team */
  description?: InputMaybe<Scalars['String']['input']>;
  /** false: deliveries wait; true: they go out again, in order */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** At least one */
  eventTypes?: InputMaybe<Array<WebhookEventType>>;
  /** The endpoint */
  id: Scalars['ID']['input'];
  /** https URL */
  url?: InputMaybe<Scalars['String']['input']>;
};

export type VerifyTwoFactorInput = {
  tempToken: Scalars['String']['input'];
  /** A 6-digit authenticator code or a backup code */
  token: Scalars['String']['input'];
};

export type VerifyTwoFactorResult = {
  __typename?: 'VerifyTwoFactorResult';
  backupCodesRemaining: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  /** totp or backup_code */
  method: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** An article version waiting for the viewer to approve it */
export type WaitingApproval = {
  __typename?: 'WaitingApproval';
  articleId: Scalars['ID']['output'];
  campaignId: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['DateTimeISO']['output'];
  requestedByName?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** One event sent (or to be sent) to one endpoint */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Tries so far */
  attempts: Scalars['Int']['output'];
  /** The exact JSON signed and sent */
  body: Scalars['String']['output'];
  /** When the event happened */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When the receiver accepted it */
  deliveredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The event id (IssuerWire-Event-Id), the same on a redelivery */
  eventId: Scalars['ID']['output'];
  /** What happened */
  eventType: WebhookEventType;
  /** The delivery id (IssuerWire-Delivery-Id) */
  id: Scalars['ID']['output'];
  /** Every try, oldest first */
  log: Array<WebhookDeliveryAttempt>;
  /** When the next try is due (pending only) */
  nextAttemptAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The delivery this one repeats */
  redeliveryOf?: Maybe<Scalars['ID']['output']>;
  /** Pending, delivered or failed */
  status: WebhookDeliveryStatus;
};

/** One try of a delivery */
export type WebhookDeliveryAttempt = {
  __typename?: 'WebhookDeliveryAttempt';
  /** When it was sent */
  at: Scalars['DateTimeISO']['output'];
  /** 1 for the first try */
  attempt: Scalars['Int']['output'];
  /** Why it failed; null when delivered */
  error?: Maybe<Scalars['String']['output']>;
  /** Milliseconds from sending to the answer (or the failure) */
  latencyMs: Scalars['Int']['output'];
  /** The receiver's HTTP status; null when it did not answer */
  status?: Maybe<Scalars['Int']['output']>;
};

/** An endpoint's deliveries, newest first */
export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  /** This page */
  edges: Array<WebhookDeliveryEdge>;
  /** Paging */
  pageInfo: WebhookDeliveryPageInfo;
  /** All deliveries of the endpoint */
  totalCount: Scalars['Int']['output'];
};

/** A delivery and its cursor */
export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  /** Pass as `after` for the page after this delivery */
  cursor: Scalars['String']['output'];
  /** The delivery */
  node: WebhookDelivery;
};

/** Where this page ends */
export type WebhookDeliveryPageInfo = {
  __typename?: 'WebhookDeliveryPageInfo';
  /** The last cursor of this page */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** More deliveries follow */
  hasNextPage: Scalars['Boolean']['output'];
};

/** Waiting (or retrying), delivered, or given up after a day */
export type WebhookDeliveryStatus =
  | 'DELIVERED'
  | 'FAILED'
  | 'PENDING';

/** A partner's receiver of the organization's events */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** When it was registered */
  createdAt: Scalars['DateTimeISO']['output'];
  /** What the owner noted about it */
  description?: Maybe<Scalars['String']['output']>;
  /** When it was turned off */
  disabledAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** owner (turned off) or failing (a day of failed deliveries) */
  disabledReason?: Maybe<Scalars['String']['output']>;
  /** False: deliveries wait until it is turned on */
  enabled: Scalars['Boolean']['output'];
  /** The events it receives */
  eventTypes: Array<WebhookEventType>;
  /** The endpoint id */
  id: Scalars['ID']['output'];
  /** Where deliveries are POSTed */
  url: Scalars['String']['output'];
};

/** Which endpoint */
export type WebhookEndpointIdInput = {
  /** The endpoint id */
  id: Scalars['ID']['input'];
};

/** An endpoint and, this once, its signing secret */
export type WebhookEndpointWithSecret = {
  __typename?: 'WebhookEndpointWithSecret';
  /** The endpoint */
  endpoint: WebhookEndpoint;
  /** whsec_…: verify IssuerWire-Signature with it; shown now and never again */
  secret: Scalars['String']['output'];
};

/** What a webhook endpoint can receive */
export type WebhookEventType =
  | 'ARTICLE_APPROVED'
  | 'ARTICLE_GENERATED'
  | 'ARTICLE_PUBLISHED'
  | 'NEWSWIRE_ORDER_UPDATED'
  | 'PUBLICATION_UPDATED';

export type PartnerCreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type PartnerCreateWebhookEndpointMutation = { __typename?: 'Mutation', createWebhookEndpoint: { __typename?: 'WebhookEndpointWithSecret', secret: string, endpoint: { __typename?: 'WebhookEndpoint', id: string } } };

export type PartnerCreateCampaignMutationVariables = Exact<{
  input: CampaignInput;
}>;


export type PartnerCreateCampaignMutation = { __typename?: 'Mutation', createCampaign: { __typename?: 'Campaign', id: string, ticker: string } };

export type PartnerGenerateArticleMutationVariables = Exact<{
  campaignId: Scalars['ID']['input'];
}>;


export type PartnerGenerateArticleMutation = { __typename?: 'Mutation', generateArticle: { __typename?: 'ArticleGenerationResult', article: { __typename?: 'Article', id: string, title: string, content: string } } };

export type PartnerCheckComplianceQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
  content: Scalars['String']['input'];
}>;


export type PartnerCheckComplianceQuery = { __typename?: 'Query', checkCompliance: { __typename?: 'ComplianceCheck', result: string, complianceScore: number } };

export type PartnerPublishArticleMutationVariables = Exact<{
  articleId: Scalars['ID']['input'];
  platforms: Array<Scalars['String']['input']> | Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type PartnerPublishArticleMutation = { __typename?: 'Mutation', publishArticle: { __typename?: 'PublishResult', message: string, hostedUrl: string } };


export const PartnerCreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerCreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PartnerCreateWebhookEndpointMutation, PartnerCreateWebhookEndpointMutationVariables>;
export const PartnerCreateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerCreateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}}]}}]} as unknown as DocumentNode<PartnerCreateCampaignMutation, PartnerCreateCampaignMutationVariables>;
export const PartnerGenerateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerGenerateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<PartnerGenerateArticleMutation, PartnerGenerateArticleMutationVariables>;
export const PartnerCheckComplianceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerCheckCompliance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"complianceScore"}}]}}]}}]} as unknown as DocumentNode<PartnerCheckComplianceQuery, PartnerCheckComplianceQueryVariables>;
export const PartnerPublishArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerPublishArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"platforms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hostedUrl"}}]}}]}}]} as unknown as DocumentNode<PartnerPublishArticleMutation, PartnerPublishArticleMutationVariables>;