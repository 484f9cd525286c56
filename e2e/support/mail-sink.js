// The e2e mail sink: an SMTP server the app under test sends to (SMTP_URL), and a tiny HTTP
// endpoint the tests read received mail from. Started by playwright.config.ts as a webServer.
import http from "node:http";
import { listenSmtpSink } from "../../tests/support/smtp-sink.js";

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 3126);

/** @type {Array<{ to: string[], subject: string, text: string, html: string, replyTo: string[] }>} */
const received = [];
const addresses = (field) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? ""));

const smtp = await listenSmtpSink(smtpPort, (mail) => {
  received.push({
    to: addresses(mail.to),
    replyTo: addresses(mail.replyTo),
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
  });
});

// GET /messages → every mail received so far, oldest first (JSON).
http
  .createServer((req, res) => {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify(req.url === "/messages" ? received : []));
  })
  .listen(httpPort, "127.0.0.1", () => console.log(`mail sink: SMTP ${smtpPort}, HTTP ${httpPort}`));

const stop = () => {
  smtp.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 2_000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
