/**
 * The one mail layout (decision 012): each mail is a list of blocks (paragraphs, labelled fields,
 * a link button, a note), turned here into the HTML and the plain-text versions.
 */

import { currentContent } from "~/.server/content";
import { html, multiline, type SafeHtml } from "~/.server/platform";
import { siteLogoUrl } from "~/content/site-logo";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export type Block =
  | { type: "paragraph"; text: string }
  | { type: "fields"; rows: Array<[label: string, value: string]> }
  | { type: "link"; label: string; href: string; caption: string }
  | { type: "note"; text: string }
  | { type: "links"; items: Array<{ text: string; href: string }> };

export const paragraph = (text: string): Block => ({ type: "paragraph", text });
export const note = (text: string): Block => ({ type: "note", text });

const COLOR = { text: "#0f1c2e", muted: "#4a5a70", button: "#0f4c81" } as const;

function blockHtml(block: Block): SafeHtml {
  switch (block.type) {
    case "paragraph":
      // A line break a person typed (a reply's signature) stays a line break.
      return html`<p>${multiline(block.text)}</p>`;
    case "note":
      return html`<p style="color:${COLOR.muted}">${block.text}</p>`;
    case "fields":
      return html`<table cellpadding="6" style="border-collapse:collapse">${block.rows.map(
        ([label, value]) =>
          html`<tr><th align="left" valign="top" style="color:${COLOR.muted}">${label}</th><td>${multiline(value)}</td></tr>`,
      )}</table>`;
    case "link":
      return html`<p><a href="${block.href}" style="display:inline-block;background:${COLOR.button};color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${block.label}</a></p>
<p>${block.caption}<br>${block.href}</p>`;
    case "links":
      return html`<ul style="padding-left:20px">${block.items.map(
        (item) =>
          html`<li style="margin-bottom:8px"><a href="${item.href}" style="color:${COLOR.button}">${item.text}</a></li>`,
      )}</ul>`;
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
    case "note":
      return block.text;
    case "fields":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "link":
      return `${block.caption}\n${block.href}`;
    case "links":
      return block.items.map((item) => `- ${item.text}\n  ${item.href}`).join("\n");
  }
}

/** A mail before its layout: what each kind says. */
export interface MailDraft {
  subject: string;
  blocks: Block[];
  replyTo?: string;
}

export const draft = (subject: string, blocks: Block[], replyTo?: string): MailDraft => ({
  subject,
  blocks,
  replyTo,
});

/** The logo's height at the top of an HTML mail, in pixels. */
const MAIL_LOGO_HEIGHT = 48;

/**
 * The top of an HTML mail: the brokerage's uploaded logo (an absolute address under SITE_URL,
 * decision 037), named after the brokerage for a mail client that does not load images; its name
 * otherwise. The text version has none: it ends with the name, as the HTML one does.
 */
function mailHeader(siteUrl: string): SafeHtml {
  const { name, logo } = currentContent().site;
  if (!logo) return html`<p style="font-size:20px;font-weight:bold;color:${COLOR.button}">${name}</p>`;
  const width = Math.round((logo.width * MAIL_LOGO_HEIGHT) / logo.height);
  return html`<p><img src="${siteLogoUrl(logo, siteUrl)}" alt="${name}" width="${width}" height="${MAIL_LOGO_HEIGHT}" style="display:block;border:0"></p>`;
}

export function layout({ subject, blocks, replyTo }: MailDraft, siteUrl: string): RenderedMail {
  const all = [...blocks, paragraph(currentContent().site.name)];
  return {
    subject,
    replyTo,
    text: `${all.map(blockText).join("\n\n")}\n`,
    html: html`<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:${COLOR.text};line-height:1.5">
${mailHeader(siteUrl)}
${all.map((b) => html`${blockHtml(b)}\n`)}</body></html>`.markup,
  };
}
