import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver took: its headers and exact body. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What the receiver answers the next request with (default 200 {"ok":true}); `hangMs` waits before answering. */
export interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  hangMs?: number;
}

/**
 * A webhook receiver on loopback over http (allowed only in test mode, WEBHOOKS_ALLOW_LOOPBACK): records each request
 * and answers from a queue of answers the test sets, then the default.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private readonly answers: ReceiverAnswer[] = [];
  defaultAnswer: ReceiverAnswer = { status: 200, body: '{"ok":true}' };
  private constructor(private readonly server: Server) {}

  static async start(port = 0): Promise<WebhookReceiver> {
    const server = createServer();
    const receiver = new WebhookReceiver(server);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        receiver.received.push({
          path: request.url ?? '/',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        const answer = receiver.answers.shift() ?? receiver.defaultAnswer;
        const send = () => {
          response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
          response.end(answer.body ?? '');
        };
        if (answer.hangMs) setTimeout(send, answer.hangMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return receiver;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** http://127.0.0.1:{port}{path} */
  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  answerNext(...answers: ReceiverAnswer[]): void {
    this.answers.push(...answers);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
