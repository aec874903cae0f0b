import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The newswires with their prices per level, features, delivery (sent by API or filed by the issuer) and national coverage per level. */
export const NewswireProvidersDocument = graphql(`
  query NewswireProviders {
    newswireProviders {
      nodes {
        id
        name
        apiAvailable
        prices {
          basic {
            amountCents
            currency
          }
          enhanced {
            amountCents
            currency
          }
          premium {
            amountCents
            currency
          }
        }
        pricingIndicative
        features
        sandbox
        submissionUrl
        delivery {
          mode
          steps
        }
        coverage {
          basic
          enhanced
          premium
        }
      }
    }
  }
`);

/** Spec section 7: asked only while the distribution dialog is open (its form mounts only then). */
export function useNewswireProviders() {
  return useQuery(NewswireProvidersDocument, { fetchPolicy: 'cache-and-network' });
}
