import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toast } from '../../../components/toast';
import { downloadFile } from '../../../lib/download';
import { BACKUP_CODES_FILE_NAME, backupCodesText } from '../lib/backup-codes-file';
import { BACKUP_CODES_DOWNLOADED } from '../lib/two-factor-messages';

export interface BackupCodesPanelProps {
  codes: readonly string[];
  /** The username written into the file. */
  account: string;
  onDownloaded: () => void;
}

/** Backup codes numbered in a grid, and the Download Backup Codes button (spec section 2). */
export function BackupCodesPanel({ codes, account, onDownloaded }: BackupCodesPanelProps) {
  const download = () => {
    downloadFile(BACKUP_CODES_FILE_NAME, backupCodesText(codes, account));
    toast(BACKUP_CODES_DOWNLOADED);
    onDownloaded();
  };
  return (
    <Box>
      <Box
        component="ol"
        aria-label="Backup codes"
        sx={{
          listStyle: 'none',
          p: 2,
          m: 0,
          mb: 2,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        {codes.map((code, index) => (
          <Box component="li" key={code} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 24, textAlign: 'right' }}>
              {index + 1}.
            </Typography>
            <Typography component="code" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 600 }}>
              {code}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} fullWidth>
        Download Backup Codes
      </Button>
    </Box>
  );
}
