/** How mail leaves Tapline (docs/configuration.md, "Mail": SMTP_URL, MAIL_FROM). */
export interface MailSettings {
  /** smtp:// or smtps://; without it mail is stored in the outbox only */
  smtpUrl?: string;
  mailFrom: string;
  /** retries after the first attempt before a message is failed (tests shorten these) */
  retryLimit: number;
  /** the first retry's delay; later ones about double each time */
  retryDelaySeconds: number;
  /**
   * messages sent at once, each over its own connection to the mail server (kept open between messages): a backlog
   * drains as fast as the server takes them (MAIL_CONCURRENCY)
   */
  concurrency: number;
  /**
   * how long one attempt at a mail may run before it is presumed lost (its instance died) and retried (MAIL_ATTEMPT_SECONDS);
   * the SMTP timeouts are cut to fit inside it
   */
  attemptSeconds: number;
  /** how long an invite's answer waits for its mail to go out before it says "queued" */
  answerWaitMs: number;
  /**
   * Development and the browser journeys only: every text message is also appended to this file (JSON lines), as
   * there is no SMS provider and the outbox never shows a code (decision 0053). Never set in production.
   */
  smsDevFile?: string;
}

export const defaultMailSettings: MailSettings = {
  mailFrom: 'Tapline <no-reply@tapline.test>',
  // about 30 s, 1, 2, 4 and 8 minutes apart: a mail server down for a quarter of an hour loses nothing
  retryLimit: 5,
  retryDelaySeconds: 30,
  answerWaitMs: 2000,
  concurrency: 5,
  attemptSeconds: 90,
};
