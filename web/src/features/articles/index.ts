export { ArticlePreviewDialog } from './lazy';
export type { ArticlePreviewDialogProps } from './components/article-preview-dialog';
export type { DistributionSlot, DistributionSlotProps } from './components/article-view';
export { useArticlePreview } from './hooks/use-article-preview';
export type { ArticlePreviewController, GenerationResult, PreviewTarget } from './hooks/use-article-preview';
export { WaitingForApproval } from './components/waiting-for-approval';
