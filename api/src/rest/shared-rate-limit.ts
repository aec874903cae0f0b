import { normalizeIP, type CreateRateLimitOptions, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { SharedCounter } from '../db/shared-counter';
import type { App } from './app';

/**
 * @fastify/rate-limit's store on the database's shared counter (`rate_limit_hits`), so every limiter
 * counts across instances. One store for all limiters: `sharedRateLimit` names each one in its keys.
 */
export function sharedRateLimitStore(counter: Pick<SharedCounter, 'hit'>): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const colon = key.indexOf(':');
      counter.hit(key.slice(0, colon), key.slice(colon + 1), timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * A limiter of the shared store whose keys are `<name>:<key>`: the client's address (IPv6 by subnet, as
 * the plugin's default) unless `keyGenerator` says otherwise. The name keeps limiters on the same
 * address apart.
 */
export function sharedRateLimit(
  app: Pick<App, 'createRateLimit'>,
  name: string,
  options: Omit<CreateRateLimitOptions, 'keyGenerator' | 'store'> & { keyGenerator?: (request: FastifyRequest) => string },
) {
  const keyOf = options.keyGenerator ?? ((request: FastifyRequest) => normalizeIP(request.ip));
  return app.createRateLimit({ ...options, keyGenerator: (request) => `${name}:${keyOf(request)}` });
}
