export { KycFlow } from './components/kyc-flow';
export type { KycFlowProps } from './components/kyc-flow';
export type { ChosenListing } from './components/kyc-form';
