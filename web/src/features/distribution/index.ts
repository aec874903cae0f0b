export { DistributionDialog } from './lazy';
export type { DistributionDialogProps } from './components/distribution-dialog';
