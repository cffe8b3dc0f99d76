import { db } from "~/db/db.server";
import { getUserByEmail } from "~/models/user.server";
import { listAuditEvents } from "../content/audit.server";
import { registerCustomer, type Registration } from "./customer-registration.server";

function registration(email: string): Registration {
  return { name: "Rita Register", email, phone: "", password: "a long password", password_confirmation: "a long password" };
}

describe("registerCustomer", () => {
  it("creates a customer and audits it, naming where the registration came from", async () => {
    const fromPage = await registerCustomer(db(), { fields: registration("page@example.test"), ip: "198.51.100.1", channel: "page" });
    const fromApi = await registerCustomer(db(), { fields: registration("api@example.test"), ip: "198.51.100.2", channel: "api" });

    expect(fromPage).toMatchObject({ status: "created", user: { email: "page@example.test", role: "customer", phone: null } });
    expect(fromApi).toMatchObject({ status: "created", user: { email: "api@example.test", role: "customer" } });
    const [apiEvent, pageEvent] = await listAuditEvents(db(), { role: "admin", limit: 2 });
    expect(pageEvent).toMatchObject({ action: "create", entity: "user", summary: "customer registered", ip: "198.51.100.1" });
    expect(apiEvent).toMatchObject({ action: "create", entity: "user", summary: "customer registered through the API", ip: "198.51.100.2" });
    // Either way the customer is signed in at once, and the Users list shows it as their last sign-in.
    for (const email of ["page@example.test", "api@example.test"]) {
      const row = await db().selectFrom("user").select("last_login_at").where("email", "=", email).executeTakeFirstOrThrow();
      expect(row.last_login_at).toBeInstanceOf(Date);
    }
  });

  it("refuses an email that has an account, in any letter case, and changes nothing", async () => {
    await registerCustomer(db(), { fields: registration("taken@example.test"), ip: "198.51.100.3", channel: "page" });
    const events = (await listAuditEvents(db(), { role: "admin", limit: 100 })).length;

    const again = await registerCustomer(db(), { fields: registration("Taken@Example.test"), ip: "198.51.100.3", channel: "api" });

    expect(again).toEqual({ status: "email-taken", message: "This email is already registered" });
    expect((await listAuditEvents(db(), { role: "admin", limit: 100 })).length).toBe(events);
  });

  it("creates one account when two registrations of one email race", async () => {
    const results = await Promise.all(
      ["race@example.test", "RACE@example.test"].map((email) =>
        registerCustomer(db(), { fields: registration(email), ip: "198.51.100.4", channel: "api" }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["created", "email-taken"]);
    expect(await getUserByEmail(db(), "race@example.test")).toBeDefined();
  });
});
