export { NewsroomCard } from './components/newsroom-card';
