import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { datelinePlace } from '../../lib/dateline';
import { ForbiddenError } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { authorize } from './access';
import type { Viewer } from './viewer';
import { companyProfileSchema } from './identity.schemas';
import { findOrganization, lockOrganization } from './organizations';

/** The organization profile that releases draw on, and what the market data knows to prefill it. */
export interface CompanyProfileView {
  headOfficeCity: string | null;
  headOfficeRegion: string | null;
  headOfficeCountry: string | null;
  boilerplate: string | null;
  mediaContact: string | null;
  /** The dateline's place as releases print it ("SEATTLE, WA"); empty while no city is recorded. */
  dateline: string;
  /** The country the market data lists for the company's ticker: the form's suggestion while none is saved. */
  marketCountry: string | null;
}

/** Where the market data's country comes from (the market module, given by the caller). */
export type MarketCountry = (ticker: string) => Promise<string | null>;

/** Settings → Company profile: read by every member, saved by writers (it is what their releases print). */
export class CompanyProfileService {
  constructor(private readonly deps: { clock: Clock; marketCountry: MarketCountry }) {}

  async get(em: EntityManager, viewer: Viewer | null): Promise<CompanyProfileView> {
    const member = authorize(viewer, 'organization.read');
    const organization = await findOrganization(em, member.organizationId);
    if (!organization) throw new ForbiddenError();
    const fields = {
      headOfficeCity: organization.headOfficeCity ?? null,
      headOfficeRegion: organization.headOfficeRegion ?? null,
      headOfficeCountry: organization.headOfficeCountry ?? null,
      boilerplate: organization.boilerplate ?? null,
      mediaContact: organization.mediaContact ?? null,
    };
    return {
      ...fields,
      dateline: datelinePlace({ city: fields.headOfficeCity, region: fields.headOfficeRegion, country: fields.headOfficeCountry }),
      marketCountry: organization.ticker ? await this.deps.marketCountry(organization.ticker) : null,
    };
  }

  /** Every field given replaces the stored one; a blank field clears it. */
  async update(em: EntityManager, viewer: Viewer | null, body: unknown): Promise<CompanyProfileView> {
    const input = parseInput(companyProfileSchema, body);
    const member = authorize(viewer, 'campaign.write');
    await em.fork().transactional(async (tx) => {
      const organization = await lockOrganization(tx, member.organizationId);
      if (!organization) throw new ForbiddenError();
      Object.assign(organization, input, { updatedAt: this.deps.clock.now() });
    });
    return this.get(em.fork(), viewer);
  }
}
