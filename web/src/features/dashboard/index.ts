export { ComplianceNoticeCard } from './components/compliance-notice-card';
export { EngagementTrackerCard } from './components/engagement-tracker-card';
export { StatsCards, StatsGrid } from './components/stats-cards';
