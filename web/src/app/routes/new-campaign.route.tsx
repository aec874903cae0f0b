import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function NewCampaignRoute() {
  return (
    <ScreenPlaceholder
      title="New Campaign"
      summary="Start a campaign for your company and let IssuerWire write its article, with the mandatory disclosures included."
      plans={[
        'Company name, stock ticker, website, a recent press release or headline, sector, article tone and key business highlights.',
        'A budget plan: Basic ($1,999/month, 4 articles, basic analytics), Pro ($4,999/month, 12 articles, full analytics) or Agency ($10K+/month, 25+ articles, syndication).',
        'Save Draft to come back later, or Generate Article to get an 800–1200 word draft to review.',
      ]}
      links={[{ to: '/dashboard', label: 'Back to the dashboard' }]}
    />
  );
}
