import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';

@ObjectType('Health', { description: 'Liveness of the API and its database' })
class HealthType {
  @Field(() => String)
  status!: string;

  @Field(() => Boolean)
  database!: boolean;
}

@Resolver()
export class SystemResolver {
  @Query(() => HealthType)
  async health(@Ctx() ctx: GraphQLContext): Promise<HealthType> {
    return ctx.services.system.health();
  }
}
