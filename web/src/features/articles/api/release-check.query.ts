import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The release time read against the issuer's exchange calendar (GET /api/articles/{id}/release-check). */
export const ReleaseCheckDocument = graphql(`
  query ReleaseCheck($articleId: ID!, $scheduledFor: DateTimeISO) {
    releaseCheck(articleId: $articleId, scheduledFor: $scheduledFor) {
      articleId
      scheduledFor
      exchange
      timeZone
      exchangeTimeLabel
      tradingDay
      exchangeNotifiedAt
      findings {
        code
        severity
        message
        noticeDeadline
        resolved
      }
    }
  }
`);

export const RecordExchangeNoticeDocument = graphql(`
  mutation RecordExchangeNotice($articleId: ID!) {
    recordExchangeNotice(input: { articleId: $articleId }) {
      exchangeNotice {
        articleId
        exchangeNotifiedAt
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useReleaseCheck(articleId: string, scheduledFor: string | null) {
  return useQuery(ReleaseCheckDocument, { variables: { articleId, scheduledFor }, fetchPolicy: 'cache-and-network' });
}

export function useRecordExchangeNotice() {
  return useMutation(RecordExchangeNoticeDocument, { refetchQueries: [ReleaseCheckDocument] });
}
