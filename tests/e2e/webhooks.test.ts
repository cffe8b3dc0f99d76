import { startReceiver, verified, type Receiver } from "../helpers/webhook-receiver";
import { pathOf, severeViolations, siteForThisFile } from "./harness";

/**
 * Webhooks in a real browser with JavaScript off: an admin adds an endpoint on
 * /admin/webhooks (its secret shown once), a contact message reaches a real
 * receiver signed with that secret, and the endpoint's page lists the delivery
 * with "Send again", which sends the same message once more.
 */

const site = siteForThisFile({ env: { WEBHOOK_ALLOW_HOSTS: "127.0.0.1" } });
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver?.close();
});

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("webhooks without JavaScript", () => {
  it("adds an endpoint, delivers a signed event to it, and sends it again", async () => {
    const { context, page } = await site.noScriptAdminPage("/admin/webhooks");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page.getByText("Events must name at least one event type").first().waitFor();

    await page.getByLabel("URL").fill(receiver.url);
    await page.getByLabel("A contact message arrives").check();
    await page.getByLabel("Description").fill("CRM");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secret = (await page.locator("code.totp-secret").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);

    const sent = await fetch(`${site.app.baseUrl}/api/frontend/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ name: "Dee", email: "dee@example.test", subject: "Offer", message: "Please send me an offer." }),
    });
    expect(sent.status).toBeLessThan(300);
    await until(() => receiver.received.length === 1, "the delivery");
    expect(verified(secret, receiver.received[0])).toMatchObject({ type: "contact.received", data: { name: "Dee", subject: "Offer" } });

    await page.goto("/admin/webhooks");
    await page.getByRole("link", { name: receiver.url }).click();
    expect(pathOf(page.url())).toMatch(/^\/admin\/webhooks\/\d+$/);
    const row = page.getByRole("row").filter({ hasText: "contact.received" });
    await row.getByText("delivered").waitFor();
    await row.getByRole("button", { name: /^Send again/ }).click();
    await page.waitForURL((url) => /^\/admin\/webhooks\/\d+$/.test(url.pathname));
    await until(() => receiver.received.length === 2, "the second delivery");
    expect(receiver.received[1].body).toBe(receiver.received[0].body);
    expect(receiver.received[1].headers["webhook-id"]).toBe(receiver.received[0].headers["webhook-id"]);
    const endpointPath = pathOf(page.url());
    await context.close();

    // Both screens, scripted, pass axe.
    const checked = await site.newAdminContext({ bypassCSP: true });
    const scripted = await checked.newPage();
    for (const screen of ["/admin/webhooks", endpointPath]) {
      await scripted.goto(screen);
      expect(await severeViolations(scripted), screen).toEqual([]);
    }
    await checked.close();
  });
});
