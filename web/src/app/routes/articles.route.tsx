import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function ArticlesRoute() {
  return (
    <ScreenPlaceholder
      title="Articles"
      summary="Every article generated for your campaigns, with its status and disclosures."
      plans={[
        'Read, edit and save an article, or regenerate a new version.',
        'Export it as plain text or Markdown.',
        'See its status (draft, scheduled, published) and where it was published.',
        'The three mandatory disclosures stay on every version and cannot be edited away.',
      ]}
    />
  );
}
