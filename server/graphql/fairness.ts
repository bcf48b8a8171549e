// One caller cannot crowd out the rest. The operation limits (limits.ts) bound what one request
// may ask. Here, what one caller may ask at a time and per minute is bounded: a signed-in user by
// their id, anyone else by their address. Past the limit the answer is 429 at once, with
// Retry-After, before the request is parsed. The counts live in this process (rate-limiter-
// flexible's memory store). Behind a load balancer, each instance counts its own share.
import type { Plugin } from 'graphql-yoga';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { verifiedToken, type ServerContext } from './context.js';

export const TOO_MANY_AT_ONCE = 'Too many requests at once: wait for the others to finish';
export const tooManyPerMinute = (seconds: number) => `Too many requests: try again in ${seconds} s`;

/**
 * Whose request this is: the user id of a valid bearer token, or the client's address. The token
 * is checked (signature and expiry, not revocation), so nobody can spend another user's quota.
 */
async function callerOf(request: Request, secret: string, clientIp: string): Promise<string> {
  // An invalid token is refused later, as any other; until then it counts for its address.
  const claims = await verifiedToken(request, secret);
  return claims ? `user:${claims.sub}` : `ip:${clientIp}`;
}

export function fairness(config: Config): Plugin<object, ServerContext> {
  const perMinute =
    config.rateLimitPerMinute > 0
      ? new RateLimiterMemory({ points: config.rateLimitPerMinute, duration: 60 })
      : undefined;
  const underWay = new Map<string, number>();
  const callers = new WeakMap<Request, string>();

  const refuse = (
    fetchAPI: { Response: typeof Response },
    message: string,
    code: string,
    retryAfterSeconds: number,
  ) =>
    new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) },
    });

  return {
    async onRequest({ request, serverContext, endResponse, fetchAPI }) {
      const caller = await callerOf(request, config.jwtSecret, serverContext.clientIp ?? 'unknown');
      const running = underWay.get(caller) ?? 0;
      if (running >= config.concurrentRequests) {
        endResponse(refuse(fetchAPI, TOO_MANY_AT_ONCE, 'TOO_MANY_REQUESTS', 1));
        return;
      }
      if (perMinute) {
        try {
          await perMinute.consume(caller);
        } catch (limited) {
          if (!(limited instanceof RateLimiterRes)) throw limited;
          const seconds = Math.max(1, Math.ceil(limited.msBeforeNext / 1000));
          endResponse(refuse(fetchAPI, tooManyPerMinute(seconds), 'TOO_MANY_REQUESTS', seconds));
          return;
        }
      }
      underWay.set(caller, running + 1);
      callers.set(request, caller);
    },
    onResponse({ request }) {
      const caller = callers.get(request);
      if (caller === undefined) return;
      callers.delete(request);
      const running = (underWay.get(caller) ?? 1) - 1;
      if (running > 0) underWay.set(caller, running);
      else underWay.delete(caller);
    },
  };
}
