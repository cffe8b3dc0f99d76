import { db } from "~/db/db.server";
import { getSettingRecord, saveSetting } from "~/models/setting.server";
import { saveUpload } from "~/services/media/media-upload.server";
import {
  adminGet, adminMultipart, context, customerCookie, expectAdminOnly, failWritesTo, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { remixHandler } from "../../tests/helpers/remix-build";
import { formatFileSize } from "~/utils/file-size";
import { multipartForm, pdfBytes, pngBytes, type FormEntry } from "../../tests/helpers/upload-files";
import * as route from "./admin_.CompanyPDF";

const { action, loader } = route;
const PATH = "/admin/CompanyPDF";

async function mediaCount(): Promise<number> {
  const row = await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

function post(entries: FormEntry[], cookie?: string) {
  return settle(action({ request: adminMultipart(PATH, multipartForm(entries), cookie), context, params: {} }));
}

async function version() {
  return (await getSettingRecord(db(), "company_pdf")).version;
}

describe("/admin/CompanyPDF", () => {
  it("is public to read: no PDF yet, and no form for visitors or customers", async () => {
    const anonymous = await (await settle(loader({ request: adminGet(PATH), context, params: {} }))).json();
    expect(anonymous).toMatchObject({ title: "Company profile", pdf: null, editor: null });
    const customer = await (await settle(loader({ request: adminGet(PATH, await customerCookie()), context, params: {} }))).json();
    expect(customer.editor).toBeNull();
    expect(customer.visitor).toEqual({ name: "Carl Customer", kind: "customer" });
  });

  it("takes uploads from admins only", async () => {
    const before = await mediaCount();
    await expectAdminOnly(PATH, (cookie) =>
      action({
        request: adminMultipart(PATH, multipartForm([["version", "0"], ["title", ""], ["file", { bytes: pdfBytes(), name: "profile.pdf" }]]), cookie),
        context,
        params: {},
      }),
    );
    expect(await mediaCount()).toBe(before);
    expect(await version()).toBe(0);
  });

  it("uploads the PDF, audited; everyone then sees it with its download link", async () => {
    const { cookie, admin } = await signInAdmin();
    const editing = await (await settle(loader({ request: adminGet(PATH, cookie), context, params: {} }))).json();
    expect(editing.editor).toEqual({ title: "", version: 0 });

    const response = await post([["version", "0"], ["title", "Company profile 2026"], ["file", { bytes: pdfBytes(), name: "Profile 2026.pdf", type: "application/pdf" }]], cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(PATH);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Company PDF uploaded" });
    const saved = await getSettingRecord(db(), "company_pdf");
    expect(saved).toMatchObject({ version: 1, value: { title: "Company profile 2026" } });
    expect(await db().selectFrom("media").select(["kind", "original_name"]).where("id", "=", saved.value.media_id!).executeTakeFirst()).toEqual({
      kind: "pdf",
      original_name: "Profile 2026.pdf",
    });
    expect(await latestAudit("setting")).toMatchObject({ action: "update", entity_id: "company_pdf", actor_id: admin.id });
    expect(await latestAudit("media")).toMatchObject({ action: "create", entity_id: String(saved.value.media_id) });

    const anonymous = await (await settle(loader({ request: adminGet(PATH), context, params: {} }))).json();
    expect(anonymous).toMatchObject({
      title: "Company profile 2026",
      pdf: { url: `/media/${saved.value.media_id}/profile-2026.pdf`, name: "Profile 2026.pdf" },
      editor: null,
    });
  });

  it("changes the title alone, keeping the PDF", async () => {
    const { cookie } = await signInAdmin();
    const pdf = await saveUpload(db(), { file: pdfBytes(), originalName: "kept.pdf" });
    await saveSetting(db(), { name: "company_pdf", value: { media_id: pdf.id }, version: await version() });
    const response = await post([["version", String(await version())], ["title", "Who we are"]], cookie);
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Company PDF saved" });
    expect((await getSettingRecord(db(), "company_pdf")).value).toEqual({ media_id: pdf.id, title: "Who we are" });
  });

  it("refuses what is not a PDF, or too large, with the rule in words", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const current = await version();

    const image = await post([["version", String(current)], ["title", "x"], ["file", { bytes: await pngBytes(), name: "profile.pdf", type: "application/pdf" }]], cookie);
    expect(image.status).toBe(422);
    expect(await image.json()).toMatchObject({ fieldErrors: { file: ["The company profile must be a PDF"] }, values: { title: "x" } });

    const renamed = await post([["version", String(current)], ["title", ""], ["file", { bytes: Buffer.from("MZ\x90\x00 program"), name: "profile.pdf" }]], cookie);
    expect(renamed.status).toBe(422);
    expect((await renamed.json()).fieldErrors.file).toEqual(["This file type is not accepted"]);

    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(20 * 1024 * 1024)]);
    const tooLarge = await post([["version", String(current)], ["title", ""], ["file", { bytes: big, name: "huge.pdf" }]], cookie);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).fieldErrors.file).toEqual(["PDF is larger than 20 MB"]);

    const longTitle = await post([["version", String(current)], ["title", "t".repeat(121)], ["file", { bytes: pdfBytes(), name: "ok.pdf" }]], cookie);
    expect(longTitle.status).toBe(422);
    expect((await longTitle.json()).fieldErrors.title).toEqual(["Title must be at most 120 characters"]);

    expect(await mediaCount()).toBe(before);
    expect(await version()).toBe(current);
  });

  it("asks for a file while there is none", async () => {
    await db().deleteFrom("setting").where("name", "=", "company_pdf").execute();
    const { cookie } = await signInAdmin();
    const response = await post([["version", "0"], ["title", "Profile"]], cookie);
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors.file).toEqual(["Choose a file to upload"]);
  });

  it("refuses a stale version, keeps the other save and takes back the upload", async () => {
    const { cookie } = await signInAdmin();
    const stale = await version();
    await saveSetting(db(), { name: "company_pdf", value: { title: "Theirs" }, version: stale });
    const before = await mediaCount();
    const response = await post([["version", String(stale)], ["title", "Mine"], ["file", { bytes: pdfBytes(), name: "mine.pdf" }]], cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).formError).toBe("This record was changed by someone else. Reload it to see their changes.");
    expect((await getSettingRecord(db(), "company_pdf")).value.title).toBe("Theirs");
    expect(await mediaCount()).toBe(before);
  });

  it("takes back the upload when the save fails, and passes the failure on", async () => {
    const { cookie } = await signInAdmin();
    const current = await version();
    const before = await mediaCount();
    const restore = await failWritesTo("setting");
    try {
      const saving = post([["version", String(current)], ["title", "Lost"], ["file", { bytes: pdfBytes(), name: "lost.pdf" }]], cookie);
      await expect(saving).rejects.toThrow("the setting write failed");
    } finally {
      await restore();
    }
    expect(await mediaCount()).toBe(before);
    expect(await version()).toBe(current);
  });
});

describe("/admin/CompanyPDF, rendered", () => {
  it("embeds the PDF for everyone, in the public frame; only admins get the form", async () => {
    const handle = await remixHandler([{ id: "routes/admin_.CompanyPDF", path: "admin/CompanyPDF", module: route as never }]);
    const pdf = await saveUpload(db(), { file: pdfBytes(), originalName: "brochure.pdf" });
    await saveSetting(db(), { name: "company_pdf", value: { media_id: pdf.id, title: "Our brochure" }, version: await version() });

    const page = await handle(adminGet(PATH));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>Our brochure</h1>");
    expect(html).toContain(`<iframe src="/media/${pdf.id}/brochure.pdf" title="Our brochure"`);
    expect(html).toContain(`href="/media/${pdf.id}/brochure.pdf" download="brochure.pdf"`);
    expect(html).toContain('class="site-footer');
    expect(html).not.toContain('name="file"');

    // The real size of the file, in the unit that reads best.
    expect(html).toContain(`Download the PDF (<!-- -->${formatFileSize(pdfBytes().length)}<!-- -->)`);
    expect(html).not.toContain("0.0 MB");
    expect(html).not.toContain('class="admin-sidebar');

    const { cookie } = await signInAdmin();
    const adminHtml = await (await handle(adminGet(PATH, cookie))).text();
    expect(adminHtml).toContain("Replace the PDF");
    expect(adminHtml).toMatch(/<input[^>]*name="file"[^>]*type="file"[^>]*accept="application\/pdf"/);
  });

  it("shows staff the page inside the admin frame, with the History of the setting", async () => {
    const handle = await remixHandler([{ id: "routes/admin_.CompanyPDF", path: "admin/CompanyPDF", module: route as never }]);
    const pdf = await saveUpload(db(), { file: pdfBytes(), originalName: "brochure.pdf" });
    await saveSetting(db(), { name: "company_pdf", value: { media_id: pdf.id, title: "Our brochure" }, version: await version() });
    const editor = await createTestUser("editor");
    const response = await handle(adminGet(PATH, await sessionCookieFor(editor.id, "admin")));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).not.toContain("Welcome To Dashboard");
    expect(html).toContain('aria-label="Admin"');
    expect(html).toContain('<span class="admin-where"><strong class="admin-where-page">Company PDF</strong></span>');
    expect(html).not.toContain('class="site-footer');
    expect(html).toContain(`Download the PDF (<!-- -->${formatFileSize(pdfBytes().length)}<!-- -->)`);
    expect(html).toContain('href="/admin/revisions/settings/company_pdf"');
    expect(html).toMatch(/History \((<!-- -->)?\d+\)/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Replace the PDF");
  });
});
