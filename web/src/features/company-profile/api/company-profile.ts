import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** What releases print about the company: the dateline's head office, About and the media contact. */
export const CompanyProfileDocument = graphql(`
  query CompanyProfile {
    companyProfile {
      headOfficeCity
      headOfficeRegion
      headOfficeCountry
      boilerplate
      mediaContact
      dateline
      marketCountry
    }
  }
`);

export const UpdateCompanyProfileDocument = graphql(`
  mutation UpdateCompanyProfile($input: UpdateCompanyProfileInput!) {
    updateCompanyProfile(input: $input) {
      companyProfile {
        headOfficeCity
        headOfficeRegion
        headOfficeCountry
        boilerplate
        mediaContact
        dateline
        marketCountry
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export function useCompanyProfile() {
  return useQuery(CompanyProfileDocument, { fetchPolicy: 'cache-and-network' });
}

export function useUpdateCompanyProfile() {
  return useMutation(UpdateCompanyProfileDocument);
}
