import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function ComplianceRoute() {
  return (
    <ScreenPlaceholder
      title="Compliance"
      summary="The rules your content is checked against, and the findings for each article."
      plans={[
        'The three disclosures on every piece: paid content (who paid and how much), AI-assisted, not investment advice.',
        'The disclosure rules of your exchange and jurisdiction.',
        'Findings for each article, from critical to advisory, with the rule behind each and a suggested rewrite.',
      ]}
      links={[{ to: '/guidelines', label: 'Look up guidelines for a ticker' }]}
    />
  );
}
