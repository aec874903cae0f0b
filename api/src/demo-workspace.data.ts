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
