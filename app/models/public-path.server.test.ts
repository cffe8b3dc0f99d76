import { db } from "~/db/db.server";
import { whatLivesAt } from "./public-path.server";

describe("whatLivesAt", () => {
  it("finds nothing at a path named after an object's prototype", async () => {
    for (const word of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(await whatLivesAt(db(), `/${word}/x`)).toBeNull();
      expect(await whatLivesAt(db(), `/${word}`)).toBeNull();
    }
  });

  it("still names the fixed pages", async () => {
    expect(await whatLivesAt(db(), "/news")).toBe("the news list");
    expect(await whatLivesAt(db(), "/solutions/missing")).toBeNull();
  });
});
