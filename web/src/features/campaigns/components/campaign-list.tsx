import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import type { CampaignStatusFilter } from '../../../gql/graphql';
import { useCampaignList } from '../api/campaign-list.query';
import { CampaignsTable, type CampaignsTableProps } from './campaigns-table';

export const STATUS_FILTERS = [
  { value: '', label: 'Active (not archived)' },
  { value: 'DRAFT', label: 'Draft' },
  { value: 'IN_PROGRESS', label: 'In progress' },
  { value: 'SCHEDULED', label: 'Scheduled' },
  { value: 'PUBLISHED', label: 'Published' },
  { value: 'FAILED', label: 'Failed' },
  { value: 'ARCHIVED', label: 'Archived' },
  { value: 'ALL', label: 'All' },
] as const;

export const SEARCH_DEBOUNCE_MS = 300;
const NO_MATCHES = { title: 'No campaigns match.', hint: 'Try another search or status.' };
const PAGE_SIZES = [10, 20, 50];

/** Every campaign, a page at a time, with search and a status filter applied by the server. */
export function CampaignList(props: Pick<CampaignsTableProps, 'onOpenArticle' | 'onArchived'>) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CampaignStatusFilter | ''>('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  // The cursor each visited page starts after (pages are cursor connections): index 0 is the first page.
  const [afters, setAfters] = useState<(string | null)[]>([null]);
  const restart = () => {
    setPage(0);
    setAfters([null]);
  };

  // Only a changed search starts again at page 1: the first render's (an empty search) must not pull a reader who
  // already paged forward back to the start.
  useEffect(() => {
    const next = typed.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      restart();
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  const { data, previousData, loading, error } = useCampaignList({
    first: pageSize,
    after: afters[page] ?? null,
    search: search || undefined,
    status: status || undefined,
  });
  const shown = (data ?? previousData)?.campaigns;

  return (
    <Card component="section" aria-label="Campaigns">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            size="small"
            label="Search"
            placeholder="Title, company or ticker"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            sx={{ flexGrow: 1 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as CampaignStatusFilter | '');
              restart();
            }}
            sx={{ minWidth: 200 }}
          >
            {STATUS_FILTERS.map((option) => (
              <MenuItem key={option.value || 'active'} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {error && !shown ? (
          <Alert severity="error">{problemMessage(readApiError(error), 'Your campaigns could not be loaded.')}</Alert>
        ) : (
          <CampaignsTable
            {...props}
            campaigns={shown?.nodes}
            loading={loading}
            label="Campaigns"
            empty={search || status ? NO_MATCHES : undefined}
          />
        )}
        {shown && shown.totalCount > 0 ? (
          <TablePagination
            component="div"
            count={shown.totalCount}
            page={page}
            onPageChange={(_, next) => {
              // Forward one page continues after this page's last campaign; back returns to a page already seen.
              const endCursor = data?.campaigns.pageInfo.endCursor;
              if (next > page && endCursor) setAfters((seen) => [...seen.slice(0, next), endCursor]);
              setPage(next);
            }}
            slotProps={{ actions: { nextButton: { disabled: loading || !shown.pageInfo.hasNextPage } } }}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              restart();
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
