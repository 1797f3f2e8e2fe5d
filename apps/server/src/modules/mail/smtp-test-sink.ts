import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** the Message-ID header, as sent */
  messageId: string | undefined;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** from now on, refuse every message with this reason (undefined: accept again) */
  refuse(reason: string | undefined): void;
  close(): Promise<void>;
}

/** A local SMTP server for tests (smtp-server): keeps what it is sent, or refuses it when told to. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let refusal: string | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      return callback(Object.assign(new Error(refusal), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), subject: parsed.subject ?? '', text: parsed.text ?? '', messageId: parsed.messageId });
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
    refuse(reason) {
      refusal = reason;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
