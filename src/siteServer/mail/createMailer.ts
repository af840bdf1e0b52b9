import { answerOfType } from '../storage/answerText';
import { createTransport } from 'nodemailer';
import type { StoredInquiry } from '../storage/InquiryStore';
import { inquiryMail } from './inquiryMail';
import { smtpServerName } from './mailFailureText';

export interface MailerOptions {
  /** e.g. `smtps://user:pass@smtp.example.com`; timeouts may be overridden as query parameters. */
  smtpUrl: string;
  /** The lab's address that receives every inquiry. */
  recipient: string;
  /** Sender address; the recipient's own address when absent, which relays accept most readily. */
  from?: string;
  /** Shown as the sender's name and in the mail's first line. */
  siteName: string;
}

export interface Mailer {
  /** Mails the inquiry to the lab; rejects when the SMTP server did not accept it. */
  send(inquiry: StoredInquiry): Promise<void>;
  /** host:port of the mail server, kept with a failure so the inbox can name it; absent in test doubles. */
  readonly server?: string;
}

// Something with the visitor's email that is not one plain address is left out of
// Reply-To rather than handed to an address parser that might read several in it.
const plainAddress = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

// nodemailer waits up to ten minutes on a silent server by default; the outbox
// sends one mail at a time and stopping the server waits for it.
const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailer({ smtpUrl, recipient, from = recipient, siteName }: MailerOptions): Mailer {
  const transport = createTransport({ url: smtpUrl, ...timeouts });
  return {
    server: smtpServerName(smtpUrl),
    async send(inquiry) {
      const { subject, text } = inquiryMail(inquiry, siteName);
      const reply = answerOfType(inquiry, 'email');
      await transport.sendMail({
        from: { name: `${siteName} 웹사이트`, address: from },
        to: recipient,
        ...(plainAddress.test(reply) && { replyTo: reply }),
        subject,
        text,
      });
    },
  };
}
