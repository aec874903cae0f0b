export { ReviewQueue } from './components/review-queue';
export { ReviewHistory } from './components/review-history';
export { IntegrationsList } from './components/integrations-list';
