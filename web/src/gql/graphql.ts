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
  /** A calendar day, YYYY-MM-DD (RFC 3339 full-date); which day (UTC or an exchange's) the field says */
  Date: { input: any; output: any; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: any; output: any; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: any; output: any; }
};

/** The invitation to accept */
export type AcceptInvitationInput = {
  /** The code mailed to the invited address (an accept without it answers email_verification_required and mails it) */
  code?: InputMaybe<Scalars['String']['input']>;
  /** The invitation link's token */
  token: Scalars['String']['input'];
};

/** What AcceptInvitation answers: you, as a member of the organization, or why the input was refused */
export type AcceptInvitationPayload = {
  __typename?: 'AcceptInvitationPayload';
  /** You, as a member of the organization; null when there are userErrors */
  member?: Maybe<Member>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The signed-in user, as they may see themselves */
export type Account = {
  __typename?: 'Account';
  /** Unused backup codes left */
  backupCodesRemaining: Scalars['Int']['output'];
  /** The company as declared at KYC */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The contact person, as declared */
  contactName?: Maybe<Scalars['String']['output']>;
  /** When the account was created */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Their email address */
  email: Scalars['String']['output'];
  /** Where it is listed, as declared (e.g. NASDAQ, TSX-V) */
  exchange?: Maybe<Scalars['String']['output']>;
  /** The person's id */
  id: Scalars['ID']['output'];
  /** The regulator’s jurisdiction, as declared */
  jurisdiction?: Maybe<Scalars['String']['output']>;
  /** The sign-in before this one; null on the first */
  lastLoginAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Their role there */
  memberRole: MemberRole;
  /** The organization the person works for */
  organizationId: Scalars['ID']['output'];
  /** The organization's plan */
  plan: PlanId;
  /** The public demo workspace (View Demo Dashboard): it reads, and every change is refused */
  readOnly: Scalars['Boolean']['output'];
  /** An issuer’s person or an operator */
  role: AccountRole;
  /** Its sector, as declared */
  sector?: Maybe<Scalars['String']['output']>;
  /** Its ticker; only a verified account acts for it */
  ticker?: Maybe<Scalars['String']['output']>;
  /** Whether sign-in asks for a second factor */
  twoFactorEnabled: Scalars['Boolean']['output'];
  /** Two factors are off and must be set up (always, or for a team): nothing else works until they are on */
  twoFactorRequired: Scalars['Boolean']['output'];
  /** What they sign in with */
  username: Scalars['String']['output'];
  /** Where KYC verification stands */
  verificationStatus: VerificationStatus;
  /** The company website */
  website?: Maybe<Scalars['String']['output']>;
};

/** What kind of account this is */
export type AccountRole =
  /** An IssuerWire operator who reviews KYC applications */
  | 'ADMIN'
  /** A person of a listed company's team */
  | 'ISSUER';

/** A signed-in browser or device of the person */
export type AccountSession = {
  __typename?: 'AccountSession';
  /** When it signed in */
  createdAt: Scalars['DateTimeISO']['output'];
  /** This is the session asking */
  current: Scalars['Boolean']['output'];
  /** The session id (endSession takes it) */
  id: Scalars['ID']['output'];
  /** The address it signed in from */
  ip?: Maybe<Scalars['String']['output']>;
  /** Its last request, to the minute */
  lastSeenAt: Scalars['DateTimeISO']['output'];
  /** The browser’s User-Agent */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** A page of sessions */
export type AccountSessionConnection = {
  __typename?: 'AccountSessionConnection';
  /** The page, with cursors */
  edges: Array<AccountSessionEdge>;
  /** The page, without cursors */
  nodes: Array<AccountSession>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One session and its cursor */
export type AccountSessionEdge = {
  __typename?: 'AccountSessionEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The session */
  node: AccountSession;
};

/** The outcome of an action that returns nothing else */
export type ActionResult = {
  __typename?: 'ActionResult';
  /** What happened, for people */
  message: Scalars['String']['output'];
  /** Always true: a failure is an error with a code */
  success: Scalars['Boolean']['output'];
};

/** Measured engagement per day, campaign and platform, and the newswire orders of the range */
export type Analytics = {
  __typename?: 'Analytics';
  /** First UTC day */
  firstDay: Scalars['Date']['output'];
  /**
   * First day (YYYY-MM-DD, UTC)
   * @deprecated A day as a string: use firstDay. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  from: Scalars['String']['output'];
  /** Last UTC day, included */
  lastDay: Scalars['Date']['output'];
  /** Orders dated (published, else ordered) within the range */
  newswireOrders: Array<AnalyticsNewswireOrder>;
  /** Rows with any figure */
  rows: Array<AnalyticsRow>;
  /** The price of each ticker shown, with what the figures are and their date */
  stocks: Array<StockSeries>;
  /**
   * Last day (YYYY-MM-DD, UTC), included
   * @deprecated A day as a string: use lastDay. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  to: Scalars['String']['output'];
};

/** A newswire order dated within the range */
export type AnalyticsNewswireOrder = {
  __typename?: 'AnalyticsNewswireOrder';
  /** Its article */
  articleId: Scalars['ID']['output'];
  /** Its campaign */
  campaignId: Scalars['ID']['output'];
  /**
   * What it costs, in US cents
   * @deprecated Money as cents: use price. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  costCents: Scalars['Int']['output'];
  /** When it was ordered */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Estimated readers (see NewswireOrder.estimatedReach) */
  estimatedReach: Scalars['Int']['output'];
  /** The order */
  id: Scalars['ID']['output'];
  /** The package ordered */
  level: DistributionLevel;
  /** What it costs */
  price: Money;
  /** The newswire plugin's id */
  provider: NewswireProviderId;
  /** The newswire's name (the plugin's; its id if the plugin is gone) */
  providerName: Scalars['String']['output'];
  /** When it was released */
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The release on the wire */
  releaseUrl?: Maybe<Scalars['String']['output']>;
  /** Ordered in sandbox: nothing was sent */
  sandbox: Scalars['Boolean']['output'];
  /** Where it stands */
  status: NewswireOrderStatus;
};

/** One day of one campaign on one platform */
export type AnalyticsRow = {
  __typename?: 'AnalyticsRow';
  /** The campaign */
  campaignId: Scalars['ID']['output'];
  /** Its title */
  campaignTitle: Scalars['String']['output'];
  /** Clicks */
  clicks: Scalars['Int']['output'];
  /** Comments */
  comments: Scalars['Int']['output'];
  /**
   * The UTC day (YYYY-MM-DD)
   * @deprecated A day as a string: use day. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  date: Scalars['String']['output'];
  /** The UTC day */
  day: Scalars['Date']['output'];
  /** The platform, for people */
  label: Scalars['String']['output'];
  /** Likes (claps) */
  likes: Scalars['Int']['output'];
  /** A platform id, web or web:<platform> */
  platform: Scalars['String']['output'];
  /** Shares */
  shares: Scalars['Int']['output'];
  /** Its ticker */
  ticker: Scalars['String']['output'];
  /** Views */
  views: Scalars['Int']['output'];
};

/** A partner token acting for the organization with its scopes */
export type ApiToken = Node & {
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

/** A page of API tokens */
export type ApiTokenConnection = {
  __typename?: 'ApiTokenConnection';
  /** The page, with cursors */
  edges: Array<ApiTokenEdge>;
  /** The page, without cursors */
  nodes: Array<ApiToken>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One API token and its cursor */
export type ApiTokenEdge = {
  __typename?: 'ApiTokenEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The API token */
  node: ApiToken;
};

/** A request that one exact version be approved */
export type Approval = Node & {
  __typename?: 'Approval';
  /** sha256 of that version’s content (title, body and disclosures) */
  contentHash: Scalars['String']['output'];
  /** When it was asked */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When it was approved or rejected; null while pending */
  decidedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The decisions so far */
  decisions: Array<ApprovalDecision>;
  /** The request id */
  id: Scalars['ID']['output'];
  /** What they said to the approvers */
  note?: Maybe<Scalars['String']['output']>;
  /** Who asked */
  requestedBy: Scalars['ID']['output'];
  /** Their username (a former member: null) */
  requestedByName?: Maybe<Scalars['String']['output']>;
  /** Where it stands */
  status: ApprovalStatus;
  /** The article version it covers */
  version: Scalars['Int']['output'];
};

/** A critical compliance finding that keeps the current version from approval and release */
export type ApprovalBlockingFinding = {
  __typename?: 'ApprovalBlockingFinding';
  /** Why it blocks the release */
  message: Scalars['String']['output'];
  /** The rule that found it */
  ruleId: Scalars['String']['output'];
  /** A compliant rewrite */
  suggestion: Scalars['String']['output'];
  /** The words that matched; null when something is missing */
  text?: Maybe<Scalars['String']['output']>;
  /** What the rule checks */
  title: Scalars['String']['output'];
};

/** One approver's decision on a request */
export type ApprovalDecision = {
  __typename?: 'ApprovalDecision';
  /** When the decision was made */
  at: Scalars['DateTimeISO']['output'];
  /** What they said (required for a rejection) */
  comment?: Maybe<Scalars['String']['output']>;
  /** Their decision */
  decision: ApprovalVerdict;
  /** Their username (a former member: null) */
  name?: Maybe<Scalars['String']['output']>;
  /** The approver */
  userId: Scalars['ID']['output'];
};

/** The organization's rule for approving releases */
export type ApprovalRule = {
  __typename?: 'ApprovalRule';
  /** Approvals a version needs */
  approvalsNeeded: Scalars['Int']['output'];
  /** Set by the owner (else the default: on once the company has two members) */
  explicit: Scalars['Boolean']['output'];
  /** Publish and distribute need an approved version */
  required: Scalars['Boolean']['output'];
};

/** An article's approval: the rule, the current request and the earlier ones */
export type ApprovalState = {
  __typename?: 'ApprovalState';
  /** Approvals a version needs */
  approvalsNeeded: Scalars['Int']['output'];
  /** The current version is approved */
  approved: Scalars['Boolean']['output'];
  /** The compliance check blocks the current version: it cannot be sent for approval nor approved */
  blocked: Scalars['Boolean']['output'];
  /** The critical findings that block it (empty when not blocked) */
  blockingFindings: Array<ApprovalBlockingFinding>;
  /** The request for the current version; null if none */
  current?: Maybe<Approval>;
  /** Every request, newest first */
  history: Array<Approval>;
  /** The organization requires an approval before publish and distribute */
  required: Scalars['Boolean']['output'];
};

/** Where a request for approval stands */
export type ApprovalStatus =
  /** Approved by enough approvers */
  | 'APPROVED'
  /** Waiting for approvers */
  | 'PENDING'
  /** Rejected by an approver */
  | 'REJECTED'
  /** The text changed since: it no longer covers the article */
  | 'VOIDED';

/** An approver's decision */
export type ApprovalVerdict =
  /** Approved */
  | 'APPROVED'
  /** Rejected, with what should change */
  | 'REJECTED';

/** The article whose current version you approve */
export type ApproveArticleInput = {
  /** The article */
  articleId: Scalars['ID']['input'];
  /** An optional comment */
  comment?: InputMaybe<Scalars['String']['input']>;
};

/** What ApproveArticle answers: the article's approval state, or why the input was refused */
export type ApproveArticlePayload = {
  __typename?: 'ApproveArticlePayload';
  /**
   * The same as approvalState
   * @deprecated Use approvalState; removed after 2027-02-27
   */
  approval?: Maybe<ApprovalState>;
  /** The article's approval state; null when there are userErrors */
  approvalState?: Maybe<ApprovalState>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The application to approve */
export type ApproveKycReviewInput = {
  /** A note for the record */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The applicant */
  userId: Scalars['ID']['input'];
};

/** What ApproveKycReview answers: the approval recorded, or why the input was refused */
export type ApproveKycReviewPayload = {
  __typename?: 'ApproveKycReviewPayload';
  /**
   * The same as reviewActionResult
   * @deprecated Use reviewActionResult; removed after 2027-02-27
   */
  result?: Maybe<ReviewActionResult>;
  /** The approval recorded; null when there are userErrors */
  reviewActionResult?: Maybe<ReviewActionResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The campaign to archive */
export type ArchiveCampaignInput = {
  /** The campaign id */
  id: Scalars['ID']['input'];
};

/** What ArchiveCampaign answers: the campaign, archived, or why the input was refused */
export type ArchiveCampaignPayload = {
  __typename?: 'ArchiveCampaignPayload';
  /** The campaign, archived; null when there are userErrors */
  campaign?: Maybe<Campaign>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A campaign's article: its current version, status and compliance */
export type Article = Node & {
  __typename?: 'Article';
  /** The text without title and disclosures */
  body: Scalars['String']['output'];
  /** Its campaign */
  campaignId: Scalars['ID']['output'];
  /** No critical compliance finding */
  compliance: Scalars['Boolean']['output'];
  /** The check of the current text */
  complianceReport?: Maybe<ArticleComplianceReport>;
  /** Body, separator and the mandatory disclosures (Markdown) */
  content: Scalars['String']['output'];
  /** When it was first generated */
  createdAt: Scalars['DateTimeISO']['output'];
  /** What the disclosures state, as data; null for articles written before they were stored (their text is checked only) */
  disclosureFacts?: Maybe<DisclosureFacts>;
  /** The disclosure block at the end of content */
  disclosures: Scalars['String']['output'];
  /**
   * The spec’s column, never counted (0)
   * @deprecated Never counted: read engagement(campaignId) for the measured figures
   */
  engagement: Scalars['Int']['output'];
  /** The article id */
  id: Scalars['ID']['output'];
  /** What wrote the current text: the built-in composer or the model’s name */
  model?: Maybe<Scalars['String']['output']>;
  /** Platform ids it was published or scheduled on (plugin ids, e.g. TWITTER, MEDIUM) */
  platforms: Array<PlatformId>;
  /** Where readers meet it: embed the pixel where you show the article */
  publicUrls: ArticlePublicUrls;
  /** When it was first published; null before */
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The version the hosted page and the platforms show (the last one released through the compliance gate and approval); null until released */
  releasedVersion?: Maybe<Scalars['Int']['output']>;
  /** Where its release stands */
  status: ArticleStatus;
  /** Its title */
  title: Scalars['String']['output'];
  /** Its last change */
  updatedAt: Scalars['DateTimeISO']['output'];
  /** The current version (from 1) */
  version: Scalars['Int']['output'];
  /**
   * The spec’s column, never counted (0)
   * @deprecated Never counted: read engagement(campaignId) for the measured figures
   */
  views: Scalars['Int']['output'];
  /** Words in the body */
  wordCount: Scalars['Int']['output'];
};

/** A finding of the check of the stored text */
export type ArticleComplianceFinding = {
  __typename?: 'ArticleComplianceFinding';
  /** What is wrong, for people */
  message: Scalars['String']['output'];
  /** Stable id of the rule */
  ruleId: Scalars['String']['output'];
  /** How serious it is */
  severity: Severity;
  /** The matched text, for findings about a passage */
  text?: Maybe<Scalars['String']['output']>;
  /** The rule, in brief */
  title: Scalars['String']['output'];
};

/** What the compliance engine found in the stored content */
export type ArticleComplianceReport = {
  __typename?: 'ArticleComplianceReport';
  /** When the text was checked */
  checkedAt: Scalars['DateTimeISO']['output'];
  /** Findings by severity */
  counts: FindingCounts;
  /** The findings */
  findings: Array<ArticleComplianceFinding>;
  /** What the check concluded */
  level: ComplianceResult;
  /** 0–100: 100 less 25 per critical, 10 per important and 3 per advisory finding */
  score: Scalars['Int']['output'];
};

/** A page of articles */
export type ArticleConnection = {
  __typename?: 'ArticleConnection';
  /** The page, with cursors */
  edges: Array<ArticleEdge>;
  /** The page, without cursors */
  nodes: Array<Article>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One article and its cursor */
export type ArticleEdge = {
  __typename?: 'ArticleEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The article */
  node: Article;
};

/** One step of a generation: text as it is written, then done (with the article id) or an error */
export type ArticleGenerationEvent = {
  __typename?: 'ArticleGenerationEvent';
  /** The article, once done */
  articleId?: Maybe<Scalars['ID']['output']>;
  /** The campaign */
  campaignId: Scalars['ID']['output'];
  /** Text written since the last event */
  delta: Scalars['String']['output'];
  /** The last event: the article is saved */
  done: Scalars['Boolean']['output'];
  /** Why it failed, for people */
  error?: Maybe<Scalars['String']['output']>;
  /** The error code when it failed */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** First event: listening; start the generation now. Its delta is any text already written. */
  ready: Scalars['Boolean']['output'];
};

/** The generated article and a summary */
export type ArticleGenerationResult = {
  __typename?: 'ArticleGenerationResult';
  /** The article */
  article: Article;
  /** What the generation produced */
  summary: GenerationSummary;
};

/** An article's versions and audit trail */
export type ArticleHistory = {
  __typename?: 'ArticleHistory';
  /** The article */
  articleId: Scalars['ID']['output'];
  /** What was done to it, oldest first */
  events: Array<AuditEvent>;
  /** Every version, oldest first */
  versions: Array<ArticleVersion>;
};

/** Where readers meet an article, absolute */
export type ArticlePublicUrls = {
  __typename?: 'ArticlePublicUrls';
  /** The hosted article page, /p/<slug>; null until the article is first published */
  page?: Maybe<Scalars['String']['output']>;
  /** The view pixel, /t/v/<articleId>: a GET from a reader counts a view (bots, HEAD and prefetches are answered but not counted) */
  pixel: Scalars['String']['output'];
};

/** Where an article's release stands */
export type ArticleStatus =
  /** Not released */
  | 'DRAFT'
  /** The last release failed */
  | 'FAILED'
  /** Ordered or sent, not out yet, with no release time set (e.g. a prepared release waiting to be filed) */
  | 'IN_PROGRESS'
  /** Out on at least one platform or the newswire */
  | 'PUBLISHED'
  /** Scheduled for a set time on a platform or the newswire */
  | 'SCHEDULED';

/** The saved article */
export type ArticleUpdateResult = {
  __typename?: 'ArticleUpdateResult';
  /** The article as saved */
  article: Article;
  /** False when the text was the same (no new version) */
  changed: Scalars['Boolean']['output'];
  /** The text sent lacked or altered the disclosures; they were restored */
  disclosuresRestored: Scalars['Boolean']['output'];
  /** What happened, for people */
  message: Scalars['String']['output'];
};

/** One saved text of an article */
export type ArticleVersion = {
  __typename?: 'ArticleVersion';
  /** Who made it (a person or a token); null for the system */
  actorId?: Maybe<Scalars['ID']['output']>;
  /** The body then */
  body: Scalars['String']['output'];
  /** sha256 of the content (what approvals are bound to) */
  contentHash: Scalars['String']['output'];
  /** When it was made */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Body lines against the previous version */
  diff?: Maybe<Array<DiffLine>>;
  /** What wrote it: 'composer' (the built-in composer) or the model's name; null for an edit */
  model?: Maybe<Scalars['String']['output']>;
  /** Why it exists */
  reason: VersionReason;
  /** The title then */
  title: Scalars['String']['output'];
  /** The title differs from the previous version */
  titleChanged: Scalars['Boolean']['output'];
  /** Its number (from 1) */
  version: Scalars['Int']['output'];
};

/** One entry of the audit log */
export type AuditEvent = Node & {
  __typename?: 'AuditEvent';
  /** What happened (e.g. article.approved, publication.requested) */
  action: Scalars['String']['output'];
  /** Who did it (a person or a token); null for the system */
  actorId?: Maybe<Scalars['ID']['output']>;
  /** The content it concerned (sha256) */
  contentHash?: Maybe<Scalars['String']['output']>;
  /** When */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Details as JSON */
  details?: Maybe<Scalars['String']['output']>;
  /** The entry id */
  id: Scalars['ID']['output'];
};

/** A campaign of your organization: the facts an article is written from */
export type Campaign = Node & {
  __typename?: 'Campaign';
  /** When it was archived; null if it is not */
  archivedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The campaign's article, once generated */
  articleId?: Maybe<Scalars['ID']['output']>;
  /** Its article's status; null before one is generated */
  articleStatus?: Maybe<ArticleStatus>;
  /** Feature brief: the company's background */
  background?: Maybe<Scalars['String']['output']>;
  /** The plan the campaign was created under */
  budget: PlanId;
  /** The company, as the article names it */
  companyName: Scalars['String']['output'];
  /** https URLs or origins the issuer confirmed: links to them on the hosted page are tracked */
  confirmedLinks: Array<Scalars['String']['output']>;
  /** When it was created */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Feature brief: the company's customers */
  customers?: Maybe<Scalars['String']['output']>;
  /** Feature article or press release */
  format: ContentFormat;
  /** The business highlights the article is written from */
  highlights?: Maybe<Scalars['String']['output']>;
  /** The campaign id */
  id: Scalars['ID']['output'];
  /** Feature brief: the company's milestones */
  milestones?: Maybe<Scalars['String']['output']>;
  /** Feature brief: the company's outlook */
  outlook?: Maybe<Scalars['String']['output']>;
  /** The news or press release text it is based on */
  pressRelease?: Maybe<Scalars['String']['output']>;
  /** Feature brief: the company's products */
  products?: Maybe<Scalars['String']['output']>;
  /** The issuer's own quote; none is written without it */
  quote?: Maybe<Scalars['String']['output']>;
  /** Who is quoted */
  quoteSpeakerName?: Maybe<Scalars['String']['output']>;
  /** The quoted person's title */
  quoteSpeakerTitle?: Maybe<Scalars['String']['output']>;
  /** Null for a draft saved without one */
  sector?: Maybe<Sector>;
  /** Where the campaign's release stands */
  status: CampaignStatus;
  /** Feature brief: the company's strategy */
  strategy?: Maybe<Scalars['String']['output']>;
  /** Your organization's ticker */
  ticker: Scalars['String']['output'];
  /** Its title: given by the issuer, else written from its strongest highlight */
  title: Scalars['String']['output'];
  /** Null for a draft saved without one */
  tone?: Maybe<CampaignTone>;
  /** Its last change */
  updatedAt: Scalars['DateTimeISO']['output'];
  /** The company website (https) */
  website?: Maybe<Scalars['String']['output']>;
};

/** A page of campaigns */
export type CampaignConnection = {
  __typename?: 'CampaignConnection';
  /** The page, with cursors */
  edges: Array<CampaignEdge>;
  /** The page, without cursors */
  nodes: Array<Campaign>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One campaign and its cursor */
export type CampaignEdge = {
  __typename?: 'CampaignEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The campaign */
  node: Campaign;
};

/** Where a campaign's release stands */
export type CampaignStatus =
  /** Hidden from the list; cannot generate */
  | 'ARCHIVED'
  /** Not released yet (also a campaign saved without all its fields) */
  | 'DRAFT'
  /** The last release failed (see the publications and orders) */
  | 'FAILED'
  /** Its article was ordered or sent and is not out yet, with no release time set (e.g. a prepared release to file) */
  | 'IN_PROGRESS'
  /** Its article is out */
  | 'PUBLISHED'
  /** Its article is scheduled for a set time */
  | 'SCHEDULED';

/** Which campaigns a list shows */
export type CampaignStatusFilter =
  /** All, archived included */
  | 'ALL'
  /** Archived only */
  | 'ARCHIVED'
  /** Drafts */
  | 'DRAFT'
  /** Failed */
  | 'FAILED'
  /** In progress (ordered, not out, no time set) */
  | 'IN_PROGRESS'
  /** Published */
  | 'PUBLISHED'
  /** Scheduled */
  | 'SCHEDULED';

/** How the article is written (wording and emphasis) */
export type CampaignTone =
  /** Figures and what they mean */
  | 'ANALYTICAL'
  /** Confident, strictly factual: leads with the strongest facts, stated plainly */
  | 'BULLISH'
  /** Long, detailed on the business */
  | 'DEEP_DIVE'
  /** Explains the business to newcomers */
  | 'EDUCATIONAL'
  /** Even and matter-of-fact */
  | 'NEUTRAL';

/** The order to cancel */
export type CancelNewswireOrderInput = {
  /** The order */
  id: Scalars['ID']['input'];
};

/** What CancelNewswireOrder answers: the order, cancelled, or why the input was refused */
export type CancelNewswireOrderPayload = {
  __typename?: 'CancelNewswireOrderPayload';
  /** The order, cancelled; null when there are userErrors */
  newswireOrder?: Maybe<NewswireOrder>;
  /**
   * The same as newswireOrder
   * @deprecated Use newswireOrder; removed after 2027-02-27
   */
  order?: Maybe<NewswireOrder>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The publication to cancel */
export type CancelPublicationInput = {
  /** The publication */
  id: Scalars['ID']['input'];
};

/** What CancelPublication answers: the publication, cancelled, or why the input was refused */
export type CancelPublicationPayload = {
  __typename?: 'CancelPublicationPayload';
  /** The publication, cancelled; null when there are userErrors */
  publication?: Maybe<Publication>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A member and their new role */
export type ChangeMemberRoleInput = {
  /** The new role */
  role: MemberRole;
  /** The member */
  userId: Scalars['ID']['input'];
};

/** What ChangeMemberRole answers: the member with the new role, or why the input was refused */
export type ChangeMemberRolePayload = {
  __typename?: 'ChangeMemberRolePayload';
  /** The member with the new role; null when there are userErrors */
  member?: Maybe<Member>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A new password for the signed-in person (other sessions end) */
export type ChangePasswordInput = {
  /** The new one again */
  confirmPassword: Scalars['String']['input'];
  /** The password now */
  currentPassword: Scalars['String']['input'];
  /** The new one */
  password: Scalars['String']['input'];
};

/** What ChangePassword answers: the password changed, or why the input was refused */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** The password changed; null when there are userErrors */
  actionResult?: Maybe<ActionResult>;
  /**
   * The same as actionResult
   * @deprecated Use actionResult; removed after 2027-02-27
   */
  result?: Maybe<ActionResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The plan to move to */
export type ChangePlanInput = {
  /** The plan to move to */
  plan: PlanId;
};

/** What ChangePlan answers: the plan and quota after the change, or why the input was refused */
export type ChangePlanPayload = {
  __typename?: 'ChangePlanPayload';
  /** The plan and quota after the change; null when there are userErrors */
  planUsage?: Maybe<PlanUsage>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** What the organization was charged for (no payment processor: the record is the bill) */
export type Charge = Node & {
  __typename?: 'Charge';
  /** The amount; a campaign charge is what its paid-content disclosure states */
  amount: Money;
  /** The campaign's article: the content it paid for */
  articleId?: Maybe<Scalars['ID']['output']>;
  /** Its campaign */
  campaignId?: Maybe<Scalars['ID']['output']>;
  /** When it was billed */
  createdAt: Scalars['DateTimeISO']['output'];
  /** What it was for */
  description: Scalars['String']['output'];
  /** The charge id */
  id: Scalars['ID']['output'];
  /** What it paid for */
  kind: ChargeKind;
};

/** A page of charges */
export type ChargeConnection = {
  __typename?: 'ChargeConnection';
  /** The page, with cursors */
  edges: Array<ChargeEdge>;
  /** The page, without cursors */
  nodes: Array<Charge>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One charge and its cursor */
export type ChargeEdge = {
  __typename?: 'ChargeEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The charge */
  node: Charge;
};

/** What a charge paid for */
export type ChargeKind =
  /** A campaign's content, billed once when its article is generated: 0 within the plan's allowance, else its overage price */
  | 'CAMPAIGN'
  /** A newswire distribution order */
  | 'NEWSWIRE'
  /** A month's subscription (its plan's price; the difference after an upgrade during the month) */
  | 'PLAN';

/** A listed company as the market data knows it */
export type CompanyInfo = {
  __typename?: 'CompanyInfo';
  /** Its name */
  companyName: Scalars['String']['output'];
  /** Its country */
  country?: Maybe<Scalars['String']['output']>;
  /** Its exchange */
  exchange: Scalars['String']['output'];
  /** Its industry */
  industry?: Maybe<Scalars['String']['output']>;
  /** A fictional company used by the demo accounts */
  isDemo: Scalars['Boolean']['output'];
  /** Market capitalisation in US dollars, where known */
  marketCap?: Maybe<Scalars['Float']['output']>;
  /** Its sector (GICS name) */
  sector?: Maybe<Scalars['String']['output']>;
  /** Its ticker */
  ticker: Scalars['String']['output'];
  /** Its website */
  website?: Maybe<Scalars['String']['output']>;
};

/** What releases print about the company: the dateline's head office, About and the media contact */
export type CompanyProfile = {
  __typename?: 'CompanyProfile';
  /** The "About the company" paragraph releases end with */
  boilerplate?: Maybe<Scalars['String']['output']>;
  /** The dateline as releases print it (e.g. SEATTLE, WA); empty while no city is recorded */
  dateline: Scalars['String']['output'];
  /** City of the head office (the dateline) */
  headOfficeCity?: Maybe<Scalars['String']['output']>;
  /** Country of the head office */
  headOfficeCountry?: Maybe<Scalars['String']['output']>;
  /** State, province or region, e.g. WA */
  headOfficeRegion?: Maybe<Scalars['String']['output']>;
  /** The country the market data lists for the company's ticker (a suggestion) */
  marketCountry?: Maybe<Scalars['String']['output']>;
  /** The media / investor-relations contact releases print, as written */
  mediaContact?: Maybe<Scalars['String']['output']>;
};

/** A text checked against the rules of the ticker's listing */
export type ComplianceCheck = {
  __typename?: 'ComplianceCheck';
  /** How strict the listing's rules are */
  complianceLevel: ListingComplianceLevel;
  /** 0–100: 100 less 25 per critical, 10 per important and 3 per advisory finding */
  complianceScore: Scalars['Int']['output'];
  /** Each disclosure slot: found (with its span), missing, or not needed */
  disclosures: Array<DisclosureSlot>;
  /** The exchange whose rules applied */
  exchange: Scalars['String']['output'];
  /** The findings */
  findings: Array<ComplianceFinding>;
  /** The jurisdiction whose rules applied */
  jurisdiction: Scalars['String']['output'];
  /** What the check concluded */
  result: ComplianceResult;
  /** The findings as messages */
  warnings: ComplianceWarnings;
};

/** One problem the compliance engine found, with its rule and a fix */
export type ComplianceFinding = {
  __typename?: 'ComplianceFinding';
  /** The rule's family (its id's first part) */
  category: FindingCategory;
  /** The regulation or guidance behind it */
  citation: Scalars['String']['output'];
  /** What is wrong, for people */
  message: Scalars['String']['output'];
  /** The suggestion as an edit of the text; null when a person must write it */
  rewrite?: Maybe<FindingRewrite>;
  /** Stable id of the rule */
  ruleId: Scalars['String']['output'];
  /** How serious it is */
  severity: Severity;
  /** The passage; null for something missing */
  span?: Maybe<TextSpan>;
  /** A rewrite, or what to add */
  suggestion: Scalars['String']['output'];
  /** The rule, in brief */
  title: Scalars['String']['output'];
};

/** What a check of a text concluded */
export type ComplianceResult =
  /** No critical or important finding */
  | 'COMPLIANT'
  /** An important finding, no critical one */
  | 'NEEDS_REVIEW'
  /** At least one critical finding */
  | 'NON_COMPLIANT';

/** The findings as messages, by severity */
export type ComplianceWarnings = {
  __typename?: 'ComplianceWarnings';
  /** Advisory findings */
  advisory: Array<Scalars['String']['output']>;
  /** Critical findings */
  critical: Array<Scalars['String']['output']>;
  /** Important findings */
  important: Array<Scalars['String']['output']>;
};

/** A filed release and its address on the wire */
export type ConfirmNewswireOrderInput = {
  /** The order */
  id: Scalars['ID']['input'];
  /** The release on the wire (https) */
  releaseUrl: Scalars['String']['input'];
};

/** What ConfirmNewswireOrder answers: the order, published, or why the input was refused */
export type ConfirmNewswireOrderPayload = {
  __typename?: 'ConfirmNewswireOrderPayload';
  /** The order, published; null when there are userErrors */
  newswireOrder?: Maybe<NewswireOrder>;
  /**
   * The same as newswireOrder
   * @deprecated Use newswireOrder; removed after 2027-02-27
   */
  order?: Maybe<NewswireOrder>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A post published by hand and its address */
export type ConfirmPublicationInput = {
  /** The publication */
  id: Scalars['ID']['input'];
  /** The post (https) */
  url: Scalars['String']['input'];
};

/** What ConfirmPublication answers: the publication, published, or why the input was refused */
export type ConfirmPublicationPayload = {
  __typename?: 'ConfirmPublicationPayload';
  /** The publication, published; null when there are userErrors */
  publication?: Maybe<Publication>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** Your account on a platform */
export type ConnectPlatformInput = {
  /** The fields its credentialFields name */
  credentials: Scalars['JSONObject']['input'];
  /** A name for the account */
  label?: InputMaybe<Scalars['String']['input']>;
  /** The platform plugin id */
  platform: PlatformId;
};

/** What ConnectPlatform answers: the platform, connected, or why the input was refused */
export type ConnectPlatformPayload = {
  __typename?: 'ConnectPlatformPayload';
  /** The platform, connected; null when there are userErrors */
  platform?: Maybe<Platform>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A text analysed: the score, what blocks it, and what to improve */
export type ContentAnalysis = {
  __typename?: 'ContentAnalysis';
  /** 0–100, as for checkCompliance */
  complianceScore: Scalars['Int']['output'];
  /** Messages of the critical findings */
  criticalIssues: Array<Scalars['String']['output']>;
  /** The findings */
  findings: Array<ComplianceFinding>;
  /** Suggested fixes */
  recommendations: Array<Scalars['String']['output']>;
};

/** What a campaign's content is */
export type ContentFormat =
  /** A feature article of 800 to 1,200 words for blog platforms */
  | 'ARTICLE'
  /** A press release for the newswires: dateline, lead, quote when given, About and contact */
  | 'PRESS_RELEASE';

/** What writes drafts on this server */
export type ContentWriter = {
  __typename?: 'ContentWriter';
  /** True when no AI model is configured: the built-in composer writes from the campaign facts */
  builtIn: Scalars['Boolean']['output'];
  /** 'Built-in composer', or the configured model's name */
  name: Scalars['String']['output'];
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

/** What CreateApiToken answers: the token and, this once, its secret, or why the input was refused */
export type CreateApiTokenPayload = {
  __typename?: 'CreateApiTokenPayload';
  /** The token and, this once, its secret; null when there are userErrors */
  createdApiToken?: Maybe<CreatedApiToken>;
  /**
   * The same as createdApiToken
   * @deprecated Use createdApiToken; removed after 2027-02-27
   */
  createdToken?: Maybe<CreatedApiToken>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The campaign form; the server applies the form rules (or the Save Draft rules) */
export type CreateCampaignInput = {
  /** Feature brief: the company's background, one fact per line */
  background?: InputMaybe<Scalars['String']['input']>;
  /** Required (also for a draft): the plan the campaign is written under */
  budget: PlanId;
  /** Required (also for a draft) */
  companyName: Scalars['String']['input'];
  /** Replaces the confirmed link targets (https URLs or origins); absent keeps them */
  confirmedLinks?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Feature brief: the company's customers, one fact per line */
  customers?: InputMaybe<Scalars['String']['input']>;
  /** Save Draft: company name, ticker and budget suffice */
  draft?: InputMaybe<Scalars['Boolean']['input']>;
  /** Feature article (the default) or press release */
  format?: InputMaybe<ContentFormat>;
  /** Business highlights, one per line */
  highlights?: InputMaybe<Scalars['String']['input']>;
  /** Feature brief: the company's milestones, one fact per line */
  milestones?: InputMaybe<Scalars['String']['input']>;
  /** Feature brief: the company's outlook, one fact per line */
  outlook?: InputMaybe<Scalars['String']['input']>;
  /** The news or press release text */
  pressRelease?: InputMaybe<Scalars['String']['input']>;
  /** Feature brief: the company's products, one fact per line */
  products?: InputMaybe<Scalars['String']['input']>;
  /** The issuer's own quote (optional) */
  quote?: InputMaybe<Scalars['String']['input']>;
  /** Who is quoted (required with a quote) */
  quoteSpeakerName?: InputMaybe<Scalars['String']['input']>;
  /** The quoted person's title, e.g. Chief Executive Officer */
  quoteSpeakerTitle?: InputMaybe<Scalars['String']['input']>;
  /** Required unless draft */
  sector?: InputMaybe<Sector>;
  /** Feature brief: the company's strategy, one fact per line */
  strategy?: InputMaybe<Scalars['String']['input']>;
  /** Required (also for a draft): your organization's ticker */
  ticker: Scalars['String']['input'];
  /** Required to generate. A draft without one is titled from its strongest highlight (suggestedCampaignTitle); an update without one keeps it */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Required unless draft */
  tone?: InputMaybe<CampaignTone>;
  /** An https address ("acme.com" is read as https://acme.com) */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** What CreateCampaign answers: the campaign created, or why the input was refused */
export type CreateCampaignPayload = {
  __typename?: 'CreateCampaignPayload';
  /** The campaign created; null when there are userErrors */
  campaign?: Maybe<Campaign>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
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

/** What CreateWebhookEndpoint answers: the endpoint registered and, this once, its signing secret, or why the input was refused */
export type CreateWebhookEndpointPayload = {
  __typename?: 'CreateWebhookEndpointPayload';
  /**
   * The same as webhookEndpointWithSecret
   * @deprecated Use webhookEndpointWithSecret; removed after 2027-02-27
   */
  endpointWithSecret?: Maybe<WebhookEndpointWithSecret>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
  /** The endpoint registered and, this once, its signing secret; null when there are userErrors */
  webhookEndpointWithSecret?: Maybe<WebhookEndpointWithSecret>;
};

/** A new token and, this once, its secret */
export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  /** Send as Authorization: Bearer <secret>; shown now and never again */
  secret: Scalars['String']['output'];
  /** The token */
  token: ApiToken;
};

/** A credential a platform plugin asks for */
export type CredentialField = {
  __typename?: 'CredentialField';
  /** What it is, from the plugin */
  description?: Maybe<Scalars['String']['output']>;
  /** Its key in connectPlatform(credentials) */
  name: Scalars['String']['output'];
  /** It must be given */
  required: Scalars['Boolean']['output'];
};

/** The dashboard's four cards, computed from the issuer's own data */
export type DashboardStats = {
  __typename?: 'DashboardStats';
  /** Campaigns in use now (draft, scheduled or published; not archived or failed) */
  activeCampaigns: Scalars['Int']['output'];
  /** Articles published, all time */
  articlesPublished: Scalars['Int']['output'];
  /** Changes this month against last month */
  changes: StatChanges;
  /** Charges billed to the organization (campaigns and newswire orders; recorded, no payment is processed), all time */
  chargesBilled: Money;
  /** The figures the changes compare */
  monthly: MonthlyStats;
  /**
   * US dollars
   * @deprecated Money as a float: use chargesBilled (whole cents and a currency). Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  revenue: Scalars['Float']['output'];
  /**
   * US cents
   * @deprecated Money as a float: use chargesBilled (whole cents and a currency). Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  revenueCents: Scalars['Float']['output'];
  /** Clicks, shares, likes and comments measured, all time */
  totalEngagement: Scalars['Int']['output'];
  /** Unread notifications */
  unreadNotifications: Scalars['Int']['output'];
};

/** Deadlines computed from an event time */
export type Deadlines = {
  __typename?: 'Deadlines';
  /** The event they are computed from */
  eventTime: Scalars['DateTimeISO']['output'];
  /** Canadian listings only */
  materialChangeReport?: Maybe<MaterialChangeReportDeadline>;
  /** Null where the listing has no release timing rule */
  release?: Maybe<ReleaseAdvice>;
};

/** What DeleteWebhookEndpoint answers: true: the endpoint and its log are gone, or why the input was refused */
export type DeleteWebhookEndpointPayload = {
  __typename?: 'DeleteWebhookEndpointPayload';
  /** True: the endpoint and its log are gone; null when there are userErrors */
  deleted?: Maybe<Scalars['Boolean']['output']>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A sample account of the authorization presets */
export type DemoAccount = {
  __typename?: 'DemoAccount';
  /** Its id */
  id: Scalars['ID']['output'];
  /** Its ticker */
  ticker?: Maybe<Scalars['String']['output']>;
  /** Its username */
  username: Scalars['String']['output'];
  /** Its verification */
  verificationStatus: VerificationStatus;
};

/** The presets of the authorization tester */
export type DemoAccounts = {
  __typename?: 'DemoAccounts';
  /** The sample accounts */
  accounts: Array<DemoAccount>;
  /** The demo issuer's ticker */
  demoTicker: Scalars['String']['output'];
  /** The reserved id of the "non-existent user" preset */
  nonExistentUserId: Scalars['ID']['output'];
  /** A ticker the demo issuer does not hold */
  otherTicker: Scalars['String']['output'];
};

/** One line of a version against the previous one */
export type DiffLine = {
  __typename?: 'DiffLine';
  /** Unchanged, added or removed */
  op: DiffOp;
  /** The line */
  text: Scalars['String']['output'];
};

/** What happened to a line against the previous version */
export type DiffOp =
  /** Added */
  | 'ADD'
  /** Unchanged */
  | 'EQUAL'
  /** Removed */
  | 'REMOVE';

/** The monthly plan a piece was written under, as its disclosure names it */
export type DisclosedSubscription = {
  __typename?: 'DisclosedSubscription';
  /** The articles a month it includes */
  articlesPerMonth: Scalars['Int']['output'];
  /** The plan's name */
  name: Scalars['String']['output'];
  /** Its monthly price */
  price: Money;
  /**
   * Its monthly price, in US cents
   * @deprecated Money as cents: use price. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  priceCents: Scalars['Int']['output'];
};

/** What an article's disclosures state, as data, verified against the campaign and listing */
export type DisclosureFacts = {
  __typename?: 'DisclosureFacts';
  /** Says a model drafted it (AI assistance); false: the built-in composer did */
  aiAssisted: Scalars['Boolean']['output'];
  /** The forward-looking statements legend */
  forwardLooking: DisclosureForwardLooking;
  /** Each disclosure as written, in order */
  items: Array<DisclosureItem>;
  /** The model it names; null for the built-in composer */
  model?: Maybe<Scalars['String']['output']>;
  /** Says it is not investment advice */
  notAdvice: Scalars['Boolean']['output'];
  /** The payer */
  payer: DisclosurePayer;
  /** The payment */
  payment: DisclosurePayment;
};

/** The forward-looking statements legend, as data */
export type DisclosureForwardLooking = {
  __typename?: 'DisclosureForwardLooking';
  /** The text looks forward, so it carries the legend */
  included: Scalars['Boolean']['output'];
  /** The listing's jurisdiction (US, CA, UK, AU) whose wording the legend uses */
  jurisdiction?: Maybe<Scalars['String']['output']>;
  /** A penny stock: the legend says the safe harbor does not apply */
  pennyStock: Scalars['Boolean']['output'];
  /** The legend cites the statutory safe harbor */
  safeHarbor: Scalars['Boolean']['output'];
};

/** One disclosure as written at the end of the content */
export type DisclosureItem = {
  __typename?: 'DisclosureItem';
  /** Which disclosure it is */
  id: DisclosureKind;
  /** Its text, verbatim in the content */
  text: Scalars['String']['output'];
  /** Its heading */
  title: Scalars['String']['output'];
};

/** A disclosure every generated piece carries */
export type DisclosureKind =
  /** What wrote the text: AI assistance (naming the model), or automated writing software (the built-in composer) */
  | 'AI'
  /** The forward-looking statements legend (when the text looks forward) */
  | 'FORWARD_LOOKING'
  /** Not investment advice */
  | 'NOT_ADVICE'
  /** Paid content: who paid, how much and in what form */
  | 'PAID';

/** What the issuer's listing asks of a release: material news needs broad national distribution */
export type DisclosureNeed = {
  __typename?: 'DisclosureNeed';
  /** The market whose national distribution it needs (US) */
  market: Scalars['String']['output'];
  /** The rule (Regulation FD) */
  rule: Scalars['String']['output'];
  /** What makes the release material news (e.g. earnings) */
  topics: Array<Scalars['String']['output']>;
};

/** Who paid for the piece, as its paid-content disclosure names them */
export type DisclosurePayer = {
  __typename?: 'DisclosurePayer';
  /** Its exchange */
  exchange: Scalars['String']['output'];
  /** The company name */
  name: Scalars['String']['output'];
  /** Its ticker */
  ticker: Scalars['String']['output'];
};

/** What was paid for the piece, as its paid-content disclosure states it */
export type DisclosurePayment = {
  __typename?: 'DisclosurePayment';
  /** What IssuerWire charged for this content (billingCharges); 0 within the plan's allowance */
  amount: Money;
  /** What IssuerWire charged for this content, in cents (billingCharges); 0 within the plan's allowance */
  amountCents: Scalars['Int']['output'];
  /** Its currency (USD) */
  currency: Scalars['String']['output'];
  /** Cash, or shares of the issuer */
  form: PaymentForm;
  /** The plan it was written under; null before plans were subscriptions */
  subscription?: Maybe<DisclosedSubscription>;
};

/** One thing the disclosures must say: where the text says it, or that it does not */
export type DisclosureSlot = {
  __typename?: 'DisclosureSlot';
  /** Which one */
  slot: DisclosureSlotName;
  /** Where it is said: the field value or the sentence; null unless found */
  span?: Maybe<TextSpan>;
  /** Found, missing or not needed here */
  status: DisclosureSlotStatus;
  /** Its name for people (payer, AI assistance, forward-looking legend) */
  title: Scalars['String']['output'];
};

/** One thing the disclosures must say */
export type DisclosureSlotName =
  /** That AI or automated writing software drafted it */
  | 'AI'
  /** How much was paid (money or shares) */
  | 'AMOUNT'
  /** The forward-looking statements legend (needed when the text looks forward) */
  | 'FORWARD_LOOKING'
  /** That it is not investment advice */
  | 'NOT_ADVICE'
  /** Who paid for the piece */
  | 'PAYER'
  /** Who was paid (optional) */
  | 'RECIPIENT';

/** Whether the text says it */
export type DisclosureSlotStatus =
  /** The text says it: the span quotes where */
  | 'FOUND'
  /** The text must say it and does not */
  | 'MISSING'
  /** Not needed in this text (the recipient is optional; the legend only when the text looks forward) */
  | 'NOT_REQUIRED';

/** The platform to disconnect */
export type DisconnectPlatformInput = {
  /** The platform plugin id */
  platform: PlatformId;
};

/** What DisconnectPlatform answers: the platform, disconnected, or why the input was refused */
export type DisconnectPlatformPayload = {
  __typename?: 'DisconnectPlatformPayload';
  /** The platform, disconnected; null when there are userErrors */
  platform?: Maybe<Platform>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** One finding of the current version and why it does not apply */
export type DismissComplianceFindingInput = {
  /** The article */
  articleId: Scalars['ID']['input'];
  /** The flagged passage (span text); null for a finding about the whole text */
  passage?: InputMaybe<Scalars['String']['input']>;
  /** Why it does not apply (10 to 500 characters); kept in the audit log */
  reason: Scalars['String']['input'];
  /** The finding’s rule id */
  ruleId: Scalars['String']['input'];
};

/** What DismissComplianceFinding answers: the article's compliance with the finding dismissed, or why the input was refused */
export type DismissComplianceFindingPayload = {
  __typename?: 'DismissComplianceFindingPayload';
  /**
   * The same as versionCompliance
   * @deprecated Use versionCompliance; removed after 2027-02-27
   */
  compliance?: Maybe<VersionCompliance>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
  /** The article's compliance with the finding dismissed; null when there are userErrors */
  versionCompliance?: Maybe<VersionCompliance>;
};

/** What DistributeArticle answers: the orders placed, or why the input was refused */
export type DistributeArticlePayload = {
  __typename?: 'DistributeArticlePayload';
  /** The orders placed; null when there are userErrors */
  distributionResult?: Maybe<DistributionResult>;
  /**
   * The same as distributionResult
   * @deprecated Use distributionResult; removed after 2027-02-27
   */
  result?: Maybe<DistributionResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The spec's distribution request */
export type DistributeInput = {
  /** The article (approved, where the organization requires it) */
  articleId: Scalars['ID']['input'];
  /** Default BASIC */
  distributionLevel?: InputMaybe<DistributionLevel>;
  /** One per user action: a repeat answers the first result (replayed) and does nothing again */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Order a wire that already has an order for this article again (a second, paid release). Without it such a wire is refused (409 already_ordered); with it, refused while that order is not yet published (order_active) */
  orderAgain?: InputMaybe<Scalars['Boolean']['input']>;
  /** Newswire plugin ids, one order each */
  providers: Array<NewswireProviderId>;
  /** When the wire should release it, not in the past. Absent: at once. */
  targetDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

/** A newswire package (the vendor's price list) */
export type DistributionLevel =
  /** The basic package */
  | 'BASIC'
  /** A wider package */
  | 'ENHANCED'
  /** The widest package */
  | 'PREMIUM';

/** The orders a distribution placed */
export type DistributionResult = {
  __typename?: 'DistributionResult';
  /** The orders’ estimated reach, summed */
  estimatedReach: Scalars['Int']['output'];
  /** What was and was not sent, for people */
  message: Scalars['String']['output'];
  /** Scheduled posts moved after the release */
  movedPublications: Array<MovedPublication>;
  /** One order per provider */
  orders: Array<NewswireOrder>;
  /** The same idempotencyKey was seen before: this is the first answer again */
  replayed: Scalars['Boolean']['output'];
  /**
   * Dollars
   * @deprecated Money as a float: use totalPrice. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  totalCost: Scalars['Float']['output'];
  /**
   * What they cost together, in US cents
   * @deprecated Money as cents: use totalPrice. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  totalCostCents: Scalars['Int']['output'];
  /** What the orders cost together */
  totalPrice: Money;
};

/** The form of text a platform takes */
export type EditorFormat =
  /** Simple HTML */
  | 'HTML'
  /** Markdown */
  | 'MARKDOWN'
  /** Plain text */
  | 'PLAIN';

/** The first code from the authenticator app */
export type EnableTwoFactorInput = {
  /** A 6-digit code from the authenticator app */
  token: Scalars['String']['input'];
};

/** What EnableTwoFactor answers: two factors turned on, or why the input was refused */
export type EnableTwoFactorPayload = {
  __typename?: 'EnableTwoFactorPayload';
  /** Two factors turned on; null when there are userErrors */
  actionResult?: Maybe<ActionResult>;
  /**
   * The same as actionResult
   * @deprecated Use actionResult; removed after 2027-02-27
   */
  result?: Maybe<ActionResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** What EndOtherSessions answers: how many sessions were signed out, or why the input was refused */
export type EndOtherSessionsPayload = {
  __typename?: 'EndOtherSessionsPayload';
  /** How many sessions were signed out; null when there are userErrors */
  endedCount?: Maybe<Scalars['Int']['output']>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** One of your sessions */
export type EndSessionInput = {
  /** The session to end (yours) */
  id: Scalars['ID']['input'];
};

/** What EndSession answers: the session ended, or why the input was refused */
export type EndSessionPayload = {
  __typename?: 'EndSessionPayload';
  /** The session ended; null when there are userErrors */
  actionResult?: Maybe<ActionResult>;
  /**
   * The same as actionResult
   * @deprecated Use actionResult; removed after 2027-02-27
   */
  result?: Maybe<ActionResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The Live Engagement Tracker: measured figures only */
export type Engagement = {
  __typename?: 'Engagement';
  /** Its article; null before one is generated */
  articleId?: Maybe<Scalars['ID']['output']>;
  /** The article's title */
  articleTitle?: Maybe<Scalars['String']['output']>;
  /** The campaign */
  campaignId: Scalars['ID']['output'];
  /** Against your other campaigns with data; null with fewer than 2 */
  comparison?: Maybe<EngagementComparison>;
  /** False until anything was measured */
  hasData: Scalars['Boolean']['output'];
  /** Figures per platform */
  platforms: EngagementPlatforms;
  /** When the article was first published */
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Per day and platform, oldest first */
  series: Array<EngagementPoint>;
  /** The stock quote */
  stockData: EngagementStock;
  /** Clicks, shares, likes (claps) and comments: the dashboard definition */
  totalEngagement: Scalars['Int']['output'];
  /** When these figures were read */
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** This campaign against your others */
export type EngagementComparison = {
  __typename?: 'EngagementComparison';
  /** The average total engagement of the others */
  averageEngagement: Scalars['Float']['output'];
  /** How many campaigns were compared */
  campaignsCompared: Scalars['Int']['output'];
  /** The comparison, for people */
  label: Scalars['String']['output'];
  /** Percent above (positive) or below (negative) the average */
  percent: Scalars['Int']['output'];
};

/** Figures per platform */
export type EngagementPlatforms = {
  __typename?: 'EngagementPlatforms';
  /** Medium */
  medium: MediumEngagement;
  /** Substack */
  substack: SubstackEngagement;
  /** X (Twitter) */
  twitter: TwitterEngagement;
  /** The hosted article page */
  web: HostedPageEngagement;
};

/** One day of one platform: the platform's id, web (hosted page) or web:<platform> (hosted page, from that platform's link) */
export type EngagementPoint = {
  __typename?: 'EngagementPoint';
  /** Clicks */
  clicks: Scalars['Int']['output'];
  /** Comments */
  comments: Scalars['Int']['output'];
  /**
   * The UTC day (YYYY-MM-DD)
   * @deprecated A day as a string: use day. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  date: Scalars['String']['output'];
  /** The UTC day */
  day: Scalars['Date']['output'];
  /** Likes (claps) */
  likes: Scalars['Int']['output'];
  /** A platform id, web or web:<platform> */
  platform: Scalars['String']['output'];
  /** Shares */
  shares: Scalars['Int']['output'];
  /** Views */
  views: Scalars['Int']['output'];
};

/** Whether new figures were asked for */
export type EngagementRefreshResult = {
  __typename?: 'EngagementRefreshResult';
  /** What happened, for people */
  message: Scalars['String']['output'];
  /** A platform pull was queued; the subscription delivers its figures */
  queued: Scalars['Boolean']['output'];
};

/** The issuer's stock quote, with where and when it is from */
export type EngagementStock = {
  __typename?: 'EngagementStock';
  /**
   * When the figures were true (ISO 8601)
   * @deprecated A time as a string: use asOfTime (an instant) or asOfDate (its day). Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  asOf?: Maybe<Scalars['String']['output']>;
  /** The day the figures are from (the exchange’s trading day) */
  asOfDate?: Maybe<Scalars['Date']['output']>;
  /** When the figures were true; null when the source dates them by day only (see asOfDate) */
  asOfTime?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Change on the previous close, in percent */
  changePercent?: Maybe<Scalars['Float']['output']>;
  /** ISO 4217 currency of the price */
  currency?: Maybe<Scalars['String']['output']>;
  /**
   * The last price, in currency
   * @deprecated Money as a float: use sharePrice. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  currentPrice?: Maybe<Scalars['Float']['output']>;
  /** What the figures are: LIVE only from a live plugin and fresh */
  freshness: QuoteFreshness;
  /** freshness is LIVE: the only case the figures may be called live */
  live: Scalars['Boolean']['output'];
  /** Whether a live market-data plugin is configured (else the figures are sample data) */
  liveSource: Scalars['Boolean']['output'];
  /** The last price, in the currency of the listing; null without a quote */
  sharePrice?: Maybe<Money>;
  /** Where the figures come from (embedded-dataset: the last known values of the bundled dataset) */
  source?: Maybe<Scalars['String']['output']>;
  /** The ticker */
  ticker: Scalars['String']['output'];
  /** Shares traded that day */
  volume?: Maybe<Scalars['Float']['output']>;
};

/** One of the organization's events, as its webhook carried it (kept 30 days) */
export type Event = Node & {
  __typename?: 'Event';
  /** When it happened */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The object the event is about, as its webhook carries it */
  data: Scalars['JSONObject']['output'];
  /** The event id (IssuerWire-Event-Id): deduplicate on it */
  id: Scalars['ID']['output'];
  /** 1, 2, 3 … per organization in the order the changes committed (IssuerWire-Sequence): order by it, replay after it */
  sequence: Scalars['Int']['output'];
  /** What happened (IssuerWire-Event) */
  type: WebhookEventType;
};

/** A page of events */
export type EventConnection = {
  __typename?: 'EventConnection';
  /** The page, with cursors */
  edges: Array<EventEdge>;
  /** The page, without cursors */
  nodes: Array<Event>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One event and its cursor */
export type EventEdge = {
  __typename?: 'EventEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The event */
  node: Event;
};

/** A recorded exchange notice */
export type ExchangeNotice = {
  __typename?: 'ExchangeNotice';
  /** The article */
  articleId: Scalars['ID']['output'];
  /** When the issuer told its exchange */
  exchangeNotifiedAt: Scalars['DateTimeISO']['output'];
};

/** Where a platform's figures come from */
export type FigureSource =
  /** Visits to the hosted page from its link (the platform gives no metrics here) */
  | 'HOSTED_PAGE'
  /** Nothing measured yet */
  | 'NONE'
  /** The platform's own metrics */
  | 'PLATFORM';

/** The family a finding belongs to: its rule id's first part */
export type FindingCategory =
  /** One-sided: a promotional piece that mentions no risk */
  | 'BALANCE'
  /** Hot-sector buzzwords without substance */
  | 'BUZZWORD'
  /** Plans, approvals, results or outcomes stated as certain */
  | 'CERTAINTY'
  /** Comparison to a famous company */
  | 'COMPARISON'
  /** A non-binding deal (a letter of intent, talks) presented as done */
  | 'DEAL'
  /** Demand or market claims without support */
  | 'DEMAND'
  /** A disclaimer undercut by a call to buy */
  | 'DISCLAIMER'
  /** The piece's recorded disclosure facts are out of date or not in the text */
  | 'DISCLOSURE'
  /** Testimonials and endorsements */
  | 'ENDORSEMENT'
  /** Forward-looking statements: the legend, its cautionary factors and the safe harbor */
  | 'FLS'
  /** Hints of undisclosed information */
  | 'INFO'
  /** Mining claims without reported data or a resource estimate */
  | 'MINING'
  /** A language model's second opinion (its ruleId names the model's own category); never a rule */
  | 'MODEL'
  /** A paid-content disclosure without payer or amount, or one that contradicts itself */
  | 'PAID'
  /** Past performance presented as repeating */
  | 'PERFORMANCE'
  /** A hot-sector pivot presented as value */
  | 'PIVOT'
  /** An unfilled template placeholder */
  | 'PLACEHOLDER'
  /** Price predictions and targets */
  | 'PRICE'
  /** Listing or buy-back promises */
  | 'PROMISE'
  /** Promises or guarantees of returns */
  | 'PROMISSORY'
  /** Calls to buy, and sentences that read as stock promotion */
  | 'PROMOTION'
  /** A required disclosure is missing (paid content, AI assistance, not investment advice, the legend) */
  | 'REQUIRED'
  /** A selected result presented as the whole */
  | 'RESULTS'
  /** Promised or implied rates of return */
  | 'RETURN'
  /** Unattributed superlatives */
  | 'SUPERLATIVE'
  /** Takeover talk: a bid or buyer implied without an announced offer */
  | 'TAKEOVER'
  /** UK Market Abuse Regulation: inside information mixed with marketing */
  | 'UK'
  /** Urgency or pressure to buy */
  | 'URGENCY';

/** How many findings of each severity */
export type FindingCounts = {
  __typename?: 'FindingCounts';
  /** Advisory findings */
  advisory: Scalars['Int']['output'];
  /** Critical findings (they block release) */
  critical: Scalars['Int']['output'];
  /** Important findings */
  important: Scalars['Int']['output'];
};

/** An approver dismissed the finding for this version, on the record */
export type FindingDismissal = {
  __typename?: 'FindingDismissal';
  /** When */
  at: Scalars['DateTimeISO']['output'];
  /** Who dismissed it */
  byId: Scalars['ID']['output'];
  /** Their username (a former member: null) */
  byName?: Maybe<Scalars['String']['output']>;
  /** Why */
  reason: Scalars['String']['output'];
};

/** The suggestion as an edit of the checked text: replace [start, end) with text; applying it clears the finding */
export type FindingRewrite = {
  __typename?: 'FindingRewrite';
  /** Offset after the last character replaced */
  end: Scalars['Int']['output'];
  /** The words replaced; empty for an insertion */
  replaced: Scalars['String']['output'];
  /** Offset of the first character replaced (where the text goes, when start = end) */
  start: Scalars['Int']['output'];
  /** The new text; empty when the words are removed */
  text: Scalars['String']['output'];
};

/** Who raised a finding */
export type FindingSource =
  /** A language model's second opinion (an opinion, not a rule: it never blocks a release) */
  | 'MODEL'
  /** The compliance engine's rules */
  | 'RULES';

/** Where to send a reset link */
export type ForgotPasswordInput = {
  /** The account’s email address */
  email: Scalars['String']['input'];
};

/** What ForgotPassword answers: the same answer for every address, or why the input was refused */
export type ForgotPasswordPayload = {
  __typename?: 'ForgotPasswordPayload';
  /** The same answer for every address; null when there are userErrors */
  actionResult?: Maybe<ActionResult>;
  /**
   * The same as actionResult
   * @deprecated Use actionResult; removed after 2027-02-27
   */
  result?: Maybe<ActionResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The campaign whose article to generate */
export type GenerateArticleInput = {
  /** The campaign */
  campaignId: Scalars['ID']['input'];
  /** Accept the plan's overage price for an article beyond the month's allowance (else overage_confirmation_required) */
  confirmOverage?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What GenerateArticle answers: the generated article and a summary, or why the input was refused */
export type GenerateArticlePayload = {
  __typename?: 'GenerateArticlePayload';
  /** The generated article and a summary; null when there are userErrors */
  articleGenerationResult?: Maybe<ArticleGenerationResult>;
  /**
   * The same as articleGenerationResult
   * @deprecated Use articleGenerationResult; removed after 2027-02-27
   */
  result?: Maybe<ArticleGenerationResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** What the content generator writes about */
export type GenerateContentInput = {
  /** The company */
  companyName: Scalars['String']['input'];
  /** Anything else the writer should know */
  customContext?: InputMaybe<Scalars['String']['input']>;
  /** Gather research facts first */
  enableResearch?: InputMaybe<Scalars['Boolean']['input']>;
  /** Include the quote given below (none is written without one) */
  includeCEOQuote?: InputMaybe<Scalars['Boolean']['input']>;
  /** Add context on competitors */
  includeCompetitorAnalysis?: InputMaybe<Scalars['Boolean']['input']>;
  /** Include the listing’s market figures */
  includeFinancials?: InputMaybe<Scalars['Boolean']['input']>;
  /** Add context on the industry */
  includeIndustryAnalysis?: InputMaybe<Scalars['Boolean']['input']>;
  /** Points the release must make */
  keyMessages?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The issuer's own quote, word for word */
  quote?: InputMaybe<Scalars['String']['input']>;
  /** Who is quoted (required with a quote) */
  quoteSpeakerName?: InputMaybe<Scalars['String']['input']>;
  /** The quoted person's title */
  quoteSpeakerTitle?: InputMaybe<Scalars['String']['input']>;
  /** Default STANDARD */
  researchDepth?: InputMaybe<ResearchDepth>;
  /** Your organization's ticker */
  ticker: Scalars['String']['input'];
  /** The headline or subject */
  title: Scalars['String']['input'];
  /** Default BULLISH */
  tone?: InputMaybe<GeneratorTone>;
};

/** What GenerateContent answers: the generated press release, or why the input was refused */
export type GenerateContentPayload = {
  __typename?: 'GenerateContentPayload';
  /**
   * The same as generatedContent
   * @deprecated Use generatedContent; removed after 2027-02-27
   */
  content?: Maybe<GeneratedContent>;
  /** The generated press release; null when there are userErrors */
  generatedContent?: Maybe<GeneratedContent>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A generated press release with its disclosures and its compliance check */
export type GeneratedContent = {
  __typename?: 'GeneratedContent';
  /** How strict the listing's rules are */
  complianceLevel: ListingComplianceLevel;
  /** 0–100, as for checkCompliance */
  complianceScore: Scalars['Int']['output'];
  /** The text, disclosures included (Markdown) */
  content: Scalars['String']['output'];
  /** The exchange whose rules applied */
  exchange: Scalars['String']['output'];
  /** The compliance findings */
  findings: Array<ComplianceFinding>;
  /** The jurisdiction whose rules applied */
  jurisdiction: Scalars['String']['output'];
  /** The disclosures the text carries */
  mandatoryDisclosures: Array<Scalars['String']['output']>;
  /** What wrote it: the built-in composer or the model’s name */
  model: Scalars['String']['output'];
  /** The facts it used */
  researchFacts: Array<ResearchFact>;
  /** When it was generated */
  timestamp: Scalars['DateTimeISO']['output'];
  /** The headline */
  title: Scalars['String']['output'];
  /** What the check found, as messages */
  warnings: Array<Scalars['String']['output']>;
};

/** What a generation produced */
export type GenerationSummary = {
  __typename?: 'GenerationSummary';
  /** What the generation was charged (0 within the quota) */
  charged: Money;
  /**
   * What the generation was charged, in US cents (0 within the quota)
   * @deprecated Money as cents: use charged. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  chargedCents: Scalars['Int']['output'];
  /** What the compliance check concluded */
  complianceLevel: ComplianceResult;
  /** 0–100 */
  complianceScore: Scalars['Int']['output'];
  /** The disclosures it carries */
  disclosures: Array<Scalars['String']['output']>;
  /** Findings by severity */
  findings: FindingCounts;
  /** It looks forward, so it carries the forward-looking legend */
  forwardLooking: Scalars['Boolean']['output'];
  /** What wrote it: the built-in composer or the model’s name */
  model: Scalars['String']['output'];
  /** The quota after it */
  quota: QuotaSummary;
  /** The version it became */
  version: Scalars['Int']['output'];
  /** Words in the body */
  wordCount: Scalars['Int']['output'];
};

/** The content generator's tones */
export type GeneratorTone =
  /** Confident, strictly factual: leads with the strongest facts, stated plainly (default) */
  | 'BULLISH'
  /** Long and detailed */
  | 'DEEP_DIVE'
  /** Facts and figures only */
  | 'FACTUAL'
  /** Even and matter-of-fact */
  | 'NEUTRAL';

/** The compliance guidelines of a ticker's listing */
export type Guidelines = {
  __typename?: 'Guidelines';
  /** The listed company */
  companyName: Scalars['String']['output'];
  /** Deadlines from eventTime */
  deadlines: Deadlines;
  /** In full */
  guidelines: GuidelinesBody;
  /** In brief */
  simplified: GuidelinesSummary;
  /** The ticker */
  ticker: Scalars['String']['output'];
};

/** The listing's rules in full, by topic */
export type GuidelinesBody = {
  __typename?: 'GuidelinesBody';
  /** Further restrictions */
  additionalRestrictions: Array<RuleItem>;
  /** How releases must be distributed */
  distributionRequirements: Array<RuleItem>;
  /** Financial reporting the listing requires */
  financialReportingRequirements: Array<RuleItem>;
  /** When material news must be released */
  materialChangeDeadline: RuleItem;
  /** What every piece must disclose */
  minimumDisclosures: Array<RuleItem>;
};

/** The listing's rules in brief */
export type GuidelinesSummary = {
  __typename?: 'GuidelinesSummary';
  /** How strict the promotion rules are */
  complianceLevel: ListingComplianceLevel;
  /** The exchange the ticker is listed on */
  exchange: Scalars['String']['output'];
  /** The regulator's jurisdiction (US, CA, UK or AU) */
  jurisdiction: Scalars['String']['output'];
  /** The rules that matter most */
  keyRequirements: Array<RuleItem>;
  /** The price or venue suggests a penny stock (stricter rules apply) */
  pennyStockLikely: Scalars['Boolean']['output'];
  /** Promotion risk by venue tier */
  riskLevel: RiskLevel;
};

/** Liveness of the API and its database */
export type Health = {
  __typename?: 'Health';
  /** The database answered a check made at most a second ago */
  database: Scalars['Boolean']['output'];
  /** OK, or UNAVAILABLE when the database does not answer */
  status: HealthStatus;
};

/** Whether the API can serve */
export type HealthStatus =
  /** Serving */
  | 'OK'
  /** The database does not answer */
  | 'UNAVAILABLE';

/** Every visit of the hosted article page and every tracked link click */
export type HostedPageEngagement = {
  __typename?: 'HostedPageEngagement';
  /** Tracked link clicks */
  clicks: Scalars['Int']['output'];
  /** Visits (repeat visits of a reader within 30 minutes count once; bots are not counted) */
  views: Scalars['Int']['output'];
};

/** An installed plugin (newswire, platform or market data) */
export type Integration = {
  __typename?: 'Integration';
  /** The plugin id */
  id: Scalars['ID']['output'];
  /** Its kind */
  kind: IntegrationKind;
  /** Its last vendor call since the server started */
  lastCall?: Maybe<VendorCall>;
  /** Live or sandbox */
  mode: IntegrationMode;
  /** Why it runs in that mode, and how to change it */
  modeReason: Scalars['String']['output'];
  /** Its name */
  name: Scalars['String']['output'];
  /** Its options as configured, secrets masked */
  options: Array<IntegrationOption>;
  /** The npm package it comes from */
  packageName?: Maybe<Scalars['String']['output']>;
  /** It offers a connection test */
  testable: Scalars['Boolean']['output'];
  /** The package's version */
  version?: Maybe<Scalars['String']['output']>;
};

/** What a connection test found */
export type IntegrationCheck = {
  __typename?: 'IntegrationCheck';
  /** What was tried and what came of it */
  message: Scalars['String']['output'];
  /** The vendor accepted the configuration */
  ok: Scalars['Boolean']['output'];
};

/** A page of installed plugins */
export type IntegrationConnection = {
  __typename?: 'IntegrationConnection';
  /** The page, with cursors */
  edges: Array<IntegrationEdge>;
  /** The page, without cursors */
  nodes: Array<Integration>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One installed plugin and its cursor */
export type IntegrationEdge = {
  __typename?: 'IntegrationEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The installed plugin */
  node: Integration;
};

/** What a plugin integrates */
export type IntegrationKind =
  /** A market-data provider */
  | 'MARKET_DATA'
  /** A newswire provider */
  | 'NEWSWIRE'
  /** A publish platform */
  | 'PLATFORM';

/** Whether a plugin reaches its vendor */
export type IntegrationMode =
  /** It calls its vendor */
  | 'LIVE'
  /** Nothing is sent to its vendor (no credentials configured) */
  | 'SANDBOX';

/** One of a plugin's options as configured; a secret's value is [redacted] */
export type IntegrationOption = {
  __typename?: 'IntegrationOption';
  /** The option path, e.g. distributions.basic */
  name: Scalars['String']['output'];
  /** A secret: its value is never shown */
  secret: Scalars['Boolean']['output'];
  /** Its value as text ([redacted] for a secret) */
  value: Scalars['String']['output'];
};

/** A pending invitation (the owner sees these) */
export type Invitation = Node & {
  __typename?: 'Invitation';
  /** When it was sent */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The invited address */
  email: Scalars['String']['output'];
  /** When the link stops working */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The invitation id */
  id: Scalars['ID']['output'];
  /** Who invited (username) */
  invitedBy?: Maybe<Scalars['String']['output']>;
  /** Outside the verified domain, confirmed by the owner */
  outsideDomain: Scalars['Boolean']['output'];
  /** The role offered */
  role: MemberRole;
};

/** What an invitation link offers, before accepting */
export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  /** The invited address, masked */
  email: Scalars['String']['output'];
  /** When the link stops working */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The organization */
  organizationName: Scalars['String']['output'];
  /** The role offered */
  role: MemberRole;
  /** Its ticker */
  ticker?: Maybe<Scalars['String']['output']>;
};

/** Whom to invite, with which role */
export type InviteInput = {
  /** Required true for an address outside the verified domain */
  confirmOutsideDomain?: InputMaybe<Scalars['Boolean']['input']>;
  /** Their address */
  email: Scalars['String']['input'];
  /** The role offered */
  role: MemberRole;
};

/** What InviteMember answers: the invitation sent, or why the input was refused */
export type InviteMemberPayload = {
  __typename?: 'InviteMemberPayload';
  /** The invitation sent; null when there are userErrors */
  invitation?: Maybe<Invitation>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** Spec: Issuer profile (demo) */
export type IssuerProfile = {
  __typename?: 'IssuerProfile';
  /** The company as declared at KYC */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The contact person, as declared */
  contactName?: Maybe<Scalars['String']['output']>;
  /** Their email address */
  email: Scalars['String']['output'];
  /** Where it is listed, as declared (e.g. NASDAQ, TSX-V) */
  exchange?: Maybe<Scalars['String']['output']>;
  /** The person's id */
  id: Scalars['ID']['output'];
  /** The regulator’s jurisdiction, as declared */
  jurisdiction?: Maybe<Scalars['String']['output']>;
  /** Its sector, as declared */
  sector?: Maybe<Scalars['String']['output']>;
  /** Its ticker; only a verified account acts for it */
  ticker?: Maybe<Scalars['String']['output']>;
  /** What they sign in with */
  username: Scalars['String']['output'];
  /** Where KYC verification stands */
  verificationStatus: VerificationStatus;
  /** The company website */
  website?: Maybe<Scalars['String']['output']>;
};

/** Where a KYC application stands */
export type KycApplicationStatus =
  /** Waiting for the code mailed to the official address */
  | 'AWAITING_EMAIL'
  /** The checks are running */
  | 'CHECKING'
  /** A reviewer is looking at it (24–48 hours) */
  | 'IN_REVIEW'
  /** Rejected by a reviewer */
  | 'REJECTED'
  /** Replaced by a later application */
  | 'SUPERSEDED'
  /** Verified */
  | 'VERIFIED';

/** The emailed code waiting to be confirmed (never the code itself) */
export type KycCode = {
  __typename?: 'KycCode';
  /** Wrong tries left */
  attemptsLeft: Scalars['Int']['output'];
  /** Null once the code is used up (5 wrong tries) */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When a new code can be sent; null: now */
  resendAvailableAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The address it went to, masked */
  sentTo: Scalars['String']['output'];
};

/** A decided KYC application in the reviewers' history */
export type KycDecidedReview = {
  __typename?: 'KycDecidedReview';
  /** The account's address (the decision was mailed there) */
  accountEmail: Scalars['String']['output'];
  /** The application */
  applicationId: Scalars['ID']['output'];
  /** The company applied for */
  companyName: Scalars['String']['output'];
  /** When it was decided */
  decidedAt: Scalars['DateTimeISO']['output'];
  /** The decision */
  decision: KycVerdict;
  /** Its exchange */
  exchange: Scalars['String']['output'];
  /** The reason (rejection) or note (approval), as mailed */
  reason?: Maybe<Scalars['String']['output']>;
  /** The reviewer's username (null once their account is removed) */
  reviewer?: Maybe<Scalars['String']['output']>;
  /** When it was submitted */
  submittedAt: Scalars['DateTimeISO']['output'];
  /** Its ticker */
  ticker: Scalars['String']['output'];
  /** The applicant */
  userId: Scalars['ID']['output'];
};

/** A page of decided KYC applications */
export type KycDecidedReviewConnection = {
  __typename?: 'KycDecidedReviewConnection';
  /** The page, with cursors */
  edges: Array<KycDecidedReviewEdge>;
  /** The page, without cursors */
  nodes: Array<KycDecidedReview>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One decided KYC application and its cursor */
export type KycDecidedReviewEdge = {
  __typename?: 'KycDecidedReviewEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The decided KYC application */
  node: KycDecidedReview;
};

/** A new code was mailed */
export type KycResendCodeResult = {
  __typename?: 'KycResendCodeResult';
  /** When it stops working */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** What happened, for people */
  message: Scalars['String']['output'];
  /** The address it went to, masked */
  sentTo: Scalars['String']['output'];
  /** Always true: a failure is an error with a code */
  success: Scalars['Boolean']['output'];
};

/** A page of KYC application waiting for reviews */
export type KycReviewConnection = {
  __typename?: 'KycReviewConnection';
  /** The page, with cursors */
  edges: Array<KycReviewEdge>;
  /** The page, without cursors */
  nodes: Array<KycReviewItem>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** A reviewer's decision */
export type KycReviewDecision = {
  __typename?: 'KycReviewDecision';
  /** When it was decided */
  decidedAt: Scalars['DateTimeISO']['output'];
  /** The decision */
  decision: KycVerdict;
  /** The reason given (always for a rejection) */
  reason?: Maybe<Scalars['String']['output']>;
};

/** One KYC application waiting for review and its cursor */
export type KycReviewEdge = {
  __typename?: 'KycReviewEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The KYC application waiting for review */
  node: KycReviewItem;
};

/** A KYC application with a failed check, waiting for a reviewer */
export type KycReviewItem = {
  __typename?: 'KycReviewItem';
  /** The account's address */
  accountEmail: Scalars['String']['output'];
  /** The application */
  applicationId: Scalars['ID']['output'];
  /** When the mailed code was confirmed */
  emailConfirmedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When it was submitted */
  submittedAt: Scalars['DateTimeISO']['output'];
  /** What was declared */
  userData: KycUserData;
  /** The applicant */
  userId: Scalars['ID']['output'];
  /** The checks */
  verificationSteps: Array<KycStep>;
};

/** The signed-in account's verification and its latest application */
export type KycStatus = {
  __typename?: 'KycStatus';
  /** The latest application; null before any */
  applicationStatus?: Maybe<KycApplicationStatus>;
  /** The ticker it acts for, once verified */
  authorizedTicker?: Maybe<Scalars['String']['output']>;
  /** The code waiting to be confirmed */
  code?: Maybe<KycCode>;
  /** The reviewer's decision, once made */
  review?: Maybe<KycReviewDecision>;
  /** When it was submitted */
  submittedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What it declared */
  userData?: Maybe<KycUserData>;
  /** The account's verification */
  verificationStatus: VerificationStatus;
  /** Its checks */
  verificationSteps: Array<KycStep>;
  /** When it was verified */
  verifiedAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** One verification check as the server last recorded it */
export type KycStep = {
  __typename?: 'KycStep';
  /** What it checks */
  description: Scalars['String']['output'];
  /** What it found, for people */
  detail?: Maybe<Scalars['String']['output']>;
  /** Stable id of the check (listing_match, email_domain, ticker_holder, email_control) */
  id: Scalars['String']['output'];
  /** Its name */
  name: Scalars['String']['output'];
  /** True when the check stands in for a regulatory database lookup it does not make */
  offlineStandIn: Scalars['Boolean']['output'];
  /** Where it stands */
  status: KycStepStatus;
};

/** Where one verification check stands */
export type KycStepStatus =
  /** Running */
  | 'CHECKING'
  /** Failed (its detail says why; a reviewer looks at it) */
  | 'FAILED'
  /** Passed */
  | 'PASSED'
  /** Not run yet */
  | 'PENDING';

/** A KYC application: the company and its official contact */
export type KycSubmissionInput = {
  /** The listed company */
  companyName: Scalars['String']['input'];
  /** Consent to the checks (must be true) */
  consent: Scalars['Boolean']['input'];
  /** The contact person */
  contactName: Scalars['String']['input'];
  /** An address at the company's domain (the code goes there) */
  email: Scalars['String']['input'];
  /** Its exchange */
  exchange: Scalars['String']['input'];
  /** The jurisdiction */
  jurisdiction: Scalars['String']['input'];
  /** Recent news */
  newsUpdate?: InputMaybe<Scalars['String']['input']>;
  /** Its sector */
  sector: Scalars['String']['input'];
  /** Its ticker */
  ticker: Scalars['String']['input'];
  /** The company website */
  website: Scalars['String']['input'];
};

/** The application as submitted, and its checks */
export type KycSubmissionResult = {
  __typename?: 'KycSubmissionResult';
  /** What was declared */
  userData: KycUserData;
  /** The checks */
  verificationSteps: Array<KycStep>;
};

/** What the applicant declared */
export type KycUserData = {
  __typename?: 'KycUserData';
  /** The company */
  companyName: Scalars['String']['output'];
  /** The contact person */
  contactName: Scalars['String']['output'];
  /** The official email the code is sent to */
  email: Scalars['String']['output'];
  /** Its exchange */
  exchange: Scalars['String']['output'];
  /** The jurisdiction */
  jurisdiction: Scalars['String']['output'];
  /** Company, exchange and sector came from the market data */
  listingKnown: Scalars['Boolean']['output'];
  /** Recent news the applicant gave */
  newsUpdate?: Maybe<Scalars['String']['output']>;
  /** Its sector */
  sector: Scalars['String']['output'];
  /** Its ticker */
  ticker: Scalars['String']['output'];
  /** Their username */
  username: Scalars['String']['output'];
  /** The account's verification */
  verificationStatus: VerificationStatus;
  /** The company website */
  website: Scalars['String']['output'];
};

/** A reviewer's decision on an application */
export type KycVerdict =
  /** Approved: the account is verified */
  | 'APPROVED'
  /** Rejected, with the reason mailed to the applicant */
  | 'REJECTED';

/** The mailed code */
export type KycVerifyEmailInput = {
  /** The address it went to */
  email: Scalars['String']['input'];
  /** The 6-digit code */
  verificationCode: Scalars['String']['input'];
};

/** The code confirmed */
export type KycVerifyEmailResult = {
  __typename?: 'KycVerifyEmailResult';
  /** What happened, for people */
  message: Scalars['String']['output'];
  /** Always true: a failure is an error with a code */
  success: Scalars['Boolean']['output'];
  /** The account's verification now */
  verificationStatus: VerificationStatus;
};

/** Per level, the markets (US, CA, UK, AU) where the circuit is broad national distribution */
export type LevelMarkets = {
  __typename?: 'LevelMarkets';
  /** The basic package */
  basic: Array<Scalars['String']['output']>;
  /** The enhanced package */
  enhanced: Array<Scalars['String']['output']>;
  /** The premium package */
  premium: Array<Scalars['String']['output']>;
};

/** A price per distribution level */
export type LevelMoney = {
  __typename?: 'LevelMoney';
  /** The basic package */
  basic: Money;
  /** The enhanced package */
  enhanced: Money;
  /** The premium package */
  premium: Money;
};

/** A price per distribution level */
export type LevelPrices = {
  __typename?: 'LevelPrices';
  /** The basic package */
  basic: Scalars['Float']['output'];
  /** The enhanced package */
  enhanced: Scalars['Float']['output'];
  /** The premium package */
  premium: Scalars['Float']['output'];
};

/** How strict the listing's promotion rules are (by venue tier) */
export type ListingComplianceLevel =
  /** Senior venues (NYSE, NASDAQ, TSX, LSE main market, ASX) */
  | 'BASIC'
  /** Growth venues (NYSE American, OTCQX, OTCQB, AIM) */
  | 'MODERATE'
  /** Venture venues (OTC Pink, TSXV, CSE): the strictest */
  | 'STRICT';

/** Username and password */
export type LoginInput = {
  /** The password */
  password: Scalars['String']['input'];
  /** The username */
  username: Scalars['String']['input'];
};

/** What Login answers: signed in, or a second factor to give, or why the input was refused */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Signed in, or a second factor to give; null when there are userErrors */
  loginResult?: Maybe<LoginResult>;
  /**
   * The same as loginResult
   * @deprecated Use loginResult; removed after 2027-02-27
   */
  result?: Maybe<LoginResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A password accepted: signed in, or a second factor to give */
export type LoginResult = {
  __typename?: 'LoginResult';
  /**
   * Always null here: a lockout is an error with code account_locked and lockoutExpiry
   * @deprecated The spec's REST shape only: a lockout is the error account_locked, whose extensions carry lockoutExpiry
   */
  lockoutExpiry?: Maybe<Scalars['String']['output']>;
  /** What happened, for people */
  message: Scalars['String']['output'];
  /** Send a code with verifyTwoFactor to finish signing in */
  requiresTwoFactor: Scalars['Boolean']['output'];
  /** Always true: a refusal is an error with a code */
  success: Scalars['Boolean']['output'];
  /** Short-lived, single-use; send it to verifyTwoFactor */
  tempToken?: Maybe<Scalars['String']['output']>;
};

/** What Logout answers: the session ended, or why the input was refused */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** The session ended; null when there are userErrors */
  actionResult?: Maybe<ActionResult>;
  /**
   * The same as actionResult
   * @deprecated Use actionResult; removed after 2027-02-27
   */
  result?: Maybe<ActionResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The notifications to mark read */
export type MarkNotificationsReadInput = {
  /** Which ones; absent: all */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** What MarkNotificationsRead answers: how many are still unread, or why the input was refused */
export type MarkNotificationsReadPayload = {
  __typename?: 'MarkNotificationsReadPayload';
  /** How many are still unread; null when there are userErrors */
  unreadCount?: Maybe<Scalars['Int']['output']>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** Where an instant falls in the New York trading day */
export type MarketSession =
  /** After 16:00 ET on a trading day */
  | 'AFTER_CLOSE'
  /** A weekend or market holiday */
  | 'CLOSED'
  /** Before 9:30 ET on a trading day */
  | 'PRE_MARKET'
  /** 9:30 to 16:00 ET on a trading day */
  | 'REGULAR';

/** Canada: when the material change report is due */
export type MaterialChangeReportDeadline = {
  __typename?: 'MaterialChangeReportDeadline';
  /** The end of the 10th day after the event */
  dueAt: Scalars['DateTimeISO']['output'];
  /** The form (51-102F3) */
  form: Scalars['String']['output'];
};

/** Medium figures */
export type MediumEngagement = {
  __typename?: 'MediumEngagement';
  /** Claps */
  claps: Scalars['Int']['output'];
  /** Link clicks */
  clicks: Scalars['Int']['output'];
  /** Where the figures come from */
  source: FigureSource;
  /** Views (or hosted-page visits from its link) */
  views: Scalars['Int']['output'];
};

/** A person of the organization and their role */
export type Member = Node & {
  __typename?: 'Member';
  /** Their address */
  email: Scalars['String']['output'];
  /** The person: the same as userId (node(id:) answers the member for it) */
  id: Scalars['ID']['output'];
  /** When they joined */
  joinedAt: Scalars['DateTimeISO']['output'];
  /** Their role */
  role: MemberRole;
  /** They sign in with two factors */
  twoFactorEnabled: Scalars['Boolean']['output'];
  /** The person */
  userId: Scalars['ID']['output'];
  /** Their username */
  username: Scalars['String']['output'];
};

/** A person's role in their organization */
export type MemberRole =
  /** What an editor does, and approves or rejects articles */
  | 'APPROVER'
  /** Writes campaigns and articles, publishes and distributes (approvals apply) */
  | 'EDITOR'
  /** Everything, including the team, the plan, integrations and partner tokens */
  | 'OWNER'
  /** Reads everything, changes nothing */
  | 'VIEWER';

/** An amount in whole cents of a currency */
export type Money = {
  __typename?: 'Money';
  /** The exact amount in the main unit as a decimal string, e.g. "12.50" or "0.0035" (a share price may have more than 2 decimals) */
  amount: Scalars['String']['output'];
  /** The amount in the smallest unit (cents); a share price is rounded to the cent */
  amountCents: Scalars['Int']['output'];
  /** ISO 4217 code, e.g. USD */
  currency: Scalars['String']['output'];
};

/** This calendar month so far and last month: what the changes compare */
export type MonthlyStats = {
  __typename?: 'MonthlyStats';
  /** This month so far (UTC) */
  current: StatFigures;
  /** Last month (UTC) */
  previous: StatFigures;
};

/** A scheduled post moved after the newswire release (the wire goes first) */
export type MovedPublication = {
  __typename?: 'MovedPublication';
  /** Its time before */
  from: Scalars['DateTimeISO']['output'];
  /** The publication */
  id: Scalars['ID']['output'];
  /** Its platform (plugin id) */
  platform: PlatformId;
  /** Its time now */
  to: Scalars['DateTimeISO']['output'];
};

/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type Mutation = {
  __typename?: 'Mutation';
  /** Join with the invited role (signed in with the invited address) */
  acceptInvitation: AcceptInvitationPayload;
  /** Approve the current version (never one you wrote or submitted) */
  approveArticle: ApproveArticlePayload;
  /** Approve: the account is verified and holds its ticker (admin only) */
  approveKycReview: ApproveKycReviewPayload;
  /** Hidden from the list and cannot generate; the article and audit trail stay */
  archiveCampaign: ArchiveCampaignPayload;
  /** Cancel an order not yet sent to the wire */
  cancelNewswireOrder: CancelNewswireOrderPayload;
  /** Cancel a scheduled or pending publication */
  cancelPublication: CancelPublicationPayload;
  /** Owner only: the member's sessions end at once */
  changeMemberRole: ChangeMemberRolePayload;
  /** Change the password; every other session ends */
  changePassword: ChangePasswordPayload;
  /** Upgrade or downgrade (recorded and audited; no payment processor) */
  changePlan: ChangePlanPayload;
  /** Record the release URL of a filed release: the order is published */
  confirmNewswireOrder: ConfirmNewswireOrderPayload;
  /** Record the URL of a post published by hand (pending) */
  confirmPublication: ConfirmPublicationPayload;
  /** Connect your account on a platform: credentials checked by its plugin, stored encrypted */
  connectPlatform: ConnectPlatformPayload;
  /** Owner only: the secret is in this answer and nowhere else */
  createApiToken: CreateApiTokenPayload;
  /** For your own ticker only; draft: true is Save Draft (company name and ticker suffice) */
  createCampaign: CreateCampaignPayload;
  /** Register an endpoint; its signing secret is in this answer only */
  createWebhookEndpoint: CreateWebhookEndpointPayload;
  /** Remove an endpoint and its delivery log */
  deleteWebhookEndpoint: DeleteWebhookEndpointPayload;
  /** Disconnect: the stored credentials are deleted */
  disconnectPlatform: DisconnectPlatformPayload;
  /** Approvers and owners: dismiss a finding of the current version, with a reason */
  dismissComplianceFinding: DismissComplianceFindingPayload;
  /** Distribute the article as a press release: one order per provider. One idempotencyKey per user action. */
  distributeArticle: DistributeArticlePayload;
  /** Turn two factors on with a first code from the app */
  enableTwoFactor: EnableTwoFactorPayload;
  /** Signs out every other session; answers how many */
  endOtherSessions: EndOtherSessionsPayload;
  /** End one of your sessions */
  endSession: EndSessionPayload;
  /** Always the same answer, whether or not the email has an account */
  forgotPassword: ForgotPasswordPayload;
  /** Generates the campaign's article (counted against the plan's monthly quota); stream it with articleGeneration */
  generateArticle: GenerateArticlePayload;
  /** A compliant press release for your own ticker (verified issuers only) */
  generateContent: GenerateContentPayload;
  /** Owner only: mails a single-use link valid 7 days */
  inviteMember: InviteMemberPayload;
  /** Check a password; with two factors on, answers a tempToken for verifyTwoFactor */
  login: LoginPayload;
  /** End this session */
  logout: LogoutPayload;
  /** Marks the given notifications (or all) read; answers the unread count left */
  markNotificationsRead: MarkNotificationsReadPayload;
  /** Send the endpoint a ping event (tried once); webhook_disabled while it is turned off */
  pingWebhookEndpoint: PingWebhookEndpointPayload;
  /** Publish now, or schedule with scheduledFor; the newswire goes first. One idempotencyKey per user action. */
  publishArticle: PublishArticlePayload;
  /** Record when the issuer told its exchange of this release (audited) */
  recordExchangeNotice: RecordExchangeNoticePayload;
  /** Record what the wire's site shows of an order whose outcome is unknown: sent, or not (then retry it). Owner or editor */
  recordNewswireOrderOutcome: RecordNewswireOrderOutcomePayload;
  /** Send a delivery's event again (same event id) */
  redeliverWebhook: RedeliverWebhookPayload;
  /** Ask the platforms for new figures now (at most once a minute per campaign) */
  refreshEngagement: RefreshEngagementPayload;
  /** A new text for the article (a new version; not counted against the quota) */
  regenerateArticle: RegenerateArticlePayload;
  /** New backup codes (needs a current code); the old ones stop working */
  regenerateBackupCodes: RegenerateBackupCodesPayload;
  /** Reject the current version, saying what should change */
  rejectArticle: RejectArticlePayload;
  /** Reject with a reason the issuer sees (admin only) */
  rejectKycReview: RejectKycReviewPayload;
  /** Owner only: the member's sessions end at once */
  removeMember: RemoveMemberPayload;
  /** Removes addresses from the email alert list (owners) */
  removeNewsroomSubscribers: RemoveNewsroomSubscribersPayload;
  /** Ask for the current version to be approved */
  requestApproval: RequestApprovalPayload;
  /** While sign-in is paused for an account (sign_in_throttled with signInLinkAvailable), mail its owner a one-time sign-in link */
  requestSignInLink: RequestSignInLinkPayload;
  /** Mail a new code (rate-limited) */
  resendKycCode: ResendKycCodePayload;
  /** Set a new password from a reset link; the account's sessions end */
  resetPassword: ResetPasswordPayload;
  /** Turn two factors off (needs a current code) */
  resetTwoFactor: ResetTwoFactorPayload;
  /** Retry a failed order */
  retryNewswireOrder: RetryNewswireOrderPayload;
  /** Retry a failed publication */
  retryPublication: RetryPublicationPayload;
  /** Owner only: its next call answers 401 and its sockets close */
  revokeApiToken: RevokeApiTokenPayload;
  /** Owner only: the link stops working */
  revokeInvitation: RevokeInvitationPayload;
  /** A new signing secret (this answer only); the old one signs for 24 hours more */
  rotateWebhookSecret: RotateWebhookSecretPayload;
  /** Owner only: whether releases need approval, and how many */
  setApprovalRule: SetApprovalRulePayload;
  /** Start turning two factors on: a secret to scan, then enableTwoFactor */
  setupTwoFactor: SetupTwoFactorPayload;
  /** Sign in with a mailed link (once); with two factors on, answers a tempToken for verifyTwoFactor */
  signInWithLink: SignInWithLinkPayload;
  /** Create an account and sign in (KYC verifies the ticker afterwards) */
  signup: SignupPayload;
  /** Apply for verification: the checks run and a code is mailed */
  submitKyc: SubmitKycPayload;
  /** Test connection: the plugin's verify() against its vendor (admin only) */
  testIntegration: TestIntegrationPayload;
  /** Save title and text; the disclosures are always restored */
  updateArticle: UpdateArticlePayload;
  /** Change a campaign (e.g. complete a draft) */
  updateCampaign: UpdateCampaignPayload;
  /** Saves the company profile (owners and editors) */
  updateCompanyProfile: UpdateCompanyProfilePayload;
  /** Changes the newsroom (owners) */
  updateNewsroom: UpdateNewsroomPayload;
  /** Change an endpoint, or turn it off and on */
  updateWebhookEndpoint: UpdateWebhookEndpointPayload;
  /** Confirm the mailed code */
  verifyKycEmail: VerifyKycEmailPayload;
  /** Finish signing in with an authenticator or backup code */
  verifyTwoFactor: VerifyTwoFactorPayload;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationApproveArticleArgs = {
  input: ApproveArticleInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationApproveKycReviewArgs = {
  input: ApproveKycReviewInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationArchiveCampaignArgs = {
  input: ArchiveCampaignInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationCancelNewswireOrderArgs = {
  input: CancelNewswireOrderInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationCancelPublicationArgs = {
  input: CancelPublicationInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationChangeMemberRoleArgs = {
  input: ChangeMemberRoleInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationChangePlanArgs = {
  input: ChangePlanInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationConfirmNewswireOrderArgs = {
  input: ConfirmNewswireOrderInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationConfirmPublicationArgs = {
  input: ConfirmPublicationInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationConnectPlatformArgs = {
  input: ConnectPlatformInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationCreateCampaignArgs = {
  input: CreateCampaignInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationDeleteWebhookEndpointArgs = {
  input: WebhookEndpointIdInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationDisconnectPlatformArgs = {
  input: DisconnectPlatformInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationDismissComplianceFindingArgs = {
  input: DismissComplianceFindingInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationDistributeArticleArgs = {
  input: DistributeInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationEnableTwoFactorArgs = {
  input: EnableTwoFactorInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationEndSessionArgs = {
  input: EndSessionInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationForgotPasswordArgs = {
  input: ForgotPasswordInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationGenerateArticleArgs = {
  input: GenerateArticleInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationGenerateContentArgs = {
  input: GenerateContentInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationInviteMemberArgs = {
  input: InviteInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationMarkNotificationsReadArgs = {
  input: MarkNotificationsReadInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationPingWebhookEndpointArgs = {
  input: WebhookEndpointIdInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationPublishArticleArgs = {
  input: PublishArticleInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRecordExchangeNoticeArgs = {
  input: RecordExchangeNoticeInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRecordNewswireOrderOutcomeArgs = {
  input: RecordNewswireOrderOutcomeInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRedeliverWebhookArgs = {
  input: RedeliverWebhookInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRefreshEngagementArgs = {
  input: RefreshEngagementInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRegenerateArticleArgs = {
  input: RegenerateArticleInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRegenerateBackupCodesArgs = {
  input: RegenerateBackupCodesInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRejectArticleArgs = {
  input: RejectArticleInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRejectKycReviewArgs = {
  input: RejectKycReviewInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRemoveMemberArgs = {
  input: RemoveMemberInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRemoveNewsroomSubscribersArgs = {
  input: RemoveNewsroomSubscribersInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRequestApprovalArgs = {
  input: RequestApprovalInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRequestSignInLinkArgs = {
  input: RequestSignInLinkInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationResetTwoFactorArgs = {
  input: ResetTwoFactorInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRetryNewswireOrderArgs = {
  input: RetryNewswireOrderInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRetryPublicationArgs = {
  input: RetryPublicationInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRevokeApiTokenArgs = {
  input: RevokeApiTokenInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRevokeInvitationArgs = {
  input: RevokeInvitationInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationRotateWebhookSecretArgs = {
  input: WebhookEndpointIdInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationSetApprovalRuleArgs = {
  input: SetApprovalRuleInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationSignInWithLinkArgs = {
  input: SignInWithLinkInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationSignupArgs = {
  input: SignupInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationSubmitKycArgs = {
  input: KycSubmissionInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationTestIntegrationArgs = {
  input: TestIntegrationInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationUpdateArticleArgs = {
  input: UpdateArticleInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationUpdateCampaignArgs = {
  input: UpdateCampaignInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationUpdateCompanyProfileArgs = {
  input: UpdateCompanyProfileInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationUpdateNewsroomArgs = {
  input: UpdateNewsroomInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationUpdateWebhookEndpointArgs = {
  input: UpdateWebhookEndpointInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationVerifyKycEmailArgs = {
  input: KycVerifyEmailInput;
};


/** Changes: each takes one input and answers <Name>Payload { <thing>, userErrors } */
export type MutationVerifyTwoFactorArgs = {
  input: VerifyTwoFactorInput;
};

/** The organization's public newsroom: its releases once out, and their feeds */
export type Newsroom = {
  __typename?: 'Newsroom';
  /** You may change it (owners) */
  canChange: Scalars['Boolean']['output'];
  /** Its feeds */
  feeds: NewsroomFeeds;
  /** The logo (https) */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Its address segment: /newsroom/<slug> */
  slug: Scalars['String']['output'];
  /** Its title */
  title: Scalars['String']['output'];
  /** The public newsroom */
  url: Scalars['String']['output'];
};

/** A release put on the organization’s newsroom */
export type NewsroomEntry = {
  __typename?: 'NewsroomEntry';
  /** Not shown before this time, nor before the newswire reports the release out */
  at: Scalars['DateTimeISO']['output'];
  /** Its permalink on the newsroom */
  url: Scalars['String']['output'];
  /** The article version shown there */
  version: Scalars['Int']['output'];
};

/** The newsroom's feeds */
export type NewsroomFeeds = {
  __typename?: 'NewsroomFeeds';
  /** Atom */
  atom: Scalars['String']['output'];
  /** JSON Feed 1.1 */
  json: Scalars['String']['output'];
  /** RSS 2.0 */
  rss: Scalars['String']['output'];
};

/** The newsroom's email alert list as its owner sees it: counts only */
export type NewsroomSubscribers = {
  __typename?: 'NewsroomSubscribers';
  /** Confirmed subscribers: those an alert goes to */
  count: Scalars['Int']['output'];
  /** Asked, not confirmed yet */
  pending: Scalars['Int']['output'];
};

/** What ordering from a wire will do, said before the order */
export type NewswireDelivery = {
  __typename?: 'NewswireDelivery';
  /** Sent by API, or a prepared package the issuer files */
  mode: NewswireDeliveryMode;
  /** What happens after ordering, step by step */
  steps: Array<Scalars['String']['output']>;
};

/** How an order reaches the wire */
export type NewswireDeliveryMode =
  /** IssuerWire sends the order through the wire's API */
  | 'API'
  /** IssuerWire prepares the release; the issuer files it on the wire's site (nothing is sent) */
  | 'PACKAGE';

/** A release ordered from one newswire */
export type NewswireOrder = Node & {
  __typename?: 'NewswireOrder';
  /** Sent through the vendor’s API (else filed by the issuer) */
  apiAvailable: Scalars['Boolean']['output'];
  /** The article released */
  articleId: Scalars['ID']['output'];
  /** The article's title */
  articleTitle: Scalars['String']['output'];
  /** The date a calendar puts it on: published, else target, else created */
  at: Scalars['DateTimeISO']['output'];
  /** Attempts to send it */
  attempts: Scalars['Int']['output'];
  /** Its campaign */
  campaignId: Scalars['ID']['output'];
  /**
   * Dollars
   * @deprecated Money as a float: use price. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  cost: Scalars['Float']['output'];
  /**
   * What it costs, in US cents
   * @deprecated Money as cents: use price. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  costCents: Scalars['Int']['output'];
  /** When it was ordered */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Estimated readers: 2,000 per order times the level’s multiplier (1, 3 or 8) */
  estimatedReach: Scalars['Int']['output'];
  /** The order id */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The package ordered */
  level: DistributionLevel;
  /** The vendor's own words about it */
  message?: Maybe<Scalars['String']['output']>;
  /** What the order costs */
  price: Money;
  /** The newswire plugin's id */
  provider: NewswireProviderId;
  /** The newswire's name */
  providerName: Scalars['String']['output'];
  /** When it was released */
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The release on the wire, once published */
  releaseUrl?: Maybe<Scalars['String']['output']>;
  /** Ordered while the plugin ran in sandbox: nothing was sent */
  sandbox: Scalars['Boolean']['output'];
  /** Where it stands */
  status: NewswireOrderStatus;
  /** What the issuer files by hand (Web Integration) */
  submission?: Maybe<SubmissionPackage>;
  /** When it should go out; null: at once */
  targetTime?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Its last change */
  updatedAt: Scalars['DateTimeISO']['output'];
  /** The vendor's reference for it */
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
  /** The package ordered */
  level: DistributionLevel;
  /** Provider id, e.g. BUSINESSWIRE */
  provider: NewswireProviderId;
  /** When it went out */
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The release on the wire */
  releaseUrl?: Maybe<Scalars['String']['output']>;
  /** Sandbox: nothing was sent to the wire */
  sandbox: Scalars['Boolean']['output'];
  /** Where it stands */
  status: NewswireOrderStatus;
  /** When it is due out */
  targetTime?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** A page of newswire orders */
export type NewswireOrderConnection = {
  __typename?: 'NewswireOrderConnection';
  /** The page, with cursors */
  edges: Array<NewswireOrderEdge>;
  /** The page, without cursors */
  nodes: Array<NewswireOrder>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One newswire order and its cursor */
export type NewswireOrderEdge = {
  __typename?: 'NewswireOrderEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The newswire order */
  node: NewswireOrder;
};

/** Where a newswire order stands */
export type NewswireOrderStatus =
  /** The issuer files it on the vendor’s site (Web Integration), then confirms the release URL */
  | 'AWAITING_ISSUER'
  /** Cancelled before it was sent */
  | 'CANCELLED'
  /** The vendor refused it or could not be reached (retry it) */
  | 'FAILED'
  /** Released on the wire */
  | 'PUBLISHED'
  /** Waiting for its target time */
  | 'SCHEDULED'
  /** The vendor has it; waiting for the vendor's release */
  | 'SUBMITTED'
  /** Being sent to the vendor */
  | 'SUBMITTING'
  /** Interrupted while being sent: the vendor may have it. Check on the vendor's site and record whether it was sent; retry is refused until then */
  | 'UNKNOWN';

/** One provider at one level for one article, before anything is ordered */
export type NewswirePackageQuote = {
  __typename?: 'NewswirePackageQuote';
  /** The markets where this level of this wire is broad national distribution */
  coverage: Array<Scalars['String']['output']>;
  /** Estimated readers: 2,000 per order times the level’s multiplier (1, 3 or 8), as the order records it */
  estimatedReach: Scalars['Int']['output'];
  /** Words of the release beyond the limit (0 when it fits or no limit is known) */
  extraWords: Scalars['Int']['output'];
  /** The package */
  level: DistributionLevel;
  /** What a release over the limit means, for people; null when it fits */
  notice?: Maybe<Scalars['String']['output']>;
  /** What the extra words add, where the vendor publishes a price per 100 words */
  overage?: Maybe<Money>;
  /**
   * US cents the extra words add, where the vendor publishes a price per 100 words
   * @deprecated Money as cents: use overage. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  overageCents?: Maybe<Scalars['Int']['output']>;
  /** Its price (list price or estimate: see NewswireProvider.pricingIndicative) */
  price: Money;
  /**
   * Its price, in US cents
   * @deprecated Money as cents: use price. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  priceCents: Scalars['Int']['output'];
  /** The newswire plugin's id */
  provider: NewswireProviderId;
  /** The most words the package covers; null where the vendor publishes no limit */
  wordLimit?: Maybe<Scalars['Int']['output']>;
};

/** A newswire one can order distribution from (a plugin) */
export type NewswireProvider = {
  __typename?: 'NewswireProvider';
  /** Orders go through its API (else the issuer files on its site) */
  apiAvailable: Scalars['Boolean']['output'];
  /** Per level, the markets where its circuit is broad national distribution */
  coverage: LevelMarkets;
  /** What ordering does: sent by API, or a package the issuer files, with its steps */
  delivery: NewswireDelivery;
  /** What it offers, as listed */
  features: Array<Scalars['String']['output']>;
  /** The plugin's id (e.g. BUSINESSWIRE); the values are this installation's newswire plugins */
  id: NewswireProviderId;
  /** Its name */
  name: Scalars['String']['output'];
  /** The price per level */
  prices: LevelMoney;
  /**
   * US dollars per level
   * @deprecated Money as a float: use prices. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  pricing: LevelPrices;
  /**
   * US cents per level
   * @deprecated Money as cents: use prices. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  pricingCents: LevelPrices;
  /** List prices or estimates, not a quote */
  pricingIndicative: Scalars['Boolean']['output'];
  /** Nothing is sent to this vendor from this server */
  sandbox: Scalars['Boolean']['output'];
  /** Where the issuer files the release or follows the order */
  submissionUrl?: Maybe<Scalars['String']['output']>;
};

/** A page of newswire providers */
export type NewswireProviderConnection = {
  __typename?: 'NewswireProviderConnection';
  /** The page, with cursors */
  edges: Array<NewswireProviderEdge>;
  /** The page, without cursors */
  nodes: Array<NewswireProvider>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One newswire provider and its cursor */
export type NewswireProviderEdge = {
  __typename?: 'NewswireProviderEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The newswire provider */
  node: NewswireProvider;
};

/** A newswire: the id of a newswire plugin installed here (the value names the plugin's id: globenewswire -> GLOBENEWSWIRE). Another installation's plugins give other values. */
export type NewswireProviderId =
  /** ACCESS Newswire (@issuerwire/newswire-accesswire) */
  | 'ACCESSWIRE'
  /** Business Wire (@issuerwire/newswire-businesswire) */
  | 'BUSINESSWIRE'
  /** EIN Presswire (@issuerwire/newswire-ein) */
  | 'EIN'
  /** GlobeNewswire (@issuerwire/newswire-globenewswire) */
  | 'GLOBENEWSWIRE'
  /** Newsfile (@issuerwire/newswire-newsfile) */
  | 'NEWSFILE'
  /** PR Newswire (@issuerwire/newswire-prnewswire) */
  | 'PRNEWSWIRE';

/** What distributing an article would mean with each provider and level */
export type NewswireQuote = {
  __typename?: 'NewswireQuote';
  /** The article */
  articleId: Scalars['ID']['output'];
  /** Material news of a listed issuer: the distribution it needs (a choice without it is refused, reg_fd_distribution); null: none */
  disclosure?: Maybe<DisclosureNeed>;
  /** Every provider at every level */
  packages: Array<NewswirePackageQuote>;
  /** Words of the release as the wire receives it: headline, body and disclosures in plain text */
  wordCount: Scalars['Int']['output'];
};

/** An object fetched by its id alone with node(id:) or nodes(ids:); the id is the one every other query and REST path uses */
export type Node = {
  /** Globally unique: the same id REST paths and every other query use */
  id: Scalars['ID']['output'];
};

/** A notice on the organization's bell */
export type Notification = Node & {
  __typename?: 'Notification';
  /** The article it concerns */
  articleId?: Maybe<Scalars['ID']['output']>;
  /** Its text */
  body: Scalars['String']['output'];
  /** The campaign it concerns */
  campaignId?: Maybe<Scalars['ID']['output']>;
  /** When it was raised */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The notification id */
  id: Scalars['ID']['output'];
  /** What it is about */
  kind: NotificationKind;
  /** Someone of the organization marked it read */
  read: Scalars['Boolean']['output'];
  /** When it was marked read */
  readAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Its title */
  title: Scalars['String']['output'];
};

/** A page of notifications */
export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  /** The page, with cursors */
  edges: Array<NotificationEdge>;
  /** The page, without cursors */
  nodes: Array<Notification>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One notification and its cursor */
export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The notification */
  node: Notification;
};

/** What a notification is about */
export type NotificationKind =
  /** An approval was decided */
  | 'APPROVAL_DECIDED'
  /** An approval was asked for */
  | 'APPROVAL_REQUESTED'
  /** An article was generated */
  | 'ARTICLE_GENERATED'
  /** An article was published */
  | 'ARTICLE_PUBLISHED'
  /** Publishing an article failed */
  | 'ARTICLE_PUBLISH_FAILED'
  /** A newswire order changed status */
  | 'DISTRIBUTION_STATUS'
  /** A channel of a release is more than 120 s past its time without being live */
  | 'RELEASE_DELAYED';

/** Where a page stands in its list */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The last node's cursor; null for an empty page */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** More follow: ask again with after: endCursor */
  hasNextPage: Scalars['Boolean']['output'];
  /** This page came after a cursor */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The first node's cursor; null for an empty page */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** How the issuer paid for a piece */
export type PaymentForm =
  /** In money: the amount IssuerWire charged (the charge is the bill) */
  | 'CASH'
  /** In shares of the issuer */
  | 'SHARES';

/** What PingWebhookEndpoint answers: the ping delivery (its log says how it went), or why the input was refused */
export type PingWebhookEndpointPayload = {
  __typename?: 'PingWebhookEndpointPayload';
  /**
   * The same as webhookDelivery
   * @deprecated Use webhookDelivery; removed after 2027-02-27
   */
  delivery?: Maybe<WebhookDelivery>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
  /** The ping delivery (its log says how it went); null when there are userErrors */
  webhookDelivery?: Maybe<WebhookDelivery>;
};

/** A plan one can choose */
export type Plan = {
  __typename?: 'Plan';
  /** Articles a UTC month the subscription includes */
  articlesPerMonth: Scalars['Int']['output'];
  /** What it includes, as listed */
  features: Array<Scalars['String']['output']>;
  /** Its id */
  id: PlanId;
  /** Its name */
  name: Scalars['String']['output'];
  /**
   * Each article beyond them, in US cents (confirmed before it is charged)
   * @deprecated Money as cents: use overagePrice. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  overageCents: Scalars['Int']['output'];
  /** Each article beyond the allowance (confirmed before it is charged) */
  overagePrice: Money;
  /** Monthly subscription (recorded; no payment is processed) */
  price: Money;
  /**
   * Monthly subscription in US cents (recorded; no payment is processed)
   * @deprecated Money as cents: use price. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  priceCents: Scalars['Int']['output'];
  /** The price as the pricing page shows it */
  priceLabel: Scalars['String']['output'];
};

/** An organization's plan (its monthly article quota and features) */
export type PlanId =
  /** Agency: 25 articles a month */
  | 'AGENCY'
  /** Basic: 4 articles a month */
  | 'BASIC'
  /** Pro: 12 articles a month */
  | 'PRO';

/** The organization's plan and this UTC month's article quota */
export type PlanUsage = {
  __typename?: 'PlanUsage';
  /** changePlan only: whether the plan changed */
  changed?: Maybe<Scalars['Boolean']['output']>;
  /** Articles the subscription includes this month */
  limit: Scalars['Int']['output'];
  /** The plan's name */
  name: Scalars['String']['output'];
  /**
   * Each article beyond the allowance, in US cents (confirmed before it is charged)
   * @deprecated Money as cents: use overagePrice. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  overageCents: Scalars['Int']['output'];
  /** Each article beyond the allowance (confirmed before it is charged) */
  overagePrice: Money;
  /** The start of this UTC month */
  periodStart: Scalars['DateTimeISO']['output'];
  /** The plan */
  plan: PlanId;
  /** Every plan */
  plans: Array<Plan>;
  /** Monthly subscription (recorded; no payment is processed) */
  price: Money;
  /**
   * Its monthly subscription in US cents
   * @deprecated Money as cents: use price. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  priceCents: Scalars['Int']['output'];
  /** Articles left this month */
  remaining: Scalars['Int']['output'];
  /** When the quota starts again */
  resetsAt: Scalars['DateTimeISO']['output'];
  /** The next plan up; null on the highest */
  upgradeTo?: Maybe<PlanId>;
  /** Articles generated this month */
  used: Scalars['Int']['output'];
};

/** A publishing platform with your connection state (never credentials) */
export type Platform = {
  __typename?: 'Platform';
  /** Your account on it is connected */
  connected: Scalars['Boolean']['output'];
  /** When it was connected */
  connectedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What connecting asks for */
  credentialFields: Array<CredentialField>;
  /** The form of text it takes */
  editorFormat: EditorFormat;
  /** The plugin's id (e.g. TWITTER); the values are this installation's platform plugins */
  id: PlatformId;
  /** The connected account, as you or the platform named it */
  label?: Maybe<Scalars['String']['output']>;
  /** Most characters a post may have; null: no limit */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** Its name */
  name: Scalars['String']['output'];
  /** The account can be connected by signing in to the platform (OAuth): send the browser to oauthStartUrl */
  oauthAvailable: Scalars['Boolean']['output'];
  /** Where the browser goes to connect by signing in (GET, signed in); null when not available */
  oauthStartUrl?: Maybe<Scalars['String']['output']>;
  /** Nothing is posted: no connected account, or the plugin runs in sandbox here */
  sandbox: Scalars['Boolean']['output'];
  /** Why it is in sandbox, for people */
  sandboxReason?: Maybe<Scalars['String']['output']>;
};

/** A page of publishing platforms */
export type PlatformConnection = {
  __typename?: 'PlatformConnection';
  /** The page, with cursors */
  edges: Array<PlatformEdge>;
  /** The page, without cursors */
  nodes: Array<Platform>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One publishing platform and its cursor */
export type PlatformEdge = {
  __typename?: 'PlatformEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The publishing platform */
  node: Platform;
};

/** A publishing platform: the id of a platform plugin installed here (the value names the plugin's id: medium -> MEDIUM). Another installation's plugins give other values. */
export type PlatformId =
  /** Medium (@issuerwire/platform-medium) */
  | 'MEDIUM'
  /** The organization's own newsroom (/newsroom/<slug>) and its RSS, Atom and JSON feeds (built in) */
  | 'NEWSROOM'
  /** Substack (@issuerwire/platform-substack) */
  | 'SUBSTACK'
  /** X (Twitter) (@issuerwire/platform-twitter) */
  | 'TWITTER';

/** An article on one platform */
export type Publication = Node & {
  __typename?: 'Publication';
  /** The article */
  articleId: Scalars['ID']['output'];
  /** The article's title */
  articleTitle: Scalars['String']['output'];
  /** Calendar date: published, else scheduled, else created */
  at: Scalars['DateTimeISO']['output'];
  /** Attempts to post it */
  attempts: Scalars['Int']['output'];
  /** Its campaign */
  campaignId: Scalars['ID']['output'];
  /** When it was requested */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The publication id */
  id: Scalars['ID']['output'];
  /** Why it failed, or why the last attempt did while it is retried */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The platform plugin's id (e.g. TWITTER, MEDIUM, SUBSTACK) */
  platform: PlatformId;
  /** The platform's name */
  platformName: Scalars['String']['output'];
  /** The platform's id for the post */
  postId?: Maybe<Scalars['String']['output']>;
  /** When it was posted */
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Nothing was posted to the platform */
  sandbox: Scalars['Boolean']['output'];
  /** When it is to be posted; null: at once */
  scheduledFor?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Where it stands */
  status: PublicationStatus;
  /** Pending: what to post by hand, then confirm with the URL */
  submission?: Maybe<SubmissionPackage>;
  /** Its last change */
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
  /** Platform plugin id, e.g. TWITTER, MEDIUM, SUBSTACK */
  platform: PlatformId;
  /** When it went live */
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Sandbox: nothing was sent to the platform */
  sandbox: Scalars['Boolean']['output'];
  /** When it is due (scheduled only) */
  scheduledFor?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Where it stands */
  status: PublicationStatus;
  /** The post */
  url?: Maybe<Scalars['String']['output']>;
};

/** A page of publications */
export type PublicationConnection = {
  __typename?: 'PublicationConnection';
  /** The page, with cursors */
  edges: Array<PublicationEdge>;
  /** The page, without cursors */
  nodes: Array<Publication>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One publication and its cursor */
export type PublicationEdge = {
  __typename?: 'PublicationEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The publication */
  node: Publication;
};

/** Where a post on a platform stands */
export type PublicationStatus =
  /** Cancelled before it was posted */
  | 'CANCELLED'
  /** The platform refused it or could not be reached (retry it) */
  | 'FAILED'
  /** The issuer posts it by hand, then confirms the URL */
  | 'PENDING'
  /** Posted */
  | 'PUBLISHED'
  /** Being posted */
  | 'PUBLISHING'
  /** Waiting for its time */
  | 'SCHEDULED';

/** What to publish, where and when */
export type PublishArticleInput = {
  /** The article (approved, where the organization requires it) */
  articleId: Scalars['ID']['input'];
  /** One per user action: a repeat answers the first result (replayed) and does nothing again */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Platform plugin ids */
  platforms: Array<PlatformId>;
  /** When to publish, not in the past; absent: at once */
  scheduledFor?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

/** What PublishArticle answers: the publications the request made, or why the input was refused */
export type PublishArticlePayload = {
  __typename?: 'PublishArticlePayload';
  /** The publications the request made; null when there are userErrors */
  publishResult?: Maybe<PublishResult>;
  /**
   * The same as publishResult
   * @deprecated Use publishResult; removed after 2027-02-27
   */
  result?: Maybe<PublishResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The publications a publish request made */
export type PublishResult = {
  __typename?: 'PublishResult';
  /** The hosted article page, the canonical URL the platforms link to */
  hostedUrl: Scalars['String']['output'];
  /** What was and was not posted, for people */
  message: Scalars['String']['output'];
  /** The requested time came before the newswire release and was moved after it */
  movedAfterDistribution?: Maybe<ReleaseMove>;
  /** The newsroom entry, when the platforms named NEWSROOM */
  newsroom?: Maybe<NewsroomEntry>;
  /** One per platform */
  publications: Array<Publication>;
  /** The stored answer of an earlier call with the same idempotency key */
  replayed: Scalars['Boolean']['output'];
};

/** Publications and newswire orders in a window */
export type PublishingCalendar = {
  __typename?: 'PublishingCalendar';
  /** The window’s start (inclusive) */
  from: Scalars['DateTimeISO']['output'];
  /** Orders whose calendar date falls in it */
  orders: Array<NewswireOrder>;
  /** Publications whose calendar date falls in it */
  publications: Array<Publication>;
  /** The window’s end (exclusive) */
  to: Scalars['DateTimeISO']['output'];
};

/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type Query = {
  __typename?: 'Query';
  /** Views and clicks per day, campaign and platform (default the last 30 days), and newswire orders */
  analytics: Analytics;
  /** Score a text and list what blocks it and what to improve */
  analyzeContent: ContentAnalysis;
  /** The organization's API tokens, newest first (owner only) */
  apiTokens: ApiTokenConnection;
  /** The organization's approval rule */
  approvalRule: ApprovalRule;
  /** One article of your organization; an unknown id is null with a not_found error for this field only */
  article?: Maybe<Article>;
  /** An article's approval state */
  articleApproval: ApprovalState;
  /** The current version's compliance, with dismissals and the model's second opinion */
  articleCompliance: VersionCompliance;
  /** Versions with line diffs, and the audit trail; null (not_found) for an unknown id */
  articleHistory?: Maybe<ArticleHistory>;
  /** The release's receipt per channel (same as GET /api/articles/{id}/release) */
  articleRelease: ReleaseReceipt;
  /** Your articles, newest first */
  articles: ArticleConnection;
  /** What your organization was charged, newest first (REST: GET /api/billing/charges) */
  billingCharges: ChargeConnection;
  /** One campaign of your organization; an unknown id is null with a not_found error for this field only */
  campaign?: Maybe<Campaign>;
  /** Newest first; archived left out unless status is ARCHIVED or ALL */
  campaigns: CampaignConnection;
  /** Check a text against the rules of the ticker's listing */
  checkCompliance: ComplianceCheck;
  /** Your organization's company profile */
  companyProfile: CompanyProfile;
  /** What writes drafts on this server (public: the landing page says it) */
  contentWriter: ContentWriter;
  /** The four stat cards with changes against last month, and the unread notification count */
  dashboardStats: DashboardStats;
  /** The sample accounts of the authorization presets */
  demoAccounts: DemoAccounts;
  /** The seeded demo issuer */
  demoProfile: IssuerProfile;
  /** Your campaign's measured engagement and stock quote; null (not_found) for any other campaign */
  engagement?: Maybe<Engagement>;
  /** The organization's events of the last 30 days, oldest first: replay what a webhook receiver missed (read scope). A cursor is an event's sequence, so a page continues after the last event seen */
  events: EventConnection;
  /** Guidelines for the ticker's listing; deadlines computed from eventTime (default now) */
  guidelines: Guidelines;
  /** Whether the API and its database answer (no sign-in needed) */
  health: Health;
  /** Every installed plugin with its mode, options and last vendor call (admin only) */
  integrations: IntegrationConnection;
  /** What an invitation link offers (no sign-in needed) */
  invitation: InvitationPreview;
  /** Decided applications, newest decision first: the latest 200 (admin only) */
  kycReviewHistory: KycDecidedReviewConnection;
  /** Applications waiting for a reviewer, oldest first (admin only) */
  kycReviews: KycReviewConnection;
  /** The signed-in account’s verification; null when nobody is signed in */
  kycStatus?: Maybe<KycStatus>;
  /** Who is signed in; null when nobody */
  me?: Maybe<Account>;
  /** Your organization's newsroom */
  newsroom: Newsroom;
  /** How many subscribe to the email alerts (owners); the addresses only by export */
  newsroomSubscribers: NewsroomSubscribers;
  /** Your newswire orders, newest first */
  newswireOrders: NewswireOrderConnection;
  /** Newswire providers with prices per level and features */
  newswireProviders: NewswireProviderConnection;
  /** The distribution dialog's figures for your article: its word count against each package's limit, price and reach; null for any other article */
  newswireQuote?: Maybe<NewswireQuote>;
  /** Any object of your organization by its id; null for an unknown id or another organization's (never an error that says it exists). Refused as the type's own query is (role, token scope) */
  node?: Maybe<Node>;
  /** Several objects by id, of any types, in the order asked (null where node(id:) would be null); at most 100 ids */
  nodes: Array<Maybe<Node>>;
  /** The bell: newest first (the unread count is unreadNotificationCount) */
  notifications: NotificationConnection;
  /** The organization's plan and this month's quota */
  planUsage: PlanUsage;
  /** Publishing platforms with your connection and sandbox state */
  platforms: PlatformConnection;
  /** Your publications, newest first */
  publications: PublicationConnection;
  /** Publications and newswire orders in [from, to) (default: 30 days back to 60 ahead) */
  publishingCalendar: PublishingCalendar;
  /** A release time read against the issuer's exchange calendar (same as GET /api/articles/{id}/release-check) */
  releaseCheck: ReleaseCheck;
  /** Active sessions of the signed-in user */
  sessions: AccountSessionConnection;
  /** Ticker prefix and company-name search, exact ticker first */
  stockSearch: StockSearchResultConnection;
  /** The title the form suggests: the composer's headline for the strongest highlight (else "<company> Campaign") */
  suggestedCampaignTitle: Scalars['String']['output'];
  /** The title the content generator's form offers: the headline the built-in composer writes from the key messages */
  suggestedTitle: Scalars['String']['output'];
  /** The address to write to for help with this server (no sign-in needed) */
  supportEmail: Scalars['String']['output'];
  /** The organization's members (and, for the owner, pending invitations) */
  team: Team;
  /** The one authorization decision: yourself and the sample accounts (admins: anyone) */
  testTickerAuthorization: TickerAuthorizationResult;
  /** The number on the bell */
  unreadNotificationCount: Scalars['Int']['output'];
  /** Look a ticker up in the market data */
  validateTicker: TickerValidation;
  /** The dashboard's "Waiting for my approval" (approvers and owners) */
  waitingForMyApproval: WaitingApprovalConnection;
  /** An endpoint's deliveries, newest first */
  webhookDeliveries: WebhookDeliveryConnection;
  /** The organization's webhook endpoints (owner, or a token with the webhooks scope) */
  webhookEndpoints: WebhookEndpointConnection;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryAnalyticsArgs = {
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  firstDay?: InputMaybe<Scalars['Date']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  lastDay?: InputMaybe<Scalars['Date']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryAnalyzeContentArgs = {
  content: Scalars['String']['input'];
  ticker: Scalars['String']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryApiTokensArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryArticleArgs = {
  id: Scalars['ID']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryArticleApprovalArgs = {
  articleId: Scalars['ID']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryArticleComplianceArgs = {
  articleId: Scalars['ID']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryArticleHistoryArgs = {
  id: Scalars['ID']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryArticleReleaseArgs = {
  articleId: Scalars['ID']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryArticlesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ArticleStatus>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryBillingChargesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryCampaignArgs = {
  id: Scalars['ID']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryCampaignsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CampaignStatusFilter>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryCheckComplianceArgs = {
  content: Scalars['String']['input'];
  ticker: Scalars['String']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryEngagementArgs = {
  campaignId: Scalars['ID']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryGuidelinesArgs = {
  eventTime?: InputMaybe<Scalars['DateTimeISO']['input']>;
  ticker: Scalars['String']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryIntegrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryKycReviewHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryKycReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryNewswireOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  articleId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryNewswireProvidersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryNewswireQuoteArgs = {
  articleId: Scalars['ID']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryPlatformsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryPublicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  articleId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryPublishingCalendarArgs = {
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryReleaseCheckArgs = {
  articleId: Scalars['ID']['input'];
  scheduledFor?: InputMaybe<Scalars['DateTimeISO']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QuerySessionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryStockSearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QuerySuggestedCampaignTitleArgs = {
  companyName: Scalars['String']['input'];
  highlights: Scalars['String']['input'];
  ticker: Scalars['String']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QuerySuggestedTitleArgs = {
  companyName: Scalars['String']['input'];
  keyMessages: Array<Scalars['String']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryTestTickerAuthorizationArgs = {
  input: TickerAuthorizationTestInput;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryValidateTickerArgs = {
  ticker: Scalars['String']['input'];
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryWaitingForMyApprovalArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryWebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  endpointId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the viewer's organization (a session or a Bearer token with the scope the field names) */
export type QueryWebhookEndpointsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The plan's article quota this UTC month */
export type QuotaSummary = {
  __typename?: 'QuotaSummary';
  /** Articles allowed */
  limit: Scalars['Int']['output'];
  /** The plan */
  plan: PlanId;
  /** Articles left */
  remaining: Scalars['Int']['output'];
  /** Articles generated */
  used: Scalars['Int']['output'];
};

/** What stock figures are; only LIVE may be called live */
export type QuoteFreshness =
  /** From a live market-data plugin, but older than 15 minutes */
  | 'DELAYED'
  /** From a live market-data plugin and at most 15 minutes old */
  | 'LIVE'
  /** Sample data (the bundled dataset or the demo listing), with its date: never live */
  | 'SAMPLE'
  /** No quote for this ticker */
  | 'UNAVAILABLE';

/** When the issuer told its exchange of a release */
export type RecordExchangeNoticeInput = {
  /** The article */
  articleId: Scalars['ID']['input'];
  /** When; absent: now. Not in the future. */
  notifiedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

/** What RecordExchangeNotice answers: the recorded notice, or why the input was refused */
export type RecordExchangeNoticePayload = {
  __typename?: 'RecordExchangeNoticePayload';
  /** The recorded notice; null when there are userErrors */
  exchangeNotice?: Maybe<ExchangeNotice>;
  /**
   * The same as exchangeNotice
   * @deprecated Use exchangeNotice; removed after 2027-02-27
   */
  notice?: Maybe<ExchangeNotice>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** What the wire's site shows of an order whose outcome is unknown */
export type RecordNewswireOrderOutcomeInput = {
  /** The order */
  id: Scalars['ID']['input'];
  /** True when the wire's site shows the order; false when it surely does not */
  sent: Scalars['Boolean']['input'];
  /** The wire's order number, when its site shows one */
  vendorRef?: InputMaybe<Scalars['String']['input']>;
};

/** What RecordNewswireOrderOutcome answers: the order, placed (sent) or failed (not sent), or why the input was refused */
export type RecordNewswireOrderOutcomePayload = {
  __typename?: 'RecordNewswireOrderOutcomePayload';
  /** The order, placed (sent) or failed (not sent); null when there are userErrors */
  newswireOrder?: Maybe<NewswireOrder>;
  /**
   * The same as newswireOrder
   * @deprecated Use newswireOrder; removed after 2027-02-27
   */
  order?: Maybe<NewswireOrder>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** Which delivery to send again */
export type RedeliverWebhookInput = {
  /** The delivery id */
  deliveryId: Scalars['ID']['input'];
};

/** What RedeliverWebhook answers: the new delivery of the same event, or why the input was refused */
export type RedeliverWebhookPayload = {
  __typename?: 'RedeliverWebhookPayload';
  /**
   * The same as webhookDelivery
   * @deprecated Use webhookDelivery; removed after 2027-02-27
   */
  delivery?: Maybe<WebhookDelivery>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
  /** The new delivery of the same event; null when there are userErrors */
  webhookDelivery?: Maybe<WebhookDelivery>;
};

/** The campaign whose figures to ask for */
export type RefreshEngagementInput = {
  /** The campaign */
  campaignId: Scalars['ID']['input'];
};

/** What RefreshEngagement answers: whether new figures were asked for, or why the input was refused */
export type RefreshEngagementPayload = {
  __typename?: 'RefreshEngagementPayload';
  /** Whether new figures were asked for; null when there are userErrors */
  engagementRefreshResult?: Maybe<EngagementRefreshResult>;
  /**
   * The same as engagementRefreshResult
   * @deprecated Use engagementRefreshResult; removed after 2027-02-27
   */
  result?: Maybe<EngagementRefreshResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The article to write again */
export type RegenerateArticleInput = {
  /** The article id */
  id: Scalars['ID']['input'];
  /** Replace a title the issuer edited with the new draft's (default false: an edited title is kept) */
  replaceTitle?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What RegenerateArticle answers: the article with its new text and a summary, or why the input was refused */
export type RegenerateArticlePayload = {
  __typename?: 'RegenerateArticlePayload';
  /** The article with its new text and a summary; null when there are userErrors */
  articleGenerationResult?: Maybe<ArticleGenerationResult>;
  /**
   * The same as articleGenerationResult
   * @deprecated Use articleGenerationResult; removed after 2027-02-27
   */
  result?: Maybe<ArticleGenerationResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A current code, to replace the backup codes */
export type RegenerateBackupCodesInput = {
  /** A current authenticator code */
  token: Scalars['String']['input'];
};

/** What RegenerateBackupCodes answers: the new backup codes, shown once, or why the input was refused */
export type RegenerateBackupCodesPayload = {
  __typename?: 'RegenerateBackupCodesPayload';
  /** The new backup codes, shown once; null when there are userErrors */
  backupCodes?: Maybe<Array<Scalars['String']['output']>>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The article whose current version you reject, and what should change */
export type RejectArticleInput = {
  /** The article */
  articleId: Scalars['ID']['input'];
  /** What should change (required) */
  comment: Scalars['String']['input'];
};

/** What RejectArticle answers: the article's approval state, or why the input was refused */
export type RejectArticlePayload = {
  __typename?: 'RejectArticlePayload';
  /**
   * The same as approvalState
   * @deprecated Use approvalState; removed after 2027-02-27
   */
  approval?: Maybe<ApprovalState>;
  /** The article's approval state; null when there are userErrors */
  approvalState?: Maybe<ApprovalState>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The application to reject, and why */
export type RejectKycReviewInput = {
  /** Why (mailed to the applicant) */
  reason: Scalars['String']['input'];
  /** The applicant */
  userId: Scalars['ID']['input'];
};

/** What RejectKycReview answers: the rejection recorded, or why the input was refused */
export type RejectKycReviewPayload = {
  __typename?: 'RejectKycReviewPayload';
  /**
   * The same as reviewActionResult
   * @deprecated Use reviewActionResult; removed after 2027-02-27
   */
  result?: Maybe<ReviewActionResult>;
  /** The rejection recorded; null when there are userErrors */
  reviewActionResult?: Maybe<ReviewActionResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** When a release at eventTime may go out, under the listing’s timely-disclosure rules */
export type ReleaseAdvice = {
  __typename?: 'ReleaseAdvice';
  /** The earliest release after the close, when in session */
  earliestAfterClose?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The same instant as New York wall time, for people (e.g. 2026-03-10 08:30 ET) */
  easternTime: Scalars['String']['output'];
  /** Notify the exchange before this (where the listing asks) */
  notifyExchangeBy?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Releasing at eventTime breaks no rule */
  ok: Scalars['Boolean']['output'];
  /** The rules applied */
  rules: Array<RuleItem>;
  /** Where eventTime falls in the trading day; null outside the calendar */
  session?: Maybe<MarketSession>;
  /** What to watch, for people */
  warnings: Array<Scalars['String']['output']>;
};

/** One channel of a release on its receipt */
export type ReleaseChannel = {
  __typename?: 'ReleaseChannel';
  /** When it went live (or was sent); else when it is due */
  at?: Maybe<Scalars['DateTimeISO']['output']>;
  /** wire, platform, newsroom, feed or alerts */
  channel: ReleaseChannelKind;
  /** What the channel said */
  detail?: Maybe<Scalars['String']['output']>;
  /** The provider, platform or feed */
  name: Scalars['String']['output'];
  /** Where to see it */
  permalink?: Maybe<Scalars['String']['output']>;
  /** scheduled, sent, live, failed or delayed */
  status: ReleaseChannelStatus;
};

/** A kind of channel a release goes to */
export type ReleaseChannelKind =
  /** The newsroom's e-mail alerts to subscribers */
  | 'ALERTS'
  /** The newsroom's RSS feed */
  | 'FEED'
  /** The organization's public newsroom page */
  | 'NEWSROOM'
  /** A post on a connected platform */
  | 'PLATFORM'
  /** A newswire order (goes first: platform posts wait for it) */
  | 'WIRE';

/** What happened on a channel */
export type ReleaseChannelStatus =
  /** More than 120 s past its time without being live */
  | 'DELAYED'
  /** Did not go out */
  | 'FAILED'
  /** Out */
  | 'LIVE'
  /** Waiting for its time (or for the newswire) */
  | 'SCHEDULED'
  /** Handed over; not confirmed live yet */
  | 'SENT';

/** A release time read against the issuer's exchange calendar */
export type ReleaseCheck = {
  __typename?: 'ReleaseCheck';
  /** The article */
  articleId: Scalars['ID']['output'];
  /** The exchange, as its calendar names it */
  exchange?: Maybe<Scalars['String']['output']>;
  /** When the issuer recorded telling its exchange */
  exchangeNotifiedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The release time on the exchange's clock with its offset */
  exchangeTime?: Maybe<Scalars['String']['output']>;
  /** The same for people: "Mon, Nov 30, 2026, 10:15 EST" */
  exchangeTimeLabel?: Maybe<Scalars['String']['output']>;
  /** What the time means; empty when nothing needs attention */
  findings: Array<ReleaseTimingFinding>;
  /** The release time checked */
  scheduledFor: Scalars['DateTimeISO']['output'];
  /** The exchange's IANA time zone */
  timeZone?: Maybe<Scalars['String']['output']>;
  /** Whether the exchange trades that day */
  tradingDay?: Maybe<Scalars['Boolean']['output']>;
};

/** A requested time moved after the newswire release */
export type ReleaseMove = {
  __typename?: 'ReleaseMove';
  /** The time asked for */
  from: Scalars['DateTimeISO']['output'];
  /** The time it got */
  to: Scalars['DateTimeISO']['output'];
};

/** A release's receipt: every channel it went to (GET /api/articles/{id}/release) */
export type ReleaseReceipt = {
  __typename?: 'ReleaseReceipt';
  /** The article */
  articleId: Scalars['ID']['output'];
  /** Wire orders, platform posts, the newsroom, its feeds, the alerts */
  channels: Array<ReleaseChannel>;
};

/** What a release time means on the exchange (GET /api/articles/{id}/release-check codes, upper case) */
export type ReleaseTimingCode =
  /** A year past the holiday table: only weekends are checked */
  | 'CALENDAR_NOT_PUBLISHED'
  /** NYSE/Nasdaq: 10 minutes before the close to 5 after, the closing auction */
  | 'CLOSING_WINDOW'
  /** A weekend or exchange holiday, for information */
  | 'MARKET_CLOSED_DAY'
  /** NYSE/Nasdaq: the exchange must be told at least 10 minutes before (Nasdaq also outside 07:00–20:00 ET) */
  | 'MARKET_HOURS_NOTICE'
  /** No trading calendar for the issuer’s exchange */
  | 'NO_EXCHANGE_CALENDAR'
  /** LSE/AIM: outside 07:00–18:30 London time on a business day */
  | 'OUTSIDE_RNS_HOURS';

/** One release-timing finding; informs, blocks nothing */
export type ReleaseTimingFinding = {
  __typename?: 'ReleaseTimingFinding';
  /** Stable code */
  code: ReleaseTimingCode;
  /** What it means and what to do */
  message: Scalars['String']['output'];
  /** market_hours_notice: the latest time the exchange may be told */
  noticeDeadline?: Maybe<Scalars['DateTimeISO']['output']>;
  /** market_hours_notice: the recorded notice meets the deadline */
  resolved?: Maybe<Scalars['Boolean']['output']>;
  /** warning (act on it) or info */
  severity: ReleaseTimingSeverity;
};

/** How a release-timing finding asks to be read */
export type ReleaseTimingSeverity =
  /** Worth knowing; nothing to do */
  | 'INFO'
  /** Act on it: tell the exchange, or move the release */
  | 'WARNING';

/** The member to remove */
export type RemoveMemberInput = {
  /** The member */
  userId: Scalars['ID']['input'];
};

/** What RemoveMember answers: true: the member is out, or why the input was refused */
export type RemoveMemberPayload = {
  __typename?: 'RemoveMemberPayload';
  /** True: the member is out; null when there are userErrors */
  removed?: Maybe<Scalars['Boolean']['output']>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** Addresses to take off the email alert list */
export type RemoveNewsroomSubscribersInput = {
  /** The addresses to remove */
  emails: Array<Scalars['String']['input']>;
};

/** What RemoveNewsroomSubscribers answers: the list after the removal, or why the input was refused */
export type RemoveNewsroomSubscribersPayload = {
  __typename?: 'RemoveNewsroomSubscribersPayload';
  /** The list after the removal; null when there are userErrors */
  newsroomSubscribers?: Maybe<NewsroomSubscribers>;
  /**
   * The same as newsroomSubscribers
   * @deprecated Use newsroomSubscribers; removed after 2027-02-27
   */
  subscribers?: Maybe<NewsroomSubscribers>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The article whose current version is to be approved */
export type RequestApprovalInput = {
  /** The article */
  articleId: Scalars['ID']['input'];
  /** A note to the approvers */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** What RequestApproval answers: the article's approval state, or why the input was refused */
export type RequestApprovalPayload = {
  __typename?: 'RequestApprovalPayload';
  /**
   * The same as approvalState
   * @deprecated Use approvalState; removed after 2027-02-27
   */
  approval?: Maybe<ApprovalState>;
  /** The article's approval state; null when there are userErrors */
  approvalState?: Maybe<ApprovalState>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** Whose owner to mail a sign-in link while sign-in is paused */
export type RequestSignInLinkInput = {
  /** The username as typed at sign-in */
  username: Scalars['String']['input'];
};

/** What RequestSignInLink answers: the same answer for every username, or why the input was refused */
export type RequestSignInLinkPayload = {
  __typename?: 'RequestSignInLinkPayload';
  /** The same answer for every username; null when there are userErrors */
  actionResult?: Maybe<ActionResult>;
  /**
   * The same as actionResult
   * @deprecated Use actionResult; removed after 2027-02-27
   */
  result?: Maybe<ActionResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** How much research the generator gathers */
export type ResearchDepth =
  /** The listing only */
  | 'BASIC'
  /** The listing and the 8 latest titles */
  | 'DEEP'
  /** The listing and the titles of the issuer's 3 latest articles (default) */
  | 'STANDARD';

/** A fact the generator used, with where it came from */
export type ResearchFact = {
  __typename?: 'ResearchFact';
  /** What it is */
  label: Scalars['String']['output'];
  /** Its source */
  source: Scalars['String']['output'];
  /** Its value */
  value: Scalars['String']['output'];
};

/** What ResendKycCode answers: the new code mailed, or why the input was refused */
export type ResendKycCodePayload = {
  __typename?: 'ResendKycCodePayload';
  /** The new code mailed; null when there are userErrors */
  kycResendCodeResult?: Maybe<KycResendCodeResult>;
  /**
   * The same as kycResendCodeResult
   * @deprecated Use kycResendCodeResult; removed after 2027-02-27
   */
  result?: Maybe<KycResendCodeResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A new password from the mailed reset link */
export type ResetPasswordInput = {
  /** The new password again */
  confirmPassword: Scalars['String']['input'];
  /** The new password */
  password: Scalars['String']['input'];
  /** The link's single-use token */
  token: Scalars['String']['input'];
};

/** What ResetPassword answers: the password reset, or why the input was refused */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** The password reset; null when there are userErrors */
  actionResult?: Maybe<ActionResult>;
  /**
   * The same as actionResult
   * @deprecated Use actionResult; removed after 2027-02-27
   */
  result?: Maybe<ActionResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A current code, to turn two factors off */
export type ResetTwoFactorInput = {
  /** A current authenticator or backup code */
  token: Scalars['String']['input'];
};

/** What ResetTwoFactor answers: two factors turned off, or why the input was refused */
export type ResetTwoFactorPayload = {
  __typename?: 'ResetTwoFactorPayload';
  /** Two factors turned off; null when there are userErrors */
  actionResult?: Maybe<ActionResult>;
  /**
   * The same as actionResult
   * @deprecated Use actionResult; removed after 2027-02-27
   */
  result?: Maybe<ActionResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The failed order to retry */
export type RetryNewswireOrderInput = {
  /** The order */
  id: Scalars['ID']['input'];
};

/** What RetryNewswireOrder answers: the order, tried again, or why the input was refused */
export type RetryNewswireOrderPayload = {
  __typename?: 'RetryNewswireOrderPayload';
  /** The order, tried again; null when there are userErrors */
  newswireOrder?: Maybe<NewswireOrder>;
  /**
   * The same as newswireOrder
   * @deprecated Use newswireOrder; removed after 2027-02-27
   */
  order?: Maybe<NewswireOrder>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The failed publication to retry */
export type RetryPublicationInput = {
  /** The publication */
  id: Scalars['ID']['input'];
};

/** What RetryPublication answers: the publication, tried again, or why the input was refused */
export type RetryPublicationPayload = {
  __typename?: 'RetryPublicationPayload';
  /** The publication, tried again; null when there are userErrors */
  publication?: Maybe<Publication>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A reviewer's decision recorded */
export type ReviewActionResult = {
  __typename?: 'ReviewActionResult';
  /** What happened, for people */
  message: Scalars['String']['output'];
  /** Always true: a failure is an error with a code */
  success: Scalars['Boolean']['output'];
};

/** The token to revoke */
export type RevokeApiTokenInput = {
  /** The token id */
  id: Scalars['ID']['input'];
};

/** What RevokeApiToken answers: the token, revoked, or why the input was refused */
export type RevokeApiTokenPayload = {
  __typename?: 'RevokeApiTokenPayload';
  /** The token, revoked; null when there are userErrors */
  apiToken?: Maybe<ApiToken>;
  /**
   * The same as apiToken
   * @deprecated Use apiToken; removed after 2027-02-27
   */
  token?: Maybe<ApiToken>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The invitation to withdraw */
export type RevokeInvitationInput = {
  /** The invitation */
  id: Scalars['ID']['input'];
};

/** What RevokeInvitation answers: true: the link stops working, or why the input was refused */
export type RevokeInvitationPayload = {
  __typename?: 'RevokeInvitationPayload';
  /** True: the link stops working; null when there are userErrors */
  revoked?: Maybe<Scalars['Boolean']['output']>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The listing's promotion risk, by venue tier */
export type RiskLevel =
  /** Venture venues */
  | 'HIGH'
  /** Senior venues */
  | 'LOW'
  /** Growth venues */
  | 'MEDIUM';

/** What RotateWebhookSecret answers: the endpoint and, this once, its new signing secret, or why the input was refused */
export type RotateWebhookSecretPayload = {
  __typename?: 'RotateWebhookSecretPayload';
  /**
   * The same as webhookEndpointWithSecret
   * @deprecated Use webhookEndpointWithSecret; removed after 2027-02-27
   */
  endpointWithSecret?: Maybe<WebhookEndpointWithSecret>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
  /** The endpoint and, this once, its new signing secret; null when there are userErrors */
  webhookEndpointWithSecret?: Maybe<WebhookEndpointWithSecret>;
};

/** One guideline with its stable id and citation */
export type RuleItem = {
  __typename?: 'RuleItem';
  /** Where it comes from (rule, form or policy) */
  citation: Scalars['String']['output'];
  /** Stable id of the rule */
  id: Scalars['String']['output'];
  /** What it requires */
  text: Scalars['String']['output'];
  /** Not confirmed against the primary text */
  unconfirmed: Scalars['Boolean']['output'];
};

/** The model's review of the current version */
export type SecondOpinion = {
  __typename?: 'SecondOpinion';
  /** When it answered */
  checkedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Findings it raised */
  findingCount: Scalars['Int']['output'];
  /** The model (null when off) */
  model?: Maybe<Scalars['String']['output']>;
  /** Where it stands */
  status: SecondOpinionStatus;
};

/** Where the model's review of a version stands */
export type SecondOpinionStatus =
  /** The model reviewed the borderline sentences and was sure of each */
  | 'DONE'
  /** The model could not be reached or answered nonsense: a person should look */
  | 'FAILED'
  /** The model was unsure of at least one sentence: a person should look */
  | 'NEEDS_REVIEW'
  /** No model is configured: no second opinion */
  | 'OFF'
  /** The model is reviewing this version */
  | 'PENDING';

/** A campaign's sector (the form's list) */
export type Sector =
  /** Communication Services */
  | 'COMMUNICATION_SERVICES'
  /** Consumer Goods */
  | 'CONSUMER'
  /** Energy */
  | 'ENERGY'
  /** Financial Services */
  | 'FINANCIAL'
  /** Healthcare */
  | 'HEALTHCARE'
  /** Industrials */
  | 'INDUSTRIALS'
  /** Materials */
  | 'MATERIALS'
  /** Real Estate */
  | 'REAL_ESTATE'
  /** Technology */
  | 'TECHNOLOGY'
  /** Utilities */
  | 'UTILITIES';

/** Whether releases need approval, and how many */
export type SetApprovalRuleInput = {
  /** How many approvals: 1 or 2 */
  approvalsNeeded: Scalars['Int']['input'];
  /** Whether releases need approval */
  required: Scalars['Boolean']['input'];
};

/** What SetApprovalRule answers: the organization's rule as set, or why the input was refused */
export type SetApprovalRulePayload = {
  __typename?: 'SetApprovalRulePayload';
  /** The organization's rule as set; null when there are userErrors */
  approvalRule?: Maybe<ApprovalRule>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** What SetupTwoFactor answers: the secret to scan, or why the input was refused */
export type SetupTwoFactorPayload = {
  __typename?: 'SetupTwoFactorPayload';
  /** The secret to scan; null when there are userErrors */
  twoFactorSetup?: Maybe<TwoFactorSetup>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** How serious a finding is */
export type Severity =
  /** Worth considering */
  | 'ADVISORY'
  /** Blocks publish and distribution until fixed */
  | 'CRITICAL'
  /** Needs review before release */
  | 'IMPORTANT';

/** A mailed sign-in link */
export type SignInWithLinkInput = {
  /** The link's token parameter */
  token: Scalars['String']['input'];
};

/** What SignInWithLink answers: signed in, or a second factor to give, or why the input was refused */
export type SignInWithLinkPayload = {
  __typename?: 'SignInWithLinkPayload';
  /** Signed in, or a second factor to give; null when there are userErrors */
  loginResult?: Maybe<LoginResult>;
  /**
   * The same as loginResult
   * @deprecated Use loginResult; removed after 2027-02-27
   */
  result?: Maybe<LoginResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A new account: the person and the company they declare */
export type SignupInput = {
  /** The listed company */
  companyName: Scalars['String']['input'];
  /** The password again */
  confirmPassword: Scalars['String']['input'];
  /** Their name */
  contactName: Scalars['String']['input'];
  /** Their work address */
  email: Scalars['String']['input'];
  /** At least 12 characters, not a common one */
  password: Scalars['String']['input'];
  /** Its ticker (verified by KYC before it can be used) */
  ticker: Scalars['String']['input'];
  /** 3–30 letters, digits, - or _ */
  username: Scalars['String']['input'];
};

/** What Signup answers: the new account (signed in), or why the input was refused */
export type SignupPayload = {
  __typename?: 'SignupPayload';
  /**
   * The same as signupResult
   * @deprecated Use signupResult; removed after 2027-02-27
   */
  result?: Maybe<SignupResult>;
  /** The new account (signed in); null when there are userErrors */
  signupResult?: Maybe<SignupResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The new account (signed in) */
export type SignupResult = {
  __typename?: 'SignupResult';
  /** The new person's id */
  userId: Scalars['ID']['output'];
};

/** Percent change against last month; null when last month was 0 */
export type StatChanges = {
  __typename?: 'StatChanges';
  /** Active campaigns */
  activeCampaigns?: Maybe<Scalars['Int']['output']>;
  /** Articles published */
  articlesPublished?: Maybe<Scalars['Int']['output']>;
  /** Charges billed */
  revenue?: Maybe<Scalars['Int']['output']>;
  /** Total engagement */
  totalEngagement?: Maybe<Scalars['Int']['output']>;
};

/** One month's figures */
export type StatFigures = {
  __typename?: 'StatFigures';
  /** Campaigns active (now for this month; at its end for last month) */
  activeCampaigns: Scalars['Int']['output'];
  /** Articles published in the month */
  articlesPublished: Scalars['Int']['output'];
  /** Charges billed to the organization (campaigns and newswire orders; recorded, no payment is processed) */
  chargesBilled: Money;
  /**
   * US cents
   * @deprecated Money as a float: use chargesBilled (whole cents and a currency). Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  revenueCents: Scalars['Float']['output'];
  /** Clicks, shares, likes and comments measured in the month */
  totalEngagement: Scalars['Int']['output'];
};

/** One day's price */
export type StockPricePoint = {
  __typename?: 'StockPricePoint';
  /**
   * The UTC day (YYYY-MM-DD)
   * @deprecated A day as a string: use day. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  date: Scalars['String']['output'];
  /** The UTC day */
  day: Scalars['Date']['output'];
  /**
   * The price, in currency
   * @deprecated Money as a float: use sharePrice. Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  price: Scalars['Float']['output'];
  /** The price, in the currency of the listing; null when it is unknown */
  sharePrice?: Maybe<Money>;
};

/** A listed company matching a search */
export type StockSearchResult = {
  __typename?: 'StockSearchResult';
  /** Its exchange */
  exchange: Scalars['String']['output'];
  /** Market capitalisation in US dollars, where known */
  marketCap?: Maybe<Scalars['Float']['output']>;
  /** Its name */
  name: Scalars['String']['output'];
  /** Its ticker */
  ticker: Scalars['String']['output'];
};

/** A page of listed companys */
export type StockSearchResultConnection = {
  __typename?: 'StockSearchResultConnection';
  /** The page, with cursors */
  edges: Array<StockSearchResultEdge>;
  /** The page, without cursors */
  nodes: Array<StockSearchResult>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One listed company and its cursor */
export type StockSearchResultEdge = {
  __typename?: 'StockSearchResultEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The listed company */
  node: StockSearchResult;
};

/** A ticker's price on the Analytics range's days, with what the figures are and their date */
export type StockSeries = {
  __typename?: 'StockSeries';
  /**
   * When the latest figure was true (ISO 8601)
   * @deprecated A time as a string: use asOfTime (an instant) or asOfDate (its day). Removed on or after 2027-02-27 (see the GraphQL changelog)
   */
  asOf?: Maybe<Scalars['String']['output']>;
  /** The day the figures are from (the exchange’s trading day) */
  asOfDate?: Maybe<Scalars['Date']['output']>;
  /** When the figures were true; null when the source dates them by day only (see asOfDate) */
  asOfTime?: Maybe<Scalars['DateTimeISO']['output']>;
  /** ISO 4217 currency of the prices */
  currency?: Maybe<Scalars['String']['output']>;
  /** What the figures are: LIVE only from a live plugin and fresh */
  freshness: QuoteFreshness;
  /** Whether a live market-data plugin is configured */
  liveSource: Scalars['Boolean']['output'];
  /** Prices by day, oldest first */
  points: Array<StockPricePoint>;
  /** Where the figures come from */
  source?: Maybe<Scalars['String']['output']>;
  /** The ticker */
  ticker: Scalars['String']['output'];
};

/** One field of the vendor's form */
export type SubmissionField = {
  __typename?: 'SubmissionField';
  /** Its label on the form */
  label: Scalars['String']['output'];
  /** What to enter */
  value: Scalars['String']['output'];
};

/** What the issuer files by hand on the vendor's site: the form, one value per field, the full text */
export type SubmissionPackage = {
  __typename?: 'SubmissionPackage';
  /** One value per field */
  fields: Array<SubmissionField>;
  /** The vendor's form */
  formUrl: Scalars['String']['output'];
  /** The full text */
  text: Scalars['String']['output'];
};

/** What SubmitKyc answers: the application and its checks, or why the input was refused */
export type SubmitKycPayload = {
  __typename?: 'SubmitKycPayload';
  /** The application and its checks; null when there are userErrors */
  kycSubmissionResult?: Maybe<KycSubmissionResult>;
  /**
   * The same as kycSubmissionResult
   * @deprecated Use kycSubmissionResult; removed after 2027-02-27
   */
  result?: Maybe<KycSubmissionResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** Live events over graphql-ws on the same path */
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


/** Live events over graphql-ws on the same path */
export type SubscriptionArticleGenerationArgs = {
  campaignId: Scalars['ID']['input'];
};


/** Live events over graphql-ws on the same path */
export type SubscriptionEngagementUpdatedArgs = {
  campaignId: Scalars['ID']['input'];
};


/** Live events over graphql-ws on the same path */
export type SubscriptionNewswireOrderUpdatedArgs = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
};


/** Live events over graphql-ws on the same path */
export type SubscriptionPublicationUpdatedArgs = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
};

/** Substack figures */
export type SubstackEngagement = {
  __typename?: 'SubstackEngagement';
  /** Link clicks */
  clicks: Scalars['Int']['output'];
  /** Email opens (or hosted-page visits from its link) */
  opens: Scalars['Int']['output'];
  /** Where the figures come from */
  source: FigureSource;
};

/** The organization's people */
export type Team = {
  __typename?: 'Team';
  /** Pending invitations (the owner only; empty for others) */
  invitations: Array<Invitation>;
  /** Its members */
  members: Array<Member>;
};

/** The plugin to test */
export type TestIntegrationInput = {
  /** The plugin id */
  id: Scalars['ID']['input'];
};

/** What TestIntegration answers: what the test found, or why the input was refused */
export type TestIntegrationPayload = {
  __typename?: 'TestIntegrationPayload';
  /**
   * The same as integrationCheck
   * @deprecated Use integrationCheck; removed after 2027-02-27
   */
  check?: Maybe<IntegrationCheck>;
  /** What the test found; null when there are userErrors */
  integrationCheck?: Maybe<IntegrationCheck>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A passage of the checked text */
export type TextSpan = {
  __typename?: 'TextSpan';
  /** Offset after its last character */
  end: Scalars['Int']['output'];
  /** Offset of its first character */
  start: Scalars['Int']['output'];
  /** The passage */
  text: Scalars['String']['output'];
};

/** Spec: isAuthorized, userId, ticker, authorizedTicker, reason (+ a stable code) */
export type TickerAuthorizationResult = {
  __typename?: 'TickerAuthorizationResult';
  /** The ticker the account holds, if any */
  authorizedTicker?: Maybe<Scalars['String']['output']>;
  /** authorized, or the error code an action would get (unauthenticated, user_not_found, issuer_not_verified, ticker_not_authorized) */
  code: Scalars['String']['output'];
  /** The account may act for the ticker */
  isAuthorized: Scalars['Boolean']['output'];
  /** Why, for people */
  reason: Scalars['String']['output'];
  /** The ticker tested */
  ticker: Scalars['String']['output'];
  /** The account tested */
  userId?: Maybe<Scalars['String']['output']>;
};

/** An account and a ticker to test */
export type TickerAuthorizationTestInput = {
  /** The ticker */
  ticker: Scalars['String']['input'];
  /** The account (yourself or a sample account; admins: anyone) */
  userId: Scalars['String']['input'];
};

/** Whether a ticker is listed */
export type TickerValidation = {
  __typename?: 'TickerValidation';
  /** The company, when valid */
  companyInfo?: Maybe<CompanyInfo>;
  /** The market data knows it */
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
  /** It works: neither revoked nor past its expiresAt */
  | 'ACTIVE'
  /** Past its expiresAt: refused with 401 */
  | 'EXPIRED'
  /** Revoked by an owner: refused with 401, its live subscriptions closed */
  | 'REVOKED';

/** X (Twitter) figures */
export type TwitterEngagement = {
  __typename?: 'TwitterEngagement';
  /** Link clicks */
  clicks: Scalars['Int']['output'];
  /** Likes */
  likes: Scalars['Int']['output'];
  /** Reposts */
  retweets: Scalars['Int']['output'];
  /** Where the figures come from */
  source: FigureSource;
  /** Impressions (or hosted-page visits from its link) */
  views: Scalars['Int']['output'];
};

/** How the second factor was given */
export type TwoFactorMethod =
  /** A single-use backup code */
  | 'BACKUP_CODE'
  /** A 6-digit code from the authenticator app */
  | 'TOTP';

/** A new authenticator secret, to confirm with enableTwoFactor */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  /** Single-use backup codes, shown once */
  backupCodes: Array<Scalars['String']['output']>;
  /** The secret in base32, for typing into the app */
  manualEntryKey: Scalars['String']['output'];
  /** data:image/png;base64 QR code of the otpauth URL */
  qrCodeUrl: Scalars['String']['output'];
};

/** The article and its new title and text */
export type UpdateArticleInput = {
  /** The new text (the disclosures are restored if missing or altered) */
  content: Scalars['String']['input'];
  /** The article id */
  id: Scalars['ID']['input'];
  /** The new title */
  title: Scalars['String']['input'];
};

/** What UpdateArticle answers: the saved article, or why the input was refused */
export type UpdateArticlePayload = {
  __typename?: 'UpdateArticlePayload';
  /** The saved article; null when there are userErrors */
  articleUpdateResult?: Maybe<ArticleUpdateResult>;
  /**
   * The same as articleUpdateResult
   * @deprecated Use articleUpdateResult; removed after 2027-02-27
   */
  result?: Maybe<ArticleUpdateResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** A change to a campaign (e.g. completing a draft): the fields given replace the stored ones */
export type UpdateCampaignInput = {
  /** Feature brief: the company's background, one fact per line */
  background?: InputMaybe<Scalars['String']['input']>;
  /** Required (also for a draft): the plan the campaign is written under */
  budget: PlanId;
  /** Required (also for a draft) */
  companyName: Scalars['String']['input'];
  /** Replaces the confirmed link targets (https URLs or origins); absent keeps them */
  confirmedLinks?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Feature brief: the company's customers, one fact per line */
  customers?: InputMaybe<Scalars['String']['input']>;
  /** Feature article (the default) or press release */
  format?: InputMaybe<ContentFormat>;
  /** Business highlights, one per line */
  highlights?: InputMaybe<Scalars['String']['input']>;
  /** The campaign id */
  id: Scalars['ID']['input'];
  /** Feature brief: the company's milestones, one fact per line */
  milestones?: InputMaybe<Scalars['String']['input']>;
  /** Feature brief: the company's outlook, one fact per line */
  outlook?: InputMaybe<Scalars['String']['input']>;
  /** The news or press release text */
  pressRelease?: InputMaybe<Scalars['String']['input']>;
  /** Feature brief: the company's products, one fact per line */
  products?: InputMaybe<Scalars['String']['input']>;
  /** The issuer's own quote (optional) */
  quote?: InputMaybe<Scalars['String']['input']>;
  /** Who is quoted (required with a quote) */
  quoteSpeakerName?: InputMaybe<Scalars['String']['input']>;
  /** The quoted person's title, e.g. Chief Executive Officer */
  quoteSpeakerTitle?: InputMaybe<Scalars['String']['input']>;
  /** Required unless draft */
  sector?: InputMaybe<Sector>;
  /** Feature brief: the company's strategy, one fact per line */
  strategy?: InputMaybe<Scalars['String']['input']>;
  /** Required (also for a draft): your organization's ticker */
  ticker: Scalars['String']['input'];
  /** Required to generate. A draft without one is titled from its strongest highlight (suggestedCampaignTitle); an update without one keeps it */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Required unless draft */
  tone?: InputMaybe<CampaignTone>;
  /** An https address ("acme.com" is read as https://acme.com) */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** What UpdateCampaign answers: the campaign as changed, or why the input was refused */
export type UpdateCampaignPayload = {
  __typename?: 'UpdateCampaignPayload';
  /** The campaign as changed; null when there are userErrors */
  campaign?: Maybe<Campaign>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The company profile; every field given replaces the stored one, blank clears it */
export type UpdateCompanyProfileInput = {
  /** About the company */
  boilerplate?: InputMaybe<Scalars['String']['input']>;
  /** City of the head office */
  headOfficeCity?: InputMaybe<Scalars['String']['input']>;
  /** Country */
  headOfficeCountry?: InputMaybe<Scalars['String']['input']>;
  /** State, province or region */
  headOfficeRegion?: InputMaybe<Scalars['String']['input']>;
  /** Media / investor-relations contact */
  mediaContact?: InputMaybe<Scalars['String']['input']>;
};

/** What UpdateCompanyProfile answers: the profile as saved, or why the input was refused */
export type UpdateCompanyProfilePayload = {
  __typename?: 'UpdateCompanyProfilePayload';
  /** The profile as saved; null when there are userErrors */
  companyProfile?: Maybe<CompanyProfile>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The newsroom settings; a field left out keeps its value */
export type UpdateNewsroomInput = {
  /** The logo (https); empty removes it */
  logoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Lower-case letters, digits and hyphens, 2 to 60 */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** The title */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** What UpdateNewsroom answers: the newsroom as saved, or why the input was refused */
export type UpdateNewsroomPayload = {
  __typename?: 'UpdateNewsroomPayload';
  /** The newsroom as saved; null when there are userErrors */
  newsroom?: Maybe<Newsroom>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
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

/** What UpdateWebhookEndpoint answers: the endpoint as changed, or why the input was refused */
export type UpdateWebhookEndpointPayload = {
  __typename?: 'UpdateWebhookEndpointPayload';
  /**
   * The same as webhookEndpoint
   * @deprecated Use webhookEndpoint; removed after 2027-02-27
   */
  endpoint?: Maybe<WebhookEndpoint>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
  /** The endpoint as changed; null when there are userErrors */
  webhookEndpoint?: Maybe<WebhookEndpoint>;
};

/** An input field the rules refused, and why */
export type UserError = {
  __typename?: 'UserError';
  /** What is wrong, as a stable code */
  code: UserErrorCode;
  /**
   * The field as a dotted path from input (e.g. "credentials.apiKey"); null: the input as a whole
   * @deprecated Use path; removed after 2027-02-27
   */
  field?: Maybe<Scalars['String']['output']>;
  /** What is wrong, as a sentence to show next to the field */
  message: Scalars['String']['output'];
  /** The field as a path from input (["credentials", "apiKey"]; a list item by its index, ["eventTypes", "0"]); null: the input as a whole */
  path?: Maybe<Array<Scalars['String']['output']>>;
};

/** What is wrong with an input field */
export type UserErrorCode =
  /** Refused by a rule of its own; the message says which */
  | 'INVALID'
  /** A text not in the form asked for (an email, a URL, a code, a date) */
  | 'INVALID_FORMAT'
  /** Not one of the values allowed */
  | 'INVALID_VALUE'
  /** The field is required and was missing or empty */
  | 'REQUIRED'
  /** Already used by another account (a username, an email address) */
  | 'TAKEN'
  /** A number or date above the rule */
  | 'TOO_BIG'
  /** A text or list longer than the rule allows */
  | 'TOO_LONG'
  /** A text or list shorter than the rule allows */
  | 'TOO_SHORT'
  /** A number or date below the rule */
  | 'TOO_SMALL';

/** A plugin's last call to its vendor since the server started */
export type VendorCall = {
  __typename?: 'VendorCall';
  /** When it ended */
  at: Scalars['DateTimeISO']['output'];
  /** The vendor answered with success */
  ok: Scalars['Boolean']['output'];
  /** The HTTP status, or the error's message */
  outcome: Scalars['String']['output'];
  /** Method, host and path (no query, no body) */
  request: Scalars['String']['output'];
};

/** Where an account's KYC verification stands */
export type VerificationStatus =
  /** A reviewer is looking at the application (24–48 hours) */
  | 'IN_REVIEW'
  /** Not verified yet (no application, or one still being checked) */
  | 'PENDING'
  /** Rejected by a reviewer (the reason was mailed) */
  | 'REJECTED'
  /** Verified: the account holds its ticker */
  | 'VERIFIED';

/** What VerifyKycEmail answers: the code confirmed, or why the input was refused */
export type VerifyKycEmailPayload = {
  __typename?: 'VerifyKycEmailPayload';
  /** The code confirmed; null when there are userErrors */
  kycVerifyEmailResult?: Maybe<KycVerifyEmailResult>;
  /**
   * The same as kycVerifyEmailResult
   * @deprecated Use kycVerifyEmailResult; removed after 2027-02-27
   */
  result?: Maybe<KycVerifyEmailResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
};

/** The second step of signing in */
export type VerifyTwoFactorInput = {
  /** From login: short-lived and single-use */
  tempToken: Scalars['String']['input'];
  /** A 6-digit authenticator code or a backup code */
  token: Scalars['String']['input'];
};

/** What VerifyTwoFactor answers: signed in, or why the input was refused */
export type VerifyTwoFactorPayload = {
  __typename?: 'VerifyTwoFactorPayload';
  /**
   * The same as verifyTwoFactorResult
   * @deprecated Use verifyTwoFactorResult; removed after 2027-02-27
   */
  result?: Maybe<VerifyTwoFactorResult>;
  /** Why the input was refused; empty when it was accepted */
  userErrors: Array<UserError>;
  /** Signed in; null when there are userErrors */
  verifyTwoFactorResult?: Maybe<VerifyTwoFactorResult>;
};

/** Signed in with the second factor */
export type VerifyTwoFactorResult = {
  __typename?: 'VerifyTwoFactorResult';
  /** Unused backup codes left */
  backupCodesRemaining: Scalars['Int']['output'];
  /** What happened, for people */
  message: Scalars['String']['output'];
  /** Which kind of code was given */
  method: TwoFactorMethod;
  /** Always true: a failure is an error with a code */
  success: Scalars['Boolean']['output'];
};

/** The current version's compliance: findings, dismissals and the model's second opinion */
export type VersionCompliance = {
  __typename?: 'VersionCompliance';
  /** The article */
  articleId: Scalars['ID']['output'];
  /** A critical finding is not dismissed: publish and distribute are refused */
  blocked: Scalars['Boolean']['output'];
  /** 0–100 over the rule findings not dismissed */
  complianceScore: Scalars['Int']['output'];
  /** sha256 of that version (title, body and disclosures) */
  contentHash: Scalars['String']['output'];
  /** Each disclosure slot: found (with its span), missing, or not needed */
  disclosures: Array<DisclosureSlot>;
  /** The exchange whose rules applied */
  exchange: Scalars['String']['output'];
  /** The engine's findings, then the model's */
  findings: Array<VersionFinding>;
  /** The jurisdiction whose rules applied ('' for the common rules only) */
  jurisdiction: Scalars['String']['output'];
  /** The verdict; never compliant while the model is unsure or pending */
  result: ComplianceResult;
  /** The model's second opinion */
  secondOpinion: SecondOpinion;
  /** Its current version */
  version: Scalars['Int']['output'];
};

/** A finding on the article's current version, the engine's or the model's */
export type VersionFinding = {
  __typename?: 'VersionFinding';
  /** The rule's family (MODEL for the model's findings) */
  category: FindingCategory;
  /** The regulation or guidance behind it */
  citation: Scalars['String']['output'];
  /** Dismissed for this version (then it counts for nothing) */
  dismissed?: Maybe<FindingDismissal>;
  /** What is wrong, for people */
  message: Scalars['String']['output'];
  /** The model's name, for a model's finding */
  model?: Maybe<Scalars['String']['output']>;
  /** The suggestion as an edit of the version's text; null when a person must write it */
  rewrite?: Maybe<FindingRewrite>;
  /** Stable id of the rule (model findings: model.<category>) */
  ruleId: Scalars['String']['output'];
  /** How serious it is */
  severity: Severity;
  /** The rules or the model */
  source: FindingSource;
  /** The passage; null for something missing */
  span?: Maybe<TextSpan>;
  /** A rewrite, or what to add */
  suggestion: Scalars['String']['output'];
  /** The rule, in brief */
  title: Scalars['String']['output'];
};

/** Why a version of an article exists */
export type VersionReason =
  /** Saved by a person */
  | 'EDITED'
  /** The first text, generated */
  | 'GENERATED'
  /** A new generated text */
  | 'REGENERATED';

/** An article version waiting for the viewer to approve it */
export type WaitingApproval = {
  __typename?: 'WaitingApproval';
  /** The article */
  articleId: Scalars['ID']['output'];
  /** Its campaign */
  campaignId: Scalars['ID']['output'];
  /** What they said */
  note?: Maybe<Scalars['String']['output']>;
  /** When they asked */
  requestedAt: Scalars['DateTimeISO']['output'];
  /** Who asked (a former member: null) */
  requestedByName?: Maybe<Scalars['String']['output']>;
  /** Its title */
  title: Scalars['String']['output'];
  /** The version to approve */
  version: Scalars['Int']['output'];
};

/** A page of article version waiting for yous */
export type WaitingApprovalConnection = {
  __typename?: 'WaitingApprovalConnection';
  /** The page, with cursors */
  edges: Array<WaitingApprovalEdge>;
  /** The page, without cursors */
  nodes: Array<WaitingApproval>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One article version waiting for you and its cursor */
export type WaitingApprovalEdge = {
  __typename?: 'WaitingApprovalEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The article version waiting for you */
  node: WaitingApproval;
};

/** One event sent (or to be sent) to one endpoint */
export type WebhookDelivery = Node & {
  __typename?: 'WebhookDelivery';
  /** Tries so far */
  attempts: Scalars['Int']['output'];
  /** The exact JSON signed and sent; null for a token without the read scope */
  body?: Maybe<Scalars['String']['output']>;
  /** When the event happened */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When the receiver accepted it */
  deliveredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The event id (IssuerWire-Event-Id), the same on a redelivery */
  eventId: Scalars['ID']['output'];
  /** What happened (IssuerWire-Event) */
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

/** A page of deliveries */
export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  /** The page, with cursors */
  edges: Array<WebhookDeliveryEdge>;
  /** The page, without cursors */
  nodes: Array<WebhookDelivery>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One delivery and its cursor */
export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The delivery */
  node: WebhookDelivery;
};

/** Waiting (or retrying), delivered, or given up after a day */
export type WebhookDeliveryStatus =
  /** The endpoint answered 2xx */
  | 'DELIVERED'
  /** Given up: no 2xx for a day of retries (redeliverWebhook sends it again) */
  | 'FAILED'
  /** Not delivered yet: waiting for its first attempt or for its next retry */
  | 'PENDING';

/** A partner's receiver of the organization's events */
export type WebhookEndpoint = Node & {
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

/** A page of webhook endpoints */
export type WebhookEndpointConnection = {
  __typename?: 'WebhookEndpointConnection';
  /** The page, with cursors */
  edges: Array<WebhookEndpointEdge>;
  /** The page, without cursors */
  nodes: Array<WebhookEndpoint>;
  /** Whether more follow, and where to continue */
  pageInfo: PageInfo;
  /** How many there are in all */
  totalCount: Scalars['Int']['output'];
};

/** One webhook endpoint and its cursor */
export type WebhookEndpointEdge = {
  __typename?: 'WebhookEndpointEdge';
  /** Pass it as after to continue from here */
  cursor: Scalars['String']['output'];
  /** The webhook endpoint */
  node: WebhookEndpoint;
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

/** What a webhook endpoint can receive (new values may appear: treat an unknown one as an event to ignore) */
export type WebhookEventType =
  /** A version of an article was approved */
  | 'ARTICLE_APPROVED'
  /** An article was generated or regenerated (a new version) */
  | 'ARTICLE_GENERATED'
  /** A platform post went live (also sent as publication.updated) */
  | 'ARTICLE_PUBLISHED'
  /** A newswire order was created or changed status, address, time or error */
  | 'NEWSWIRE_ORDER_UPDATED'
  /** A check sent when an endpoint is registered and on POST /api/webhooks/{id}/ping; tried once; it cannot be subscribed to */
  | 'PING'
  /** A platform post was created or changed status, address, time or error */
  | 'PUBLICATION_UPDATED'
  /** A channel of a release is more than 120 s past its time without being live (once per channel) */
  | 'RELEASE_DELAYED';

export type ArticleLocationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArticleLocationQuery = { __typename?: 'Query', article?: { __typename?: 'Article', id: string, campaignId: string, title: string } | null };

export type SupportEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportEmailQuery = { __typename?: 'Query', supportEmail: string };

export type ApproveKycReviewMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type ApproveKycReviewMutation = { __typename?: 'Mutation', approveKycReview: { __typename?: 'ApproveKycReviewPayload', reviewActionResult?: { __typename?: 'ReviewActionResult', success: boolean, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type IntegrationsQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type IntegrationsQuery = { __typename?: 'Query', integrations: { __typename?: 'IntegrationConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Integration', id: string, kind: IntegrationKind, name: string, packageName?: string | null, version?: string | null, mode: IntegrationMode, modeReason: string, testable: boolean, options: Array<{ __typename?: 'IntegrationOption', name: string, value: string, secret: boolean }>, lastCall?: { __typename?: 'VendorCall', at: any, request: string, ok: boolean, outcome: string } | null }> } };

export type KycReviewHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type KycReviewHistoryQuery = { __typename?: 'Query', kycReviewHistory: { __typename?: 'KycDecidedReviewConnection', totalCount: number, nodes: Array<{ __typename?: 'KycDecidedReview', applicationId: string, accountEmail: string, companyName: string, ticker: string, exchange: string, submittedAt: any, decision: KycVerdict, reason?: string | null, decidedAt: any, reviewer?: string | null }> } };

export type KycReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type KycReviewsQuery = { __typename?: 'Query', kycReviews: { __typename?: 'KycReviewConnection', nodes: Array<{ __typename?: 'KycReviewItem', userId: string, applicationId: string, accountEmail: string, submittedAt: any, emailConfirmedAt?: any | null, userData: { __typename?: 'KycUserData', username: string, email: string, companyName: string, ticker: string, exchange: string, sector: string, contactName: string, website: string, jurisdiction: string, newsUpdate?: string | null, listingKnown: boolean }, verificationSteps: Array<{ __typename?: 'KycStep', id: string, name: string, status: KycStepStatus, detail?: string | null, offlineStandIn: boolean }> }> } };

export type RejectKycReviewMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type RejectKycReviewMutation = { __typename?: 'Mutation', rejectKycReview: { __typename?: 'RejectKycReviewPayload', reviewActionResult?: { __typename?: 'ReviewActionResult', success: boolean, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type TestIntegrationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TestIntegrationMutation = { __typename?: 'Mutation', testIntegration: { __typename?: 'TestIntegrationPayload', integrationCheck?: { __typename?: 'IntegrationCheck', ok: boolean, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ApprovalNotificationsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ApprovalNotificationsSubscription = { __typename?: 'Subscription', notificationAdded: { __typename?: 'Notification', id: string, kind: NotificationKind, articleId?: string | null } };

export type ArticleApprovalQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
}>;


export type ArticleApprovalQuery = { __typename?: 'Query', articleApproval: { __typename?: 'ApprovalState', required: boolean, approvalsNeeded: number, approved: boolean, blocked: boolean, blockingFindings: Array<{ __typename?: 'ApprovalBlockingFinding', ruleId: string, title: string, message: string, suggestion: string, text?: string | null }>, current?: { __typename?: 'Approval', id: string, status: ApprovalStatus } | null, history: Array<{ __typename?: 'Approval', id: string, version: number, status: ApprovalStatus, requestedBy: string, requestedByName?: string | null, note?: string | null, createdAt: any, decidedAt?: any | null, decisions: Array<{ __typename?: 'ApprovalDecision', userId: string, name?: string | null, decision: ApprovalVerdict, comment?: string | null, at: any }> }> } };

export type RequestApprovalMutationVariables = Exact<{
  articleId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type RequestApprovalMutation = { __typename?: 'Mutation', requestApproval: { __typename?: 'RequestApprovalPayload', approvalState?: { __typename?: 'ApprovalState', approved: boolean } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ApproveArticleMutationVariables = Exact<{
  articleId: Scalars['ID']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
}>;


export type ApproveArticleMutation = { __typename?: 'Mutation', approveArticle: { __typename?: 'ApproveArticlePayload', approvalState?: { __typename?: 'ApprovalState', approved: boolean } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RejectArticleMutationVariables = Exact<{
  articleId: Scalars['ID']['input'];
  comment: Scalars['String']['input'];
}>;


export type RejectArticleMutation = { __typename?: 'Mutation', rejectArticle: { __typename?: 'RejectArticlePayload', approvalState?: { __typename?: 'ApprovalState', approved: boolean } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type WaitingForMyApprovalQueryVariables = Exact<{ [key: string]: never; }>;


export type WaitingForMyApprovalQuery = { __typename?: 'Query', waitingForMyApproval: { __typename?: 'WaitingApprovalConnection', nodes: Array<{ __typename?: 'WaitingApproval', articleId: string, campaignId: string, title: string, version: number, requestedByName?: string | null, note?: string | null, requestedAt: any }> } };

export type ArticleComplianceQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
}>;


export type ArticleComplianceQuery = { __typename?: 'Query', articleCompliance: { __typename?: 'VersionCompliance', articleId: string, version: number, result: ComplianceResult, complianceScore: number, blocked: boolean, exchange: string, jurisdiction: string, findings: Array<{ __typename?: 'VersionFinding', ruleId: string, category: FindingCategory, title: string, severity: Severity, citation: string, message: string, suggestion: string, source: FindingSource, model?: string | null, rewrite?: { __typename?: 'FindingRewrite', start: number, end: number, text: string, replaced: string } | null, span?: { __typename?: 'TextSpan', start: number, end: number, text: string } | null, dismissed?: { __typename?: 'FindingDismissal', reason: string, byName?: string | null, at: any } | null }>, disclosures: Array<{ __typename?: 'DisclosureSlot', slot: DisclosureSlotName, title: string, status: DisclosureSlotStatus, span?: { __typename?: 'TextSpan', start: number, end: number, text: string } | null }>, secondOpinion: { __typename?: 'SecondOpinion', status: SecondOpinionStatus, model?: string | null, findingCount: number } } };

export type DraftComplianceQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
  content: Scalars['String']['input'];
}>;


export type DraftComplianceQuery = { __typename?: 'Query', checkCompliance: { __typename?: 'ComplianceCheck', result: ComplianceResult, complianceScore: number, exchange: string, jurisdiction: string, findings: Array<{ __typename?: 'ComplianceFinding', ruleId: string, category: FindingCategory, title: string, severity: Severity, citation: string, message: string, suggestion: string, rewrite?: { __typename?: 'FindingRewrite', start: number, end: number, text: string, replaced: string } | null, span?: { __typename?: 'TextSpan', start: number, end: number, text: string } | null }>, disclosures: Array<{ __typename?: 'DisclosureSlot', slot: DisclosureSlotName, title: string, status: DisclosureSlotStatus, span?: { __typename?: 'TextSpan', start: number, end: number, text: string } | null }> } };

export type DismissComplianceFindingMutationVariables = Exact<{
  input: DismissComplianceFindingInput;
}>;


export type DismissComplianceFindingMutation = { __typename?: 'Mutation', dismissComplianceFinding: { __typename?: 'DismissComplianceFindingPayload', versionCompliance?: { __typename?: 'VersionCompliance', articleId: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ArticleFieldsFragment = { __typename?: 'Article', id: string, campaignId: string, title: string, content: string, body: string, disclosures: string, status: ArticleStatus, platforms: Array<PlatformId>, compliance: boolean, createdAt: any, updatedAt: any, publishedAt?: any | null, wordCount: number, version: number, releasedVersion?: number | null, model?: string | null, disclosureFacts?: { __typename?: 'DisclosureFacts', aiAssisted: boolean, model?: string | null, notAdvice: boolean, payer: { __typename?: 'DisclosurePayer', name: string, ticker: string, exchange: string }, payment: { __typename?: 'DisclosurePayment', amountCents: number, currency: string, form: PaymentForm }, forwardLooking: { __typename?: 'DisclosureForwardLooking', included: boolean, jurisdiction?: string | null, pennyStock: boolean, safeHarbor: boolean } } | null };

export type ArticleGenerationSubscriptionVariables = Exact<{
  campaignId: Scalars['ID']['input'];
}>;


export type ArticleGenerationSubscription = { __typename?: 'Subscription', articleGeneration: { __typename?: 'ArticleGenerationEvent', campaignId: string, delta: string, done: boolean, articleId?: string | null, error?: string | null, errorCode?: string | null, ready: boolean } };

export type ArticleHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArticleHistoryQuery = { __typename?: 'Query', articleHistory?: { __typename?: 'ArticleHistory', articleId: string, versions: Array<{ __typename?: 'ArticleVersion', version: number, title: string, reason: VersionReason, createdAt: any, titleChanged: boolean, diff?: Array<{ __typename?: 'DiffLine', op: DiffOp, text: string }> | null }>, events: Array<{ __typename?: 'AuditEvent', id: string, action: string, details?: string | null, createdAt: any }> } | null };

export type ArticlePreviewQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  campaignId: Scalars['ID']['input'];
}>;


export type ArticlePreviewQuery = { __typename?: 'Query', article?: { __typename?: 'Article', id: string, campaignId: string, title: string, content: string, body: string, disclosures: string, status: ArticleStatus, platforms: Array<PlatformId>, compliance: boolean, createdAt: any, updatedAt: any, publishedAt?: any | null, wordCount: number, version: number, releasedVersion?: number | null, model?: string | null, disclosureFacts?: { __typename?: 'DisclosureFacts', aiAssisted: boolean, model?: string | null, notAdvice: boolean, payer: { __typename?: 'DisclosurePayer', name: string, ticker: string, exchange: string }, payment: { __typename?: 'DisclosurePayment', amountCents: number, currency: string, form: PaymentForm }, forwardLooking: { __typename?: 'DisclosureForwardLooking', included: boolean, jurisdiction?: string | null, pennyStock: boolean, safeHarbor: boolean } } | null } | null, campaign?: { __typename?: 'Campaign', id: string, title: string, companyName: string, ticker: string } | null };

export type ArticleReleaseQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
}>;


export type ArticleReleaseQuery = { __typename?: 'Query', articleRelease: { __typename?: 'ReleaseReceipt', articleId: string, channels: Array<{ __typename?: 'ReleaseChannel', channel: ReleaseChannelKind, name: string, status: ReleaseChannelStatus, at?: any | null, permalink?: string | null, detail?: string | null }> } };

export type GenerateArticleMutationVariables = Exact<{
  campaignId: Scalars['ID']['input'];
  confirmOverage?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type GenerateArticleMutation = { __typename?: 'Mutation', generateArticle: { __typename?: 'GenerateArticlePayload', articleGenerationResult?: { __typename?: 'ArticleGenerationResult', article: { __typename?: 'Article', id: string, campaignId: string, title: string, content: string, body: string, disclosures: string, status: ArticleStatus, platforms: Array<PlatformId>, compliance: boolean, createdAt: any, updatedAt: any, publishedAt?: any | null, wordCount: number, version: number, releasedVersion?: number | null, model?: string | null, disclosureFacts?: { __typename?: 'DisclosureFacts', aiAssisted: boolean, model?: string | null, notAdvice: boolean, payer: { __typename?: 'DisclosurePayer', name: string, ticker: string, exchange: string }, payment: { __typename?: 'DisclosurePayment', amountCents: number, currency: string, form: PaymentForm }, forwardLooking: { __typename?: 'DisclosureForwardLooking', included: boolean, jurisdiction?: string | null, pennyStock: boolean, safeHarbor: boolean } } | null }, summary: { __typename?: 'GenerationSummary', wordCount: number, complianceScore: number, complianceLevel: ComplianceResult, quota: { __typename?: 'QuotaSummary', plan: PlanId, limit: number, used: number, remaining: number } } } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type PublishArticleMutationVariables = Exact<{
  articleId: Scalars['ID']['input'];
  platforms: Array<PlatformId> | PlatformId;
  scheduledFor?: InputMaybe<Scalars['DateTimeISO']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublishArticleMutation = { __typename?: 'Mutation', publishArticle: { __typename?: 'PublishArticlePayload', publishResult?: { __typename?: 'PublishResult', message: string, hostedUrl: string, replayed: boolean, movedAfterDistribution?: { __typename?: 'ReleaseMove', from: any, to: any } | null, newsroom?: { __typename?: 'NewsroomEntry', url: string, version: number, at: any } | null, publications: Array<{ __typename?: 'Publication', id: string, platform: PlatformId, platformName: string, status: PublicationStatus, scheduledFor?: any | null, publishedAt?: any | null, url?: string | null, sandbox: boolean, lastError?: string | null, submission?: { __typename?: 'SubmissionPackage', formUrl: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type PublishPlatformsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublishPlatformsQuery = { __typename?: 'Query', platforms: { __typename?: 'PlatformConnection', nodes: Array<{ __typename?: 'Platform', id: PlatformId, name: string, connected: boolean, sandbox: boolean, sandboxReason?: string | null }> } };

export type RegenerateArticleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  replaceTitle?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type RegenerateArticleMutation = { __typename?: 'Mutation', regenerateArticle: { __typename?: 'RegenerateArticlePayload', articleGenerationResult?: { __typename?: 'ArticleGenerationResult', article: { __typename?: 'Article', id: string, campaignId: string, title: string, content: string, body: string, disclosures: string, status: ArticleStatus, platforms: Array<PlatformId>, compliance: boolean, createdAt: any, updatedAt: any, publishedAt?: any | null, wordCount: number, version: number, releasedVersion?: number | null, model?: string | null, disclosureFacts?: { __typename?: 'DisclosureFacts', aiAssisted: boolean, model?: string | null, notAdvice: boolean, payer: { __typename?: 'DisclosurePayer', name: string, ticker: string, exchange: string }, payment: { __typename?: 'DisclosurePayment', amountCents: number, currency: string, form: PaymentForm }, forwardLooking: { __typename?: 'DisclosureForwardLooking', included: boolean, jurisdiction?: string | null, pennyStock: boolean, safeHarbor: boolean } } | null } } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ReleaseCheckQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
  scheduledFor?: InputMaybe<Scalars['DateTimeISO']['input']>;
}>;


export type ReleaseCheckQuery = { __typename?: 'Query', releaseCheck: { __typename?: 'ReleaseCheck', articleId: string, scheduledFor: any, exchange?: string | null, timeZone?: string | null, exchangeTimeLabel?: string | null, tradingDay?: boolean | null, exchangeNotifiedAt?: any | null, findings: Array<{ __typename?: 'ReleaseTimingFinding', code: ReleaseTimingCode, severity: ReleaseTimingSeverity, message: string, noticeDeadline?: any | null, resolved?: boolean | null }> } };

export type RecordExchangeNoticeMutationVariables = Exact<{
  articleId: Scalars['ID']['input'];
}>;


export type RecordExchangeNoticeMutation = { __typename?: 'Mutation', recordExchangeNotice: { __typename?: 'RecordExchangeNoticePayload', exchangeNotice?: { __typename?: 'ExchangeNotice', articleId: string, exchangeNotifiedAt: any } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateArticleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
  content: Scalars['String']['input'];
}>;


export type UpdateArticleMutation = { __typename?: 'Mutation', updateArticle: { __typename?: 'UpdateArticlePayload', articleUpdateResult?: { __typename?: 'ArticleUpdateResult', disclosuresRestored: boolean, changed: boolean, message: string, article: { __typename?: 'Article', id: string, campaignId: string, title: string, content: string, body: string, disclosures: string, status: ArticleStatus, platforms: Array<PlatformId>, compliance: boolean, createdAt: any, updatedAt: any, publishedAt?: any | null, wordCount: number, version: number, releasedVersion?: number | null, model?: string | null, disclosureFacts?: { __typename?: 'DisclosureFacts', aiAssisted: boolean, model?: string | null, notAdvice: boolean, payer: { __typename?: 'DisclosurePayer', name: string, ticker: string, exchange: string }, payment: { __typename?: 'DisclosurePayment', amountCents: number, currency: string, form: PaymentForm }, forwardLooking: { __typename?: 'DisclosureForwardLooking', included: boolean, jurisdiction?: string | null, pennyStock: boolean, safeHarbor: boolean } } | null } } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'ChangePasswordPayload', actionResult?: { __typename?: 'ActionResult', success: boolean, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type EnableTwoFactorMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type EnableTwoFactorMutation = { __typename?: 'Mutation', enableTwoFactor: { __typename?: 'EnableTwoFactorPayload', actionResult?: { __typename?: 'ActionResult', success: boolean, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { __typename?: 'Mutation', endOtherSessions: { __typename?: 'EndOtherSessionsPayload', endedCount?: number | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type EndSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EndSessionMutation = { __typename?: 'Mutation', endSession: { __typename?: 'EndSessionPayload', actionResult?: { __typename?: 'ActionResult', success: boolean, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ForgotPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type ForgotPasswordMutation = { __typename?: 'Mutation', forgotPassword: { __typename?: 'ForgotPasswordPayload', actionResult?: { __typename?: 'ActionResult', success: boolean, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginPayload', loginResult?: { __typename?: 'LoginResult', success: boolean, requiresTwoFactor: boolean, tempToken?: string | null, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: { __typename?: 'LogoutPayload', actionResult?: { __typename?: 'ActionResult', success: boolean, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RegenerateBackupCodesMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type RegenerateBackupCodesMutation = { __typename?: 'Mutation', regenerateBackupCodes: { __typename?: 'RegenerateBackupCodesPayload', backupCodes?: Array<string> | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'ResetPasswordPayload', actionResult?: { __typename?: 'ActionResult', success: boolean, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ResetTwoFactorMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ResetTwoFactorMutation = { __typename?: 'Mutation', resetTwoFactor: { __typename?: 'ResetTwoFactorPayload', actionResult?: { __typename?: 'ActionResult', success: boolean, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsQuery = { __typename?: 'Query', sessions: { __typename?: 'AccountSessionConnection', nodes: Array<{ __typename?: 'AccountSession', id: string, createdAt: any, lastSeenAt: any, ip?: string | null, userAgent?: string | null, current: boolean }> } };

export type SetupTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type SetupTwoFactorMutation = { __typename?: 'Mutation', setupTwoFactor: { __typename?: 'SetupTwoFactorPayload', twoFactorSetup?: { __typename?: 'TwoFactorSetup', qrCodeUrl: string, manualEntryKey: string, backupCodes: Array<string> } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RequestSignInLinkMutationVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type RequestSignInLinkMutation = { __typename?: 'Mutation', requestSignInLink: { __typename?: 'RequestSignInLinkPayload', actionResult?: { __typename?: 'ActionResult', success: boolean, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SignInWithLinkMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type SignInWithLinkMutation = { __typename?: 'Mutation', signInWithLink: { __typename?: 'SignInWithLinkPayload', loginResult?: { __typename?: 'LoginResult', success: boolean, requiresTwoFactor: boolean, tempToken?: string | null, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SignupMutationVariables = Exact<{
  input: SignupInput;
}>;


export type SignupMutation = { __typename?: 'Mutation', signup: { __typename?: 'SignupPayload', signupResult?: { __typename?: 'SignupResult', userId: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type VerifyTwoFactorMutationVariables = Exact<{
  input: VerifyTwoFactorInput;
}>;


export type VerifyTwoFactorMutation = { __typename?: 'Mutation', verifyTwoFactor: { __typename?: 'VerifyTwoFactorPayload', verifyTwoFactorResult?: { __typename?: 'VerifyTwoFactorResult', success: boolean, message: string, method: TwoFactorMethod, backupCodesRemaining: number } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type DemoAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoAccountsQuery = { __typename?: 'Query', demoAccounts: { __typename?: 'DemoAccounts', nonExistentUserId: string, demoTicker: string, otherTicker: string, accounts: Array<{ __typename?: 'DemoAccount', id: string, username: string, verificationStatus: VerificationStatus, ticker?: string | null }> } };

export type DemoProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoProfileQuery = { __typename?: 'Query', demoProfile: { __typename?: 'IssuerProfile', id: string, username: string, email: string, companyName?: string | null, ticker?: string | null, exchange?: string | null, sector?: string | null, contactName?: string | null, website?: string | null, jurisdiction?: string | null, verificationStatus: VerificationStatus } };

export type TestTickerAuthorizationQueryVariables = Exact<{
  input: TickerAuthorizationTestInput;
}>;


export type TestTickerAuthorizationQuery = { __typename?: 'Query', testTickerAuthorization: { __typename?: 'TickerAuthorizationResult', isAuthorized: boolean, userId?: string | null, ticker: string, authorizedTicker?: string | null, reason: string, code: string } };

export type ArchiveCampaignMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArchiveCampaignMutation = { __typename?: 'Mutation', archiveCampaign: { __typename?: 'ArchiveCampaignPayload', campaign?: { __typename?: 'Campaign', id: string, status: CampaignStatus, archivedAt?: any | null } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CampaignListQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CampaignStatusFilter>;
}>;


export type CampaignListQuery = { __typename?: 'Query', campaigns: { __typename?: 'CampaignConnection', totalCount: number, nodes: Array<{ __typename?: 'Campaign', id: string, title: string, companyName: string, ticker: string, sector?: Sector | null, tone?: CampaignTone | null, budget: PlanId, status: CampaignStatus, createdAt: any, articleId?: string | null, articleStatus?: ArticleStatus | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type CampaignRowFieldsFragment = { __typename?: 'Campaign', id: string, title: string, companyName: string, ticker: string, sector?: Sector | null, tone?: CampaignTone | null, budget: PlanId, status: CampaignStatus, createdAt: any, articleId?: string | null, articleStatus?: ArticleStatus | null };

export type ChangePlanMutationVariables = Exact<{
  plan: PlanId;
}>;


export type ChangePlanMutation = { __typename?: 'Mutation', changePlan: { __typename?: 'ChangePlanPayload', planUsage?: { __typename?: 'PlanUsage', plan: PlanId, name: string, limit: number, used: number, remaining: number, resetsAt: any, upgradeTo?: PlanId | null, changed?: boolean | null } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ContentWriterQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentWriterQuery = { __typename?: 'Query', contentWriter: { __typename?: 'ContentWriter', builtIn: boolean, name: string } };

export type CreateCampaignMutationVariables = Exact<{
  input: CreateCampaignInput;
}>;


export type CreateCampaignMutation = { __typename?: 'Mutation', createCampaign: { __typename?: 'CreateCampaignPayload', campaign?: { __typename?: 'Campaign', id: string, title: string, companyName: string, ticker: string, sector?: Sector | null, tone?: CampaignTone | null, budget: PlanId, status: CampaignStatus, createdAt: any, articleId?: string | null, articleStatus?: ArticleStatus | null } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type PlanUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type PlanUsageQuery = { __typename?: 'Query', planUsage: { __typename?: 'PlanUsage', plan: PlanId, name: string, limit: number, used: number, remaining: number, resetsAt: any, upgradeTo?: PlanId | null, overagePrice: { __typename?: 'Money', amountCents: number, currency: string } } };

export type SuggestedCampaignTitleQueryVariables = Exact<{
  companyName: Scalars['String']['input'];
  ticker: Scalars['String']['input'];
  highlights: Scalars['String']['input'];
}>;


export type SuggestedCampaignTitleQuery = { __typename?: 'Query', suggestedCampaignTitle: string };

export type CompanyProfileFieldsFragment = { __typename?: 'CompanyProfile', headOfficeCity?: string | null, headOfficeRegion?: string | null, headOfficeCountry?: string | null, boilerplate?: string | null, mediaContact?: string | null, dateline: string, marketCountry?: string | null };

export type CompanyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyProfileQuery = { __typename?: 'Query', companyProfile: { __typename?: 'CompanyProfile', headOfficeCity?: string | null, headOfficeRegion?: string | null, headOfficeCountry?: string | null, boilerplate?: string | null, mediaContact?: string | null, dateline: string, marketCountry?: string | null } };

export type UpdateCompanyProfileMutationVariables = Exact<{
  input: UpdateCompanyProfileInput;
}>;


export type UpdateCompanyProfileMutation = { __typename?: 'Mutation', updateCompanyProfile: { __typename?: 'UpdateCompanyProfilePayload', companyProfile?: { __typename?: 'CompanyProfile', headOfficeCity?: string | null, headOfficeRegion?: string | null, headOfficeCountry?: string | null, boilerplate?: string | null, mediaContact?: string | null, dateline: string, marketCountry?: string | null } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type AnalyzeContentQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
  content: Scalars['String']['input'];
}>;


export type AnalyzeContentQuery = { __typename?: 'Query', analyzeContent: { __typename?: 'ContentAnalysis', complianceScore: number, criticalIssues: Array<string>, recommendations: Array<string>, findings: Array<{ __typename?: 'ComplianceFinding', ruleId: string, category: FindingCategory, title: string, severity: Severity, citation: string, message: string, suggestion: string, rewrite?: { __typename?: 'FindingRewrite', start: number, end: number, text: string, replaced: string } | null, span?: { __typename?: 'TextSpan', start: number, end: number, text: string } | null }> } };

export type CheckComplianceQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
  content: Scalars['String']['input'];
}>;


export type CheckComplianceQuery = { __typename?: 'Query', checkCompliance: { __typename?: 'ComplianceCheck', complianceLevel: ListingComplianceLevel, result: ComplianceResult, complianceScore: number, exchange: string, jurisdiction: string, warnings: { __typename?: 'ComplianceWarnings', critical: Array<string>, important: Array<string>, advisory: Array<string> }, findings: Array<{ __typename?: 'ComplianceFinding', ruleId: string, category: FindingCategory, title: string, severity: Severity, citation: string, message: string, suggestion: string, rewrite?: { __typename?: 'FindingRewrite', start: number, end: number, text: string, replaced: string } | null, span?: { __typename?: 'TextSpan', start: number, end: number, text: string } | null }>, disclosures: Array<{ __typename?: 'DisclosureSlot', slot: DisclosureSlotName, title: string, status: DisclosureSlotStatus, span?: { __typename?: 'TextSpan', start: number, end: number, text: string } | null }> } };

export type ComplianceFindingFieldsFragment = { __typename?: 'ComplianceFinding', ruleId: string, category: FindingCategory, title: string, severity: Severity, citation: string, message: string, suggestion: string, rewrite?: { __typename?: 'FindingRewrite', start: number, end: number, text: string, replaced: string } | null, span?: { __typename?: 'TextSpan', start: number, end: number, text: string } | null };

export type GuidelineDeadlinesQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
  eventTime?: InputMaybe<Scalars['DateTimeISO']['input']>;
}>;


export type GuidelineDeadlinesQuery = { __typename?: 'Query', guidelines: { __typename?: 'Guidelines', ticker: string, simplified: { __typename?: 'GuidelinesSummary', exchange: string }, guidelines: { __typename?: 'GuidelinesBody', materialChangeDeadline: { __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean } }, deadlines: { __typename?: 'Deadlines', eventTime: any, materialChangeReport?: { __typename?: 'MaterialChangeReportDeadline', form: string, dueAt: any } | null, release?: { __typename?: 'ReleaseAdvice', easternTime: string, session?: MarketSession | null, notifyExchangeBy?: any | null, earliestAfterClose?: any | null, ok: boolean, warnings: Array<string>, rules: Array<{ __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }> } | null } } };

export type GuidelinesQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
}>;


export type GuidelinesQuery = { __typename?: 'Query', guidelines: { __typename?: 'Guidelines', ticker: string, companyName: string, simplified: { __typename?: 'GuidelinesSummary', exchange: string, jurisdiction: string, complianceLevel: ListingComplianceLevel, riskLevel: RiskLevel, pennyStockLikely: boolean, keyRequirements: Array<{ __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }> }, guidelines: { __typename?: 'GuidelinesBody', materialChangeDeadline: { __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }, distributionRequirements: Array<{ __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }>, financialReportingRequirements: Array<{ __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }>, minimumDisclosures: Array<{ __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }>, additionalRestrictions: Array<{ __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean }> } } };

export type RuleItemFieldsFragment = { __typename?: 'RuleItem', id: string, text: string, citation: string, unconfirmed: boolean };

export type GenerateContentMutationVariables = Exact<{
  input: GenerateContentInput;
}>;


export type GenerateContentMutation = { __typename?: 'Mutation', generateContent: { __typename?: 'GenerateContentPayload', generatedContent?: { __typename?: 'GeneratedContent', title: string, content: string, complianceLevel: ListingComplianceLevel, jurisdiction: string, exchange: string, warnings: Array<string>, mandatoryDisclosures: Array<string>, timestamp: any, complianceScore: number, model: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SuggestedTitleQueryVariables = Exact<{
  companyName: Scalars['String']['input'];
  keyMessages: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type SuggestedTitleQuery = { __typename?: 'Query', suggestedTitle: string };

export type DashboardStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardStatsQuery = { __typename?: 'Query', dashboardStats: { __typename?: 'DashboardStats', activeCampaigns: number, articlesPublished: number, totalEngagement: number, monthly: { __typename?: 'MonthlyStats', current: { __typename?: 'StatFigures', chargesBilled: { __typename?: 'Money', amountCents: number } } }, changes: { __typename?: 'StatChanges', activeCampaigns?: number | null, articlesPublished?: number | null, totalEngagement?: number | null, revenue?: number | null } } };

export type CancelNewswireOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelNewswireOrderMutation = { __typename?: 'Mutation', cancelNewswireOrder: { __typename?: 'CancelNewswireOrderPayload', newswireOrder?: { __typename?: 'NewswireOrder', id: string, articleId: string, provider: NewswireProviderId, providerName: string, apiAvailable: boolean, level: DistributionLevel, status: NewswireOrderStatus, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, price: { __typename?: 'Money', amountCents: number, currency: string }, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ConfirmNewswireOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  releaseUrl: Scalars['String']['input'];
}>;


export type ConfirmNewswireOrderMutation = { __typename?: 'Mutation', confirmNewswireOrder: { __typename?: 'ConfirmNewswireOrderPayload', newswireOrder?: { __typename?: 'NewswireOrder', id: string, articleId: string, provider: NewswireProviderId, providerName: string, apiAvailable: boolean, level: DistributionLevel, status: NewswireOrderStatus, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, price: { __typename?: 'Money', amountCents: number, currency: string }, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type DistributeArticleMutationVariables = Exact<{
  input: DistributeInput;
}>;


export type DistributeArticleMutation = { __typename?: 'Mutation', distributeArticle: { __typename?: 'DistributeArticlePayload', distributionResult?: { __typename?: 'DistributionResult', message: string, estimatedReach: number, replayed: boolean, totalPrice: { __typename?: 'Money', amountCents: number, currency: string }, orders: Array<{ __typename?: 'NewswireOrder', id: string, articleId: string, provider: NewswireProviderId, providerName: string, apiAvailable: boolean, level: DistributionLevel, status: NewswireOrderStatus, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, price: { __typename?: 'Money', amountCents: number, currency: string }, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null }>, movedPublications: Array<{ __typename?: 'MovedPublication', id: string, platform: PlatformId, from: any, to: any }> } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type NewswireOrderFieldsFragment = { __typename?: 'NewswireOrder', id: string, articleId: string, provider: NewswireProviderId, providerName: string, apiAvailable: boolean, level: DistributionLevel, status: NewswireOrderStatus, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, price: { __typename?: 'Money', amountCents: number, currency: string }, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null };

export type NewswireOrdersQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
}>;


export type NewswireOrdersQuery = { __typename?: 'Query', newswireOrders: { __typename?: 'NewswireOrderConnection', nodes: Array<{ __typename?: 'NewswireOrder', id: string, articleId: string, provider: NewswireProviderId, providerName: string, apiAvailable: boolean, level: DistributionLevel, status: NewswireOrderStatus, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, price: { __typename?: 'Money', amountCents: number, currency: string }, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null }> } };

export type NewswireProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type NewswireProvidersQuery = { __typename?: 'Query', newswireProviders: { __typename?: 'NewswireProviderConnection', nodes: Array<{ __typename?: 'NewswireProvider', id: NewswireProviderId, name: string, apiAvailable: boolean, pricingIndicative: boolean, features: Array<string>, sandbox: boolean, submissionUrl?: string | null, prices: { __typename?: 'LevelMoney', basic: { __typename?: 'Money', amountCents: number, currency: string }, enhanced: { __typename?: 'Money', amountCents: number, currency: string }, premium: { __typename?: 'Money', amountCents: number, currency: string } }, delivery: { __typename?: 'NewswireDelivery', mode: NewswireDeliveryMode, steps: Array<string> }, coverage: { __typename?: 'LevelMarkets', basic: Array<string>, enhanced: Array<string>, premium: Array<string> } }> } };

export type NewswireQuoteQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
}>;


export type NewswireQuoteQuery = { __typename?: 'Query', newswireQuote?: { __typename?: 'NewswireQuote', articleId: string, wordCount: number, packages: Array<{ __typename?: 'NewswirePackageQuote', provider: NewswireProviderId, level: DistributionLevel, estimatedReach: number, wordLimit?: number | null, extraWords: number, notice?: string | null, coverage: Array<string> }>, disclosure?: { __typename?: 'DisclosureNeed', market: string, rule: string, topics: Array<string> } | null } | null };

export type RecordNewswireOrderOutcomeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  sent: Scalars['Boolean']['input'];
}>;


export type RecordNewswireOrderOutcomeMutation = { __typename?: 'Mutation', recordNewswireOrderOutcome: { __typename?: 'RecordNewswireOrderOutcomePayload', newswireOrder?: { __typename?: 'NewswireOrder', id: string, articleId: string, provider: NewswireProviderId, providerName: string, apiAvailable: boolean, level: DistributionLevel, status: NewswireOrderStatus, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, price: { __typename?: 'Money', amountCents: number, currency: string }, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RetryNewswireOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RetryNewswireOrderMutation = { __typename?: 'Mutation', retryNewswireOrder: { __typename?: 'RetryNewswireOrderPayload', newswireOrder?: { __typename?: 'NewswireOrder', id: string, articleId: string, provider: NewswireProviderId, providerName: string, apiAvailable: boolean, level: DistributionLevel, status: NewswireOrderStatus, estimatedReach: number, targetTime?: any | null, vendorRef?: string | null, releaseUrl?: string | null, sandbox: boolean, message?: string | null, lastError?: string | null, attempts: number, publishedAt?: any | null, createdAt: any, price: { __typename?: 'Money', amountCents: number, currency: string }, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string, fields: Array<{ __typename?: 'SubmissionField', label: string, value: string }> } | null } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type AnalyticsCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalyticsCampaignsQuery = { __typename?: 'Query', campaigns: { __typename?: 'CampaignConnection', nodes: Array<{ __typename?: 'Campaign', id: string, title: string, ticker: string }> } };

export type AnalyticsQueryVariables = Exact<{
  from?: InputMaybe<Scalars['Date']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
  campaignId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AnalyticsQuery = { __typename?: 'Query', analytics: { __typename?: 'Analytics', from: any, to: any, rows: Array<{ __typename?: 'AnalyticsRow', campaignId: string, campaignTitle: string, ticker: string, platform: string, label: string, views: number, clicks: number, shares: number, likes: number, comments: number, date: any }>, newswireOrders: Array<{ __typename?: 'AnalyticsNewswireOrder', id: string, campaignId: string, articleId: string, provider: NewswireProviderId, providerName: string, level: DistributionLevel, status: NewswireOrderStatus, estimatedReach: number, sandbox: boolean, releaseUrl?: string | null, createdAt: any, publishedAt?: any | null, price: { __typename?: 'Money', amount: string, currency: string } }>, stocks: Array<{ __typename?: 'StockSeries', ticker: string, currency?: string | null, asOfTime?: any | null, asOfDate?: any | null, source?: string | null, freshness: QuoteFreshness, liveSource: boolean, points: Array<{ __typename?: 'StockPricePoint', date: any, sharePrice?: { __typename?: 'Money', amount: string, currency: string } | null }> }> } };

export type EngagementFieldsFragment = { __typename?: 'Engagement', campaignId: string, articleId?: string | null, articleTitle?: string | null, publishedAt?: any | null, hasData: boolean, totalEngagement: number, updatedAt: any, platforms: { __typename?: 'EngagementPlatforms', twitter: { __typename?: 'TwitterEngagement', views: number, likes: number, retweets: number, clicks: number, source: FigureSource }, medium: { __typename?: 'MediumEngagement', views: number, claps: number, clicks: number, source: FigureSource }, substack: { __typename?: 'SubstackEngagement', opens: number, clicks: number, source: FigureSource }, web: { __typename?: 'HostedPageEngagement', views: number, clicks: number } }, stockData: { __typename?: 'EngagementStock', ticker: string, changePercent?: number | null, volume?: number | null, currency?: string | null, asOfTime?: any | null, asOfDate?: any | null, source?: string | null, freshness: QuoteFreshness, live: boolean, liveSource: boolean, sharePrice?: { __typename?: 'Money', amount: string, currency: string } | null }, comparison?: { __typename?: 'EngagementComparison', label: string, percent: number, averageEngagement: number, campaignsCompared: number } | null };

export type EngagementUpdatedSubscriptionVariables = Exact<{
  campaignId: Scalars['ID']['input'];
}>;


export type EngagementUpdatedSubscription = { __typename?: 'Subscription', engagementUpdated: { __typename?: 'Engagement', campaignId: string, articleId?: string | null, articleTitle?: string | null, publishedAt?: any | null, hasData: boolean, totalEngagement: number, updatedAt: any, platforms: { __typename?: 'EngagementPlatforms', twitter: { __typename?: 'TwitterEngagement', views: number, likes: number, retweets: number, clicks: number, source: FigureSource }, medium: { __typename?: 'MediumEngagement', views: number, claps: number, clicks: number, source: FigureSource }, substack: { __typename?: 'SubstackEngagement', opens: number, clicks: number, source: FigureSource }, web: { __typename?: 'HostedPageEngagement', views: number, clicks: number } }, stockData: { __typename?: 'EngagementStock', ticker: string, changePercent?: number | null, volume?: number | null, currency?: string | null, asOfTime?: any | null, asOfDate?: any | null, source?: string | null, freshness: QuoteFreshness, live: boolean, liveSource: boolean, sharePrice?: { __typename?: 'Money', amount: string, currency: string } | null }, comparison?: { __typename?: 'EngagementComparison', label: string, percent: number, averageEngagement: number, campaignsCompared: number } | null } };

export type EngagementQueryVariables = Exact<{
  campaignId: Scalars['ID']['input'];
}>;


export type EngagementQuery = { __typename?: 'Query', engagement?: { __typename?: 'Engagement', campaignId: string, articleId?: string | null, articleTitle?: string | null, publishedAt?: any | null, hasData: boolean, totalEngagement: number, updatedAt: any, platforms: { __typename?: 'EngagementPlatforms', twitter: { __typename?: 'TwitterEngagement', views: number, likes: number, retweets: number, clicks: number, source: FigureSource }, medium: { __typename?: 'MediumEngagement', views: number, claps: number, clicks: number, source: FigureSource }, substack: { __typename?: 'SubstackEngagement', opens: number, clicks: number, source: FigureSource }, web: { __typename?: 'HostedPageEngagement', views: number, clicks: number } }, stockData: { __typename?: 'EngagementStock', ticker: string, changePercent?: number | null, volume?: number | null, currency?: string | null, asOfTime?: any | null, asOfDate?: any | null, source?: string | null, freshness: QuoteFreshness, live: boolean, liveSource: boolean, sharePrice?: { __typename?: 'Money', amount: string, currency: string } | null }, comparison?: { __typename?: 'EngagementComparison', label: string, percent: number, averageEngagement: number, campaignsCompared: number } | null } | null };

export type RefreshEngagementMutationVariables = Exact<{
  campaignId: Scalars['ID']['input'];
}>;


export type RefreshEngagementMutation = { __typename?: 'Mutation', refreshEngagement: { __typename?: 'RefreshEngagementPayload', engagementRefreshResult?: { __typename?: 'EngagementRefreshResult', queued: boolean, message: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type KycStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type KycStatusQuery = { __typename?: 'Query', kycStatus?: { __typename?: 'KycStatus', verificationStatus: VerificationStatus, authorizedTicker?: string | null, verifiedAt?: any | null, applicationStatus?: KycApplicationStatus | null, submittedAt?: any | null, userData?: { __typename?: 'KycUserData', username: string, email: string, companyName: string, ticker: string, exchange: string, sector: string, contactName: string, website: string, jurisdiction: string, newsUpdate?: string | null, verificationStatus: VerificationStatus, listingKnown: boolean } | null, verificationSteps: Array<{ __typename?: 'KycStep', id: string, name: string, description: string, status: KycStepStatus, detail?: string | null, offlineStandIn: boolean }>, code?: { __typename?: 'KycCode', sentTo: string, expiresAt?: any | null, attemptsLeft: number, resendAvailableAt?: any | null } | null, review?: { __typename?: 'KycReviewDecision', decision: KycVerdict, reason?: string | null, decidedAt: any } | null } | null };

export type ResendKycCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendKycCodeMutation = { __typename?: 'Mutation', resendKycCode: { __typename?: 'ResendKycCodePayload', kycResendCodeResult?: { __typename?: 'KycResendCodeResult', success: boolean, message: string, sentTo: string, expiresAt: any } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SubmitKycMutationVariables = Exact<{
  input: KycSubmissionInput;
}>;


export type SubmitKycMutation = { __typename?: 'Mutation', submitKyc: { __typename?: 'SubmitKycPayload', kycSubmissionResult?: { __typename?: 'KycSubmissionResult', userData: { __typename?: 'KycUserData', email: string, ticker: string, companyName: string }, verificationSteps: Array<{ __typename?: 'KycStep', id: string, name: string, status: KycStepStatus }> } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type VerifyKycEmailMutationVariables = Exact<{
  input: KycVerifyEmailInput;
}>;


export type VerifyKycEmailMutation = { __typename?: 'Mutation', verifyKycEmail: { __typename?: 'VerifyKycEmailPayload', kycVerifyEmailResult?: { __typename?: 'KycVerifyEmailResult', success: boolean, message: string, verificationStatus: VerificationStatus } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type NewsroomFieldsFragment = { __typename?: 'Newsroom', slug: string, url: string, title: string, logoUrl?: string | null, canChange: boolean, feeds: { __typename?: 'NewsroomFeeds', rss: string, atom: string, json: string } };

export type NewsroomQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsroomQuery = { __typename?: 'Query', newsroom: { __typename?: 'Newsroom', slug: string, url: string, title: string, logoUrl?: string | null, canChange: boolean, feeds: { __typename?: 'NewsroomFeeds', rss: string, atom: string, json: string } } };

export type UpdateNewsroomMutationVariables = Exact<{
  input: UpdateNewsroomInput;
}>;


export type UpdateNewsroomMutation = { __typename?: 'Mutation', updateNewsroom: { __typename?: 'UpdateNewsroomPayload', newsroom?: { __typename?: 'Newsroom', slug: string, url: string, title: string, logoUrl?: string | null, canChange: boolean, feeds: { __typename?: 'NewsroomFeeds', rss: string, atom: string, json: string } } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type NewsroomSubscribersQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsroomSubscribersQuery = { __typename?: 'Query', newsroomSubscribers: { __typename?: 'NewsroomSubscribers', count: number, pending: number } };

export type RemoveNewsroomSubscribersMutationVariables = Exact<{
  input: RemoveNewsroomSubscribersInput;
}>;


export type RemoveNewsroomSubscribersMutation = { __typename?: 'Mutation', removeNewsroomSubscribers: { __typename?: 'RemoveNewsroomSubscribersPayload', newsroomSubscribers?: { __typename?: 'NewsroomSubscribers', count: number, pending: number } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type MarkNotificationsReadMutation = { __typename?: 'Mutation', markNotificationsRead: { __typename?: 'MarkNotificationsReadPayload', unreadCount?: number | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type NotificationsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type NotificationsQuery = { __typename?: 'Query', unreadNotificationCount: number, notifications: { __typename?: 'NotificationConnection', nodes: Array<{ __typename?: 'Notification', id: string, kind: NotificationKind, title: string, body: string, campaignId?: string | null, articleId?: string | null, read: boolean, createdAt: any }> } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { __typename?: 'Query', apiTokens: { __typename?: 'ApiTokenConnection', nodes: Array<{ __typename?: 'ApiToken', id: string, name: string, scopes: Array<TokenScope>, hint: string, status: TokenStatus, createdBy?: string | null, createdAt: any, expiresAt?: any | null, lastUsedAt?: any | null }> } };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { __typename?: 'Mutation', createApiToken: { __typename?: 'CreateApiTokenPayload', createdApiToken?: { __typename?: 'CreatedApiToken', secret: string, token: { __typename?: 'ApiToken', id: string, name: string } } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RevokeApiTokenMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type RevokeApiTokenMutation = { __typename?: 'Mutation', revokeApiToken: { __typename?: 'RevokeApiTokenPayload', apiToken?: { __typename?: 'ApiToken', id: string, status: TokenStatus } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { __typename?: 'Query', webhookEndpoints: { __typename?: 'WebhookEndpointConnection', nodes: Array<{ __typename?: 'WebhookEndpoint', id: string, url: string, description?: string | null, eventTypes: Array<WebhookEventType>, enabled: boolean, disabledReason?: string | null, disabledAt?: any | null, createdAt: any }> } };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type WebhookDeliveriesQuery = { __typename?: 'Query', webhookDeliveries: { __typename?: 'WebhookDeliveryConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'WebhookDeliveryEdge', node: { __typename?: 'WebhookDelivery', id: string, eventId: string, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, nextAttemptAt?: any | null, deliveredAt?: any | null, createdAt: any, redeliveryOf?: string | null, log: Array<{ __typename?: 'WebhookDeliveryAttempt', attempt: number, at: any, status?: number | null, latencyMs: number, error?: string | null }> } }> } };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { __typename?: 'Mutation', createWebhookEndpoint: { __typename?: 'CreateWebhookEndpointPayload', webhookEndpointWithSecret?: { __typename?: 'WebhookEndpointWithSecret', secret: string, endpoint: { __typename?: 'WebhookEndpoint', id: string, url: string } } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  input: UpdateWebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { __typename?: 'Mutation', updateWebhookEndpoint: { __typename?: 'UpdateWebhookEndpointPayload', webhookEndpoint?: { __typename?: 'WebhookEndpoint', id: string, enabled: boolean, disabledReason?: string | null } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RotateWebhookSecretMutationVariables = Exact<{
  input: WebhookEndpointIdInput;
}>;


export type RotateWebhookSecretMutation = { __typename?: 'Mutation', rotateWebhookSecret: { __typename?: 'RotateWebhookSecretPayload', webhookEndpointWithSecret?: { __typename?: 'WebhookEndpointWithSecret', secret: string, endpoint: { __typename?: 'WebhookEndpoint', id: string } } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointIdInput;
}>;


export type DeleteWebhookEndpointMutation = { __typename?: 'Mutation', deleteWebhookEndpoint: { __typename?: 'DeleteWebhookEndpointPayload', deleted?: boolean | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RedeliverWebhookMutationVariables = Exact<{
  input: RedeliverWebhookInput;
}>;


export type RedeliverWebhookMutation = { __typename?: 'Mutation', redeliverWebhook: { __typename?: 'RedeliverWebhookPayload', webhookDelivery?: { __typename?: 'WebhookDelivery', id: string } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CancelCalendarOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelCalendarOrderMutation = { __typename?: 'Mutation', cancelNewswireOrder: { __typename?: 'CancelNewswireOrderPayload', newswireOrder?: { __typename?: 'NewswireOrder', id: string, articleId: string, articleTitle: string, provider: NewswireProviderId, providerName: string, level: DistributionLevel, status: NewswireOrderStatus, targetTime?: any | null, releaseUrl?: string | null, sandbox: boolean, lastError?: string | null, message?: string | null, publishedAt?: any | null, at: any } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CancelPublicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelPublicationMutation = { __typename?: 'Mutation', cancelPublication: { __typename?: 'CancelPublicationPayload', publication?: { __typename?: 'Publication', id: string, articleId: string, campaignId: string, articleTitle: string, platform: PlatformId, platformName: string, status: PublicationStatus, scheduledFor?: any | null, publishedAt?: any | null, url?: string | null, sandbox: boolean, attempts: number, lastError?: string | null, at: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string } | null } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ConfirmPublicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  url: Scalars['String']['input'];
}>;


export type ConfirmPublicationMutation = { __typename?: 'Mutation', confirmPublication: { __typename?: 'ConfirmPublicationPayload', publication?: { __typename?: 'Publication', id: string, articleId: string, campaignId: string, articleTitle: string, platform: PlatformId, platformName: string, status: PublicationStatus, scheduledFor?: any | null, publishedAt?: any | null, url?: string | null, sandbox: boolean, attempts: number, lastError?: string | null, at: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string } | null } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ConnectPlatformMutationVariables = Exact<{
  platform: PlatformId;
  credentials: Scalars['JSONObject']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConnectPlatformMutation = { __typename?: 'Mutation', connectPlatform: { __typename?: 'ConnectPlatformPayload', platform?: { __typename?: 'Platform', id: PlatformId, name: string, connected: boolean, label?: string | null, connectedAt?: any | null, sandbox: boolean, sandboxReason?: string | null, oauthAvailable: boolean, oauthStartUrl?: string | null, credentialFields: Array<{ __typename?: 'CredentialField', name: string, required: boolean, description?: string | null }> } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type DisconnectPlatformMutationVariables = Exact<{
  platform: PlatformId;
}>;


export type DisconnectPlatformMutation = { __typename?: 'Mutation', disconnectPlatform: { __typename?: 'DisconnectPlatformPayload', platform?: { __typename?: 'Platform', id: PlatformId, name: string, connected: boolean, label?: string | null, connectedAt?: any | null, sandbox: boolean, sandboxReason?: string | null, oauthAvailable: boolean, oauthStartUrl?: string | null, credentialFields: Array<{ __typename?: 'CredentialField', name: string, required: boolean, description?: string | null }> } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type PlatformFieldsFragment = { __typename?: 'Platform', id: PlatformId, name: string, connected: boolean, label?: string | null, connectedAt?: any | null, sandbox: boolean, sandboxReason?: string | null, oauthAvailable: boolean, oauthStartUrl?: string | null, credentialFields: Array<{ __typename?: 'CredentialField', name: string, required: boolean, description?: string | null }> };

export type PlatformConnectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlatformConnectionsQuery = { __typename?: 'Query', platforms: { __typename?: 'PlatformConnection', nodes: Array<{ __typename?: 'Platform', id: PlatformId, name: string, connected: boolean, label?: string | null, connectedAt?: any | null, sandbox: boolean, sandboxReason?: string | null, oauthAvailable: boolean, oauthStartUrl?: string | null, credentialFields: Array<{ __typename?: 'CredentialField', name: string, required: boolean, description?: string | null }> }> } };

export type PublicationFieldsFragment = { __typename?: 'Publication', id: string, articleId: string, campaignId: string, articleTitle: string, platform: PlatformId, platformName: string, status: PublicationStatus, scheduledFor?: any | null, publishedAt?: any | null, url?: string | null, sandbox: boolean, attempts: number, lastError?: string | null, at: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string } | null };

export type CalendarOrderFieldsFragment = { __typename?: 'NewswireOrder', id: string, articleId: string, articleTitle: string, provider: NewswireProviderId, providerName: string, level: DistributionLevel, status: NewswireOrderStatus, targetTime?: any | null, releaseUrl?: string | null, sandbox: boolean, lastError?: string | null, message?: string | null, publishedAt?: any | null, at: any };

export type PublishingCalendarQueryVariables = Exact<{
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
}>;


export type PublishingCalendarQuery = { __typename?: 'Query', publishingCalendar: { __typename?: 'PublishingCalendar', from: any, to: any, publications: Array<{ __typename?: 'Publication', id: string, articleId: string, campaignId: string, articleTitle: string, platform: PlatformId, platformName: string, status: PublicationStatus, scheduledFor?: any | null, publishedAt?: any | null, url?: string | null, sandbox: boolean, attempts: number, lastError?: string | null, at: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string } | null }>, orders: Array<{ __typename?: 'NewswireOrder', id: string, articleId: string, articleTitle: string, provider: NewswireProviderId, providerName: string, level: DistributionLevel, status: NewswireOrderStatus, targetTime?: any | null, releaseUrl?: string | null, sandbox: boolean, lastError?: string | null, message?: string | null, publishedAt?: any | null, at: any }> } };

export type RetryPublicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RetryPublicationMutation = { __typename?: 'Mutation', retryPublication: { __typename?: 'RetryPublicationPayload', publication?: { __typename?: 'Publication', id: string, articleId: string, campaignId: string, articleTitle: string, platform: PlatformId, platformName: string, status: PublicationStatus, scheduledFor?: any | null, publishedAt?: any | null, url?: string | null, sandbox: boolean, attempts: number, lastError?: string | null, at: any, submission?: { __typename?: 'SubmissionPackage', formUrl: string, text: string } | null } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ApprovalRuleQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalRuleQuery = { __typename?: 'Query', approvalRule: { __typename?: 'ApprovalRule', required: boolean, approvalsNeeded: number, explicit: boolean } };

export type SetApprovalRuleMutationVariables = Exact<{
  required: Scalars['Boolean']['input'];
  approvalsNeeded: Scalars['Int']['input'];
}>;


export type SetApprovalRuleMutation = { __typename?: 'Mutation', setApprovalRule: { __typename?: 'SetApprovalRulePayload', approvalRule?: { __typename?: 'ApprovalRule', required: boolean, approvalsNeeded: number, explicit: boolean } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type InvitationQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type InvitationQuery = { __typename?: 'Query', invitation: { __typename?: 'InvitationPreview', organizationName: string, ticker?: string | null, role: MemberRole, email: string, expiresAt: any } };

export type AcceptInvitationMutationVariables = Exact<{
  token: Scalars['String']['input'];
  code?: InputMaybe<Scalars['String']['input']>;
}>;


export type AcceptInvitationMutation = { __typename?: 'Mutation', acceptInvitation: { __typename?: 'AcceptInvitationPayload', member?: { __typename?: 'Member', userId: string, role: MemberRole } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type InviteMemberMutationVariables = Exact<{
  input: InviteInput;
}>;


export type InviteMemberMutation = { __typename?: 'Mutation', inviteMember: { __typename?: 'InviteMemberPayload', invitation?: { __typename?: 'Invitation', id: string, email: string, role: MemberRole } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ChangeMemberRoleMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  role: MemberRole;
}>;


export type ChangeMemberRoleMutation = { __typename?: 'Mutation', changeMemberRole: { __typename?: 'ChangeMemberRolePayload', member?: { __typename?: 'Member', userId: string, role: MemberRole } | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RemoveMemberMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type RemoveMemberMutation = { __typename?: 'Mutation', removeMember: { __typename?: 'RemoveMemberPayload', removed?: boolean | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RevokeInvitationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeInvitationMutation = { __typename?: 'Mutation', revokeInvitation: { __typename?: 'RevokeInvitationPayload', revoked?: boolean | null, userErrors: Array<{ __typename?: 'UserError', path?: Array<string> | null, code: UserErrorCode, message: string }> } };

export type TeamQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamQuery = { __typename?: 'Query', team: { __typename?: 'Team', members: Array<{ __typename?: 'Member', userId: string, username: string, email: string, role: MemberRole, twoFactorEnabled: boolean, joinedAt: any }>, invitations: Array<{ __typename?: 'Invitation', id: string, email: string, role: MemberRole, outsideDomain: boolean, invitedBy?: string | null, expiresAt: any }> } };

export type TickerSearchQueryVariables = Exact<{
  query: Scalars['String']['input'];
}>;


export type TickerSearchQuery = { __typename?: 'Query', stockSearch: { __typename?: 'StockSearchResultConnection', nodes: Array<{ __typename?: 'StockSearchResult', ticker: string, exchange: string, name: string, marketCap?: number | null }> } };

export type TickerValidateQueryVariables = Exact<{
  ticker: Scalars['String']['input'];
}>;


export type TickerValidateQuery = { __typename?: 'Query', validateTicker: { __typename?: 'TickerValidation', valid: boolean, companyInfo?: { __typename?: 'CompanyInfo', companyName: string, ticker: string, exchange: string, sector?: string | null, industry?: string | null, marketCap?: number | null, website?: string | null, country?: string | null, isDemo: boolean } | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me?: { __typename?: 'Account', id: string, username: string, email: string, role: AccountRole, plan: PlanId, companyName?: string | null, ticker?: string | null, exchange?: string | null, sector?: string | null, contactName?: string | null, website?: string | null, jurisdiction?: string | null, verificationStatus: VerificationStatus, twoFactorEnabled: boolean, twoFactorRequired: boolean, organizationId: string, memberRole: MemberRole, backupCodesRemaining: number, lastLoginAt?: any | null, createdAt: any, readOnly: boolean } | null };

export const ArticleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"releasedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"disclosureFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiAssisted"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"notAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"forwardLooking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"pennyStock"}},{"kind":"Field","name":{"kind":"Name","value":"safeHarbor"}}]}}]}}]}}]} as unknown as DocumentNode<ArticleFieldsFragment, unknown>;
export const CampaignRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleStatus"}}]}}]} as unknown as DocumentNode<CampaignRowFieldsFragment, unknown>;
export const CompanyProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headOfficeCity"}},{"kind":"Field","name":{"kind":"Name","value":"headOfficeRegion"}},{"kind":"Field","name":{"kind":"Name","value":"headOfficeCountry"}},{"kind":"Field","name":{"kind":"Name","value":"boilerplate"}},{"kind":"Field","name":{"kind":"Name","value":"mediaContact"}},{"kind":"Field","name":{"kind":"Name","value":"dateline"}},{"kind":"Field","name":{"kind":"Name","value":"marketCountry"}}]}}]} as unknown as DocumentNode<CompanyProfileFieldsFragment, unknown>;
export const ComplianceFindingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceFindingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceFinding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"rewrite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replaced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"span"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<ComplianceFindingFieldsFragment, unknown>;
export const RuleItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"unconfirmed"}}]}}]} as unknown as DocumentNode<RuleItemFieldsFragment, unknown>;
export const NewswireOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<NewswireOrderFieldsFragment, unknown>;
export const EngagementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EngagementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Engagement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasData"}},{"kind":"Field","name":{"kind":"Name","value":"totalEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"retweets"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"medium"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"claps"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"substack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"web"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"sharePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"asOfTime"}},{"kind":"Field","name":{"kind":"Name","value":"asOfDate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"freshness"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"liveSource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparison"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"averageEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"campaignsCompared"}}]}}]}}]} as unknown as DocumentNode<EngagementFieldsFragment, unknown>;
export const NewsroomFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsroomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newsroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canChange"}},{"kind":"Field","name":{"kind":"Name","value":"feeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rss"}},{"kind":"Field","name":{"kind":"Name","value":"atom"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}}]}}]} as unknown as DocumentNode<NewsroomFieldsFragment, unknown>;
export const PlatformFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxReason"}},{"kind":"Field","name":{"kind":"Name","value":"credentialFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oauthAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"oauthStartUrl"}}]}}]} as unknown as DocumentNode<PlatformFieldsFragment, unknown>;
export const PublicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<PublicationFieldsFragment, unknown>;
export const CalendarOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<CalendarOrderFieldsFragment, unknown>;
export const ArticleLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<ArticleLocationQuery, ArticleLocationQueryVariables>;
export const SupportEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}}]} as unknown as DocumentNode<SupportEmailQuery, SupportEmailQueryVariables>;
export const ApproveKycReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveKycReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveKycReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewActionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveKycReviewMutation, ApproveKycReviewMutationVariables>;
export const IntegrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Integrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"modeReason"}},{"kind":"Field","name":{"kind":"Name","value":"testable"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastCall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"request"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IntegrationsQuery, IntegrationsQueryVariables>;
export const KycReviewHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KycReviewHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycReviewHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"}}]}}]}}]}}]} as unknown as DocumentNode<KycReviewHistoryQuery, KycReviewHistoryQueryVariables>;
export const KycReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KycReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"newsUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"listingKnown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verificationSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"offlineStandIn"}}]}}]}}]}}]}}]} as unknown as DocumentNode<KycReviewsQuery, KycReviewsQueryVariables>;
export const RejectKycReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectKycReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectKycReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewActionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RejectKycReviewMutation, RejectKycReviewMutationVariables>;
export const TestIntegrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestIntegration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testIntegration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrationCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestIntegrationMutation, TestIntegrationMutationVariables>;
export const ApprovalNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ApprovalNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}}]}}]}}]} as unknown as DocumentNode<ApprovalNotificationsSubscription, ApprovalNotificationsSubscriptionVariables>;
export const ArticleApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"blockingFindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ArticleApprovalQuery, ArticleApprovalQueryVariables>;
export const RequestApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RequestApprovalMutation, RequestApprovalMutationVariables>;
export const ApproveArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveArticleMutation, ApproveArticleMutationVariables>;
export const RejectArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RejectArticleMutation, RejectArticleMutationVariables>;
export const WaitingForMyApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitingForMyApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitingForMyApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}}]}}]}}]} as unknown as DocumentNode<WaitingForMyApprovalQuery, WaitingForMyApprovalQueryVariables>;
export const ArticleComplianceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleCompliance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"complianceScore"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"rewrite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replaced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"span"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dismissed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"span"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondOpinion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"findingCount"}}]}}]}}]}}]} as unknown as DocumentNode<ArticleComplianceQuery, ArticleComplianceQueryVariables>;
export const DraftComplianceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DraftCompliance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"complianceScore"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceFindingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"span"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceFindingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceFinding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"rewrite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replaced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"span"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<DraftComplianceQuery, DraftComplianceQueryVariables>;
export const DismissComplianceFindingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissComplianceFinding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DismissComplianceFindingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissComplianceFinding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionCompliance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DismissComplianceFindingMutation, DismissComplianceFindingMutationVariables>;
export const ArticleGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ArticleGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"delta"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}}]}}]}}]} as unknown as DocumentNode<ArticleGenerationSubscription, ArticleGenerationSubscriptionVariables>;
export const ArticleHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"titleChanged"}},{"kind":"Field","name":{"kind":"Name","value":"diff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ArticleHistoryQuery, ArticleHistoryQueryVariables>;
export const ArticlePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"releasedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"disclosureFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiAssisted"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"notAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"forwardLooking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"pennyStock"}},{"kind":"Field","name":{"kind":"Name","value":"safeHarbor"}}]}}]}}]}}]} as unknown as DocumentNode<ArticlePreviewQuery, ArticlePreviewQueryVariables>;
export const ArticleReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"permalink"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]}}]} as unknown as DocumentNode<ArticleReleaseQuery, ArticleReleaseQueryVariables>;
export const GenerateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmOverage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"confirmOverage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmOverage"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleGenerationResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"complianceScore"}},{"kind":"Field","name":{"kind":"Name","value":"complianceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"quota"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"releasedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"disclosureFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiAssisted"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"notAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"forwardLooking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"pennyStock"}},{"kind":"Field","name":{"kind":"Name","value":"safeHarbor"}}]}}]}}]}}]} as unknown as DocumentNode<GenerateArticleMutation, GenerateArticleMutationVariables>;
export const PublishArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformId"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scheduledFor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"platforms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"scheduledFor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scheduledFor"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hostedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"movedAfterDistribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsroom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PublishArticleMutation, PublishArticleMutationVariables>;
export const PublishPlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxReason"}}]}}]}}]}}]} as unknown as DocumentNode<PublishPlatformsQuery, PublishPlatformsQueryVariables>;
export const RegenerateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replaceTitle"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"replaceTitle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replaceTitle"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleGenerationResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"releasedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"disclosureFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiAssisted"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"notAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"forwardLooking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"pennyStock"}},{"kind":"Field","name":{"kind":"Name","value":"safeHarbor"}}]}}]}}]}}]} as unknown as DocumentNode<RegenerateArticleMutation, RegenerateArticleMutationVariables>;
export const ReleaseCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReleaseCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scheduledFor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"scheduledFor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scheduledFor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeTimeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tradingDay"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeNotifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"noticeDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}}]}}]}}]}}]} as unknown as DocumentNode<ReleaseCheckQuery, ReleaseCheckQueryVariables>;
export const RecordExchangeNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordExchangeNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordExchangeNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeNotifiedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RecordExchangeNoticeMutation, RecordExchangeNoticeMutationVariables>;
export const UpdateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleUpdateResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclosuresRestored"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"releasedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"disclosureFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiAssisted"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"notAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"forwardLooking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"pennyStock"}},{"kind":"Field","name":{"kind":"Name","value":"safeHarbor"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateArticleMutation, UpdateArticleMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const EnableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EnableTwoFactorMutation, EnableTwoFactorMutationVariables>;
export const EndOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endedCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"requiresTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"tempToken"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RegenerateBackupCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateBackupCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateBackupCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backupCodes"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RegenerateBackupCodesMutation, RegenerateBackupCodesMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ResetTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResetTwoFactorMutation, ResetTwoFactorMutationVariables>;
export const SessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<SessionsQuery, SessionsQueryVariables>;
export const SetupTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"manualEntryKey"}},{"kind":"Field","name":{"kind":"Name","value":"backupCodes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetupTwoFactorMutation, SetupTwoFactorMutationVariables>;
export const RequestSignInLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestSignInLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestSignInLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RequestSignInLinkMutation, RequestSignInLinkMutationVariables>;
export const SignInWithLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"requiresTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"tempToken"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignInWithLinkMutation, SignInWithLinkMutationVariables>;
export const SignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signupResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignupMutation, SignupMutationVariables>;
export const VerifyTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyTwoFactorResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"backupCodesRemaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyTwoFactorMutation, VerifyTwoFactorMutationVariables>;
export const DemoAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemoAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demoAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nonExistentUserId"}},{"kind":"Field","name":{"kind":"Name","value":"demoTicker"}},{"kind":"Field","name":{"kind":"Name","value":"otherTicker"}}]}}]}}]} as unknown as DocumentNode<DemoAccountsQuery, DemoAccountsQueryVariables>;
export const DemoProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemoProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demoProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}}]}}]} as unknown as DocumentNode<DemoProfileQuery, DemoProfileQueryVariables>;
export const TestTickerAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestTickerAuthorization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TickerAuthorizationTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testTickerAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedTicker"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<TestTickerAuthorizationQuery, TestTickerAuthorizationQueryVariables>;
export const ArchiveCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ArchiveCampaignMutation, ArchiveCampaignMutationVariables>;
export const CampaignListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignStatusFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleStatus"}}]}}]} as unknown as DocumentNode<CampaignListQuery, CampaignListQueryVariables>;
export const ChangePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanId"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"upgradeTo"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePlanMutation, ChangePlanMutationVariables>;
export const ContentWriterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentWriter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentWriter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ContentWriterQuery, ContentWriterQueryVariables>;
export const CreateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleStatus"}}]}}]} as unknown as DocumentNode<CreateCampaignMutation, CreateCampaignMutationVariables>;
export const PlanUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"overagePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"upgradeTo"}}]}}]}}]} as unknown as DocumentNode<PlanUsageQuery, PlanUsageQueryVariables>;
export const SuggestedCampaignTitleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuggestedCampaignTitle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"highlights"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestedCampaignTitle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}},{"kind":"Argument","name":{"kind":"Name","value":"highlights"},"value":{"kind":"Variable","name":{"kind":"Name","value":"highlights"}}}]}]}}]} as unknown as DocumentNode<SuggestedCampaignTitleQuery, SuggestedCampaignTitleQueryVariables>;
export const CompanyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headOfficeCity"}},{"kind":"Field","name":{"kind":"Name","value":"headOfficeRegion"}},{"kind":"Field","name":{"kind":"Name","value":"headOfficeCountry"}},{"kind":"Field","name":{"kind":"Name","value":"boilerplate"}},{"kind":"Field","name":{"kind":"Name","value":"mediaContact"}},{"kind":"Field","name":{"kind":"Name","value":"dateline"}},{"kind":"Field","name":{"kind":"Name","value":"marketCountry"}}]}}]} as unknown as DocumentNode<CompanyProfileQuery, CompanyProfileQueryVariables>;
export const UpdateCompanyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompanyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCompanyProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompanyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyProfileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headOfficeCity"}},{"kind":"Field","name":{"kind":"Name","value":"headOfficeRegion"}},{"kind":"Field","name":{"kind":"Name","value":"headOfficeCountry"}},{"kind":"Field","name":{"kind":"Name","value":"boilerplate"}},{"kind":"Field","name":{"kind":"Name","value":"mediaContact"}},{"kind":"Field","name":{"kind":"Name","value":"dateline"}},{"kind":"Field","name":{"kind":"Name","value":"marketCountry"}}]}}]} as unknown as DocumentNode<UpdateCompanyProfileMutation, UpdateCompanyProfileMutationVariables>;
export const AnalyzeContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyzeContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyzeContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceScore"}},{"kind":"Field","name":{"kind":"Name","value":"criticalIssues"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceFindingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceFindingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceFinding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"rewrite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replaced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"span"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<AnalyzeContentQuery, AnalyzeContentQueryVariables>;
export const CheckComplianceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckCompliance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"complianceScore"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"critical"}},{"kind":"Field","name":{"kind":"Name","value":"important"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceFindingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclosures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"span"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceFindingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceFinding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"rewrite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replaced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"span"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<CheckComplianceQuery, CheckComplianceQueryVariables>;
export const GuidelineDeadlinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuidelineDeadlines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventTime"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guidelines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"simplified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guidelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialChangeDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"materialChangeReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"easternTime"}},{"kind":"Field","name":{"kind":"Name","value":"session"}},{"kind":"Field","name":{"kind":"Name","value":"notifyExchangeBy"}},{"kind":"Field","name":{"kind":"Name","value":"earliestAfterClose"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"unconfirmed"}}]}}]} as unknown as DocumentNode<GuidelineDeadlinesQuery, GuidelineDeadlinesQueryVariables>;
export const GuidelinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Guidelines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guidelines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"simplified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"complianceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"riskLevel"}},{"kind":"Field","name":{"kind":"Name","value":"pennyStockLikely"}},{"kind":"Field","name":{"kind":"Name","value":"keyRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"guidelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialChangeDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distributionRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"financialReportingRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumDisclosures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleItemFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"unconfirmed"}}]}}]} as unknown as DocumentNode<GuidelinesQuery, GuidelinesQueryVariables>;
export const GenerateContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generatedContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"complianceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"mandatoryDisclosures"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"complianceScore"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GenerateContentMutation, GenerateContentMutationVariables>;
export const SuggestedTitleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuggestedTitle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyMessages"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestedTitle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyMessages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyMessages"}}}]}]}}]} as unknown as DocumentNode<SuggestedTitleQuery, SuggestedTitleQueryVariables>;
export const DashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"articlesPublished"}},{"kind":"Field","name":{"kind":"Name","value":"totalEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargesBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"articlesPublished"}},{"kind":"Field","name":{"kind":"Name","value":"totalEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardStatsQuery, DashboardStatsQueryVariables>;
export const CancelNewswireOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelNewswireOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelNewswireOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newswireOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewswireOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<CancelNewswireOrderMutation, CancelNewswireOrderMutationVariables>;
export const ConfirmNewswireOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmNewswireOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmNewswireOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"releaseUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseUrl"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newswireOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewswireOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmNewswireOrderMutation, ConfirmNewswireOrderMutationVariables>;
export const DistributeArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DistributeArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DistributeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributeArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewswireOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"movedPublications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<DistributeArticleMutation, DistributeArticleMutationVariables>;
export const NewswireOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewswireOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newswireOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewswireOrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<NewswireOrdersQuery, NewswireOrdersQueryVariables>;
export const NewswireProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewswireProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newswireProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enhanced"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"premium"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingIndicative"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"submissionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basic"}},{"kind":"Field","name":{"kind":"Name","value":"enhanced"}},{"kind":"Field","name":{"kind":"Name","value":"premium"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NewswireProvidersQuery, NewswireProvidersQueryVariables>;
export const NewswireQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewswireQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newswireQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"wordLimit"}},{"kind":"Field","name":{"kind":"Name","value":"extraWords"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}}]}}]}}]}}]} as unknown as DocumentNode<NewswireQuoteQuery, NewswireQuoteQueryVariables>;
export const RecordNewswireOrderOutcomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordNewswireOrderOutcome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordNewswireOrderOutcome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"sent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sent"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newswireOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewswireOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<RecordNewswireOrderOutcomeMutation, RecordNewswireOrderOutcomeMutationVariables>;
export const RetryNewswireOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryNewswireOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryNewswireOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newswireOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewswireOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewswireOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"vendorRef"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<RetryNewswireOrderMutation, RetryNewswireOrderMutationVariables>;
export const AnalyticsCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsCampaignsQuery, AnalyticsCampaignsQueryVariables>;
export const AnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Analytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"firstDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"from"},"name":{"kind":"Name","value":"firstDay"}},{"kind":"Field","alias":{"kind":"Name","value":"to"},"name":{"kind":"Name","value":"lastDay"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"date"},"name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignTitle"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newswireOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReach"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"asOfTime"}},{"kind":"Field","name":{"kind":"Name","value":"asOfDate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"freshness"}},{"kind":"Field","name":{"kind":"Name","value":"liveSource"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"date"},"name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"sharePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsQuery, AnalyticsQueryVariables>;
export const EngagementUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EngagementUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engagementUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EngagementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EngagementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Engagement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasData"}},{"kind":"Field","name":{"kind":"Name","value":"totalEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"retweets"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"medium"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"claps"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"substack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"web"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"sharePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"asOfTime"}},{"kind":"Field","name":{"kind":"Name","value":"asOfDate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"freshness"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"liveSource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparison"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"averageEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"campaignsCompared"}}]}}]}}]} as unknown as DocumentNode<EngagementUpdatedSubscription, EngagementUpdatedSubscriptionVariables>;
export const EngagementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Engagement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engagement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EngagementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EngagementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Engagement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasData"}},{"kind":"Field","name":{"kind":"Name","value":"totalEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"retweets"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"medium"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"claps"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"substack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"web"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"sharePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"asOfTime"}},{"kind":"Field","name":{"kind":"Name","value":"asOfDate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"freshness"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"liveSource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparison"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"averageEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"campaignsCompared"}}]}}]}}]} as unknown as DocumentNode<EngagementQuery, EngagementQueryVariables>;
export const RefreshEngagementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshEngagement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshEngagement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engagementRefreshResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RefreshEngagementMutation, RefreshEngagementMutationVariables>;
export const KycStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KycStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedTicker"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"newsUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"listingKnown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verificationSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"offlineStandIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]}}]} as unknown as DocumentNode<KycStatusQuery, KycStatusQueryVariables>;
export const ResendKycCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendKycCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendKycCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycResendCodeResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResendKycCodeMutation, ResendKycCodeMutationVariables>;
export const SubmitKycDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitKyc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KycSubmissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitKyc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycSubmissionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verificationSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitKycMutation, SubmitKycMutationVariables>;
export const VerifyKycEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyKycEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KycVerifyEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyKycEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycVerifyEmailResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyKycEmailMutation, VerifyKycEmailMutationVariables>;
export const NewsroomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Newsroom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsroom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsroomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsroomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newsroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canChange"}},{"kind":"Field","name":{"kind":"Name","value":"feeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rss"}},{"kind":"Field","name":{"kind":"Name","value":"atom"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}}]}}]} as unknown as DocumentNode<NewsroomQuery, NewsroomQueryVariables>;
export const UpdateNewsroomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNewsroom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNewsroomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNewsroom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsroom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsroomFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsroomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newsroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canChange"}},{"kind":"Field","name":{"kind":"Name","value":"feeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rss"}},{"kind":"Field","name":{"kind":"Name","value":"atom"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}}]}}]} as unknown as DocumentNode<UpdateNewsroomMutation, UpdateNewsroomMutationVariables>;
export const NewsroomSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsroomSubscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsroomSubscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]} as unknown as DocumentNode<NewsroomSubscribersQuery, NewsroomSubscribersQueryVariables>;
export const RemoveNewsroomSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveNewsroomSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveNewsroomSubscribersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeNewsroomSubscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsroomSubscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveNewsroomSubscribersMutation, RemoveNewsroomSubscribersMutationVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdApiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"redeliveryOf"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpointWithSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpointWithSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeliverWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const CancelCalendarOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelCalendarOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelNewswireOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newswireOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<CancelCalendarOrderMutation, CancelCalendarOrderMutationVariables>;
export const CancelPublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPublication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<CancelPublicationMutation, CancelPublicationMutationVariables>;
export const ConfirmPublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPublication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<ConfirmPublicationMutation, ConfirmPublicationMutationVariables>;
export const ConnectPlatformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectPlatform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformId"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credentials"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"label"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectPlatform"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"credentials"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credentials"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"label"},"value":{"kind":"Variable","name":{"kind":"Name","value":"label"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlatformFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxReason"}},{"kind":"Field","name":{"kind":"Name","value":"credentialFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oauthAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"oauthStartUrl"}}]}}]} as unknown as DocumentNode<ConnectPlatformMutation, ConnectPlatformMutationVariables>;
export const DisconnectPlatformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisconnectPlatform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformId"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectPlatform"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlatformFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxReason"}},{"kind":"Field","name":{"kind":"Name","value":"credentialFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oauthAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"oauthStartUrl"}}]}}]} as unknown as DocumentNode<DisconnectPlatformMutation, DisconnectPlatformMutationVariables>;
export const PlatformConnectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlatformConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlatformFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxReason"}},{"kind":"Field","name":{"kind":"Name","value":"credentialFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oauthAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"oauthStartUrl"}}]}}]} as unknown as DocumentNode<PlatformConnectionsQuery, PlatformConnectionsQueryVariables>;
export const PublishingCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishingCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishingCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"publications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarOrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewswireOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetTime"}},{"kind":"Field","name":{"kind":"Name","value":"releaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<PublishingCalendarQuery, PublishingCalendarQueryVariables>;
export const RetryPublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryPublication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<RetryPublicationMutation, RetryPublicationMutationVariables>;
export const ApprovalRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"explicit"}}]}}]}}]} as unknown as DocumentNode<ApprovalRuleQuery, ApprovalRuleQueryVariables>;
export const SetApprovalRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetApprovalRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"required"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approvalsNeeded"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApprovalRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"required"},"value":{"kind":"Variable","name":{"kind":"Name","value":"required"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"approvalsNeeded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approvalsNeeded"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"explicit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetApprovalRuleMutation, SetApprovalRuleMutationVariables>;
export const InvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InvitationQuery, InvitationQueryVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const InviteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<InviteMemberMutation, InviteMemberMutationVariables>;
export const ChangeMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeMemberRoleMutation, ChangeMemberRoleMutationVariables>;
export const RemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const RevokeInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const TeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"outsideDomain"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<TeamQuery, TeamQueryVariables>;
export const TickerSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TickerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"marketCap"}}]}}]}}]}}]} as unknown as DocumentNode<TickerSearchQuery, TickerSearchQueryVariables>;
export const TickerValidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TickerValidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateTicker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticker"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"companyInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"marketCap"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"isDemo"}}]}}]}}]}}]} as unknown as DocumentNode<TickerValidateQuery, TickerValidateQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorRequired"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"memberRole"}},{"kind":"Field","name":{"kind":"Name","value":"backupCodesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;