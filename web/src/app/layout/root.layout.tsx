import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';

// Every fresh page load has the key "default"; keyed by it, typing a new URL would restore the
// scroll position of whatever page was loaded before. Such entries are keyed by path instead.
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** Wraps every route: a progress bar while the next screen's code loads, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'idle' ? null : (
        <LinearProgress
          aria-label="Loading page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        />
      )}
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}
