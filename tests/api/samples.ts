import { db } from "~/db/db.server";
import { createContactMessage } from "~/models/contact-message.server";
import { productCategories } from "~/services/content/product-categories.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import type { ResourceName } from "~/services/content/resource";
import { addContent } from "../helpers/content";
import { insertMedia, pngBytes } from "./fixtures";

/**
 * A valid input for each admin resource, and a change to it: the round-trip
 * tests and the authorization matrix both create through these. `n` keeps
 * titles and slugs unique within a test file.
 */

export interface Refs {
  imageId: number;
  solutionCategoryId: number;
  productCategoryId: number;
}

export async function createRefs(): Promise<Refs> {
  const imageId = await insertMedia(db());
  const solutionCategory = await addContent(solutionCategories, { name: "Sample solutions", is_published: true });
  const productCategory = await addContent(productCategories, { name: "Sample products", is_published: true });
  return { imageId, solutionCategoryId: solutionCategory.id, productCategoryId: productCategory.id };
}

export interface Sample {
  /** The JSON body of a create. */
  create: Record<string, unknown>;
  /** The same as form fields (multipart), as the old client sends them. */
  form: Record<string, string>;
  /** The field a change sets, and the value it sets. */
  change: [string, string];
  /** The field naming the item (for `?q=` searches). */
  title: string;
}

let counter = 0;

export function sampleFor(name: ResourceName, refs: Refs): Sample {
  counter += 1;
  const n = counter;
  const category = (field: "name" | "title", categoryId: number, label: string): Sample => ({
    create: {
      category_id: categoryId,
      [field]: `${label} ${n}`,
      summary: "A short summary",
      body: "<p>Body <strong>text</strong></p><script>alert(1)</script>",
      image_id: refs.imageId,
      status: "published",
      seo_title: `${label} ${n}`,
    },
    form: { category_id: String(categoryId), [field]: `${label} ${n} form`, status: "draft", sort_order: "4" },
    change: ["summary", `Changed summary ${n}`],
    title: `${label} ${n}`,
  });
  switch (name) {
    case "solution-categories":
    case "product-categories": {
      const label = name === "solution-categories" ? "Cloud" : "Sensors";
      return {
        create: { name: `${label} ${n}`, description: "What we do", image_id: refs.imageId, sort_order: 2, is_published: true },
        form: { name: `${label} ${n} form`, description: "From a form", is_published: "on", sort_order: "3" },
        change: ["description", `Changed description ${n}`],
        title: `${label} ${n}`,
      };
    }
    case "solutions":
      return category("title", refs.solutionCategoryId, "Migration");
    case "products":
      return category("title", refs.productCategoryId, "Thermometer");
    case "certificates":
      return {
        create: { name: `ISO ${n}`, image_id: refs.imageId, url: "https://iso.example/cert", sort_order: 1, is_published: true },
        form: { name: `ISO ${n} form`, image_id: String(refs.imageId), url: "", is_published: "1" },
        change: ["url", `https://iso.example/${n}`],
        title: `ISO ${n}`,
      };
    case "news":
      return {
        create: { title: `Launch ${n}`, excerpt: "We launched", body: "<p>Details</p>", cover_image_id: refs.imageId, status: "draft" },
        form: { title: `Launch ${n} form`, excerpt: "From a form", status: "published", published_at: "2026-01-02T10:00:00Z" },
        change: ["excerpt", `Changed excerpt ${n}`],
        title: `Launch ${n}`,
      };
    case "home-slides":
      return {
        create: { title: `Slide ${n}`, subtitle: "Welcome", image_id: refs.imageId, button_label: "Contact", button_url: "/contact-us", is_published: true },
        form: { title: `Slide ${n} form`, image_id: String(refs.imageId), button_url: "https://example.com/x", is_published: "on" },
        change: ["subtitle", `Changed subtitle ${n}`],
        title: `Slide ${n}`,
      };
    case "hero-contents":
      return {
        create: { title: `Fast ${n}`, body: "We are quick", icon: "rocket", link_url: "/solutions/cloud", is_published: true },
        form: { title: `Fast ${n} form`, body: "From a form", icon: "bolt", is_published: "" },
        change: ["body", `Changed body ${n}`],
        title: `Fast ${n}`,
      };
    case "customer-stories":
      return {
        create: {
          title: `Downtime down ${n}`,
          customer_name: `Harbour Freight ${n}`,
          industry: "Logistics",
          summary: "Fewer stops",
          body: "<p>Story</p><script>alert(1)</script>",
          cover_image_id: refs.imageId,
          logo_id: refs.imageId,
          figures: [{ value: "38 %", label: "less downtime" }],
          quote: { text: "It just works.", person: "Ann Berg", role: "COO" },
          status: "published",
        },
        form: { title: `Downtime down ${n} form`, customer_name: "Harbour Freight", industry: "Logistics", status: "draft" },
        change: ["summary", `Changed summary ${n}`],
        title: `Downtime down ${n}`,
      };
    case "pages":
      return {
        create: { title: `About ${n}`, body: "<h2>Who</h2><p>We</p>", status: "published", show_in_menu: true, sort_order: 1 },
        form: { title: `About ${n} form`, body: "<p>Form</p>", status: "draft", show_in_menu: "on" },
        change: ["seo_title", `About us ${n}`],
        title: `About ${n}`,
      };
    case "media":
      return { create: {}, form: {}, change: ["alt", `Changed alt ${n}`], title: "" };
    case "contact-messages":
      return { create: {}, form: {}, change: ["read", "true"], title: `Ann ${n}` };
  }
}

/** A PNG upload for POST /api/admin/media. */
export async function uploadForm(alt = "Team photo"): Promise<FormData> {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(await pngBytes())], "team photo.png", { type: "image/png" }));
  form.append("alt", alt);
  return form;
}

/** Contact messages come from visitors, not from the admin API. */
export async function insertContactMessage(name: string): Promise<number> {
  const message = await createContactMessage(db(), {
    values: { name, email: "ann@example.test", message: "Please call me.", subject: "Quote" },
    ip: "203.0.113.5",
    userAgent: "test",
  });
  return message.id;
}
