import { siteConfig } from "~/content/site-config";
import { escapeHtml, type OutgoingMail } from "./mail";

/** The password-reset e-mail: a one-time link, valid for one hour. */
export function passwordResetMail(to: string, link: string): OutgoingMail {
  const subject = `Redefinição de senha - ${siteConfig.name}`;
  const text = [
    "Olá,",
    "",
    "Recebemos um pedido para redefinir a senha do seu acesso à área dos colaboradores.",
    "Para criar uma nova senha, abra o link abaixo (válido por 1 hora e por um único uso):",
    "",
    link,
    "",
    "Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.",
    "",
    siteConfig.name,
  ].join("\n");
  const safeLink = escapeHtml(link);
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f1c2e;line-height:1.5">
<p>Olá,</p>
<p>Recebemos um pedido para redefinir a senha do seu acesso à área dos colaboradores.</p>
<p><a href="${safeLink}" style="display:inline-block;background:#0f4c81;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">Criar nova senha</a></p>
<p>Ou copie este endereço no navegador (válido por 1 hora e por um único uso):<br>${safeLink}</p>
<p>Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.</p>
<p>${escapeHtml(siteConfig.name)}</p>
</body></html>`;
  return { to, subject, text, html };
}
