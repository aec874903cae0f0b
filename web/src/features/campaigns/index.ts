export { CampaignForm, CampaignList, RecentCampaigns, UpgradeNowButton } from './lazy';
export type { CampaignFormProps, CreatedCampaign } from './components/campaign-form';
export type { CampaignRow, CampaignsTableProps } from './components/campaigns-table';
