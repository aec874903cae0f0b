import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { SystemContext } from './system.graphql-context';
import { graphqlEnum } from '../../graphql/enums';

const HealthStatusEnum = graphqlEnum(['ok', 'unavailable'], 'HealthStatus', 'Whether the API can serve', {
  ok: 'Serving',
  unavailable: 'The database does not answer',
});

@ObjectType('Health', { description: 'Liveness of the API and its database' })
class HealthType {
  @Field(() => HealthStatusEnum, { description: 'OK, or UNAVAILABLE when the database does not answer' })
  status!: string;

  @Field(() => Boolean, { description: 'The database answered a check made at most a second ago' })
  database!: boolean;
}

@Resolver()
export class SystemResolver {
  @Query(() => HealthType, { description: 'Whether the API and its database answer (no sign-in needed)' })
  async health(@Ctx() ctx: SystemContext): Promise<HealthType> {
    return ctx.services.system.health();
  }

  @Query(() => String, { description: 'The address to write to for help with this server (no sign-in needed)' })
  supportEmail(@Ctx() ctx: SystemContext): string {
    return ctx.services.system.supportEmail;
  }
}
