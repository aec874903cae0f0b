import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';

interface ContentWriter {
  builtIn: boolean;
  name: string;
}

/** What writes drafts on this server (GET /api/content-writer; plain fetch: the landing page loads no GraphQL client). */
function useContentWriter(): ContentWriter | undefined {
  const [writer, setWriter] = useState<ContentWriter>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(new URL('/api/content-writer', window.location.origin), { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<ContentWriter>) : undefined))
      .then(setWriter)
      // Unknown: the claim stays neutral (it names neither the composer nor a model).
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return writer;
}

const claims = ['Only verified issuers', '24–48 hour verification', '800–1200 word articles'];

/** Who drafts, as this server is configured: the claim never says "AI model" where the built-in composer writes. */
function writerClause(writer: ContentWriter | undefined): string {
  if (!writer) return 'from your campaign’s own facts';
  return writer.builtIn
    ? 'with its built-in composer, from your campaign’s own facts (no AI model is configured on this server)'
    : `with ${writer.name}, a language model from an AI provider, from your campaign’s own facts`;
}

export function Hero() {
  const writer = useContentWriter();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        py: { xs: 8, md: 12 },
        background: `linear-gradient(180deg, ${theme.palette.background.paper} 0%, ${theme.palette.background.default} 100%)`,
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          Investor communications for listed companies
        </Typography>
        <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, mb: 2 }}>
          {writer?.builtIn ? 'Compliant' : 'Compliant, AI-assisted'} articles and press releases for verified issuers
        </Typography>
        <Typography variant="h4" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
          {`IssuerWire drafts 800–1200 word articles and press releases about your company ${writerClause(writer)}, adds the mandatory disclosures, checks them against your exchange’s rules, and publishes them to social platforms, blogs and newswires.`}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mb: 4 }}>
          <Button component={RouterLink} to="/register" variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
            Start Verification
          </Button>
          <Button component={RouterLink} to="/demo" variant="outlined" size="large">
            View Demo Dashboard
          </Button>
        </Stack>
        <Stack
          component="ul"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ justifyContent: 'center', alignItems: 'center', listStyle: 'none', p: 0, m: 0 }}
        >
          {claims.map((claim) => (
            <Box component="li" key={claim} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <CheckCircleOutlineIcon fontSize="small" color="success" />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {claim}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
