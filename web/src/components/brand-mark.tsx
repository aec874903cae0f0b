import Box from '@mui/material/Box';

/** The IssuerWire mark: a signal radiating from a point, drawn inline (no image request). */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}>
      <rect width="32" height="32" rx="7" fill="#1e3a8a" />
      <circle cx="16" cy="16" r="3.5" fill="#fff" />
      <path
        d="M9.5 9.5a9 9 0 0 0 0 13M22.5 9.5a9 9 0 0 1 0 13M6 6a14 14 0 0 0 0 20M26 6a14 14 0 0 1 0 20"
        stroke="#fff"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </Box>
  );
}
