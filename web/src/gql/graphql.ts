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

export type ArticleLocationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArticleLocationQuery = { __typename?: 'Query', article?: { __typename?: 'Article', id: string, campaignId: string, title: string } | null };

export type ApproveKycReviewMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type ApproveKycReviewMutation = { __typename?: 'Mutation', approveKycReview: { __typename?: 'ReviewActionResult', success: boolean, message: string } };

export type KycReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type KycReviewsQuery = { __typename?: 'Query', kycReviews: Array<{ __typename?: 'KycReviewItem', userId: string, applicationId: string, accountEmail: string, submittedAt: any, emailConfirmedAt?: any | null, userData: { __typename?: 'KycUserData', username: string, email: string, companyName: string, ticker: string, exchange: string, sector: string, contactName: string, website: string, jurisdiction: string, newsUpdate?: string | null, listingKnown: boolean }, verificationSteps: Array<{ __typename?: 'KycStep', id: string, name: string, status: string, detail?: string | null, offlineStandIn: boolean }> }> };

export type RejectKycReviewMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type RejectKycReviewMutation = { __typename?: 'Mutation', rejectKycReview: { __typename?: 'ReviewActionResult', success: boolean, message: string } };

export type ArticleApprovalQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
}>;


export type ArticleApprovalQuery = { __typename?: 'Query', articleApproval: { __typename?: 'ApprovalState', required: boolean, approvalsNeeded: number, approved: boolean, current?: { __typename?: 'Approval', id: string, status: string } | null, history: Array<{ __typename?: 'Approval', id: string, version: number, status: string, requestedBy: string, requestedByName?: string | null, note?: string | null, createdAt: any, decidedAt?: any | null, decisions: Array<{ __typename?: 'ApprovalDecision', userId: string, name?: string | null, decision: string, comment?: string | null, at: any }> }> } };

export type RequestApprovalMutationVariables = Exact<{
  articleId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type RequestApprovalMutation = { __typename?: 'Mutation', requestApproval: { __typename?: 'ApprovalState', approved: boolean } };

export type ApproveArticleMutationVariables = Exact<{
  articleId: Scalars['ID']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
}>;


export type ApproveArticleMutation = { __typename?: 'Mutation', approveArticle: { __typename?: 'ApprovalState', approved: boolean } };

export type RejectArticleMutationVariables = Exact<{
  articleId: Scalars['ID']['input'];
  comment: Scalars['String']['input'];
}>;


export type RejectArticleMutation = { __typename?: 'Mutation', rejectArticle: { __typename?: 'ApprovalState', approved: boolean } };

export type WaitingForMyApprovalQueryVariables = Exact<{ [key: string]: never; }>;


export type WaitingForMyApprovalQuery = { __typename?: 'Query', waitingForMyApproval: Array<{ __typename?: 'WaitingApproval', articleId: string, campaignId: string, title: string, version: number, requestedByName?: string | null, note?: string | null, requestedAt: any }> };

export type ArticleComplianceQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
  content: Scalars['String']['input'];
}>;


export type ArticleComplianceQuery = { __typename?: 'Query', checkCompliance: { __typename?: 'ComplianceCheck', complianceLevel: string, result: string, complianceScore: number, exchange: string, jurisdiction: string, findings: Array<{ __typename?: 'ComplianceFinding', ruleId: string, title: string, severity: string, citation: string, message: string, suggestion: string, span?: { __typename?: 'TextSpan', text: string } | null }> } };

export type ArticleFieldsFragment = { __typename?: 'Article', id: string, campaignId: string, title: string, content: string, body: string, disclosures: string, status: string, platforms: Array<string>, compliance: boolean, createdAt: any, updatedAt: any, publishedAt?: any | null, wordCount: number, version: number, model?: string | null };

export type ArticleGenerationSubscriptionVariables = Exact<{
  campaignId: Scalars['ID']['input'];
}>;


export type ArticleGenerationSubscription = { __typename?: 'Subscription', articleGeneration: { __typename?: 'ArticleGenerationEvent', campaignId: string, delta: string, done: boolean, articleId?: string | null, error?: string | null, errorCode?: string | null, ready: boolean } };

export type ArticleHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArticleHistoryQuery = { __typename?: 'Query', articleHistory?: { __typename?: 'ArticleHistory', articleId: string, versions: Array<{ __typename?: 'ArticleVersion', version: number, title: string, reason: string, createdAt: any, titleChanged: boolean, diff?: Array<{ __typename?: 'DiffLine', op: string, text: string }> | null }> } | null };

export type ArticlePreviewQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  campaignId: Scalars['ID']['input'];
}>;


export type ArticlePreviewQuery = { __typename?: 'Query', article?: { __typename?: 'Article', id: string, campaignId: string, title: string, content: string, body: string, disclosures: string, status: string, platforms: Array<string>, compliance: boolean, createdAt: any, updatedAt: any, publishedAt?: any | null, wordCount: number, version: number, model?: string | null } | null, campaign?: { __typename?: 'Campaign', id: string, title: string, companyName: string, ticker: string } | null };

export type GenerateArticleMutationVariables = Exact<{
  campaignId: Scalars['ID']['input'];
}>;


export type GenerateArticleMutation = { __typename?: 'Mutation', generateArticle: { __typename?: 'ArticleGenerationResult', article: { __typename?: 'Article', id: string, campaignId: string, title: string, content: string, body: string, disclosures: string, status: string, platforms: Array<string>, compliance: boolean, createdAt: any, updatedAt: any, publishedAt?: any | null, wordCount: number, version: number, model?: string | null }, summary: { __typename?: 'GenerationSummary', wordCount: number, complianceScore: number, complianceLevel: string, quota: { __typename?: 'QuotaSummary', plan: string, limit: number, used: number, remaining: number } } } };

export type PublishArticleMutationVariables = Exact<{
  articleId: Scalars['ID']['input'];
  platforms: Array<Scalars['String']['input']> | Scalars['String']['input'];
  scheduledFor?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublishArticleMutation = { __typename?: 'Mutation', publishArticle: { __typename?: 'PublishResult', message: string, hostedUrl: string, replayed: boolean, movedAfterDistribution?: { __typename?: 'ReleaseMove', from: any, to: any } | null, publications: Array<{ __typename?: 'Publication', id: string, platform: string, platformName: string, status: string, scheduledFor?: any | null, publishedAt?: any | null, url?: string | null, sandbox: boolean, lastError?: string | null, submission?: { __typename?: 'SubmissionPackage', formUrl: string } | null }> } };

export type PublishPlatformsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublishPlatformsQuery = { __typename?: 'Query', platforms: Array<{ __typename?: 'Platform', id: string, name: string, connected: boolean, sandbox: boolean, sandboxReason?: string | null }> };

export type RegenerateArticleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RegenerateArticleMutation = { __typename?: 'Mutation', regenerateArticle: { __typename?: 'ArticleGenerationResult', article: { __typename?: 'Article', id: string, campaignId: string, title: string, content: string, body: string, disclosures: string, status: string, platforms: Array<string>, compliance: boolean, createdAt: any, updatedAt: any, publishedAt?: any | null, wordCount: number, version: number, model?: string | null } } };

export type UpdateArticleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
  content: Scalars['String']['input'];
}>;


export type UpdateArticleMutation = { __typename?: 'Mutation', updateArticle: { __typename?: 'ArticleUpdateResult', disclosuresRestored: boolean, changed: boolean, message: string, article: { __typename?: 'Article', id: string, campaignId: string, title: string, content: string, body: string, disclosures: string, status: string, platforms: Array<string>, compliance: boolean, createdAt: any, updatedAt: any, publishedAt?: any | null, wordCount: number, version: number, model?: string | null } } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'ActionResult', success: boolean, message: string } };

export type EnableTwoFactorMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type EnableTwoFactorMutation = { __typename?: 'Mutation', enableTwoFactor: { __typename?: 'ActionResult', success: boolean, message: string } };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { __typename?: 'Mutation', endOtherSessions: number };

export type EndSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EndSessionMutation = { __typename?: 'Mutation', endSession: { __typename?: 'ActionResult', success: boolean, message: string } };

export type ForgotPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type ForgotPasswordMutation = { __typename?: 'Mutation', forgotPassword: { __typename?: 'ActionResult', success: boolean, message: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginResult', success: boolean, requiresTwoFactor: boolean, tempToken?: string | null, message: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: { __typename?: 'ActionResult', success: boolean, message: string } };

export type RegenerateBackupCodesMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type RegenerateBackupCodesMutation = { __typename?: 'Mutation', regenerateBackupCodes: Array<string> };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'ActionResult', success: boolean, message: string } };

export type ResetTwoFactorMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ResetTwoFactorMutation = { __typename?: 'Mutation', resetTwoFactor: { __typename?: 'ActionResult', success: boolean, message: string } };

export type SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsQuery = { __typename?: 'Query', sessions: Array<{ __typename?: 'AccountSession', id: string, createdAt: any, lastSeenAt: any, ip?: string | null, userAgent?: string | null, current: boolean }> };

export type SetupTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type SetupTwoFactorMutation = { __typename?: 'Mutation', setupTwoFactor: { __typename?: 'TwoFactorSetup', qrCodeUrl: string, manualEntryKey: string, backupCodes: Array<string> } };

export type SignupMutationVariables = Exact<{
  input: SignupInput;
}>;


export type SignupMutation = { __typename?: 'Mutation', signup: { __typename?: 'SignupResult', userId: string } };

export type VerifyTwoFactorMutationVariables = Exact<{
  input: VerifyTwoFactorInput;
}>;


export type VerifyTwoFactorMutation = { __typename?: 'Mutation', verifyTwoFactor: { __typename?: 'VerifyTwoFactorResult', success: boolean, message: string, method: string, backupCodesRemaining: number } };

export type DemoAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoAccountsQuery = { __typename?: 'Query', demoAccounts: { __typename?: 'DemoAccounts', nonExistentUserId: string, demoTicker: string, otherTicker: string, accounts: Array<{ __typename?: 'DemoAccount', id: string, username: string, verificationStatus: string, ticker?: string | null }> } };

export type DemoProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoProfileQuery = { __typename?: 'Query', demoProfile: { __typename?: 'IssuerProfile', id: string, username: string, email: string, companyName?: string | null, ticker?: string | null, exchange?: string | null, sector?: string | null, contactName?: string | null, website?: string | null, jurisdiction?: string | null, verificationStatus: string } };

export type TestTickerAuthorizationQueryVariables = Exact<{
  input: TickerAuthorizationTestInput;
}>;


export type TestTickerAuthorizationQuery = { __typename?: 'Query', testTickerAuthorization: { __typename?: 'TickerAuthorizationResult', isAuthorized: boolean, userId?: string | null, ticker: string, authorizedTicker?: string | null, reason: string, code: string } };

export type ArchiveCampaignMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArchiveCampaignMutation = { __typename?: 'Mutation', archiveCampaign: { __typename?: 'Campaign', id: string, status: string, archivedAt?: any | null } };

export type CampaignListQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
}>;


export type CampaignListQuery = { __typename?: 'Query', campaigns: { __typename?: 'CampaignPage', total: number, page: number, pageSize: number, items: Array<{ __typename?: 'Campaign', id: string, title: string, companyName: string, ticker: string, sector: string, tone: string, budget: string, status: string, createdAt: any, articleId?: string | null, articleStatus?: string | null }> } };

export type CampaignRowFieldsFragment = { __typename?: 'Campaign', id: string, title: string, companyName: string, ticker: string, sector: string, tone: string, budget: string, status: string, createdAt: any, articleId?: string | null, articleStatus?: string | null };

export type ChangePlanMutationVariables = Exact<{
  plan: Scalars['String']['input'];
}>;


export type ChangePlanMutation = { __typename?: 'Mutation', changePlan: { __typename?: 'PlanUsage', plan: string, name: string, limit: number, used: number, remaining: number, resetsAt: any, upgradeTo?: string | null, changed?: boolean | null } };

export type CreateCampaignMutationVariables = Exact<{
  input: CampaignInput;
  draft?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type CreateCampaignMutation = { __typename?: 'Mutation', createCampaign: { __typename?: 'Campaign', id: string, title: string, companyName: string, ticker: string, sector: string, tone: string, budget: string, status: string, createdAt: any, articleId?: string | null, articleStatus?: string | null } };

export type PlanUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type PlanUsageQuery = { __typename?: 'Query', planUsage: { __typename?: 'PlanUsage', plan: string, name: string, limit: number, used: number, remaining: number, resetsAt: any, upgradeTo?: string | null } };

export type AnalyzeContentQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
  content: Scalars['String']['input'];
}>;


export type AnalyzeContentQuery = { __typename?: 'Query', analyzeContent: { __typename?: 'ContentAnalysis', complianceScore: number, criticalIssues: Array<string>, recommendations: Array<string>, findings: Array<{ __typename?: 'ComplianceFinding', ruleId: string, title: string, severity: string, citation: string, message: string, suggestion: string, span?: { __typename?: 'TextSpan', start: number, end: number, text: string } | null }> } };

export type CheckComplianceQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
  content: Scalars['String']['input'];
}>;


export type CheckComplianceQuery = { __typename?: 'Query', checkCompliance: { __typename?: 'ComplianceCheck', complianceLevel: string, result: string, complianceScore: number, exchange: string, jurisdiction: string, warnings: { __typename?: 'ComplianceWarnings', critical: Array<string>, important: Array<string>, advisory: Array<string> }, findings: Array<{ __typename?: 'ComplianceFinding', ruleId: string, title: string, severity: string, citation: string, message: string, suggestion: string, span?: { __typename?: 'TextSpan', start: number, end: number, text: string } | null }> } };

export type ComplianceFindingFieldsFragment = { __typename?: 'ComplianceFinding', ruleId: string, title: string, severity: string, citation: string, message: string, suggestion: string, span?: { __typename?: 'TextSpan', start: number, end: number, text: string } | null };

export type GuidelineDeadlinesQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
  eventTime?: InputMaybe<Scalars['DateTimeISO']['input']>;
}>;


export type GuidelineDeadlinesQuery = { __typename?: 'Query', guidelines: { __typename?: 'Guidelines', ticker: string, simplified: { __typename?: 'GuidelinesSummary', exchange: string }, guidelines: { __typename?: 'GuidelinesBody', materialChangeDeadline: { __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean } }, deadlines: { __typename?: 'Deadlines', eventTime: any, materialChangeReport?: { __typename?: 'MaterialChangeReportDeadline', form: string, dueAt: any } | null, release?: { __typename?: 'ReleaseAdvice', easternTime: string, session?: string | null, notifyExchangeBy?: any | null, earliestAfterClose?: any | null, ok: boolean, warnings: Array<string>, rules: Array<{ __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }> } | null } } };

export type GuidelinesQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
}>;


export type GuidelinesQuery = { __typename?: 'Query', guidelines: { __typename?: 'Guidelines', ticker: string, companyName: string, simplified: { __typename?: 'GuidelinesSummary', exchange: string, jurisdiction: string, complianceLevel: string, riskLevel: string, pennyStockLikely: boolean, keyRequirements: Array<{ __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }> }, guidelines: { __typename?: 'GuidelinesBody', materialChangeDeadline: { __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }, distributionRequirements: Array<{ __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }>, financialReportingRequirements: Array<{ __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }>, minimumDisclosures: Array<{ __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }>, additionalRestrictions: Array<{ __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }> } } };

export type RuleItemFieldsFragment = { __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean };

export type GenerateContentMutationVariables = Exact<{
  input: GenerateContentInput;
}>;


export type GenerateContentMutation = { __typename?: 'Mutation', generateContent: { __typename?: 'GeneratedContent', title: string, content: string, complianceLevel: string, jurisdiction: string, exchange: string, warnings: Array<string>, mandatoryDisclosures: Array<string>, timestamp: any, complianceScore: number } };

export type DashboardStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardStatsQuery = { __typename?: 'Query', dashboardStats: { __typename?: 'DashboardStats', activeCampaigns: number, articlesPublished: number, totalEngagement: number, revenue: number, changes: { __typename?: 'StatChanges', activeCampaigns?: number | null, articlesPublished?: number | null, totalEngagement?: number | null, revenue?: number | null } } };

export type CancelNewswireOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelNewswireOrderMutation = { __typename?: 'Mutation', cancelNewswireOrder: { __typename?: 'NewswireOrder', id: string, articleId: string, provider: string, providerName: string, apiAvailable: boolean, level: string, status: string, costCents: number, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null } };

export type ConfirmNewswireOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  releaseUrl: Scalars['String']['input'];
}>;


export type ConfirmNewswireOrderMutation = { __typename?: 'Mutation', confirmNewswireOrder: { __typename?: 'NewswireOrder', id: string, articleId: string, provider: string, providerName: string, apiAvailable: boolean, level: string, status: string, costCents: number, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null } };

export type DistributeArticleMutationVariables = Exact<{
  input: DistributeInput;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type DistributeArticleMutation = { __typename?: 'Mutation', distributeArticle: { __typename?: 'DistributionResult', message: string, totalCostCents: number, estimatedReach: number, replayed: boolean, orders: Array<{ __typename?: 'NewswireOrder', id: string, articleId: string, provider: string, providerName: string, apiAvailable: boolean, level: string, status: string, costCents: number, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null }>, movedPublications: Array<{ __typename?: 'MovedPublication', id: string, platform: string, from: any, to: any }> } };

export type NewswireOrderFieldsFragment = { __typename?: 'NewswireOrder', id: string, articleId: string, provider: string, providerName: string, apiAvailable: boolean, level: string, status: string, costCents: number, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null };

export type NewswireOrdersQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
}>;


export type NewswireOrdersQuery = { __typename?: 'Query', newswireOrders: Array<{ __typename?: 'NewswireOrder', id: string, articleId: string, provider: string, providerName: string, apiAvailable: boolean, level: string, status: string, costCents: number, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null }> };

export type NewswireProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type NewswireProvidersQuery = { __typename?: 'Query', newswireProviders: Array<{ __typename?: 'NewswireProvider', id: string, name: string, apiAvailable: boolean, pricingIndicative: boolean, features: Array<string>, sandbox: boolean, submissionUrl?: string | null, pricingCents: { __typename?: 'LevelPrices', basic: number, enhanced: number, premium: number } }> };

export type RetryNewswireOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RetryNewswireOrderMutation = { __typename?: 'Mutation', retryNewswireOrder: { __typename?: 'NewswireOrder', id: string, articleId: string, provider: string, providerName: string, apiAvailable: boolean, level: string, status: string, costCents: number, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null } };

export type AnalyticsCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalyticsCampaignsQuery = { __typename?: 'Query', campaigns: { __typename?: 'CampaignPage', items: Array<{ __typename?: 'Campaign', id: string, title: string, ticker: string }> } };

export type AnalyticsQueryVariables = Exact<{
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  campaignId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AnalyticsQuery = { __typename?: 'Query', analytics: { __typename?: 'Analytics', from: string, to: string, rows: Array<{ __typename?: 'AnalyticsRow', date: string, campaignId: string, campaignTitle: string, ticker: string, platform: string, label: string, views: number, clicks: number, shares: number, likes: number, comments: number }>, newswireOrders: Array<{ __typename?: 'AnalyticsNewswireOrder', id: string, campaignId: string, articleId: string, provider: string, level: string, status: string, estimatedReach: number, costCents: number, sandbox: boolean, releaseUrl?: string | null, createdAt: any, publishedAt?: any | null }> } };

export type EngagementFieldsFragment = { __typename?: 'Engagement', campaignId: string, articleId?: string | null, articleTitle?: string | null, publishedAt?: any | null, hasData: boolean, totalEngagement: number, updatedAt: any, platforms: { __typename?: 'EngagementPlatforms', twitter: { __typename?: 'TwitterEngagement', views: number, likes: number, retweets: number, clicks: number, source: string }, medium: { __typename?: 'MediumEngagement', views: number, claps: number, clicks: number, source: string }, substack: { __typename?: 'SubstackEngagement', opens: number, clicks: number, source: string }, web: { __typename?: 'HostedPageEngagement', views: number, clicks: number } }, stockData: { __typename?: 'EngagementStock', ticker: string, currentPrice?: number | null, changePercent?: number | null, volume?: number | null, currency?: string | null, asOf?: string | null, source?: string | null }, comparison?: { __typename?: 'EngagementComparison', label: string, percent: number, averageEngagement: number, campaignsCompared: number } | null };

export type EngagementUpdatedSubscriptionVariables = Exact<{
  campaignId: Scalars['ID']['input'];
}>;


export type EngagementUpdatedSubscription = { __typename?: 'Subscription', engagementUpdated: { __typename?: 'Engagement', campaignId: string, articleId?: string | null, articleTitle?: string | null, publishedAt?: any | null, hasData: boolean, totalEngagement: number, updatedAt: any, platforms: { __typename?: 'EngagementPlatforms', twitter: { __typename?: 'TwitterEngagement', views: number, likes: number, retweets: number, clicks: number, source: string }, medium: { __typename?: 'MediumEngagement', views: number, claps: number, clicks: number, source: string }, substack: { __typename?: 'SubstackEngagement', opens: number, clicks: number, source: string }, web: { __typename?: 'HostedPageEngagement', views: number, clicks: number } }, stockData: { __typename?: 'EngagementStock', ticker: string, currentPrice?: number | null, changePercent?: number | null, volume?: number | null, currency?: string | null, asOf?: string | null, source?: string | null }, comparison?: { __typename?: 'EngagementComparison', label: string, percent: number, averageEngagement: number, campaignsCompared: number } | null } };

export type EngagementQueryVariables = Exact<{
  campaignId: Scalars['ID']['input'];
}>;


export type EngagementQuery = { __typename?: 'Query', engagement?: { __typename?: 'Engagement', campaignId: string, articleId?: string | null, articleTitle?: string | null, publishedAt?: any | null, hasData: boolean, totalEngagement: number, updatedAt: any, platforms: { __typename?: 'EngagementPlatforms', twitter: { __typename?: 'TwitterEngagement', views: number, likes: number, retweets: number, clicks: number, source: string }, medium: { __typename?: 'MediumEngagement', views: number, claps: number, clicks: number, source: string }, substack: { __typename?: 'SubstackEngagement', opens: number, clicks: number, source: string }, web: { __typename?: 'HostedPageEngagement', views: number, clicks: number } }, stockData: { __typename?: 'EngagementStock', ticker: string, currentPrice?: number | null, changePercent?: number | null, volume?: number | null, currency?: string | null, asOf?: string | null, source?: string | null }, comparison?: { __typename?: 'EngagementComparison', label: string, percent: number, averageEngagement: number, campaignsCompared: number } | null } | null };

export type RefreshEngagementMutationVariables = Exact<{
  campaignId: Scalars['ID']['input'];
}>;


export type RefreshEngagementMutation = { __typename?: 'Mutation', refreshEngagement: { __typename?: 'EngagementRefreshResult', queued: boolean, message: string } };

export type KycStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type KycStatusQuery = { __typename?: 'Query', kycStatus?: { __typename?: 'KycStatus', verificationStatus: string, authorizedTicker?: string | null, verifiedAt?: any | null, applicationStatus?: string | null, submittedAt?: any | null, userData?: { __typename?: 'KycUserData', username: string, email: string, companyName: string, ticker: string, exchange: string, sector: string, contactName: string, website: string, jurisdiction: string, newsUpdate?: string | null, verificationStatus: string, listingKnown: boolean } | null, verificationSteps: Array<{ __typename?: 'KycStep', id: string, name: string, description: string, status: string, detail?: string | null, offlineStandIn: boolean }>, code?: { __typename?: 'KycCode', sentTo: string, expiresAt?: any | null, attemptsLeft: number, resendAvailableAt?: any | null } | null, review?: { __typename?: 'KycReviewDecision', decision: string, reason?: string | null, decidedAt: any } | null } | null };

export type ResendKycCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendKycCodeMutation = { __typename?: 'Mutation', resendKycCode: { __typename?: 'KycResendCodeResult', success: boolean, message: string, sentTo: string, expiresAt: any } };

export type SubmitKycMutationVariables = Exact<{
  input: KycSubmissionInput;
}>;


export type SubmitKycMutation = { __typename?: 'Mutation', submitKyc: { __typename?: 'KycSubmissionResult', userData: { __typename?: 'KycUserData', email: string, ticker: string, companyName: string }, verificationSteps: Array<{ __typename?: 'KycStep', id: string, name: string, status: string }> } };

export type VerifyKycEmailMutationVariables = Exact<{
  input: KycVerifyEmailInput;
}>;


export type VerifyKycEmailMutation = { __typename?: 'Mutation', verifyKycEmail: { __typename?: 'KycVerifyEmailResult', success: boolean, message: string, verificationStatus: string } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type MarkNotificationsReadMutation = { __typename?: 'Mutation', markNotificationsRead: number };

export type NotificationsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type NotificationsQuery = { __typename?: 'Query', notifications: { __typename?: 'NotificationList', unread: number, items: Array<{ __typename?: 'Notification', id: string, kind: string, title: string, body: string, campaignId?: string | null, articleId?: string | null, read: boolean, createdAt: any }> } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { __typename?: 'Query', apiTokens: Array<{ __typename?: 'ApiToken', id: string, name: string, scopes: Array<TokenScope>, hint: string, status: TokenStatus, createdBy?: string | null, createdAt: any, expiresAt?: any | null, lastUsedAt?: any | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { __typename?: 'Mutation', createApiToken: { __typename?: 'CreatedApiToken', secret: string, token: { __typename?: 'ApiToken', id: string, name: string } } };

export type RevokeApiTokenMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type RevokeApiTokenMutation = { __typename?: 'Mutation', revokeApiToken: { __typename?: 'ApiToken', id: string, status: TokenStatus } };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { __typename?: 'Query', webhookEndpoints: Array<{ __typename?: 'WebhookEndpoint', id: string, url: string, description?: string | null, eventTypes: Array<WebhookEventType>, enabled: boolean, disabledReason?: string | null, disabledAt?: any | null, createdAt: any }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type WebhookDeliveriesQuery = { __typename?: 'Query', webhookDeliveries: { __typename?: 'WebhookDeliveryConnection', totalCount: number, pageInfo: { __typename?: 'WebhookDeliveryPageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'WebhookDeliveryEdge', node: { __typename?: 'WebhookDelivery', id: string, eventId: string, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, nextAttemptAt?: any | null, deliveredAt?: any | null, createdAt: any, redeliveryOf?: string | null, log: Array<{ __typename?: 'WebhookDeliveryAttempt', attempt: number, at: any, status?: number | null, latencyMs: number, error?: string | null }> } }> } };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { __typename?: 'Mutation', createWebhookEndpoint: { __typename?: 'WebhookEndpointWithSecret', secret: string, endpoint: { __typename?: 'WebhookEndpoint', id: string, url: string } } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  input: UpdateWebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { __typename?: 'Mutation', updateWebhookEndpoint: { __typename?: 'WebhookEndpoint', id: string, enabled: boolean, disabledReason?: string | null } };

export type RotateWebhookSecretMutationVariables = Exact<{
  input: WebhookEndpointIdInput;
}>;


export type RotateWebhookSecretMutation = { __typename?: 'Mutation', rotateWebhookSecret: { __typename?: 'WebhookEndpointWithSecret', secret: string, endpoint: { __typename?: 'WebhookEndpoint', id: string } } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointIdInput;
}>;


export type DeleteWebhookEndpointMutation = { __typename?: 'Mutation', deleteWebhookEndpoint: boolean };

export type RedeliverWebhookMutationVariables = Exact<{
  input: RedeliverWebhookInput;
}>;


export type RedeliverWebhookMutation = { __typename?: 'Mutation', redeliverWebhook: { __typename?: 'WebhookDelivery', id: string } };

export type CancelCalendarOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelCalendarOrderMutation = { __typename?: 'Mutation', cancelNewswireOrder: { __typename?: 'NewswireOrder', id: string, articleId: string, articleTitle: string, provider: string, providerName: string, level: string, status: string, targetTime?: any | null, releaseUrl?: string | null, sandbox: boolean, lastError?: string | null, message?: string | null, publishedAt?: any | null, at: any } };

export type CancelPublicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelPublicationMutation = { __typename?: 'Mutation', cancelPublication: { __typename?: 'Publication', id: string, articleId: string, campaignId: string, articleTitle: string, platform: string, platformName: string, status: string, scheduledFor?: any | null, publishedAt?: any | null, url?: string | null, sandbox: boolean, attempts: number, lastError?: string | null, at: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string } | null } };

export type ConfirmPublicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  url: Scalars['String']['input'];
}>;


export type ConfirmPublicationMutation = { __typename?: 'Mutation', confirmPublication: { __typename?: 'Publication', id: string, articleId: string, campaignId: string, articleTitle: string, platform: string, platformName: string, status: string, scheduledFor?: any | null, publishedAt?: any | null, url?: string | null, sandbox: boolean, attempts: number, lastError?: string | null, at: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string } | null } };

export type ConnectPlatformMutationVariables = Exact<{
  platform: Scalars['String']['input'];
  credentials: Scalars['JSONObject']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConnectPlatformMutation = { __typename?: 'Mutation', connectPlatform: { __typename?: 'Platform', id: string, name: string, connected: boolean, label?: string | null, connectedAt?: any | null, sandbox: boolean, sandboxReason?: string | null, oauthAvailable: boolean, oauthStartUrl?: string | null, credentialFields: Array<{ __typename?: 'CredentialField', name: string, required: boolean, description?: string | null }> } };

export type DisconnectPlatformMutationVariables = Exact<{
  platform: Scalars['String']['input'];
}>;


export type DisconnectPlatformMutation = { __typename?: 'Mutation', disconnectPlatform: { __typename?: 'Platform', id: string, name: string, connected: boolean, label?: string | null, connectedAt?: any | null, sandbox: boolean, sandboxReason?: string | null, oauthAvailable: boolean, oauthStartUrl?: string | null, credentialFields: Array<{ __typename?: 'CredentialField', name: string, required: boolean, description?: string | null }> } };

export type PlatformFieldsFragment = { __typename?: 'Platform', id: string, name: string, connected: boolean, label?: string | null, connectedAt?: any | null, sandbox: boolean, sandboxReason?: string | null, oauthAvailable: boolean, oauthStartUrl?: string | null, credentialFields: Array<{ __typename?: 'CredentialField', name: string, required: boolean, description?: string | null }> };

export type PlatformConnectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlatformConnectionsQuery = { __typename?: 'Query', platforms: Array<{ __typename?: 'Platform', id: string, name: string, connected: boolean, label?: string | null, connectedAt?: any | null, sandbox: boolean, sandboxReason?: string | null, oauthAvailable: boolean, oauthStartUrl?: string | null, credentialFields: Array<{ __typename?: 'CredentialField', name: string, required: boolean, description?: string | null }> }> };

export type PublicationFieldsFragment = { __typename?: 'Publication', id: string, articleId: string, campaignId: string, articleTitle: string, platform: string, platformName: string, status: string, scheduledFor?: any | null, publishedAt?: any | null, url?: string | null, sandbox: boolean, attempts: number, lastError?: string | null, at: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string } | null };

export type CalendarOrderFieldsFragment = { __typename?: 'NewswireOrder', id: string, articleId: string, articleTitle: string, provider: string, providerName: string, level: string, status: string, targetTime?: any | null, releaseUrl?: string | null, sandbox: boolean, lastError?: string | null, message?: string | null, publishedAt?: any | null, at: any };

export type PublishingCalendarQueryVariables = Exact<{
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublishingCalendarQuery = { __typename?: 'Query', publishingCalendar: { __typename?: 'PublishingCalendar', from: any, to: any, publications: Array<{ __typename?: 'Publication', id: string, articleId: string, campaignId: string, articleTitle: string, platform: string, platformName: string, status: string, scheduledFor?: any | null, publishedAt?: any | null, url?: string | null, sandbox: boolean, attempts: number, lastError?: string | null, at: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string } | null }>, orders: Array<{ __typename?: 'NewswireOrder', id: string, articleId: string, articleTitle: string, provider: string, providerName: string, level: string, status: string, targetTime?: any | null, releaseUrl?: string | null, sandbox: boolean, lastError?: string | null, message?: string | null, publishedAt?: any | null, at: any }> } };

export type RetryPublicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RetryPublicationMutation = { __typename?: 'Mutation', retryPublication: { __typename?: 'Publication', id: string, articleId: string, campaignId: string, articleTitle: string, platform: string, platformName: string, status: string, scheduledFor?: any | null, publishedAt?: any | null, url?: string | null, sandbox: boolean, attempts: number, lastError?: string | null, at: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string } | null } };

export type ApprovalRuleQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalRuleQuery = { __typename?: 'Query', approvalRule: { __typename?: 'ApprovalRule', required: boolean, approvalsNeeded: number, explicit: boolean } };

export type SetApprovalRuleMutationVariables = Exact<{
  required: Scalars['Boolean']['input'];
  approvalsNeeded: Scalars['Int']['input'];
}>;


export type SetApprovalRuleMutation = { __typename?: 'Mutation', setApprovalRule: { __typename?: 'ApprovalRule', required: boolean, approvalsNeeded: number, explicit: boolean } };

export type InvitationQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type InvitationQuery = { __typename?: 'Query', invitation: { __typename?: 'InvitationPreview', organizationName: string, ticker?: string | null, role: string, email: string, expiresAt: any } };

export type AcceptInvitationMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type AcceptInvitationMutation = { __typename?: 'Mutation', acceptInvitation: { __typename?: 'Member', userId: string, role: string } };

export type InviteMemberMutationVariables = Exact<{
  input: InviteInput;
}>;


export type InviteMemberMutation = { __typename?: 'Mutation', inviteMember: { __typename?: 'Invitation', id: string, email: string, role: string } };

export type ChangeMemberRoleMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  role: Scalars['String']['input'];
}>;


export type ChangeMemberRoleMutation = { __typename?: 'Mutation', changeMemberRole: { __typename?: 'Member', userId: string, role: string } };

export type RemoveMemberMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type RemoveMemberMutation = { __typename?: 'Mutation', removeMember: boolean };

export type RevokeInvitationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeInvitationMutation = { __typename?: 'Mutation', revokeInvitation: boolean };

export type TeamQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamQuery = { __typename?: 'Query', team: { __typename?: 'Team', members: Array<{ __typename?: 'Member', userId: string, username: string, email: string, role: string, twoFactorEnabled: boolean, joinedAt: any }>, invitations: Array<{ __typename?: 'Invitation', id: string, email: string, role: string, outsideDomain: boolean, invitedBy?: string | null, expiresAt: any }> } };

export type TickerSearchQueryVariables = Exact<{
  query: Scalars['String']['input'];
}>;


export type TickerSearchQuery = { __typename?: 'Query', stockSearch: Array<{ __typename?: 'StockSearchResult', ticker: string, exchange: string, name: string, marketCap?: number | null }> };

export type TickerValidateQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
}>;


export type TickerValidateQuery = { __typename?: 'Query', validateTicker: { __typename?: 'TickerValidation', valid: boolean, companyInfo?: { __typename?: 'CompanyInfo', companyName: string, ticker: string, exchange: string, sector?: string | null, industry?: string | null, marketCap?: number | null, website?: string | null, country?: string | null, isDemo: boolean } | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me?: { __typename?: 'Account', id: string, username: string, email: string, role: string, plan: string, companyName?: string | null, ticker?: string | null, exchange?: string | null, sector?: string | null, contactName?: string | null, website?: string | null, jurisdiction?: string | null, verificationStatus: string, twoFactorEnabled: boolean, twoFactorRequired: boolean, organizationId: string, memberRole: string, backupCodesRemaining: number, lastLoginAt?: any | null, createdAt: any } | null };

export const ArticleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]} as unknown as DocumentNode<ArticleFieldsFragment, unknown>;
export const CampaignRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleStatus"}}]}}]} as unknown as DocumentNode<CampaignRowFieldsFragment, unknown>;
export const ComplianceFindingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceFindingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceFinding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"span"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<ComplianceFindingFieldsFragment, unknown>;
export const RuleItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"unconfirmed"}}]}}]} as unknown as DocumentNode<RuleItemFieldsFragment, unknown>;
export const NewswireOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"costCents"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<NewswireOrderFieldsFragment, unknown>;
export const EngagementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EngagementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Engagement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasData"}},{"kind":"Field","name":{"kind":"Name","value":"totalEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"retweets"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"medium"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"claps"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"substack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"web"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparison"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"averageEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"campaignsCompared"}}]}}]}}]} as unknown as DocumentNode<EngagementFieldsFragment, unknown>;
export const PlatformFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxReason"}},{"kind":"Field","name":{"kind":"Name","value":"credentialFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oauthAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"oauthStartUrl"}}]}}]} as unknown as DocumentNode<PlatformFieldsFragment, unknown>;
export const PublicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<PublicationFieldsFragment, unknown>;
export const CalendarOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<CalendarOrderFieldsFragment, unknown>;
export const ArticleLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<ArticleLocationQuery, ArticleLocationQueryVariables>;
export const ApproveKycReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveKycReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveKycReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApproveKycReviewMutation, ApproveKycReviewMutationVariables>;
export const KycReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KycReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"newsUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"listingKnown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verificationSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"offlineStandIn"}}]}}]}}]}}]} as unknown as DocumentNode<KycReviewsQuery, KycReviewsQueryVariables>;
export const RejectKycReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectKycReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectKycReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RejectKycReviewMutation, RejectKycReviewMutationVariables>;
export const ArticleApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ArticleApprovalQuery, ArticleApprovalQueryVariables>;
export const RequestApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}}]}}]} as unknown as DocumentNode<RequestApprovalMutation, RequestApprovalMutationVariables>;
export const ApproveArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}}]}}]} as unknown as DocumentNode<ApproveArticleMutation, ApproveArticleMutationVariables>;
export const RejectArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}}]}}]} as unknown as DocumentNode<RejectArticleMutation, RejectArticleMutationVariables>;
export const WaitingForMyApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitingForMyApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitingForMyApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}}]}}]} as unknown as DocumentNode<WaitingForMyApprovalQuery, WaitingForMyApprovalQueryVariables>;
export const ArticleComplianceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleCompliance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"complianceScore"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"span"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ArticleComplianceQuery, ArticleComplianceQueryVariables>;
export const ArticleGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ArticleGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"delta"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}}]}}]}}]} as unknown as DocumentNode<ArticleGenerationSubscription, ArticleGenerationSubscriptionVariables>;
export const ArticleHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"titleChanged"}},{"kind":"Field","name":{"kind":"Name","value":"diff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ArticleHistoryQuery, ArticleHistoryQueryVariables>;
export const ArticlePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]} as unknown as DocumentNode<ArticlePreviewQuery, ArticlePreviewQueryVariables>;
export const GenerateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"complianceScore"}},{"kind":"Field","name":{"kind":"Name","value":"complianceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"quota"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]} as unknown as DocumentNode<GenerateArticleMutation, GenerateArticleMutationVariables>;
export const PublishArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scheduledFor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"platforms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}}},{"kind":"Argument","name":{"kind":"Name","value":"scheduledFor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scheduledFor"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hostedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"movedAfterDistribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublishArticleMutation, PublishArticleMutationVariables>;
export const PublishPlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxReason"}}]}}]}}]} as unknown as DocumentNode<PublishPlatformsQuery, PublishPlatformsQueryVariables>;
export const RegenerateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]} as unknown as DocumentNode<RegenerateArticleMutation, RegenerateArticleMutationVariables>;
export const UpdateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclosuresRestored"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]} as unknown as DocumentNode<UpdateArticleMutation, UpdateArticleMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const EnableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EnableTwoFactorMutation, EnableTwoFactorMutationVariables>;
export const EndOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"}}]}}]} as unknown as DocumentNode<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"requiresTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"tempToken"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RegenerateBackupCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateBackupCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateBackupCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<RegenerateBackupCodesMutation, RegenerateBackupCodesMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ResetTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetTwoFactorMutation, ResetTwoFactorMutationVariables>;
export const SessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<SessionsQuery, SessionsQueryVariables>;
export const SetupTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"manualEntryKey"}},{"kind":"Field","name":{"kind":"Name","value":"backupCodes"}}]}}]}}]} as unknown as DocumentNode<SetupTwoFactorMutation, SetupTwoFactorMutationVariables>;
export const SignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<SignupMutation, SignupMutationVariables>;
export const VerifyTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"backupCodesRemaining"}}]}}]}}]} as unknown as DocumentNode<VerifyTwoFactorMutation, VerifyTwoFactorMutationVariables>;
export const DemoAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemoAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demoAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nonExistentUserId"}},{"kind":"Field","name":{"kind":"Name","value":"demoTicker"}},{"kind":"Field","name":{"kind":"Name","value":"otherTicker"}}]}}]}}]} as unknown as DocumentNode<DemoAccountsQuery, DemoAccountsQueryVariables>;
export const DemoProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemoProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demoProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}}]}}]} as unknown as DocumentNode<DemoProfileQuery, DemoProfileQueryVariables>;
export const TestTickerAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestTickerAuthorization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TickerAuthorizationTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testTickerAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedTicker"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<TestTickerAuthorizationQuery, TestTickerAuthorizationQueryVariables>;
export const ArchiveCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<ArchiveCampaignMutation, ArchiveCampaignMutationVariables>;
export const CampaignListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleStatus"}}]}}]} as unknown as DocumentNode<CampaignListQuery, CampaignListQueryVariables>;
export const ChangePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"upgradeTo"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}}]} as unknown as DocumentNode<ChangePlanMutation, ChangePlanMutationVariables>;
export const CreateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draft"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"draft"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draft"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleStatus"}}]}}]} as unknown as DocumentNode<CreateCampaignMutation, CreateCampaignMutationVariables>;
export const PlanUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"upgradeTo"}}]}}]}}]} as unknown as DocumentNode<PlanUsageQuery, PlanUsageQueryVariables>;
export const AnalyzeContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyzeContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyzeContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceScore"}},{"kind":"Field","name":{"kind":"Name","value":"criticalIssues"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceFindingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceFindingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceFinding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"span"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<AnalyzeContentQuery, AnalyzeContentQueryVariables>;
export const CheckComplianceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckCompliance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"complianceScore"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"critical"}},{"kind":"Field","name":{"kind":"Name","value":"important"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceFindingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceFindingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceFinding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"span"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<CheckComplianceQuery, CheckComplianceQueryVariables>;
export const GuidelineDeadlinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuidelineDeadlines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventTime"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guidelines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"simplified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guidelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialChangeDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"materialChangeReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"easternTime"}},{"kind":"Field","name":{"kind":"Name","value":"session"}},{"kind":"Field","name":{"kind":"Name","value":"notifyExchangeBy"}},{"kind":"Field","name":{"kind":"Name","value":"earliestAfterClose"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"unconfirmed"}}]}}]} as unknown as DocumentNode<GuidelineDeadlinesQuery, GuidelineDeadlinesQueryVariables>;
export const GuidelinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Guidelines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guidelines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"simplified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"complianceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"riskLevel"}},{"kind":"Field","name":{"kind":"Name","value":"pennyStockLikely"}},{"kind":"Field","name":{"kind":"Name","value":"keyRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"guidelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialChangeDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distributionRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"financialReportingRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumDisclosures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"unconfirmed"}}]}}]} as unknown as DocumentNode<GuidelinesQuery, GuidelinesQueryVariables>;
export const GenerateContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"complianceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"mandatoryDisclosures"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"complianceScore"}}]}}]}}]} as unknown as DocumentNode<GenerateContentMutation, GenerateContentMutationVariables>;
export const DashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"articlesPublished"}},{"kind":"Field","name":{"kind":"Name","value":"totalEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"articlesPublished"}},{"kind":"Field","name":{"kind":"Name","value":"totalEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardStatsQuery, DashboardStatsQueryVariables>;
export const CancelNewswireOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelNewswireOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelNewswireOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewswireOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"costCents"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<CancelNewswireOrderMutation, CancelNewswireOrderMutationVariables>;
export const ConfirmNewswireOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmNewswireOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmNewswireOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"releaseUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewswireOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"costCents"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmNewswireOrderMutation, ConfirmNewswireOrderMutationVariables>;
export const DistributeArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DistributeArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DistributeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributeArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewswireOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"movedPublications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"costCents"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<DistributeArticleMutation, DistributeArticleMutationVariables>;
export const NewswireOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewswireOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newswireOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewswireOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"costCents"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<NewswireOrdersQuery, NewswireOrdersQueryVariables>;
export const NewswireProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewswireProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newswireProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"pricingCents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basic"}},{"kind":"Field","name":{"kind":"Name","value":"enhanced"}},{"kind":"Field","name":{"kind":"Name","value":"premium"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingIndicative"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"submissionUrl"}}]}}]}}]} as unknown as DocumentNode<NewswireProvidersQuery, NewswireProvidersQueryVariables>;
export const RetryNewswireOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryNewswireOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryNewswireOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewswireOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"costCents"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<RetryNewswireOrderMutation, RetryNewswireOrderMutationVariables>;
export const AnalyticsCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsCampaignsQuery, AnalyticsCampaignsQueryVariables>;
export const AnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Analytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignTitle"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newswireOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"costCents"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsQuery, AnalyticsQueryVariables>;
export const EngagementUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EngagementUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engagementUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EngagementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EngagementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Engagement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasData"}},{"kind":"Field","name":{"kind":"Name","value":"totalEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"retweets"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"medium"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"claps"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"substack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"web"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparison"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"averageEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"campaignsCompared"}}]}}]}}]} as unknown as DocumentNode<EngagementUpdatedSubscription, EngagementUpdatedSubscriptionVariables>;
export const EngagementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Engagement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engagement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EngagementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EngagementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Engagement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasData"}},{"kind":"Field","name":{"kind":"Name","value":"totalEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"retweets"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"medium"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"claps"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"substack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"web"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparison"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"averageEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"campaignsCompared"}}]}}]}}]} as unknown as DocumentNode<EngagementQuery, EngagementQueryVariables>;
export const RefreshEngagementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshEngagement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshEngagement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RefreshEngagementMutation, RefreshEngagementMutationVariables>;
export const KycStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KycStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedTicker"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"newsUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"listingKnown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verificationSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"offlineStandIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]}}]} as unknown as DocumentNode<KycStatusQuery, KycStatusQueryVariables>;
export const ResendKycCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendKycCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendKycCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ResendKycCodeMutation, ResendKycCodeMutationVariables>;
export const SubmitKycDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitKyc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KycSubmissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitKyc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verificationSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitKycMutation, SubmitKycMutationVariables>;
export const VerifyKycEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyKycEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KycVerifyEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyKycEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}}]}}]} as unknown as DocumentNode<VerifyKycEmailMutation, VerifyKycEmailMutationVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"redeliveryOf"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]}}]} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeliverWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const CancelCalendarOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelCalendarOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelNewswireOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<CancelCalendarOrderMutation, CancelCalendarOrderMutationVariables>;
export const CancelPublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPublication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<CancelPublicationMutation, CancelPublicationMutationVariables>;
export const ConfirmPublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPublication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<ConfirmPublicationMutation, ConfirmPublicationMutationVariables>;
export const ConnectPlatformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectPlatform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credentials"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"label"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectPlatform"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}},{"kind":"Argument","name":{"kind":"Name","value":"credentials"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credentials"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"Variable","name":{"kind":"Name","value":"label"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlatformFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxReason"}},{"kind":"Field","name":{"kind":"Name","value":"credentialFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oauthAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"oauthStartUrl"}}]}}]} as unknown as DocumentNode<ConnectPlatformMutation, ConnectPlatformMutationVariables>;
export const DisconnectPlatformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisconnectPlatform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectPlatform"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlatformFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxReason"}},{"kind":"Field","name":{"kind":"Name","value":"credentialFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oauthAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"oauthStartUrl"}}]}}]} as unknown as DocumentNode<DisconnectPlatformMutation, DisconnectPlatformMutationVariables>;
export const PlatformConnectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlatformConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlatformFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxReason"}},{"kind":"Field","name":{"kind":"Name","value":"credentialFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oauthAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"oauthStartUrl"}}]}}]} as unknown as DocumentNode<PlatformConnectionsQuery, PlatformConnectionsQueryVariables>;
export const PublishingCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishingCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishingCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"publications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarOrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<PublishingCalendarQuery, PublishingCalendarQueryVariables>;
export const RetryPublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryPublication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<RetryPublicationMutation, RetryPublicationMutationVariables>;
export const ApprovalRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"explicit"}}]}}]}}]} as unknown as DocumentNode<ApprovalRuleQuery, ApprovalRuleQueryVariables>;
export const SetApprovalRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetApprovalRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"required"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approvalsNeeded"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApprovalRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"required"},"value":{"kind":"Variable","name":{"kind":"Name","value":"required"}}},{"kind":"Argument","name":{"kind":"Name","value":"approvalsNeeded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approvalsNeeded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"explicit"}}]}}]}}]} as unknown as DocumentNode<SetApprovalRuleMutation, SetApprovalRuleMutationVariables>;
export const InvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InvitationQuery, InvitationQueryVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const InviteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<InviteMemberMutation, InviteMemberMutationVariables>;
export const ChangeMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ChangeMemberRoleMutation, ChangeMemberRoleMutationVariables>;
export const RemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const RevokeInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const TeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"outsideDomain"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<TeamQuery, TeamQueryVariables>;
export const TickerSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TickerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"marketCap"}}]}}]}}]} as unknown as DocumentNode<TickerSearchQuery, TickerSearchQueryVariables>;
export const TickerValidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TickerValidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateTicker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"companyInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"marketCap"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"isDemo"}}]}}]}}]}}]} as unknown as DocumentNode<TickerValidateQuery, TickerValidateQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorRequired"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"memberRole"}},{"kind":"Field","name":{"kind":"Name","value":"backupCodesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;