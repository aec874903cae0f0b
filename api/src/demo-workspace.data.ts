// The demo workspace's campaigns: each its own news, written as an IR team fills in the campaign form
// (highlights as they write them, a news line, a quote with its speaker). The drafts themselves are
// written from these by the built-in composer at seed time (demo-workspace.ts), never by hand.
import type { Article } from './modules/articles';
import type { CampaignStatus, CampaignTone, ContentFormat } from './modules/campaigns';
import type { NewswireOrder } from './modules/distribution';

export interface DemoOrder {
  provider: string;
  status: NewswireOrder['status'];
  /** Days from now the order is released (scheduled orders; negative: in the past). */
  targetDays?: number;
}

export interface DemoCampaign {
  title: string;
  format: ContentFormat;
  status: CampaignStatus;
  tone: CampaignTone;
  /** One per line, as the form takes them. */
  highlights: string[];
  /** The form's "Recent press release / news" field. */
  news?: string;
  quote?: { text: string; speakerName: string; speakerTitle: string };
  /** Days before now the campaign was created. */
  ageDays: number;
  article: { status: Article['status']; publishedDaysAgo?: number; order?: DemoOrder; peakViews?: number };
}

const CEO = { speakerName: 'Dana Demo', speakerTitle: 'Chief Executive Officer of Demo Issuer Holdings' };

/** One campaign in every campaign status, an article in every article status, every one different. */
export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    title: 'Third-quarter results: recurring revenue up 18%',
    format: 'press-release',
    status: 'published',
    tone: 'neutral',
    highlights: [
      'Third-quarter revenue was $6.2 million, up 14% from the same quarter last year',
      'Recurring software revenue rose 18% year over year to $5.1 million, 82% of total revenue',
      'Gross margin was 71%, compared with 68% a year earlier',
      'Two enterprise customers signed three-year subscription contracts during the quarter',
      'The company ended the quarter with cash and equivalents of $9.4 million and no debt',
    ],
    news: 'Demo Issuer Holdings reports third-quarter results',
    quote: {
      text: 'Recurring revenue is now more than four fifths of what we sell, and our customers renewed at the highest rate in our history this quarter.',
      ...CEO,
    },
    ageDays: 29,
    article: { status: 'published', publishedDaysAgo: 27, peakViews: 420, order: { provider: 'businesswire', status: 'published' } },
  },
  {
    title: 'Jordan Sample joins as head of investor relations',
    format: 'article',
    status: 'published',
    tone: 'educational',
    highlights: [
      'Jordan Sample joined Demo Issuer Holdings as head of investor relations on the first of the month',
      'Jordan spent eleven years in investor relations at two listed software companies',
      'Jordan will be the first contact for shareholders, analysts and the financial press',
      'The company will hold quarterly shareholder calls with a public question and answer session',
      'The investor relations page now carries every filing, presentation and call recording in one place',
      'Shareholders can reach the investor relations team by email and receive an answer within two business days',
    ],
    quote: {
      text: 'Our shareholders asked for one person who knows the business and answers them directly; Jordan is that person.',
      ...CEO,
    },
    ageDays: 14,
    article: { status: 'published', publishedDaysAgo: 12, peakViews: 260, order: { provider: 'globenewswire', status: 'submitted' } },
  },
  {
    title: 'Annual meeting of shareholders held online',
    format: 'press-release',
    status: 'scheduled',
    tone: 'neutral',
    highlights: [
      'The annual meeting of shareholders will be held online on the second Thursday of next month',
      'Shareholders of record at the close of business on the record date may attend, ask questions and vote',
      'The agenda includes the election of five directors and the appointment of the auditor',
      'The proxy statement and annual report are available on the investor relations page',
    ],
    news: 'Notice of annual meeting of shareholders filed',
    ageDays: 5,
    article: { status: 'scheduled', order: { provider: 'prnewswire', status: 'scheduled', targetDays: 3 } },
  },
  {
    title: 'Demo Cloud now available to every customer',
    format: 'article',
    status: 'draft',
    tone: 'analytical',
    highlights: [
      'Demo Cloud, the hosted version of the Demo workflow platform, is available to every customer from today',
      'Forty customers used Demo Cloud during a six-month early access programme',
      'Early access customers moved their first workflow to Demo Cloud in an average of nine days',
      'Demo Cloud runs in data centres in the United States and the European Union',
      'Customers pay for Demo Cloud by subscription, billed annually, with no separate setup fee',
      'Existing on-premises customers can move to Demo Cloud at the end of their current contract',
    ],
    news: 'Demo Cloud early access programme completed',
    quote: { text: 'Customers told us they wanted our software without running servers, and Demo Cloud is our answer.', ...CEO },
    ageDays: 2,
    article: { status: 'draft' },
  },
  {
    title: 'Distribution partnership with Northfield Systems',
    format: 'press-release',
    status: 'failed',
    tone: 'neutral',
    highlights: [
      'Demo Issuer Holdings signed a three-year distribution agreement with Northfield Systems, a fictional reseller',
      'Northfield Systems will offer the Demo workflow platform to its customers in Canada',
      'Northfield Systems has a sales team of 35 people serving mid-sized manufacturers',
      'The first joint customer deployments are planned for the first quarter',
    ],
    news: 'Distribution agreement with Northfield Systems signed',
    ageDays: 9,
    article: { status: 'failed', order: { provider: 'ein', status: 'failed' } },
  },
  {
    title: 'Second-quarter results: revenue in line with guidance',
    format: 'press-release',
    status: 'archived',
    tone: 'neutral',
    highlights: [
      'Second-quarter revenue was $5.8 million, up 11% from the same quarter last year',
      'Recurring software revenue was $4.7 million, 81% of total revenue',
      'Revenue was in line with the guidance the company gave in May',
      'The company ended the quarter with cash and equivalents of $8.9 million and no debt',
    ],
    news: 'Demo Issuer Holdings reports second-quarter results',
    ageDays: 55,
    article: { status: 'draft' },
  },
  {
    title: 'First sustainability report',
    format: 'article',
    status: 'draft',
    tone: 'deep dive',
    highlights: [
      'Demo Issuer Holdings will publish its first sustainability report with its annual results',
      'The report will cover energy use, data protection, employee development and governance',
      'The company measured the energy use of its offices and hosted services for the first time this year',
      'Every employee completed data protection training during the year',
      'Two of the five directors are independent, and the audit committee is chaired by an independent director',
      'The report will follow the Sustainability Accounting Standards Board standard for software companies',
    ],
    ageDays: 1,
    article: { status: 'draft' },
  },
];

/**
 * What the demo company's IR team gives every feature's brief (the campaign form's optional fields): one
 * company, so the same background, products and customers stand behind each feature. A feature is written
 * only from its brief, and these make its 800 words without padding.
 */
export const DEMO_FEATURE_BRIEF = {
  background:
    'Demo Issuer Holdings was founded in 2009 in Columbus, Ohio, by three engineers who had run production lines for auto parts suppliers. ' +
    'The company listed on NASDAQ in 2017 under the ticker DEMO. ' +
    'It employs 640 people, of whom 410 work in engineering and customer support. ' +
    'Its head office is in Columbus, and it has offices in Pittsburgh, Toronto and Rotterdam. ' +
    'The company has reported positive operating cash flow in each of the last eleven quarters. ' +
    'Recurring subscription revenue made up 81% of total revenue in the last fiscal year, up from 72% three years earlier.',
  products:
    'The Demo workflow platform lets manufacturers plan, track and record work on the factory floor. ' +
    'Supervisors build work instructions with photos and checklists, and operators follow them on tablets at each station. ' +
    'Every step an operator completes is recorded with its time and the serial number of the part. ' +
    'Quality teams use the records to trace a faulty batch back to the station and shift that made it. ' +
    'Demo Insight, an add-on module, turns the records into daily reports on output, scrap and downtime per line. ' +
    'The platform connects to the enterprise resource planning systems of SAP and Oracle through standard connectors. ' +
    'Customers can run the platform on their own servers or, since this year, as Demo Cloud.',
  customers:
    'The company serves 312 manufacturers in 14 countries. ' +
    'Its largest customer groups are makers of auto parts, packaging and industrial equipment. ' +
    'Forty-six customers have used the platform for more than five years. ' +
    'In the last fiscal year, customers who had used the platform for at least a year spent 112% of what they spent the year before, net of customers who left. ' +
    'The ten largest customers made up 23% of revenue. ' +
    'The average customer runs the platform at three plants.',
  strategy:
    'The company sells through its own sales team in North America and through distribution partners in Europe. ' +
    'It aims to grow by adding plants at existing customers and by winning mid-sized manufacturers with one to five plants. ' +
    'It spends about 24% of revenue on research and development. ' +
    'The company does not plan acquisitions this fiscal year and funds its growth from operating cash flow. ' +
    'Pricing is per plant and per year, so revenue grows as customers add plants.',
  milestones:
    'In 2019 the company opened its Rotterdam office to serve customers in Europe. ' +
    'In 2021 it released Demo Insight. ' +
    'In 2023 it passed 250 customers and completed an ISO 27001 information security certification. ' +
    'In 2024 it signed its first distribution partner in Germany. ' +
    'This year it launched Demo Cloud after a six-month early access programme with forty customers.',
  outlook:
    'For the current fiscal year the company expects revenue of $118 million to $122 million, as stated in its second-quarter report. ' +
    'It expects recurring subscription revenue to be at least 80% of total revenue. ' +
    'The company will report its third-quarter results in November. ' +
    'These expectations are forward-looking statements and depend on customer demand, hiring and the timing of plant projects.',
} as const;
