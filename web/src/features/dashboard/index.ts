export { ComplianceNoticeCard } from './components/compliance-notice-card';
export { StatsCards, StatsGrid } from './components/stats-cards';
