import { href } from "react-router";
import type { App } from "~/.server/platform";
import { intentSchema, parseInput, redirectWithFlash, transaction } from "~/.server/platform";
import { startImport } from "./import-runs";
import { findUpload, keepMapping, mappingFromForm, uploadSheet } from "./import-uploads";

/**
 * The import screens' posts (decision 068), for admins only (the routes guard them): a sheet sent
 * (a file or pasted rows) → its preview; the preview's mapping kept for its source, or the import
 * started with it → the run's page.
 */

export const IMPORT_DONE = {
  upload: "Arquivo recebido: confira as colunas e a prévia antes de importar.",
} as const;
export const IMPORT_UPLOAD_DONE = {
  preview: "Colunas guardadas para esta origem: a prévia abaixo já as usa.",
  import: "Importação iniciada: acompanhe o andamento abaixo.",
} as const;

/** The import screen's one form: the sheet and where it comes from. */
export async function runImportAction(
  app: App,
  actorId: string,
  form: Record<string, string>,
  files: Record<string, File>,
) {
  parseInput(intentSchema(IMPORT_DONE), form.intent);
  const id = await uploadSheet(app, actorId, {
    source: form.source ?? "",
    file: files.file ?? null,
    pasted: form.pasted ?? "",
  });
  return redirectWithFlash(app, href("/employee-portal/import/uploads/:id", { id }), IMPORT_DONE.upload);
}

/** The preview's form: keep the mapping (and see the preview again), or import with it. */
export async function runImportUploadAction(
  app: App,
  actorId: string,
  uploadId: string,
  form: Record<string, string>,
) {
  const intent = parseInput(intentSchema(IMPORT_UPLOAD_DONE), form.intent);
  const upload = await findUpload(app.db, uploadId);
  const mapping = mappingFromForm(form, upload.sheet.headers);
  if (intent === "preview") {
    await transaction(app.db, (trx) => keepMapping(trx, actorId, upload.source, mapping));
    return redirectWithFlash(
      app,
      href("/employee-portal/import/uploads/:id", { id: uploadId }),
      IMPORT_UPLOAD_DONE.preview,
    );
  }
  const runId = await startImport(app, actorId, uploadId, mapping);
  return redirectWithFlash(
    app,
    href("/employee-portal/import/runs/:id", { id: runId }),
    IMPORT_UPLOAD_DONE.import,
  );
}
