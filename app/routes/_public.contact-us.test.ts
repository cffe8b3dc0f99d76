import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { PUBLIC_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { startTestSmtpServer } from "../../tests/helpers/smtp";
import { freshIp } from "../../tests/helpers/api";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";
import { action } from "./_public.contact-us";

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.CONTACT_LIMIT_PER_IP;
  delete process.env.CONTACT_NOTIFY;
  resetEnvCache();
});

const VALID = {
  name: "Dana Visitor",
  email: "dana@example.test",
  phone: "+1 555 0199",
  subject: "Edge gateways for 12 sites",
  message: "Hello,\nwe would like a quote for twelve gateways.",
  website: "",
};

function post(fields: Record<string, string>, ip = freshIp()) {
  const request = new Request("http://localhost/contact-us", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "ContactTest/1.0" },
    body: new URLSearchParams(fields),
  });
  return action({ request, params: {}, context: { clientIp: ip } });
}

async function messages() {
  return db().selectFrom("contact_message").selectAll().orderBy("id").execute();
}

async function lastMessage() {
  const all = await messages();
  return all[all.length - 1];
}

describe("the contact page", () => {
  it("shows the company's contact details and the form, to everyone", async () => {
    const response = await get("/contact-us");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("100 Harbour Street, Suite 4, Portsmouth");
    // Said once on the page itself (beside the map), not again in the details; the footer carries it on every page.
    const main = visibleText(html.slice(html.indexOf("<main"), html.indexOf("</main>")));
    expect(main.match(/100 Harbour Street/g)).toHaveLength(1);
    // The form comes first, so a phone shows it before the details.
    expect(html.indexOf('id="contact-form-title"')).toBeLessThan(html.indexOf('id="contact-details"'));
    expect(html).toContain('href="mailto:hello@northwind.example"');
    expect(html).toContain('href="tel:+442396496000"');
    expect(html).toMatch(/<form method="post"[^>]*class="contact-form"/);
    for (const name of ["name", "email", "phone", "subject", "message"]) expect(html).toContain(`<label for="field-${name}">`);
    // What the details are used for, and the privacy page, just above Send.
    expect(html).toMatch(/<p class="privacy-note">We use your details only to answer your message\.(<!-- -->)? <a href="\/privacy-policy">Privacy policy<\/a><\/p><button type="submit"/);
    // The honeypot is hidden from people and out of the tab order.
    expect(html).toMatch(/<div class="form-trap" aria-hidden="true">[\s\S]*?<input id="field-website" name="website" type="text" tabindex="-1" autoComplete="off" value=""\/>/);
  });

  it("stores a valid message with the sender's address and browser, then shows the thank-you message", async () => {
    const before = (await messages()).length;
    const response = await post(VALID, "203.0.113.7");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact-us?sent=1");
    const stored = await lastMessage();
    expect((await messages()).length).toBe(before + 1);
    expect(stored).toMatchObject({
      name: "Dana Visitor",
      email: "dana@example.test",
      phone: "+1 555 0199",
      subject: "Edge gateways for 12 sites",
      message: "Hello,\nwe would like a quote for twelve gateways.",
      ip: "203.0.113.7",
      user_agent: "ContactTest/1.0",
      read_at: null,
      // No SMTP_URL: nothing was mailed.
      emailed_at: null,
    });

    const thanks = await get("/contact-us?sent=1");
    expect(visibleText(await thanks.text())).toContain("Thank you, your message has been sent.");
  });

  it("answers invalid input with the errors next to the fields and what was typed kept, storing nothing", async () => {
    const before = (await messages()).length;
    const response = await get("/contact-us", {
      form: { ...VALID, name: "", email: "not-an-email", message: "Still here" },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    const html = await response.text();
    expect(html).toMatch(/<input id="field-name" name="name" aria-invalid="true" aria-describedby="field-name-error"/);
    expect(html).toContain('<p id="field-name-error" class="field-error">Name is required</p>');
    expect(html).toMatch(/<p id="field-email-error" class="field-error">[^<]+<\/p>/);
    expect(html).toMatch(/<input id="field-email"[^>]*value="not-an-email"/);
    expect(html).toMatch(/<textarea id="field-message"[^>]*>Still here<\/textarea>/);
    expect(html).toMatch(/<input id="field-subject"[^>]*value="Edge gateways for 12 sites"/);
    expect((await messages()).length).toBe(before);

    const withLineBreak = await post({ ...VALID, subject: "Hi\r\nBcc: someone@example.test" });
    expect(withLineBreak.status).toBe(400);
    expect((await withLineBreak.json()).errors.subject).toBeDefined();
  });

  it("drops a message whose honeypot is filled, answering as if it was sent", async () => {
    const before = (await messages()).length;
    const response = await post({ ...VALID, website: "http://spam.example" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact-us?sent=1");
    expect((await messages()).length).toBe(before);
  });

  it("limits each address to CONTACT_LIMIT_PER_IP messages in 10 minutes, with a clear message", async () => {
    const ip = freshIp();
    for (let index = 0; index < 5; index += 1) expect((await post(VALID, ip)).status).toBe(302);
    const before = (await messages()).length;
    const refused = await post({ ...VALID, message: "One more" }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(500);
    const body = await refused.json();
    expect(body.formError).toMatch(/^You have sent several messages in a short time\. Too many attempts\. Try again in \d+ seconds\.$/);
    expect(body.values.message).toBe("One more");
    expect((await messages()).length).toBe(before);
    // Another address is not affected.
    expect((await post(VALID)).status).toBe(302);

    process.env.CONTACT_LIMIT_PER_IP = "1";
    resetEnvCache();
    const strict = freshIp();
    expect((await post(VALID, strict)).status).toBe(302);
    expect((await post(VALID, strict)).status).toBe(429);
  });

  it("emails a stored message to the profile's address through SMTP", async () => {
    const smtp = await startTestSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnvCache();
      const response = await post({ ...VALID, subject: "Quote for gateways" });
      expect(response.status).toBe(302);
      const mail = await smtp.waitFor("hello@northwind.example");
      expect(mail.decoded).toMatch(/^Subject: Contact form: Quote for gateways$/m);
      expect(mail.decoded).toContain("Name: Dana Visitor");
      expect(mail.decoded).toContain("Email: dana@example.test");
      expect(mail.decoded).toContain("we would like a quote for twelve gateways.");
      // A reply goes to the visitor, not to the site's own sender address.
      expect(mail.decoded).toMatch(/^Reply-To: dana@example\.test$/m);
      const stored = await lastMessage();
      await vi.waitFor(async () => expect((await lastMessage()).emailed_at).not.toBeNull());
      expect(stored.subject).toBe("Quote for gateways");
    } finally {
      await smtp.close();
    }
  });

  it("emails a new message to every address CONTACT_NOTIFY lists instead, replying to the sender", async () => {
    const smtp = await startTestSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      process.env.CONTACT_NOTIFY = "sales@northwind.example, crm-inbox@northwind.example";
      resetEnvCache();
      expect((await post({ ...VALID, email: "lead@buyer.example", subject: "Twelve gateways" })).status).toBe(302);
      const mail = await smtp.waitFor("sales@northwind.example");
      expect(mail.to).toEqual(["sales@northwind.example", "crm-inbox@northwind.example"]);
      expect(mail.decoded).toMatch(/^Subject: Contact form: Twelve gateways$/m);
      expect(mail.decoded).toMatch(/^Reply-To: lead@buyer\.example$/m);
      expect(smtp.received.some((received) => received.to.includes("hello@northwind.example"))).toBe(false);
    } finally {
      await smtp.close();
    }
  });

  it("keeps the message and logs the failure when the SMTP server cannot be reached", async () => {
    const smtp = await startTestSmtpServer();
    const deadUrl = smtp.url;
    await smtp.close();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    process.env.SMTP_URL = deadUrl;
    resetEnvCache();

    const response = await post({ ...VALID, subject: "Sent while mail is down" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact-us?sent=1");
    const stored = await lastMessage();
    expect(stored.subject).toBe("Sent while mail is down");
    await vi.waitFor(() => expect(errors).toHaveBeenCalled(), { timeout: 10_000 });
    expect(String(errors.mock.calls[0][0])).toContain("contact message stored but not emailed");
    expect((await lastMessage()).emailed_at).toBeNull();
  });
});
