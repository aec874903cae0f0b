import { Arg, Ctx, Field, Float, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { tickerParam } from './market.schemas';

@ObjectType('StockSearchResult')
class StockSearchResultType {
  @Field(() => String) ticker!: string;
  @Field(() => String) exchange!: string;
  @Field(() => String) name!: string;
  @Field(() => Float, { nullable: true }) marketCap!: number | null;
}

@ObjectType('CompanyInfo')
class CompanyInfoType {
  @Field(() => String) companyName!: string;
  @Field(() => String) ticker!: string;
  @Field(() => String) exchange!: string;
  @Field(() => String, { nullable: true }) sector!: string | null;
  @Field(() => String, { nullable: true }) industry!: string | null;
  @Field(() => Float, { nullable: true }) marketCap!: number | null;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => Boolean, { description: 'A fictional company used by the demo accounts' }) isDemo!: boolean;
}

@ObjectType('TickerValidation')
class TickerValidationType {
  @Field(() => Boolean) valid!: boolean;
  @Field(() => CompanyInfoType, { nullable: true }) companyInfo?: CompanyInfoType;
}

@Resolver()
export class MarketResolver {
  @Query(() => [StockSearchResultType], { description: 'Ticker prefix and company-name search, exact ticker first' })
  async stockSearch(@Arg('query', () => String) query: string, @Ctx() ctx: GraphQLContext): Promise<StockSearchResultType[]> {
    return ctx.services.market.search(query, ctx.em);
  }

  @Query(() => TickerValidationType)
  async validateTicker(@Arg('ticker', () => String) ticker: string, @Ctx() ctx: GraphQLContext): Promise<TickerValidationType> {
    const parsed = tickerParam.safeParse(ticker);
    if (!parsed.success) return { valid: false };
    return ctx.services.market.validate(parsed.data);
  }
}
