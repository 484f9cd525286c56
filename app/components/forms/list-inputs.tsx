import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { fieldLabel } from "~/content/content-labels";
import { EditorFieldError, TextInput } from "./conform-fields";

/**
 * Lists admins grow, shrink and reorder with real buttons. The buttons work without JavaScript
 * too (Conform's intents: the server answers the new form state).
 */

/** A list field of an editor: its items are typed from the schema (`item.getFieldset().title`). */
type ListField = FieldMetadata<unknown[] | undefined, Record<string, unknown>, string[]> & {
  getFieldList: () => Array<FieldMetadata<unknown, Record<string, unknown>, string[]>>;
};
type NewItem = string | Record<string, string>;
/** One item of the list field `F`, as Conform types it. */
type ItemOf<F extends ListField> = ReturnType<F["getFieldList"]>[number];

const iconButton =
  "inline-flex min-h-10 items-center gap-1 rounded-full border border-line bg-white px-3 text-sm font-semibold text-navy-900 hover:border-brand-500 disabled:opacity-40";

/**
 * A list admins can grow, shrink and reorder. `children` renders one item's inputs; `fixed` lists
 * (exactly two industry links) only edit their items. Its name is `label`, by default the field's
 * content label (`fieldLabel` of the field's path, as the history names it).
 */
export function ListInput<Schema extends Record<string, unknown>, F extends ListField>({
  form,
  field,
  label,
  itemName,
  newItem,
  fixed = false,
  namedBySection = false,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  field: F;
  label?: string;
  /** One item, as the buttons say it: "pergunta", "parágrafo". */
  itemName: string;
  /** An empty item of the list's shape (items are plain text or small objects of text). */
  newItem?: NewItem;
  fixed?: boolean;
  /**
   * The list is its section's only content: the section's legend names it, so it has no name nor
   * group of its own (the same words twice, on screen and to screen readers).
   */
  namedBySection?: boolean;
  children: (item: ItemOf<F>, index: number) => ReactNode;
}) {
  const items = field.getFieldList() as Array<ItemOf<F>>;
  const name: string = field.name;
  return (
    <div
      {...(namedBySection ? {} : { role: "group", "aria-labelledby": `${field.id}-titulo` })}
      className="space-y-3"
    >
      {!namedBySection && (
        <p id={`${field.id}-titulo`} className="font-semibold text-navy-900">
          {label ?? fieldLabel(field.name)}
        </p>
      )}
      {items.length > 0 && (
        <ol className="space-y-3">
          {items.map((item, index) => (
            <li key={item.key} className="rounded-2xl border border-line bg-surface p-4">
              <div className="space-y-3">{children(item, index)}</div>
              {!fixed && (
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
                    className={iconButton}
                    disabled={index === 0}
                    aria-label={`Subir ${itemName} ${index + 1}`}
                  >
                    <ArrowUp aria-hidden="true" className="h-4 w-4" /> Subir
                  </button>
                  <button
                    {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
                    className={iconButton}
                    disabled={index === items.length - 1}
                    aria-label={`Descer ${itemName} ${index + 1}`}
                  >
                    <ArrowDown aria-hidden="true" className="h-4 w-4" /> Descer
                  </button>
                  <button
                    {...form.remove.getButtonProps({ name, index })}
                    className={iconButton}
                    aria-label={`Remover ${itemName} ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" /> Remover
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {!fixed && (
        <button
          {...form.insert.getButtonProps<NewItem[]>({ name, defaultValue: newItem })}
          className={iconButton}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Adicionar {itemName}
        </button>
      )}
      <EditorFieldError field={field} />
    </div>
  );
}

/**
 * A list of plain-text items: paragraphs, sentences (bullets, steps: the default) or short
 * phrases (`multiline={false}`, one-line inputs). See `TextInput`; its name as `ListInput`'s.
 */
export function TextListInput<Schema extends Record<string, unknown>, F extends ListField>({
  form,
  field,
  label,
  itemName,
  multiline = "short",
}: {
  form: FormMetadata<Schema, string[]>;
  field: F;
  label?: string;
  itemName: string;
  multiline?: boolean | "short";
}) {
  return (
    <ListInput form={form} field={field} label={label} itemName={itemName} newItem="">
      {(item, index) => (
        <TextInput field={item} label={`${capitalize(itemName)} ${index + 1}`} multiline={multiline} />
      )}
    </ListInput>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
