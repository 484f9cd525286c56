/** The guard matrix's cases for the site's content: the brokerage's details, product pages, their visibility and history. */

import { expect } from "vitest";
import { saveDocument } from "~/.server/content";
import { CONTENT_DONE } from "~/.server/content/content-actions";
import { products as productDefaults } from "~/content/product-defaults";
import { defaultSiteDetails } from "~/content/site-defaults";
import { contentFormFields } from "../../../support/content-form";
import { unique } from "../../../support/http-assertions";
import { createStaff } from "../../../support/test-server";
import { EDITED_PRODUCT, type GuardContext, HISTORY_PRODUCT, VISIBILITY_PRODUCT } from "../fixtures";
import type { CaseTable, MakeCase } from "../tables";

export function contentCases({ s, latestVersion }: GuardContext): CaseTable {
  function productDefault(slug: string) {
    const product = productDefaults.find((p) => p.slug === slug);
    if (!product) throw new Error(slug);
    return product;
  }

  /** Hide (or show) a product that is now visible (or hidden), set straight in the database. */
  function visibilityCase(intent: "hide" | "show"): MakeCase {
    return async () => {
      const admin = await createStaff(s.handle.db, "admin", "approved");
      await saveDocument(
        s.handle.db,
        admin.user.id,
        { kind: "product", key: VISIBILITY_PRODUCT },
        (previous) => ({
          ...(previous as object),
          hidden: intent === "show",
        }),
      );
      return {
        fields: { slug: VISIBILITY_PRODUCT },
        read: () => latestVersion("product", VISIBILITY_PRODUCT),
        expectDone: (row) =>
          expect(JSON.parse((row as { data: string }).data).hidden).toBe(intent === "hide"),
        doneText: CONTENT_DONE[intent],
      };
    };
  }

  return {
    "/admin-portal/site": {
      save: async () => {
        const openingHours = `Segunda a sábado ${unique()}`;
        return {
          fields: contentFormFields({ ...defaultSiteDetails, openingHours }),
          read: () => latestVersion("site", "site"),
          expectDone: (row) =>
            expect(JSON.parse((row as { data: string }).data).openingHours).toBe(openingHours),
          doneText: CONTENT_DONE.save,
        };
      },
    },
    "/admin-portal/products": {
      hide: visibilityCase("hide"),
      show: visibilityCase("show"),
    },
    "/admin-portal/products/:slug": {
      save: async () => {
        const { slug: _s, category: _c, illustration: _i, ...content } = productDefault(EDITED_PRODUCT);
        const lead = `Viaje tranquilo ${unique()}`;
        return {
          fields: contentFormFields({ ...content, lead }),
          read: () => latestVersion("product", EDITED_PRODUCT),
          expectDone: (row) => expect(JSON.parse((row as { data: string }).data).lead).toBe(lead),
          doneText: CONTENT_DONE.save,
        };
      },
    },
    "/admin-portal/history/:kind/:key": {
      restore: async () => {
        // A second version to restore the first over.
        const admin = await createStaff(s.handle.db, "admin", "approved");
        await saveDocument(
          s.handle.db,
          admin.user.id,
          { kind: "product", key: HISTORY_PRODUCT },
          (previous) => ({
            ...(previous as object),
            lead: `Outra frase ${unique()}`,
          }),
        );
        return {
          fields: { version: "1" },
          read: () => latestVersion("product", HISTORY_PRODUCT),
          expectDone: (row) => expect((row as { restored_from: number }).restored_from).toBe(1),
          doneText: CONTENT_DONE.restore,
        };
      },
    },
  };
}
