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
    // MUI's default info (#0288d1) gives white chip text 3.85:1; this one 5.9:1 (WCAG AA wants 4.5).
    info: { main: '#0369a1' },
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
    MuiCssBaseline: {
      styleOverrides: {
        // A visible ring for keyboard focus on everything focusable, in the brand colour.
        ':focus-visible': { outline: '2px solid #1e3a8a', outlineOffset: '2px' },
        // MUI focuses the dialog itself as it opens (for screen readers): no ring around the whole dialog.
        '.MuiDialog-container:focus-visible, .MuiDialog-paper:focus-visible, [role="dialog"]:focus-visible': { outline: 'none' },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // A read-only field's help still says what the field is for: readable (4.5:1), not the disabled grey (2.6:1).
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: '#475569' } } } },
    // Underlined: a link inside text must not be told apart by colour alone (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
