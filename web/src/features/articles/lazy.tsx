import { lazy, Suspense } from 'react';
import type { ArticlePreviewDialogProps } from './components/article-preview-dialog';

const LazyDialog = lazy(() => import('./components/article-preview-dialog').then((m) => ({ default: m.ArticlePreviewDialog })));

/** The preview dialog, loaded the first time it opens. */
export function ArticlePreviewDialog(props: ArticlePreviewDialogProps) {
  if (!props.controller.target) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
