import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, href, Link, useActionData } from "react-router";
import { formatPhone } from "~/lib/br";
import {
  contactMessages,
  contactMethods,
  contactSubjects,
  filterName,
  hasEmptyRequiredField,
} from "~/lib/contact-fields";
import type { FormResult } from "~/lib/form-result";
import { useNearOrUsed } from "~/lib/use-near-or-used";
import { CaptchaField } from "./captcha-field";
import { MarkedField as Field } from "./forms/fields";
import { useIsPending } from "./forms/use-is-pending";

const CAPTCHA_PENDING = "Aguarde a verificação anti-robô terminar e envie novamente.";

type TextValue = "from_name" | "phone" | "email" | "subject" | "message";

const emptyForm = {
  from_name: "",
  phone: "",
  email: "",
  subject: "",
  contact_method: "",
  message: "",
  consent: false,
};

type ContactSchemaModule = typeof import("~/lib/contact-schema");

/**
 * The contact form. Fields start empty; the name keeps letters and spaces and the phone is
 * masked as typed; the same Zod schema as the server decides what can be sent. On success
 * every field resets; on failure every field is kept. The schema (with Zod) and the captcha load
 * when the form is first used or its end scrolls near, not with the page (decision 049).
 */
/** The link to the Política de Privacidade, as the contact page's sentences about the data name it. */
export function PrivacyPolicyLink() {
  return (
    <Link to={href("/privacy-policy")} className="font-semibold text-brand-700 underline underline-offset-4">
      Política de Privacidade
    </Link>
  );
}

export function ContactForm({ product }: { product?: string }) {
  const actionData = useActionData<FormResult>();
  const [values, setValues] = useState(emptyForm);
  const [clientError, setClientError] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const sending = useIsPending();
  const [captchaKey, setCaptchaKey] = useState(0);
  const submitRef = useRef<HTMLButtonElement>(null);
  // 100 px ahead: the end of the form in sight, not merely the page open on a tall screen.
  const wanted = useNearOrUsed(submitRef, { rootMargin: "0px 0px 100px 0px", area: "form" });
  const schema = useRef<ContactSchemaModule | null>(null);
  useEffect(() => {
    if (!wanted) return;
    import("~/lib/contact-schema").then((module) => {
      schema.current = module;
    });
  }, [wanted]);

  useEffect(() => {
    if (actionData?.ok) setValues(emptyForm);
    if (actionData) {
      statusRef.current?.focus();
      // A solved challenge is good for one message: start a fresh one.
      setCaptchaKey((k) => k + 1);
    }
  }, [actionData]);

  const status = clientError ?? actionData?.message ?? null;
  const success = !clientError && actionData?.ok === true;
  const set = (field: keyof typeof emptyForm) => (value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));
  /** A text control's wiring: id and name, the shared style, and its value kept in state (filtered as typed). */
  const bind = (field: TextValue, filter = (typed: string) => typed) => ({
    id: field,
    name: field,
    className: "field",
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      set(field)(filter(event.target.value)),
  });

  return (
    <Form
      method="post"
      noValidate
      className="space-y-6"
      aria-describedby={status ? "contato-status" : undefined}
      onSubmit={(event) => {
        // An empty field is said at once (spec §5), whatever the schema and the captcha are doing.
        if (hasEmptyRequiredField(values)) {
          event.preventDefault();
          setClientError(contactMessages.incomplete);
          requestAnimationFrame(() => statusRef.current?.focus());
          return;
        }
        // Not loaded yet (a press on "Enviar" right after the page opened): the captcha has not
        // loaded either, so the check below stops the submission; the server validates anyway.
        const parsed = schema.current?.contactSchema.safeParse({
          ...values,
          consent: values.consent ? "on" : undefined,
          product,
        }) ?? { success: true as const };
        if (parsed.success) {
          if (!new FormData(event.currentTarget).get("altcha")) {
            // The proof of work has not finished yet: the server would refuse the message.
            event.preventDefault();
            setClientError(CAPTCHA_PENDING);
            requestAnimationFrame(() => statusRef.current?.focus());
            return;
          }
          setClientError(null);
          return;
        }
        event.preventDefault();
        setClientError(schema.current?.contactProblem(parsed.error) ?? CAPTCHA_PENDING);
        requestAnimationFrame(() => statusRef.current?.focus());
      }}
    >
      <div
        id="contato-status"
        ref={statusRef}
        tabIndex={-1}
        role={success ? "status" : "alert"}
        aria-live={success ? "polite" : "assertive"}
        className={
          status
            ? `rounded-2xl p-4 font-semibold ${success ? "bg-green-50 text-success-700" : "bg-red-50 text-danger-700"}`
            : "sr-only"
        }
        data-testid="contact-status"
      >
        {status}
      </div>

      {product && <input type="hidden" name="product" value={product} />}
      {/* Honeypot: invisible to people, tempting to bots. */}
      <div className="hidden" aria-hidden="true">
        <label>
          Não preencha este campo
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field label="Nome" htmlFor="from_name" required>
          <input {...bind("from_name", filterName)} autoComplete="name" required />
        </Field>
        <Field label="Telefone" htmlFor="phone" hint="Opcional">
          <input
            {...bind("phone", formatPhone)}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="(99) 9 9999-9999"
          />
        </Field>
        <Field label="E-mail" htmlFor="email" required>
          <input {...bind("email")} type="email" autoComplete="email" required />
        </Field>
        <Field label="Assunto" htmlFor="subject" required>
          <select {...bind("subject")} required>
            <option value="">Selecione</option>
            {contactSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <fieldset>
        <legend className="font-semibold text-navy-900">
          Como prefere que entremos em contato? <span className="text-danger-700">*</span>
        </legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {contactMethods.map((method) => (
            <label
              key={method}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="contact_method"
                value={method}
                required
                checked={values.contact_method === method}
                onChange={() => set("contact_method")(method)}
                className="h-4 w-4 accent-brand-700"
              />
              {method}
            </label>
          ))}
        </div>
      </fieldset>

      <Field label="Mensagem" htmlFor="message" required>
        <textarea {...bind("message")} rows={6} required />
      </Field>

      <div className="space-y-2">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="consent"
            required
            checked={values.consent}
            onChange={(e) => set("consent")(e.target.checked)}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span className="text-[0.9375rem]">
            Autorizo a corretora a usar os dados deste formulário para responder ao meu contato.{" "}
            <span className="text-danger-700">*</span>
          </span>
        </label>
        {/* The policy informs; it is not a term to agree to, so it is a link, not a checkbox. */}
        <p className="pl-8 text-[0.9375rem] text-muted">
          Veja como tratamos os seus dados na <PrivacyPolicyLink />.
        </p>
      </div>

      <CaptchaField resetKey={captchaKey} load={wanted} />

      <button ref={submitRef} type="submit" className="btn btn-primary w-full sm:w-auto" disabled={sending}>
        <Send aria-hidden="true" className="h-4 w-4" /> {sending ? "Enviando…" : "Enviar mensagem"}
      </button>
    </Form>
  );
}
