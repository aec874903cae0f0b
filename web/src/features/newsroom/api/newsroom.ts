import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

// Settings → Newsroom: the public newsroom's address, title, logo and feeds. The query and the mutation's
// answer spread the same fragment, so both read the same fields.
graphql(`
  fragment NewsroomFields on Newsroom {
    slug
    url
    title
    logoUrl
    canChange
    feeds {
      rss
      atom
      json
    }
  }
`);

export const NewsroomDocument = graphql(`
  query Newsroom {
    newsroom {
      ...NewsroomFields
    }
  }
`);

export const UpdateNewsroomDocument = graphql(`
  mutation UpdateNewsroom($input: UpdateNewsroomInput!) {
    updateNewsroom(input: $input) {
      newsroom {
        ...NewsroomFields
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useNewsroom() {
  return useQuery(NewsroomDocument, { fetchPolicy: 'cache-and-network' });
}

export function useUpdateNewsroom() {
  return useMutation(UpdateNewsroomDocument);
}

// The email alert list, for its owner: counts, removal by address; the addresses themselves only by export.
export const NewsroomSubscribersDocument = graphql(`
  query NewsroomSubscribers {
    newsroomSubscribers {
      count
      pending
    }
  }
`);

export const RemoveNewsroomSubscribersDocument = graphql(`
  mutation RemoveNewsroomSubscribers($input: RemoveNewsroomSubscribersInput!) {
    removeNewsroomSubscribers(input: $input) {
      newsroomSubscribers {
        count
        pending
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

/** Where the owner downloads the confirmed addresses (the session cookie authorizes it). */
export const SUBSCRIBERS_CSV_URL = '/api/newsroom/subscribers.csv';

export function useNewsroomSubscribers() {
  return useQuery(NewsroomSubscribersDocument, { fetchPolicy: 'cache-and-network' });
}

export function useRemoveNewsroomSubscribers() {
  return useMutation(RemoveNewsroomSubscribersDocument, { refetchQueries: [NewsroomSubscribersDocument] });
}
