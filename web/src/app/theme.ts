import { createTheme } from '@mui/material/styles';

// System fonts only: no external font requests, nothing to load before first paint.
const fontFamily = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1e3a8a', light: '#3b5bdb', dark: '#172554', contrastText: '#ffffff' },
    secondary: { main: '#0f766e', contrastText: '#ffffff' },
    error: { main: '#b91c1c' },
    warning: { main: '#b45309' },
    success: { main: '#15803d' },
    background: { default: '#f8fafc', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
    divider: '#e2e8f0',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontSize: '2.5rem', fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.875rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.375rem', fontWeight: 700 },
    h4: { fontSize: '1.125rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
