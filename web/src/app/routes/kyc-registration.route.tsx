import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { KycFlow } from '../../features/kyc';
import { TickerSearch } from '../../features/ticker-search';

/** Served at both /kyc-registration and /register: the route puts the ticker search into the KYC form. */
export function KycRegistrationRoute() {
  return (
    <Box component="section" sx={{ maxWidth: 860, mx: 'auto' }}>
      <title>Issuer verification · IssuerWire</title>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Issuer verification
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Only verified issuers can create content on IssuerWire, and each for its own ticker. Tell us who you are; our server checks it, you
        confirm your official email, and your account is approved — or a reviewer decides within 24–48 hours.
      </Typography>
      <KycFlow
        renderCompanySearch={(onListing, initialTicker) => (
          <TickerSearch
            label="Search your ticker or company"
            initialTicker={initialTicker}
            onValidated={(company) =>
              onListing(
                company
                  ? {
                      companyName: company.companyName,
                      ticker: company.ticker,
                      exchange: company.exchange,
                      sector: company.sector ?? null,
                      website: company.website ?? null,
                      country: company.country ?? null,
                    }
                  : null,
              )
            }
          />
        )}
      />
    </Box>
  );
}
