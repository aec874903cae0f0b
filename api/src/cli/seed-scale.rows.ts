// The rows of one seeded organization, as lines of PostgreSQL's COPY text format. Everything derives from the
// organization's index (ids, dates, statuses, figures), so organization 7 is the same in every seeded database:
// the scale bench compares one organization's reads at two sizes.

/** Tables in the order they are written, with the columns each COPY sends. */
export const COPY_COLUMNS = {
  organizations: [
    'id',
    'created_at',
    'updated_at',
    'name',
    'ticker',
    'exchange',
    'website',
    'verified_at',
    'plan',
    'require_approval',
    'approvals_needed',
    'head_office_city',
    'head_office_region',
    'head_office_country',
    'boilerplate',
    'media_contact',
  ],
  users: [
    'id',
    'created_at',
    'updated_at',
    'username',
    'password_hash',
    'email',
    'role',
    'company_name',
    'ticker',
    'exchange',
    'sector',
    'contact_name',
    'website',
    'jurisdiction',
    'verification_status',
    'kyc_submitted_at',
    'verified_at',
    'email_verified_at',
    'two_factor_enabled',
  ],
  memberships: ['id', 'created_at', 'updated_at', 'organization_id', 'user_id', 'role'],
  kyc_applications: [
    'id',
    'created_at',
    'updated_at',
    'user_id',
    'status',
    'company_name',
    'ticker',
    'exchange',
    'sector',
    'submitted',
    'listing_known',
    'contact_name',
    'official_email',
    'website',
    'jurisdiction',
    'steps',
    'codes_sent',
    'email_confirmed_at',
    'submitted_at',
    'decided_at',
  ],
  stock_data: ['ticker', 'company_name', 'exchange', 'sector', 'industry', 'website', 'country', 'market_cap', 'last_price', 'as_of'],
  newsrooms: ['id', 'created_at', 'updated_at', 'organization_id', 'slug', 'title'],
  dashboard_versions: ['organization_id', 'version'],
  campaigns: [
    'id',
    'created_at',
    'updated_at',
    'organization_id',
    'title',
    'company_name',
    'ticker',
    'sector',
    'tone',
    'highlights',
    'website',
    'budget',
    'status',
    'archived_at',
    'format',
  ],
  articles: [
    'id',
    'created_at',
    'updated_at',
    'campaign_id',
    'organization_id',
    'title',
    'content',
    'body',
    'disclosures',
    'status',
    'platforms',
    'word_count',
    'model',
    'version',
    'released_version',
    'views',
    'engagement',
    'published_at',
  ],
  charges: ['id', 'created_at', 'updated_at', 'organization_id', 'campaign_id', 'kind', 'amount_cents', 'reference', 'description', 'plan'],
  publications: [
    'id',
    'created_at',
    'updated_at',
    'organization_id',
    'article_id',
    'platform',
    'status',
    'scheduled_for',
    'published_at',
    'post_id',
    'url',
    'attempts',
    'last_error',
  ],
  newswire_orders: [
    'id',
    'created_at',
    'updated_at',
    'organization_id',
    'article_id',
    'provider',
    'level',
    'status',
    'cost_cents',
    'estimated_reach',
    'target_time',
    'vendor_ref',
    'release_url',
    'attempts',
    'published_at',
  ],
  approval_requests: [
    'id',
    'created_at',
    'updated_at',
    'organization_id',
    'article_id',
    'version',
    'content_hash',
    'author_id',
    'requested_by',
    'status',
    'decisions',
    'decided_at',
  ],
  newsroom_releases: [
    'id',
    'created_at',
    'updated_at',
    'organization_id',
    'article_id',
    'slug',
    'version',
    'title',
    'body',
    'disclosures',
    'requested_at',
    'live_at',
    'alerts_at',
  ],
  hosted_pages: ['id', 'created_at', 'updated_at', 'article_id', 'organization_id', 'slug'],
  notifications: ['id', 'created_at', 'updated_at', 'organization_id', 'kind', 'title', 'body', 'campaign_id', 'article_id', 'read_at'],
  audit_log: ['id', 'organization_id', 'actor_id', 'action', 'entity_type', 'entity_id', 'details', 'created_at'],
  analytics: [
    'id',
    'created_at',
    'updated_at',
    'article_id',
    'organization_id',
    'platform',
    'views',
    'clicks',
    'shares',
    'likes',
    'comments',
    'date',
  ],
} as const;

export type SeedTable = keyof typeof COPY_COLUMNS;
export type Lines = Record<SeedTable, string[]>;

export interface SeedShape {
  campaignsPerOrg: number;
  days: number;
  /** Days of analytics after each release (a release's readers come in its first weeks); the oldest release of each organization gets every day to today. */
  analyticsDays: number;
  passwordHash: string;
  /** Midnight UTC of the seed's "today" (ms). */
  today: number;
}

const DAY = 86_400_000;
const PLATFORMS = ['twitter', 'medium', 'substack'] as const;
const SECTORS = ['technology', 'healthcare', 'energy', 'financials', 'industrials', 'consumer'] as const;
const TONES = ['analytical', 'confident', 'neutral'] as const;
const TABLE_TAG: Record<SeedTable, number> = Object.fromEntries(Object.keys(COPY_COLUMNS).map((t, i) => [t, i + 1])) as Record<
  SeedTable,
  number
>;

/** Ids that grow with (organization, table, row): every index on them is appended to, never split in the middle. */
export function seedId(table: SeedTable, org: number, row: number): string {
  const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
  const r = hex(row, 18);
  return `${hex(org + 1, 8)}-${hex(TABLE_TAG[table], 4)}-4${r.slice(0, 3)}-8${r.slice(3, 6)}-${r.slice(6)}`;
}

/** A ticker of its own per organization: 'S' and the index in base 36 (10,000 → 'S7PS'). */
export function seedTicker(org: number): string {
  return `S${org.toString(36).toUpperCase().padStart(3, '0')}`;
}

/** mulberry32: a small deterministic generator, one per organization. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const line = (values: (string | number | boolean | null)[]) => values.map((v) => (v === null ? '\\N' : String(v))).join('\t');

type ArticleStatus = 'draft' | 'in_progress' | 'scheduled' | 'published' | 'failed';
type CampaignStatus = ArticleStatus | 'archived';

function statusOf(r: number): CampaignStatus {
  if (r < 0.45) return 'published';
  if (r < 0.55) return 'archived';
  if (r < 0.62) return 'scheduled';
  if (r < 0.75) return 'in_progress';
  if (r < 0.8) return 'failed';
  return 'draft';
}

export function emptyLines(): Lines {
  return Object.fromEntries(Object.keys(COPY_COLUMNS).map((t) => [t, []])) as unknown as Lines;
}

/** Appends organization `org`'s rows to `out`. */
export function organizationRows(org: number, shape: SeedShape, out: Lines): void {
  const rand = random(org * 2_654_435_761 + 1);
  const id = (table: SeedTable, row: number) => seedId(table, org, row);
  const ticker = seedTicker(org);
  const name = `Scale Issuer ${org} Inc.`;
  const website = `https://issuer-${org}.example.com`;
  const sector = SECTORS[org % SECTORS.length];
  const orgId = id('organizations', 0);
  const start = shape.today - shape.days * DAY;
  const joined = iso(start - 30 * DAY);
  const owner = id('users', 0);
  const approver = id('users', 1);

  out.organizations.push(
    line([
      orgId,
      joined,
      joined,
      name,
      ticker,
      'NASDAQ',
      website,
      joined,
      'pro',
      true,
      1,
      'Austin',
      'TX',
      'US',
      `${name} builds things investors can read about.`,
      `press@issuer-${org}.example.com`,
    ]),
  );
  for (const [row, role] of [
    [0, 'owner'],
    [1, 'approver'],
  ] as const) {
    const userId = id('users', row);
    out.users.push(
      line([
        userId,
        joined,
        joined,
        `scale_${org}_${role}`,
        shape.passwordHash,
        `${role}@issuer-${org}.example.com`,
        'issuer',
        name,
        ticker,
        'NASDAQ',
        sector,
        `Scale ${role}`,
        website,
        'US',
        'verified',
        joined,
        joined,
        joined,
        true,
      ]),
    );
    out.memberships.push(line([id('memberships', row), joined, joined, orgId, userId, role]));
  }
  out.kyc_applications.push(
    line([
      id('kyc_applications', 0),
      joined,
      joined,
      owner,
      'verified',
      name,
      ticker,
      'NASDAQ',
      sector,
      '{}',
      true,
      'Scale owner',
      `owner@issuer-${org}.example.com`,
      website,
      'US',
      '[]',
      1,
      joined,
      joined,
      joined,
    ]),
  );
  out.stock_data.push(
    line([ticker, name, 'NASDAQ', sector, 'Software', website, 'US', 1_000_000_000 + org * 1000, '42.50', isoDate(shape.today)]),
  );
  out.newsrooms.push(line([id('newsrooms', 0), joined, joined, orgId, `issuer-${org}`, `${name} newsroom`]));
  out.dashboard_versions.push(line([orgId, 1]));

  let evergreen = true; // the oldest release: analytics on every day since
  let audit = 0;
  const auditRow = (actor: string, action: string, type: string, entity: string, at: number) =>
    out.audit_log.push(line([id('audit_log', audit++), orgId, actor, action, type, entity, '{}', iso(at)]));

  for (let k = 0; k < shape.campaignsPerOrg; k++) {
    const created = start + Math.floor(((k + rand()) * shape.days * DAY) / shape.campaignsPerOrg);
    const status = k === 0 ? 'published' : statusOf(rand());
    const campaignId = id('campaigns', k);
    const articleId = id('articles', k);
    const createdAt = iso(created);
    const released = status === 'published' || status === 'archived';
    const publishedMs = Math.min(created + 3_600_000, shape.today);
    const articleStatus: ArticleStatus = status === 'archived' ? 'published' : status;
    const platforms = PLATFORMS.filter((_, i) => i === k % 3 || rand() < 0.3);
    const title = `${name} update ${k}`;
    out.campaigns.push(
      line([
        campaignId,
        createdAt,
        createdAt,
        orgId,
        title,
        name,
        ticker,
        sector,
        TONES[k % 3],
        'Revenue grew\\nMargins held',
        website,
        'pro',
        status,
        status === 'archived' ? iso(publishedMs + 90 * DAY) : null,
        k % 4 === 0 ? 'press-release' : 'article',
      ]),
    );
    const body = `${name} (NASDAQ: ${ticker}) reports update ${k}. Revenue grew and margins held.`;
    const disclosures = 'Forward-looking statements: results may differ.';
    out.articles.push(
      line([
        articleId,
        createdAt,
        createdAt,
        campaignId,
        orgId,
        title,
        `${body}\\n\\n${disclosures}`,
        body,
        disclosures,
        articleStatus,
        `{${platforms.join(',')}}`,
        250,
        'composer',
        1,
        released ? 1 : null,
        released ? 500 + k : 0,
        released ? 40 + k : 0,
        released ? iso(publishedMs) : null,
      ]),
    );
    auditRow(owner, 'campaign.created', 'campaign', campaignId, created);
    auditRow(owner, 'article.generated', 'article', articleId, created + 60_000);
    if (status !== 'draft') {
      out.charges.push(
        line([id('charges', k), createdAt, createdAt, orgId, campaignId, 'campaign', 499_900, `campaign:${campaignId}`, 'Pro plan', 'pro']),
      );
    }
    if (status === 'in_progress' || released || status === 'scheduled') {
      const pending = status === 'in_progress';
      out.approval_requests.push(
        line([
          id('approval_requests', k),
          createdAt,
          createdAt,
          orgId,
          articleId,
          1,
          `sha256:${k}`,
          owner,
          owner,
          pending ? 'pending' : 'approved',
          pending ? '[]' : `[{"userId":"${approver}","decision":"approved","version":1,"at":"${iso(created + 1_800_000)}"}]`,
          pending ? null : iso(created + 1_800_000),
        ]),
      );
      auditRow(owner, 'article.approval_requested', 'article', articleId, created + 120_000);
      if (!pending) auditRow(approver, 'article.approved', 'article', articleId, created + 1_800_000);
    }
    if (released || status === 'scheduled' || status === 'failed') {
      const pubStatus = released ? 'published' : status === 'scheduled' ? 'scheduled' : 'failed';
      const when = released ? publishedMs : shape.today + ((k % 14) + 1) * DAY;
      platforms.forEach((platform, p) => {
        out.publications.push(
          line([
            id('publications', k * 4 + p),
            createdAt,
            createdAt,
            orgId,
            articleId,
            platform,
            pubStatus,
            iso(when),
            released ? iso(publishedMs) : null,
            released ? `post-${org}-${k}-${p}` : null,
            released ? `https://${platform}.example.com/${org}/${k}` : null,
            1,
            status === 'failed' ? 'platform refused the post' : null,
          ]),
        );
      });
      out.newswire_orders.push(
        line([
          id('newswire_orders', k),
          createdAt,
          createdAt,
          orgId,
          articleId,
          'prnewswire',
          'basic',
          pubStatus,
          39_900,
          5000,
          iso(when),
          released ? `PR-${org}-${k}` : null,
          released ? `https://newswire.example.com/${org}/${k}` : null,
          1,
          released ? iso(publishedMs) : null,
        ]),
      );
      auditRow(owner, 'distribution.ordered', 'article', articleId, created + 1_900_000);
    }
    if (!released) continue;
    auditRow(owner, 'article.published', 'article', articleId, publishedMs);
    const published = iso(publishedMs);
    out.newsroom_releases.push(
      line([
        id('newsroom_releases', k),
        published,
        published,
        orgId,
        articleId,
        `update-${k}`,
        1,
        title,
        body,
        disclosures,
        published,
        published,
        published,
      ]),
    );
    out.hosted_pages.push(line([id('hosted_pages', k), published, published, articleId, orgId, `i${org}-u${k}`]));
    if (k % 10 === 0) {
      out.notifications.push(
        line([
          id('notifications', k),
          published,
          published,
          orgId,
          'article.published',
          `${title} is live`,
          'Your release went out.',
          campaignId,
          articleId,
          k % 20 === 0 ? null : published,
        ]),
      );
    }
    const firstDay = Math.floor(publishedMs / DAY) * DAY;
    const lastDay = evergreen ? shape.today : Math.min(shape.today, firstDay + (shape.analyticsDays - 1) * DAY);
    evergreen = false;
    for (const platform of platforms) {
      const p = PLATFORMS.indexOf(platform);
      for (let day = firstDay, n = 0; day <= lastDay; day += DAY, n++) {
        const views = 20 + Math.floor(rand() * 400 * Math.exp(-n / 20));
        out.analytics.push(
          line([
            id('analytics', (k * 4 + p) * 100_000 + n),
            published,
            published,
            articleId,
            orgId,
            platform,
            views,
            views >> 3,
            views >> 5,
            views >> 4,
            views >> 6,
            isoDate(day),
          ]),
        );
      }
    }
  }
}
