import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from '../lib/logger';

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request completed"): the
 * line written when the answer is sent carries the request id, the method, the path (tokens scrubbed by
 * the logger's req serializer), the client address, the status and the time taken. Serializing and
 * writing a line is a good part of what a small request costs, and the first line said nothing the second
 * does not. What is lost: a request that never completes leaves no line (the server's timeouts end those).
 */
export class OneLinePerRequest extends LogController {
  /**
   * This line is built from named fields only (the req serializer keeps method, path and address, never
   * headers or bodies), so it skips the redaction pass, which walks every key of every line logged.
   */
  private readonly access: Logger;

  constructor(logger: Logger) {
    super();
    this.access = logger.child({}, { redact: [] });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      // An error may carry anything: this line keeps the redaction.
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    // A route's own level (the tracking routes log no request lines) is its request logger's.
    if (!(reply.log as Logger).isLevelEnabled('info')) return;
    this.access.info(
      { reqId: request.id, req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
