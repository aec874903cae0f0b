import { Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver, Arg } from 'type-graphql';
import type { IdentityContext } from './identity.graphql-context';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import type { CompanyProfileView } from './company-profile';

@ObjectType('CompanyProfile', {
  description: "What releases print about the company: the dateline's head office, About and the media contact",
})
class CompanyProfileType {
  @Field(() => String, { nullable: true, description: 'City of the head office (the dateline)' }) headOfficeCity!: string | null;
  @Field(() => String, { nullable: true, description: 'State, province or region, e.g. WA' }) headOfficeRegion!: string | null;
  @Field(() => String, { nullable: true, description: 'Country of the head office' }) headOfficeCountry!: string | null;
  @Field(() => String, { nullable: true, description: 'The "About the company" paragraph releases end with' }) boilerplate!: string | null;
  @Field(() => String, { nullable: true, description: 'The media / investor-relations contact releases print, as written' })
  mediaContact!: string | null;
  @Field(() => String, { description: 'The dateline as releases print it (e.g. SEATTLE, WA); empty while no city is recorded' })
  dateline!: string;
  @Field(() => String, { nullable: true, description: "The country the market data lists for the company's ticker (a suggestion)" })
  marketCountry!: string | null;
}

@InputType('UpdateCompanyProfileInput', { description: 'The company profile; every field given replaces the stored one, blank clears it' })
class UpdateCompanyProfileInput {
  @Field(() => String, { nullable: true, description: 'City of the head office' }) headOfficeCity?: string | null;
  @Field(() => String, { nullable: true, description: 'State, province or region' }) headOfficeRegion?: string | null;
  @Field(() => String, { nullable: true, description: 'Country' }) headOfficeCountry?: string | null;
  @Field(() => String, { nullable: true, description: 'About the company' }) boilerplate?: string | null;
  @Field(() => String, { nullable: true, description: 'Media / investor-relations contact' }) mediaContact?: string | null;
}

const UpdateCompanyProfilePayload = payloadType(
  'UpdateCompanyProfilePayload',
  'companyProfile',
  () => CompanyProfileType,
  'the profile as saved',
);

@Resolver()
export class CompanyProfileResolver {
  @Query(() => CompanyProfileType, { description: "Your organization's company profile" })
  async companyProfile(@Ctx() ctx: IdentityContext): Promise<CompanyProfileView> {
    return ctx.services.companyProfile.get(ctx.em, ctx.request.viewer);
  }

  @Mutation(() => UpdateCompanyProfilePayload, { description: 'Saves the company profile (owners and editors)' })
  async updateCompanyProfile(
    @Arg('input', () => UpdateCompanyProfileInput, { description: 'The profile fields' }) input: UpdateCompanyProfileInput,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'companyProfile', CompanyProfileView>> {
    return mutationPayload('companyProfile', () => ctx.services.companyProfile.update(ctx.em, ctx.request.viewer, { ...input }));
  }
}
