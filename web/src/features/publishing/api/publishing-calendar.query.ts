import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Publications and newswire orders whose calendar date falls in [from, to). */
export const PublishingCalendarDocument = graphql(`
  query PublishingCalendar($from: DateTimeISO, $to: DateTimeISO) {
    publishingCalendar(from: $from, to: $to) {
      from
      to
      publications {
        ...PublicationFields
      }
      orders {
        ...CalendarOrderFields
      }
    }
  }
`);

export function usePublishingCalendar(from: Date, to: Date) {
  return useQuery(PublishingCalendarDocument, {
    variables: { from: from.toISOString(), to: to.toISOString() },
    fetchPolicy: 'cache-and-network',
  });
}
