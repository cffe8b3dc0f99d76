import { CONTENT_TYPES } from "~/content-types";
import { db } from "~/db/db.server";
import { addItemOf } from "./declared-items.test-support";
import { nextScheduledPublication } from "./schedule.server";

describe("nextScheduledPublication", () => {
  it("is the earliest publication still to come among the items of every type with a status", async () => {
    expect(await nextScheduledPublication(db())).toBeNull();
    const hour = 3_600_000;
    const statusTypes = CONTENT_TYPES.filter((type) => type.publishing === "status");
    for (const [index, type] of statusTypes.entries()) {
      // Each type's item comes sooner than the ones before it, so it is the next one.
      const at = new Date(Date.now() + (statusTypes.length - index) * hour);
      await addItemOf(type, { status: "published", published_at: at });
      await addItemOf(type, { status: "draft", published_at: new Date(at.getTime() - 1000) });
      expect((await nextScheduledPublication(db()))?.getTime(), type.resource).toBe(at.getTime());
    }
  });

  it("is also the earliest expiry still to come among the published or shown items of every publishable type", async () => {
    const hour = 3_600_000;
    const base = (await nextScheduledPublication(db()))?.getTime() ?? Infinity;
    // Types whose items need a picture are left to the other tests: addItemOf makes none.
    const expiring = CONTENT_TYPES.filter((type) => type.publishing !== null && type.media.every((media) => !media.required));
    expect(expiring.length).toBeGreaterThan(5);
    for (const [index, type] of expiring.entries()) {
      const at = new Date(Date.now() + hour / 2 - index * 60_000);
      const live = type.publishing === "status" ? { status: "published" } : { is_published: true };
      const off = type.publishing === "status" ? { status: "draft" } : { is_published: false };
      await addItemOf(type, { ...live, unpublish_at: at });
      await addItemOf(type, { ...off, unpublish_at: new Date(at.getTime() - 1000) });
      expect((await nextScheduledPublication(db()))?.getTime(), type.resource).toBe(Math.min(at.getTime(), base));
    }
  });
});
