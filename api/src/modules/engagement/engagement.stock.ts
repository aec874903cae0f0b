// The stock figures the tracker and Analytics show, each with what it is: live only from a live
// market-data plugin and fresh (market's LIVE_QUOTE_MAX_AGE_MS), else delayed or sample, always dated.
import type { Logger } from '../../lib/logger';
import type { MarketService, QuoteFreshness } from '../market';
import type { StockSeries, StockView } from './engagement.views';

/** The tracker's quote; a failing plugin is logged and answers "unavailable", never an error. */
export async function stockView(market: MarketService, ticker: string, now: Date, logger: Logger): Promise<StockView> {
  try {
    const { quote: q, freshness, liveSource } = await market.classifiedQuote(ticker, now);
    if (q)
      return {
        ticker: q.ticker,
        currentPrice: q.price,
        changePercent: q.changePercent,
        volume: q.volume,
        currency: q.currency,
        asOf: q.asOf,
        source: q.source,
        freshness,
        live: freshness === 'live',
        liveSource,
      };
  } catch (error) {
    logger.warn({ err: error, ticker }, 'stock quote unavailable');
  }
  const none: QuoteFreshness = 'unavailable';
  return {
    ticker,
    currentPrice: null,
    changePercent: null,
    volume: null,
    currency: null,
    asOf: null,
    source: null,
    freshness: none,
    live: false,
    liveSource: market.liveSource(),
  };
}

const DAY_MS = 86_400_000;

/**
 * Analytics' price line for `ticker` over [from, to]: the quote's own day when it falls in the range.
 * Sample data (the demo listing) is drawn for every day of the range around its price, so the demo shows
 * what the view looks like; it is labelled sample wherever it appears. A price history needs a plugin
 * that offers one; until then a live feed contributes the days it was read.
 */
export async function stockSeries(
  market: MarketService,
  ticker: string,
  range: { from: string; to: string },
  now: Date,
  logger: Logger,
): Promise<StockSeries> {
  const view = await stockView(market, ticker, now, logger);
  const { currentPrice: price, asOf } = view;
  const points: { date: string; price: number }[] = [];
  if (price !== null && asOf) {
    const day = asOf.slice(0, 10);
    const demo = view.freshness === 'sample' && day === now.toISOString().slice(0, 10);
    if (demo) {
      for (let at = Date.parse(`${range.from}T00:00:00Z`); at <= Date.parse(`${range.to}T00:00:00Z`) && at <= now.getTime(); at += DAY_MS) {
        // A gentle deterministic wave (±4 %) that ends on the quote's own price today.
        const daysBack = Math.round((Date.parse(`${day}T00:00:00Z`) - at) / DAY_MS);
        const wave = daysBack === 0 ? 0 : Math.sin(daysBack / 3) * 0.03 + Math.cos(daysBack / 7) * 0.01 - 0.01;
        points.push({ date: new Date(at).toISOString().slice(0, 10), price: Math.round(price * (1 + wave) * 100) / 100 });
      }
    } else if (day >= range.from && day <= range.to) points.push({ date: day, price });
  }
  return {
    ticker: view.ticker,
    currency: view.currency,
    asOf,
    source: view.source,
    freshness: view.freshness,
    liveSource: view.liveSource,
    points,
  };
}
