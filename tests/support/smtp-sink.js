// One local SMTP server for every test that reads mail: Vitest's harness (test-server.ts) and
// the e2e mail sink process (e2e/support/mail-sink.js). Plain JavaScript so node runs it as is.
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * Listens on 127.0.0.1:port and hands every received message, parsed, to onMail, with the
 * envelope sender (SMTP MAIL FROM), which the headers cannot show.
 * @param {number} port
 * @param {(mail: import("mailparser").ParsedMail, envelopeFrom: string) => void} onMail
 * @returns {Promise<{ close(): Promise<void> }>}
 */
export function listenSmtpSink(port, onMail) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
      simpleParser(stream).then(
        (mail) => {
          onMail(mail, envelopeFrom);
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      // A client dropping its connection (a killed app server) must not crash the sink.
      server.on("error", () => {});
      resolve({ close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
