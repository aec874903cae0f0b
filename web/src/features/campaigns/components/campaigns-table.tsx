import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Tip } from '../../../components/tip/tip';
import type { CampaignListQuery } from '../../../gql/graphql';
import { formatDate, planName, sectorLabel } from '../lib/presentation';
import { ArchiveCampaignDialog } from './archive-campaign-dialog';
import { StatusBadge } from './status-badge';

export type CampaignRow = CampaignListQuery['campaigns']['nodes'][number];

export const SKELETON_ROWS = 3;
const COLUMNS = ['Campaign', 'Stock', 'Status', 'Sector', 'Budget', 'Actions'] as const;

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

/** Campaign, Stock, Status, Sector, Budget and Actions; 3 skeleton rows while loading; an empty state. */
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
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={!campaigns || undefined} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'Actions' ? 'right' : 'left'}
                  sx={column === 'Campaign' ? { minWidth: 140 } : undefined}
                >
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!campaigns
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <TableRow key={index} data-testid="campaign-skeleton-row">
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : campaigns.map((campaign) => {
                  const articleId = campaign.articleId;
                  return (
                    <TableRow key={campaign.id} hover selected={trackedId === campaign.id}>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {campaign.companyName || 'N/A'}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {formatDate(campaign.createdAt) || 'N/A'}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ fontWeight: 600 }}>{campaign.ticker}</TableCell>
                      <TableCell>
                        <StatusBadge status={campaign.status} />
                      </TableCell>
                      <TableCell>{sectorLabel(campaign.sector)}</TableCell>
                      <TableCell>{planName(campaign.budget)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                      </TableCell>
                    </TableRow>
                  );
                })}
          </TableBody>
        </Table>
      </TableContainer>
      <ArchiveCampaignDialog campaign={archiving} onClose={() => setArchiving(null)} onArchived={onArchived} />
    </>
  );
}
