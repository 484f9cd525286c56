import {
  approveUser,
  deleteUser,
  denyUser,
  editUser,
  resetTwoStep,
  setDisabled,
  setRole,
  setTwoStepRequirement,
  twoStepRequired,
  usersByIds,
  usersPage,
  withTwoStepOn,
} from "~/.server/accounts";
import type { App } from "~/.server/platform";
import { intentSchema, parseInput as parse } from "~/.server/platform";
import { PENDING_PAGE_QUERY, pageParam } from "~/lib/pagination";
import { approveSchema, editUserSchema, portalSectionSchema, userIdSchema } from "~/lib/staff-schemas";
import { listSections, updateSection } from "./portal-content";

/** What the admin portal shows after each action (the redirect carries the key). */
export const ADMIN_DONE = {
  approve: "Usuário aprovado: ele já pode entrar.",
  deny: "Cadastro recusado e removido.",
  delete: "Usuário excluído.",
  edit: "Dados do usuário salvos.",
  promote: "Usuário promovido a administrador.",
  demote: "Acesso de administrador removido.",
  disable: "Usuário desativado: ele não consegue mais entrar.",
  enable: "Usuário reativado: ele já pode entrar de novo.",
  section: "Seção do portal atualizada.",
  "two-step-requirement": "Exigência da verificação em duas etapas atualizada.",
  "two-step-reset": "Verificação em duas etapas redefinida: a pessoa foi avisada por e-mail.",
} as const;

export type AdminIntent = keyof typeof ADMIN_DONE;

/**
 * Runs one admin action from the portal's forms, after requireAdmin. Each is a transaction
 * with its audit row (see users.ts); bad input throws a Refusal (400, field errors) before anything is written.
 */
export async function runAdminAction(
  app: App,
  actorId: string,
  form: Record<string, string>,
): Promise<AdminIntent> {
  const { db } = app;
  const intent = parse(intentSchema(ADMIN_DONE), form.intent);
  switch (intent) {
    case "approve": {
      const { userId, approveUnconfirmed } = parse(approveSchema, form);
      await approveUser(db, actorId, userId, { unconfirmedAccepted: approveUnconfirmed === "1" });
      break;
    }
    case "deny":
      await denyUser(db, actorId, parse(userIdSchema, form).userId);
      break;
    case "delete":
      await deleteUser(db, actorId, parse(userIdSchema, form).userId);
      break;
    case "promote":
      await setRole(db, actorId, parse(userIdSchema, form).userId, "admin");
      break;
    case "demote":
      await setRole(db, actorId, parse(userIdSchema, form).userId, "collaborator");
      break;
    case "disable":
      await setDisabled(db, actorId, parse(userIdSchema, form).userId, true);
      break;
    case "enable":
      await setDisabled(db, actorId, parse(userIdSchema, form).userId, false);
      break;
    case "edit": {
      const { userId, ...fields } = parse(editUserSchema, form);
      await editUser(db, actorId, userId, fields);
      break;
    }
    case "section":
      await updateSection(db, actorId, parse(portalSectionSchema, form));
      break;
    case "two-step-requirement":
      await setTwoStepRequirement(app, actorId, form);
      break;
    case "two-step-reset":
      await resetTwoStep(app, actorId, parse(userIdSchema, form).userId);
      break;
  }
  return intent;
}

/** Rows per page of each of the users screen's lists (decision 051). */
export const USERS_PER_PAGE = 25;

/**
 * The users screen: a page of the pending registrations (`?pendentes=`) and one of the registered
 * people (`?pagina=`), whoever a dialog names (`targetIds`: editing, deleting, approving, maybe
 * on another page) and the portal's sections.
 */
export async function usersScreen({ db }: App, params: URLSearchParams, targetIds: Array<string | null>) {
  const [pending, registered, targets, sections, twoStepIsRequired] = await Promise.all([
    usersPage(db, "pending", pageParam(params, PENDING_PAGE_QUERY), USERS_PER_PAGE),
    usersPage(db, "approved", pageParam(params), USERS_PER_PAGE),
    usersByIds(
      db,
      targetIds.filter((id): id is string => Boolean(id)),
    ),
    listSections(db),
    twoStepRequired(db),
  ]);
  // Who may have their second step reset: the people shown, and whoever a dialog names.
  const twoStepOn = await withTwoStepOn(
    db,
    [...registered.rows, ...targets].map((person) => person.id),
  );
  return {
    pending,
    registered,
    targets,
    twoStepOn,
    twoStepRequired: twoStepIsRequired,
    sections: sections.map(({ key, title, body }) => ({ key, title, body })),
  };
}
