export { PartnerApiSection } from './components/partner-api-section';
