import { useQuery } from '@apollo/client/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { MeQuery } from '../../gql/graphql';
import { MeDocument } from './me.query';

/** The signed-in account as the server describes it. */
export type Viewer = NonNullable<MeQuery['me']>;

export interface ViewerState {
  /** undefined while the first answer is pending, null when nobody is signed in. */
  viewer: Viewer | null | undefined;
  loading: boolean;
  /** The server could not be asked (not "signed out": that is viewer === null). */
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Who is signed in, for any screen (public ones too); the answer is cached and shared. */
export function useViewerQuery(): ViewerState {
  const { data, loading, error, refetch } = useQuery(MeDocument);
  return { viewer: data ? (data.me ?? null) : undefined, loading, error, refetch };
}

export const ViewerContext = createContext<Viewer | null>(null);

/** The signed-in account inside the app shell (below <RequireViewer>). */
export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer() is used outside <RequireViewer>: only app-shell screens have a signed-in viewer.');
  return viewer;
}

export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  return <ViewerContext value={viewer}>{children}</ViewerContext>;
}
