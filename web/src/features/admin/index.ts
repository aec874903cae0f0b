export { ReviewQueue } from './components/review-queue';
