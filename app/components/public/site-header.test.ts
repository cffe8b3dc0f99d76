import { inSection } from "./site-header";

describe("inSection", () => {
  const solutions = ["/solutions", "/solution-details"];

  it("holds the overview, a category and an item of the section", () => {
    expect(inSection("/solutions", solutions)).toBe(true);
    expect(inSection("/solutions/", solutions)).toBe(true);
    expect(inSection("/solutions/industrial-iot", solutions)).toBe(true);
    expect(inSection("/Solution-Details/edge-gateway", solutions)).toBe(true);
  });

  it("leaves out pages whose address only begins with the same letters", () => {
    expect(inSection("/solutions-archive", solutions)).toBe(false);
    expect(inSection("/products/sensors", solutions)).toBe(false);
    expect(inSection("/", solutions)).toBe(false);
  });

  it("reads a language's own prefix", () => {
    expect(inSection("/de/solutions/x", ["/de/solutions"])).toBe(true);
    expect(inSection("/solutions/x", ["/de/solutions"])).toBe(false);
  });
});
