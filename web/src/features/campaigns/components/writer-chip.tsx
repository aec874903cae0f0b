import { useQuery } from '@apollo/client/react';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Chip from '@mui/material/Chip';
import { ContentWriterDocument } from '../api/content-writer.query';

/** Says what will write the draft: "AI-Powered" only when a model is configured (no "AI" where none runs). */
export function WriterChip() {
  const { data } = useQuery(ContentWriterDocument, { fetchPolicy: 'cache-first' });
  const writer = data?.contentWriter;
  if (!writer) return null;
  return writer.builtIn ? (
    <Chip icon={<EditNoteIcon />} label="Built-in composer" color="secondary" size="small" variant="outlined" />
  ) : (
    <Chip icon={<AutoAwesomeIcon />} label={`AI-Powered: ${writer.name}`} color="secondary" size="small" />
  );
}
