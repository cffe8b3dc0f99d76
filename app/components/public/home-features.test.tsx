import { renderToStaticMarkup } from "react-dom/server";
import { HomeFeatures } from "./home-features";

const block = { id: 1, title: "Engineers on call", body: "Day and night.", link_url: "", image: null };

describe("the home page's blocks", () => {
  it("draw the icon named when a block has no picture, and nothing for a name the site does not draw", () => {
    const drawn = renderToStaticMarkup(<HomeFeatures items={[{ ...block, icon: "shield" }]} />);
    expect(drawn).toMatch(/<span class="feature-icon feature-icon-symbol"><svg class="section-icon"[^>]*aria-hidden="true"/);
    const unknown = renderToStaticMarkup(<HomeFeatures items={[{ ...block, icon: "bi-headset" }]} />);
    expect(unknown).not.toContain("feature-icon");
    expect(unknown).toContain("<h3>Engineers on call</h3>");
  });
});
