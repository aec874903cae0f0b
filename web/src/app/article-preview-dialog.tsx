import { ArticlePreviewDialog as ArticlePreview, type ArticlePreviewDialogProps, type DistributionSlot } from '../features/articles';
import { DistributionDialog } from '../features/distribution';

// Features never import each other: the article preview gets its newswire dialog here, where the app combines them.
const distribution: DistributionSlot = (props) => <DistributionDialog {...props} />;

/** The article preview as every route shows it: with "Distribute to Newswires". */
export function ArticlePreviewDialog(props: Omit<ArticlePreviewDialogProps, 'distribution'>) {
  return <ArticlePreview {...props} distribution={distribution} />;
}
