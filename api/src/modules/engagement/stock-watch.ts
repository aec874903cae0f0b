import type { Quote } from '@issuerwire/plugin-sdk';
import type { Logger } from '../../lib/logger';

/**
 * While someone watches a campaign's tracker on this instance, its ticker is re-quoted every interval;
 * a changed quote is announced for each watched campaign of that ticker. Idle when nobody watches.
 */
export class StockWatch {
  private readonly watched = new Map<string, { ticker: string; count: number }>();
  private readonly last = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;

  constructor(
    private readonly options: {
      quote(ticker: string): Promise<Quote | null>;
      onChange(campaignId: string): void;
      logger: Logger;
      intervalMs: number;
    },
  ) {}

  /** Starts watching; the returned function stops (once). */
  watch(campaignId: string, ticker: string): () => void {
    const entry = this.watched.get(campaignId) ?? { ticker, count: 0 };
    entry.count++;
    this.watched.set(campaignId, entry);
    if (!this.timer) {
      this.timer = setInterval(() => void this.tick(), this.options.intervalMs);
      this.timer.unref();
    }
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      entry.count--;
      if (entry.count <= 0) this.watched.delete(campaignId);
      if (this.watched.size === 0) this.close();
    };
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Re-quotes every watched ticker once; answers the campaigns announced. */
  async tick(): Promise<string[]> {
    if (this.ticking) return [];
    this.ticking = true;
    const announced: string[] = [];
    try {
      const tickers = new Set([...this.watched.values()].map((w) => w.ticker));
      for (const ticker of tickers) {
        let quote: Quote | null;
        try {
          quote = await this.options.quote(ticker);
        } catch (error) {
          this.options.logger.warn({ err: error, ticker }, 'stock quote refresh failed');
          continue;
        }
        const signature = JSON.stringify(quote && [quote.price, quote.changePercent, quote.volume, quote.asOf]);
        const before = this.last.get(ticker);
        this.last.set(ticker, signature);
        if (before === undefined || before === signature) continue;
        for (const [campaignId, w] of this.watched) {
          if (w.ticker !== ticker) continue;
          this.options.onChange(campaignId);
          announced.push(campaignId);
        }
      }
    } finally {
      this.ticking = false;
    }
    return announced;
  }
}
