import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const FLOW = [
  [
    'Check authentication',
    'Only a signed-in account is considered. In production the user id comes from the session, never from the request body.',
  ],
  ['Check verification status', 'The account’s verificationStatus must be verified: KYC finished, or approved by a reviewer.'],
  [
    'Compare tickers',
    'The requested ticker must equal the account’s authorized ticker, the one its KYC verified. An issuer is authorized for exactly one ticker.',
  ],
  ['Return the result with a reason', 'Allowed or denied, with the authorized ticker and a reason in plain words.'],
] as const;

/** Spec: the page explains the security model and the decision's steps. */
export function SecurityModel() {
  return (
    <Card component="section" aria-labelledby="security-model-title">
      <CardContent>
        <Typography id="security-model-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          How the decision is made
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Every content operation on IssuerWire (campaigns, article generation, edits, publishing, newswire distribution) runs this same
          decision on the server. The browser never decides it.
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
          {FLOW.map(([title, text]) => (
            <Box component="li" key={title}>
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
