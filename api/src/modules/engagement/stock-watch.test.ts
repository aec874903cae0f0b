import type { Quote } from '@issuerwire/plugin-sdk';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { StockWatch } from './stock-watch';

function quote(ticker: string, price: number): Quote {
  return { ticker, price, changePercent: 0.5, volume: 1000, currency: 'USD', asOf: '2026-03-02T21:00:00Z', source: 'test' };
}

describe('stock watch (live quote updates for watched campaigns)', () => {
  it('announces each watched campaign of a ticker when its quote changes, and nothing when it does not', async () => {
    const prices: Record<string, number> = { AAPL: 190, MSFT: 410 };
    const announced: string[] = [];
    const watch = new StockWatch({
      quote: async (t) => quote(t, prices[t]),
      onChange: (id) => announced.push(id),
      logger: createLogger('silent', false),
      intervalMs: 60_000,
    });
    const stopA = watch.watch('campaign-a', 'AAPL');
    watch.watch('campaign-b', 'AAPL');
    const stopM = watch.watch('campaign-m', 'MSFT');
    expect(await watch.tick()).toEqual([]); // the first reading is the baseline
    expect(await watch.tick()).toEqual([]);
    prices.AAPL = 191.25;
    expect((await watch.tick()).sort()).toEqual(['campaign-a', 'campaign-b']);
    stopA();
    stopA(); // twice is once
    prices.AAPL = 192;
    prices.MSFT = 400;
    expect((await watch.tick()).sort()).toEqual(['campaign-b', 'campaign-m']);
    stopM();
    watch.close();
    expect(announced.sort()).toEqual(['campaign-a', 'campaign-b', 'campaign-b', 'campaign-m']);
  });

  it('keeps going when a quote cannot be read', async () => {
    let fail = true;
    const announced: string[] = [];
    const watch = new StockWatch({
      quote: async (t) => {
        if (fail) throw new Error('provider down');
        return quote(t, 10);
      },
      onChange: (id) => announced.push(id),
      logger: createLogger('silent', false),
      intervalMs: 60_000,
    });
    const stop = watch.watch('c', 'DEMO');
    expect(await watch.tick()).toEqual([]);
    fail = false;
    expect(await watch.tick()).toEqual([]);
    stop();
    expect(announced).toEqual([]);
  });
});
