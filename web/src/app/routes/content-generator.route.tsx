import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function ContentGeneratorRoute() {
  return (
    <ScreenPlaceholder
      title="Compliant content generator"
      summary="Draft a press release for your ticker that already follows your exchange's disclosure rules."
      plans={[
        'Set the ticker, company name, title, tone and key messages, and choose whether to include a CEO quote or financial context.',
        'Read the result with its compliance warnings and the mandatory disclosures it includes.',
        'Analyze a draft for a compliance score, critical issues and recommendations.',
        'Copy the text or download it as a file.',
      ]}
      links={[{ to: '/guidelines', label: 'Read the disclosure guidelines' }]}
    />
  );
}
