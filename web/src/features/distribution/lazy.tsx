import { lazy, Suspense, useState } from 'react';
import type { DistributionDialogProps } from './components/distribution-dialog';

const LazyDialog = lazy(() => import('./components/distribution-dialog').then((m) => ({ default: m.DistributionDialog })));

/** The newswire distribution dialog, loaded the first time it opens (then kept, so it can close with its transition). */
export function DistributionDialog(props: DistributionDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
