import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { keyframes, styled } from '@mui/material/styles';
import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './toast.store';
import { useToast } from './use-toast';

const slideInFromTop = keyframes`from { transform: translateY(-100%); opacity: 0; } to { transform: translateY(0); opacity: 1; }`;
const slideInFromBottom = keyframes`from { transform: translateY(100%); opacity: 0; } to { transform: translateY(0); opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const swipeOut = keyframes`from { transform: translateX(var(--radix-toast-swipe-end-x)); } to { transform: translateX(100%); }`;

const Viewport = styled(RadixToast.Viewport)(({ theme }) => ({
  position: 'fixed',
  zIndex: theme.zIndex.snackbar,
  top: 0,
  left: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: theme.spacing(1),
  width: '100%',
  maxHeight: '100vh',
  margin: 0,
  padding: theme.spacing(2),
  listStyle: 'none',
  outline: 'none',
  // The empty viewport must not swallow clicks on the page under it.
  pointerEvents: 'none',
  [theme.breakpoints.up('md')]: {
    top: 'auto',
    left: 'auto',
    bottom: 0,
    flexDirection: 'column',
    maxWidth: 420,
  },
}));

const Root = styled(RadixToast.Root)(({ theme }) => ({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  paddingRight: theme.spacing(1),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: theme.shadows[6],
  '&[data-variant="destructive"]': {
    borderColor: theme.palette.error.dark,
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms ease-out' },
  '@media (prefers-reduced-motion: no-preference)': {
    '&[data-state="open"]': {
      animation: `${slideInFromTop} 200ms ease-out`,
      [theme.breakpoints.up('md')]: { animation: `${slideInFromBottom} 200ms ease-out` },
    },
    '&[data-state="closed"]': { animation: `${fadeOut} 150ms ease-in` },
    '&[data-swipe="end"]': { animation: `${swipeOut} 150ms ease-out` },
  },
}));

const Title = styled(RadixToast.Title)(({ theme }) => ({ ...theme.typography.subtitle2, fontWeight: 700 }));

const Description = styled(RadixToast.Description)(({ theme }) => ({
  ...theme.typography.body2,
  opacity: 0.9,
}));

/** Renders the toast queue: one at a time, 5 s each, swipe right to dismiss, F8 focuses the area. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant = 'default', action, open }) => (
        <Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          data-variant={variant}
        >
          <div style={{ flex: 1, display: 'grid', gap: 4 }}>
            <Title>{title}</Title>
            {description ? <Description>{description}</Description> : null}
          </div>
          {action ? (
            <RadixToast.Action altText={action.altText ?? action.label} asChild>
              <Button size="small" variant="outlined" color="inherit" onClick={action.onClick} sx={{ flexShrink: 0, alignSelf: 'center' }}>
                {action.label}
              </Button>
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close asChild>
            <IconButton size="small" color="inherit" aria-label="Close" sx={{ mt: -0.5 }}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </RadixToast.Close>
        </Root>
      ))}
      <Viewport />
    </RadixToast.Provider>
  );
}
