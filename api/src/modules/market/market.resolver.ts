import { Arg, Args, Ctx, Field, Float, ObjectType, Query, Resolver } from 'type-graphql';
import type { MarketContext } from './market.graphql-context';
import { ConnectionArgs, connectionType, paginate, type Connection } from '../../graphql/connection';
import { tickerParam } from './market.schemas';

@ObjectType('StockSearchResult', { description: 'A listed company matching a search' })
class StockSearchResultType {
  @Field(() => String, { description: 'Its ticker' }) ticker!: string;
  @Field(() => String, { description: 'Its exchange' }) exchange!: string;
  @Field(() => String, { description: 'Its name' }) name!: string;
  @Field(() => Float, { nullable: true, description: 'Market capitalisation in US dollars, where known' }) marketCap!: number | null;
}

@ObjectType('CompanyInfo', { description: 'A listed company as the market data knows it' })
class CompanyInfoType {
  @Field(() => String, { description: 'Its name' }) companyName!: string;
  @Field(() => String, { description: 'Its ticker' }) ticker!: string;
  @Field(() => String, { description: 'Its exchange' }) exchange!: string;
  @Field(() => String, { nullable: true, description: 'Its sector (GICS name)' }) sector!: string | null;
  @Field(() => String, { nullable: true, description: 'Its industry' }) industry!: string | null;
  @Field(() => Float, { nullable: true, description: 'Market capitalisation in US dollars, where known' }) marketCap!: number | null;
  @Field(() => String, { nullable: true, description: 'Its website' }) website!: string | null;
  @Field(() => String, { nullable: true, description: 'Its country' }) country!: string | null;
  @Field(() => Boolean, { description: 'A fictional company used by the demo accounts' }) isDemo!: boolean;
}

@ObjectType('TickerValidation', { description: 'Whether a ticker is listed' })
class TickerValidationType {
  @Field(() => Boolean, { description: 'The market data knows it' }) valid!: boolean;
  @Field(() => CompanyInfoType, { nullable: true, description: 'The company, when valid' }) companyInfo?: CompanyInfoType;
}

const StockSearchResultConnection = connectionType(StockSearchResultType, 'StockSearchResult', 'listed company');

@Resolver()
export class MarketResolver {
  @Query(() => StockSearchResultConnection, { description: 'Ticker prefix and company-name search, exact ticker first' })
  async stockSearch(
    @Arg('query', () => String, { description: 'A ticker prefix or part of a company name' }) query: string,
    @Ctx() ctx: MarketContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ): Promise<Connection<StockSearchResultType>> {
    return paginate(await ctx.services.market.search(query, ctx.em), (r) => `${r.exchange}:${r.ticker}`, page);
  }

  @Query(() => TickerValidationType, { description: 'Look a ticker up in the market data' })
  async validateTicker(
    @Arg('ticker', () => String, { description: 'The ticker' }) ticker: string,
    @Ctx() ctx: MarketContext,
  ): Promise<TickerValidationType> {
    const parsed = tickerParam.safeParse(ticker);
    if (!parsed.success) return { valid: false };
    return ctx.services.market.validate(parsed.data);
  }
}
