export { AnalyticsScreen, EngagementTracker } from './lazy';
export type { EngagementTrackerProps } from './components/engagement-tracker';
