export { ReviewQueue } from './components/review-queue';
export { ReviewHistory } from './components/review-history';
