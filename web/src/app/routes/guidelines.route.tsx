import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function GuidelinesRoute() {
  return (
    <ScreenPlaceholder
      title="Disclosure guidelines"
      summary="Look up the disclosure rules of the exchange a ticker trades on, and check a draft against them."
      plans={[
        'Enter a ticker to see its exchange, jurisdiction, compliance level and risk level.',
        'Read the rules in three tabs: overview (material change deadline, key requirements), requirements (distribution and financial reporting) and compliance (minimum disclosures, additional restrictions).',
        'Paste a draft to check it: findings grouped as Critical Issues, Important Considerations and Advisory Notes.',
        'Try sample tickers from a US small cap, OTC Pink, NASDAQ and the TSX.',
      ]}
      links={[{ to: '/content-generator', label: 'Generate compliant content' }]}
    />
  );
}
