import { useEffect, useState } from "react";
import { CLIENT_NAME_MAX, LEGAL_BASES, LEGAL_BASIS_LABEL, NOTES_MAX, UF } from "~/lib/book-schemas";
import { Field, Options, PhoneInput, TaxIdInput, TextField } from "./forms/fields";

/** What the client form starts from: empty for a new client, the record for an edit. */
export interface ClientFormValues {
  document: string;
  name: string;
  contactName: string;
  email: string;
  phone: string;
  phone2: string;
  cep: string;
  address: string;
  city: string;
  state: string;
  birthDate: string;
  notes: string;
  legalBasis: string;
  ownerId: string;
}

export const EMPTY_CLIENT: ClientFormValues = {
  document: "",
  name: "",
  contactName: "",
  email: "",
  phone: "",
  phone2: "",
  cep: "",
  address: "",
  city: "",
  state: "",
  birthDate: "",
  notes: "",
  legalBasis: "contract",
  ownerId: "",
};

/**
 * The client form's fields (new client and edit, the same clientSchema): the document masked as
 * typed, a company's contact person shown once a CNPJ is typed (always without JavaScript).
 */
export function ClientFields({
  values,
  errors,
  staff,
  me,
}: {
  values: ClientFormValues;
  errors?: Record<string, string>;
  staff: { id: string; name: string }[];
  me: string;
}) {
  const [document, setDocument] = useState(values.document);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const company = document.replace(/[^0-9A-Za-z]/g, "").length > 11;
  const fieldOf = (name: keyof ClientFormValues, label: string) => ({
    label,
    htmlFor: name,
    error: errors?.[name],
  });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...fieldOf("document", "CPF ou CNPJ")}>
          <TaxIdInput
            id="document"
            name="document"
            required
            autoComplete="off"
            defaultValue={values.document}
            onInput={(event) => setDocument(event.currentTarget.value)}
          />
        </Field>
        <TextField
          label="Nome ou razão social"
          name="name"
          error={errors?.name}
          maxLength={CLIENT_NAME_MAX}
          autoComplete="off"
          defaultValue={values.name}
        />
      </div>
      {(!hydrated || company) && (
        <TextField
          label="Pessoa de contato (empresa)"
          name="contactName"
          error={errors?.contactName}
          required={false}
          maxLength={120}
          autoComplete="off"
          defaultValue={values.contactName}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-3">
        <Field {...fieldOf("email", "E-mail")}>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={values.email}
            className="field"
          />
        </Field>
        <Field {...fieldOf("phone", "Telefone")}>
          <PhoneInput id="phone" name="phone" autoComplete="off" defaultValue={values.phone} />
        </Field>
        <Field {...fieldOf("phone2", "Outro telefone")}>
          <PhoneInput id="phone2" name="phone2" autoComplete="off" defaultValue={values.phone2} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-[1fr_2fr]">
        <Field {...fieldOf("cep", "CEP")}>
          <input
            id="cep"
            name="cep"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.cep}
            className="field"
          />
        </Field>
        <TextField
          label="Endereço"
          name="address"
          error={errors?.address}
          required={false}
          maxLength={200}
          autoComplete="off"
          defaultValue={values.address}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr]">
        <TextField
          label="Cidade"
          name="city"
          error={errors?.city}
          required={false}
          maxLength={80}
          autoComplete="off"
          defaultValue={values.city}
        />
        <Field {...fieldOf("state", "UF")}>
          <select id="state" name="state" defaultValue={values.state} className="field">
            <option value="">—</option>
            <Options options={UF.map((uf) => ({ value: uf, label: uf }))} />
          </select>
        </Field>
        <Field {...fieldOf("birthDate", "Nascimento")}>
          <input
            id="birthDate"
            name="birthDate"
            type="date"
            defaultValue={values.birthDate}
            className="field"
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...fieldOf("ownerId", "Responsável")}>
          <select id="ownerId" name="ownerId" defaultValue={values.ownerId} className="field">
            <option value="">Ninguém ainda</option>
            <Options
              options={staff.map((person) => ({
                value: person.id,
                label: person.id === me ? `${person.name} (você)` : person.name,
              }))}
            />
          </select>
        </Field>
        <Field {...fieldOf("legalBasis", "Base legal para guardar os dados")}>
          <select id="legalBasis" name="legalBasis" defaultValue={values.legalBasis} className="field">
            <Options
              options={LEGAL_BASES.map((basis) => ({ value: basis, label: LEGAL_BASIS_LABEL[basis] }))}
            />
          </select>
        </Field>
      </div>
      <Field {...fieldOf("notes", "Observações")}>
        <textarea
          id="notes"
          name="notes"
          rows={3}
          maxLength={NOTES_MAX}
          defaultValue={values.notes}
          className="field"
        />
      </Field>
    </>
  );
}
