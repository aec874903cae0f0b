export { ReviewQueue } from './components/review-queue';
export { IntegrationsList } from './components/integrations-list';
