import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: { filename: string; contentType: string; content: string; encoding?: 'base64' }[] | undefined;
  /** Set by us, not by the SMTP server, so every attempt of one delivery carries the same id. */
  messageId: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** Connects to the SMTP server and greets it, sending nothing; rejects as a send would when it cannot be reached. */
export type ReachSmtp = () => Promise<void>;

/**
 * A nodemailer SMTP transport for `smtpUrl`. Timeouts are kept short so a hung server shows up as
 * a retryable failure rather than a worker stuck on one message.
 */
export function smtpMailer(smtpUrl: string): { send: SendMail; reach: ReachSmtp; close: () => void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        ...(mail.replyTo && { replyTo: mail.replyTo }),
        ...(mail.html && { html: mail.html }),
        ...(mail.attachments && { attachments: mail.attachments }),
      });
    },
    reach: async () => {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
