import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** the Message-ID header, as sent */
  messageId: string | undefined;
  /** when the sink took it (Date.now()) */
  receivedAt: number;
  attachments: { filename: string | undefined; contentType: string; content: Buffer }[];
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** the most connections that were open at once */
  readonly mostConnectionsAtOnce: number;
  /** from now on, refuse every message with this reason (undefined: accept again) */
  refuse(reason: string | undefined): void;
  close(): Promise<void>;
}

/** A local SMTP server for tests (smtp-server): keeps what it is sent, or refuses it when told to. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let refusal: string | undefined;
  let open = 0;
  let mostAtOnce = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      open += 1;
      mostAtOnce = Math.max(mostAtOnce, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      return callback(Object.assign(new Error(refusal), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            messageId: parsed.messageId,
            receivedAt: Date.now(),
            attachments: parsed.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    get mostConnectionsAtOnce() {
      return mostAtOnce;
    },
    refuse(reason) {
      refusal = reason;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
