export { ArticlePreviewDialog } from './lazy';
export type { ArticlePreviewDialogProps } from './components/article-preview-dialog';
export { useArticlePreview } from './hooks/use-article-preview';
export type { ArticlePreviewController, GenerationResult, PreviewTarget } from './hooks/use-article-preview';
