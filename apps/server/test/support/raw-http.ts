import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** send the body's first `splitAt` bytes, wait `pauseMs`, then the rest (how a slow network delivers it) */
  splitAt?: number;
  pauseMs?: number;
}

function parseAnswer(raw: Buffer): RawAnswer {
  const text = raw.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = text.slice(end + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    let rest = body;
    body = '';
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      const size = Number.parseInt(rest.slice(0, lineEnd), 16);
      if (!size) break;
      body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      rest = rest.slice(lineEnd + 2 + size + 2);
    }
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/**
 * One request written byte for byte on its own connection (no HTTP client fixing it up): for bodies split
 * in time, malformed framing and paths a client would normalise. Answers once the server closes or has sent
 * the whole answer.
 */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  const body = request.body ?? Buffer.alloc(0);
  const headers: Record<string, string> = { host: url.host, connection: 'close', ...request.headers };
  if (request.body && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length'))
    headers['content-length'] = String(body.length);
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? resolve(parseAnswer(Buffer.concat(chunks))) : reject(error)));
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks))));
    socket.write(head);
    const splitAt = request.splitAt ?? body.length;
    socket.write(body.subarray(0, splitAt));
    if (splitAt < body.length) setTimeout(() => socket.write(body.subarray(splitAt)), request.pauseMs ?? 200);
  });
}
