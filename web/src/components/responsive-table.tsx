import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

export interface ResponsiveColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** The cell's style in the table (a card lays its values out itself). */
  sx?: SxProps<Theme>;
  /** Shown as the card's heading on a phone, so not repeated among its label/value pairs. */
  primary?: boolean;
}

export interface ResponsiveTableProps<Row> {
  /** The table's (and the card list's) accessible name. */
  label: string;
  columns: readonly ResponsiveColumn<Row>[];
  /** undefined while the first answer is pending: skeleton rows (or cards). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** A card's heading on a phone (plain text or inline content). */
  heading: (row: Row) => ReactNode;
  /** A short line under the heading, e.g. a date. */
  caption?: (row: Row) => ReactNode;
  /** The row's buttons: the last column on a desktop, the foot of the card on a phone. */
  actions?: (row: Row) => ReactNode;
  selected?: (row: Row) => boolean;
  skeletonRows?: number;
  /** Marks each skeleton row or card, for tests. */
  skeletonTestId?: string;
  /** The cards' heading level: one below the section that holds the table. */
  headingLevel?: 'h3' | 'h4';
  tableSx?: SxProps<Theme>;
}

const ACTIONS = 'Actions';

/**
 * A data table on a desktop and a list of cards below the `sm` breakpoint: the one place where a
 * table becomes cards on a phone (each card: the primary field as its heading, the other columns as
 * label/value pairs, the row's actions), so no screen scrolls sideways to read a row.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return phone ? <CardList {...props} /> : <DesktopTable {...props} />;
}

function DesktopTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  selected,
  skeletonRows = 3,
  skeletonTestId,
  tableSx,
}: ResponsiveTableProps<Row>) {
  const headers = actions ? [...columns.map((c) => c.header), ACTIONS] : columns.map((c) => c.header);
  return (
    // A wide table scrolls sideways between the phone breakpoint and a full desktop: its container is a
    // named, focusable region so a keyboard can scroll it too (axe: scrollable-region-focusable).
    <TableContainer tabIndex={0} role="region" aria-label={`${label} (scrollable)`}>
      <Table size="small" aria-label={label} aria-busy={!rows || undefined} sx={tableSx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
            {actions ? <TableCell align="right">{ACTIONS}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {!rows
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <TableRow key={index} data-testid={skeletonTestId}>
                  {headers.map((header) => (
                    <TableCell key={header}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((row) => (
                <TableRow key={rowKey(row)} hover selected={selected?.(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.header} align={column.align} sx={column.sx}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {actions ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {actions(row)}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;

function CardList<Row>({
  label,
  columns,
  rows,
  rowKey,
  heading,
  caption,
  actions,
  selected,
  skeletonRows = 3,
  skeletonTestId,
  headingLevel = 'h3',
}: ResponsiveTableProps<Row>) {
  if (!rows) {
    return (
      <Box component="ul" aria-label={label} aria-busy="true" sx={listSx}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <li key={index} data-testid={skeletonTestId}>
            <Skeleton variant="rounded" height={120} />
          </li>
        ))}
      </Box>
    );
  }
  const pairs = columns.filter((column) => !column.primary);
  return (
    <Box component="ul" aria-label={label} sx={listSx}>
      {rows.map((row) => {
        const chosen = selected?.(row) ?? false;
        const buttons = actions?.(row);
        return (
          <li key={rowKey(row)}>
            <Paper variant="outlined" sx={{ p: 1.5, borderColor: chosen ? 'primary.main' : undefined, borderWidth: chosen ? 2 : 1 }}>
              <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {heading(row)}
              </Typography>
              {caption ? (
                <Typography variant="caption" color="text.secondary" component="p">
                  {caption(row)}
                </Typography>
              ) : null}
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 1, mb: 0, alignItems: 'center' }}
              >
                {pairs.map((column) => (
                  // A div around each pair keeps the dl valid and its grid two columns wide.
                  <Box key={column.header} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {column.cell(row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {buttons ? <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>{buttons}</Box> : null}
            </Paper>
          </li>
        );
      })}
    </Box>
  );
}
