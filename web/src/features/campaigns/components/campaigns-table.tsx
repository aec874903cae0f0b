import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { Tip } from '../../../components/tip/tip';
import type { CampaignListQuery } from '../../../gql/graphql';
import { formatDate, planName, sectorLabel } from '../lib/presentation';
import { ArchiveCampaignDialog } from './archive-campaign-dialog';
import { StatusBadge } from './status-badge';

export type CampaignRow = CampaignListQuery['campaigns']['nodes'][number];

export const SKELETON_ROWS = 3;
const COLUMNS: readonly ResponsiveColumn<CampaignRow>[] = [
  {
    header: 'Campaign',
    primary: true,
    sx: { minWidth: 140 },
    // One company's campaigns all share its name: the row is headed by the campaign's own title.
    cell: (campaign) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {campaign.title || 'Untitled campaign'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {[campaign.companyName || 'N/A', formatDate(campaign.createdAt) || 'N/A'].join(' · ')}
        </Typography>
      </>
    ),
  },
  { header: 'Stock', sx: { fontWeight: 600 }, cell: (campaign) => campaign.ticker },
  { header: 'Status', cell: (campaign) => <StatusBadge status={campaign.status} /> },
  { header: 'Sector', cell: (campaign) => sectorLabel(campaign.sector) },
  { header: 'Budget', cell: (campaign) => planName(campaign.budget) },
];

export interface CampaignsTableProps {
  /** undefined while the first answer is pending. */
  campaigns: readonly CampaignRow[] | undefined;
  loading?: boolean;
  onOpenArticle: (campaign: CampaignRow & { articleId: string }) => void;
  /** Select for the engagement tracker (the dashboard only). */
  onTrack?: (campaign: CampaignRow) => void;
  trackedId?: string | null;
  onArchived?: () => void;
  label?: string;
  /** What an empty list says; the spec's wording (no campaigns at all) by default. */
  empty?: { title: string; hint: string };
}

export const NO_CAMPAIGNS = { title: 'No campaigns created yet.', hint: 'Create your first campaign to get started.' };

/** Campaign, Stock, Status, Sector, Budget and Actions (cards on a phone); 3 skeleton rows while loading; an empty state. */
export function CampaignsTable({
  campaigns,
  loading,
  onOpenArticle,
  onTrack,
  trackedId,
  onArchived,
  label = 'Campaigns',
  empty = NO_CAMPAIGNS,
}: CampaignsTableProps) {
  const [archiving, setArchiving] = useState<CampaignRow | null>(null);

  if (campaigns && campaigns.length === 0 && !loading) {
    return (
      <Box sx={{ textAlign: 'center', py: 5, px: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {empty.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {empty.hint}
        </Typography>
      </Box>
    );
  }

  return (
    <>
      <ResponsiveTable
        label={label}
        columns={COLUMNS}
        rows={campaigns}
        rowKey={(campaign) => campaign.id}
        // One company's campaigns would all share its name: a card is headed by the campaign's own title.
        heading={(campaign) => campaign.title || 'Untitled campaign'}
        caption={(campaign) => [campaign.companyName || 'N/A', formatDate(campaign.createdAt) || 'N/A'].join(' · ')}
        selected={(campaign) => trackedId === campaign.id}
        skeletonRows={SKELETON_ROWS}
        skeletonTestId="campaign-skeleton-row"
        tableSx={{ '& .MuiTableCell-root': { px: 1 } }}
        actions={(campaign) => {
          const articleId = campaign.articleId;
          return (
            <>
              <Tip title={articleId ? 'Open article' : 'No article yet'}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Open the article of ${campaign.title}`}
                    disabled={!articleId}
                    onClick={() => articleId && onOpenArticle({ ...campaign, articleId })}
                  >
                    <ArticleOutlinedIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tip>
              {onTrack ? (
                <Tip title="Track engagement">
                  <IconButton
                    size="small"
                    aria-label={`Track engagement of ${campaign.title}`}
                    aria-pressed={trackedId === campaign.id}
                    onClick={() => onTrack(campaign)}
                  >
                    <InsightsOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tip>
              ) : null}
              {campaign.status === 'ARCHIVED' ? null : (
                <Tip title="Archive">
                  <IconButton size="small" aria-label={`Archive ${campaign.title}`} onClick={() => setArchiving(campaign)}>
                    <ArchiveOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tip>
              )}
            </>
          );
        }}
      />
      <ArchiveCampaignDialog campaign={archiving} onClose={() => setArchiving(null)} onArchived={onArchived} />
    </>
  );
}
