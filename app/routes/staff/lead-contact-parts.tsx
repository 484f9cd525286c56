/**
 * Reaching the person from a lead's page (routes/staff/lead.tsx): the contact bar, the question
 * after WhatsApp was opened, the reply by e-mail, and who a message in the timeline came from.
 */
import { ExternalLink, Mail, MessageCircle, Phone } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { checkBeforeSubmit } from "~/components/forms/check-before-submit";
import { Field } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/use-is-pending";
import { WhatsAppForm } from "~/components/lead-parts";
import { NewTabLink } from "~/components/new-tab-link";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX, replySchema } from "~/lib/lead-schemas";
import { IntentForm, type PageData, type Result } from "./lead-page-parts";

/**
 * The ways to reach the person: e-mail (the reply form below), WhatsApp for a mobile (a form that
 * logs the opening, then opens wa.me in a new tab: it works without JavaScript), a call (`tel:`)
 * and the quote portal for the product, in a new tab.
 */
export function ContactBar({ loaderData }: { loaderData: PageData }) {
  const { lead } = loaderData;
  const revalidator = useRevalidator();
  const button = "btn btn-ghost !px-4 !py-2 text-sm";
  return (
    <div className="mt-6 flex flex-wrap gap-2">
      {loaderData.reply && (
        <a href="#responder" className={button}>
          <Mail aria-hidden="true" className="h-4 w-4" /> E-mail
        </a>
      )}
      {lead.whatsapp && (
        <WhatsAppForm
          leadId={lead.id}
          className={button}
          // The question "Você enviou…?" shows here once the other tab has logged the opening.
          onSubmit={() => window.setTimeout(() => revalidator.revalidate(), 1500)}
        />
      )}
      {lead.telHref && (
        <a href={lead.telHref} className={button}>
          <Phone aria-hidden="true" className="h-4 w-4" /> Ligar
        </a>
      )}
      {lead.quoteUrl && (
        <NewTabLink href={lead.quoteUrl} className={button}>
          <ExternalLink aria-hidden="true" className="h-4 w-4" /> Cotar
        </NewTabLink>
      )}
    </div>
  );
}

/**
 * After this person opened WhatsApp on the lead (here or on "Hoje"): opening it sends nothing, so
 * only their "Sim, enviei" records the conversation as a contact (decision 062).
 */
export function WhatsAppQuestion({ opening }: { opening: NonNullable<PageData["whatsappOpening"]> }) {
  return (
    <div
      data-testid="whatsapp-question"
      className="mt-6 rounded-2xl bg-amber-50 p-4 text-ink ring-1 ring-amber-200 ring-inset"
    >
      <p className="flex items-center gap-2 font-semibold text-navy-900">
        <MessageCircle aria-hidden="true" className="h-4 w-4" /> Você enviou a mensagem no WhatsApp?
      </p>
      <p className="mt-1 text-sm">
        {`WhatsApp aberto em ${opening.at}. Só conta como contato com a pessoa depois que você confirma o envio.`}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {(
          [
            ["whatsapp-sent", "Sim, enviei", "btn btn-primary"],
            ["whatsapp-not-sent", "Não enviei", "btn btn-ghost"],
          ] as const
        ).map(([intent, label, className]) => (
          <Form key={intent} method="post">
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="openingId" value={opening.id} />
            <AnswerButton intent={intent} className={`${className} !px-4 !py-2 text-sm`}>
              {label}
            </AnswerButton>
          </Form>
        ))}
      </div>
    </div>
  );
}

/**
 * The reply by e-mail, from the desk's template. The browser checks it with the server's schema
 * before it goes: a reply still holding the template's placeholder is refused at once (B2).
 */
export function ReplyForm({ reply, result }: { reply: { subject: string; body: string }; result: Result }) {
  const [errors, setErrors] = useState(result?.fields);
  useEffect(() => setErrors(result?.fields), [result]);
  return (
    <IntentForm
      intent="email"
      result={result}
      submit="Enviar e-mail"
      onSubmit={(event) =>
        checkBeforeSubmit(event, replySchema, setErrors, (name) =>
          name === "subject" ? "resposta-assunto" : "resposta-texto",
        )
      }
    >
      <Field label="Assunto" htmlFor="resposta-assunto" error={errors?.subject}>
        <input
          id="resposta-assunto"
          name="subject"
          required
          maxLength={REPLY_SUBJECT_MAX}
          defaultValue={reply.subject}
          className="field"
        />
      </Field>
      <Field label="Mensagem" htmlFor="resposta-texto" error={errors?.body}>
        <textarea
          id="resposta-texto"
          name="body"
          rows={10}
          required
          maxLength={REPLY_BODY_MAX}
          defaultValue={reply.body}
          className="field"
        />
      </Field>
      <p className="text-sm text-muted">As respostas da pessoa chegam ao seu e-mail.</p>
    </IntentForm>
  );
}

type Sender = NonNullable<PageData["timeline"][number]["message"]>["sender"];

/**
 * Who a message in the timeline came from: the e-mail and phone typed with it. When one of them
 * is not the lead's (another one, or one the lead lacks), the page says so and offers to take it
 * as the lead's; a message never changes the lead by itself (security review 3, M-1).
 */
export function MessageSender({ messageId, sender }: { messageId: string; sender: NonNullable<Sender> }) {
  const notes = [
    sender.emailDiffers && {
      intent: "use-email",
      text:
        sender.emailDiffers === "other"
          ? `Esta mensagem veio de outro e-mail: ${sender.email}.`
          : `Esta mensagem veio com um e-mail que a oportunidade não tem: ${sender.email}.`,
      button: "Usar este e-mail",
    },
    sender.phoneDiffers && {
      intent: "use-phone",
      text:
        sender.phoneDiffers === "other"
          ? `Esta mensagem veio de outro telefone: ${sender.phone}.`
          : `Esta mensagem veio com um telefone que a oportunidade não tem: ${sender.phone}.`,
      button: "Usar este telefone",
    },
  ].filter((note) => note !== null);
  return (
    <>
      <p className="mt-2 text-sm text-muted">
        {`Enviada com o e-mail ${sender.email}${sender.phone ? ` e o telefone ${sender.phone}` : ", sem telefone"}.`}
      </p>
      {notes.length > 0 && (
        <div
          data-testid="message-other-contact"
          className="mt-2 rounded-2xl bg-amber-50 p-4 text-sm text-ink"
        >
          {notes.map((note) => (
            <p key={note.intent} className="font-semibold text-navy-900">
              {note.text}
            </p>
          ))}
          <p className="mt-1">
            Qualquer pessoa pode escrever pelo site com o e-mail ou o telefone de outra pessoa. Confirme com o
            cliente antes de usar um dado novo: as respostas e o WhatsApp vão para o e-mail e o telefone da
            oportunidade.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {notes.map((note) => (
              <Form key={note.intent} method="post">
                <input type="hidden" name="intent" value={note.intent} />
                <input type="hidden" name="messageId" value={messageId} />
                <AnswerButton intent={note.intent} className="btn btn-ghost !px-4 !py-2 text-sm">
                  {note.button}
                </AnswerButton>
              </Form>
            ))}
          </div>
        </div>
      )}
    </>
  );
}

/** A one-button form's button, busy while its intent posts. */
function AnswerButton({
  intent,
  className,
  children,
}: {
  intent: string;
  className: string;
  children: ReactNode;
}) {
  const busy = useIsPending({ intent });
  return (
    <button type="submit" className={className} disabled={busy}>
      {children}
    </button>
  );
}
