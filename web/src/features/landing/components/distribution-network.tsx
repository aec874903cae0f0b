import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const channels = ['Newswire providers', 'Financial media', 'Hosted article page', 'Twitter/X', 'Medium', 'Substack'] as const;

interface DrawingLayout {
  width: number;
  height: number;
  center: { x: number; y: number };
  node: { width: number; height: number };
  /** One position per channel, in the order of `channels`. */
  positions: ReadonlyArray<{ x: number; y: number }>;
}

// Wide: the hub in the middle, channels to both sides. Tall (phones): the hub on top, channels below,
// so the labels stay readable instead of shrinking with a wide drawing.
const wide: DrawingLayout = {
  width: 720,
  height: 360,
  center: { x: 360, y: 180 },
  node: { width: 176, height: 44 },
  positions: [
    { x: 110, y: 60 },
    { x: 110, y: 180 },
    { x: 110, y: 300 },
    { x: 610, y: 60 },
    { x: 610, y: 180 },
    { x: 610, y: 300 },
  ],
};

const tall: DrawingLayout = {
  width: 360,
  height: 440,
  center: { x: 180, y: 80 },
  node: { width: 160, height: 44 },
  positions: [
    { x: 90, y: 220 },
    { x: 90, y: 300 },
    { x: 90, y: 380 },
    { x: 270, y: 220 },
    { x: 270, y: 300 },
    { x: 270, y: 380 },
  ],
};

/** One article, many channels: an inline drawing (no image request) with a text equivalent. */
function NetworkDrawing({ layout }: { layout: DrawingLayout }) {
  const theme = useTheme();
  const { primary, background, text, divider } = theme.palette;
  const { center, node } = layout;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-labelledby="network-drawing-title network-drawing-desc"
      sx={{ width: '100%', maxWidth: layout.width, height: 'auto', display: 'block', mx: 'auto' }}
    >
      <title id="network-drawing-title">IssuerWire distribution network</title>
      <desc id="network-drawing-desc">A verified issuer&apos;s article goes from IssuerWire to {channels.join(', ')}.</desc>
      {layout.positions.map((position, index) => (
        <line
          key={`line-${channels[index]}`}
          x1={center.x}
          y1={center.y}
          x2={position.x}
          y2={position.y}
          stroke={primary.light}
          strokeWidth={2}
          strokeDasharray="6 6"
        />
      ))}
      <circle cx={center.x} cy={center.y} r={70} fill={primary.main} opacity={0.12} />
      <circle cx={center.x} cy={center.y} r={52} fill={primary.main} />
      <text
        x={center.x}
        y={center.y + 5}
        textAnchor="middle"
        fill={primary.contrastText}
        fontSize={15}
        fontWeight={700}
        fontFamily={theme.typography.fontFamily}
      >
        IssuerWire
      </text>
      {layout.positions.map((position, index) => (
        <g key={channels[index]}>
          <rect
            x={position.x - node.width / 2}
            y={position.y - node.height / 2}
            width={node.width}
            height={node.height}
            rx={10}
            fill={background.paper}
            stroke={divider}
            strokeWidth={1.5}
          />
          <text
            x={position.x}
            y={position.y + 5}
            textAnchor="middle"
            fill={text.primary}
            fontSize={14}
            fontWeight={600}
            fontFamily={theme.typography.fontFamily}
          >
            {channels[index]}
          </text>
        </g>
      ))}
    </Box>
  );
}

export function DistributionNetwork() {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  return (
    <Box component="section" aria-labelledby="network-title" sx={{ py: { xs: 8, md: 10 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Grid container spacing={6} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography id="network-title" variant="h2" sx={{ mb: 2 }}>
              Write once, reach every channel
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Each article goes out with its disclosures intact: as a press release through newswire providers at basic, enhanced or premium
              reach, as a post on Twitter/X, Medium and Substack, and on a hosted article page that counts its readers.
            </Typography>
            <Typography color="text.secondary">
              Newswires and regulators come first, social platforms after, in the order exchanges expect for material news.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <NetworkDrawing layout={isWide ? wide : tall} />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
