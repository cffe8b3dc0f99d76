import { useScriptMark } from "~/utils/script-mark";

/**
 * The public pages' few behaviours that HTML alone does not give, in plain DOM code
 * (docs/decisions/022-public-pages-without-react.md). Most public pages ship no React: a phone then
 * downloads and runs 3.6 KB of script (1.5 KB compressed) instead of some 330 KB (140 KB), and nothing holds its
 * main thread while the visitor starts reading. Each behaviour is found by its markup,
 * listened for on the document (so it also works on a page React draws later), and
 * without script each one has its HTML fallback:
 * - the header's dropdowns and phone menu close on a click elsewhere and on Escape, and its
 *   search box takes the focus as the magnifier opens it;
 * - a video placeholder puts the player in its place, rather than linking to YouTube or Vimeo;
 * - "Copy link" under an article copies the address, or shows it to copy by hand;
 * - the home page slider's dots, Previous and Next slide it sideways without scrolling the page;
 * - a notice the last form left (a welcome) shows a close button, which hides it.
 */
function enhancePublicPage() {
  const closeMenus = (event: Event) => {
    const escape = event instanceof KeyboardEvent;
    document.querySelectorAll(".site-header details[open]").forEach((details) => {
      if (!escape && details.contains(event.target as Node)) return;
      details.removeAttribute("open");
      if (escape && details.contains(document.activeElement)) details.querySelector("summary")?.focus();
    });
  };
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeMenus(event);
  });
  // A toggle does not bubble: heard on its way down.
  document.addEventListener(
    "toggle",
    (event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.open && details.matches(".header-search")) details.querySelector("input")?.focus();
    },
    true,
  );
  document.addEventListener("click", (event) => {
    closeMenus(event);
    const target = event.target instanceof Element ? event.target : null;
    const video = target?.closest<HTMLAnchorElement>("a[data-embed]");
    if (video && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      const player = document.createElement("iframe");
      player.src = video.dataset.embed ?? "";
      player.title = video.dataset.embedTitle ?? "";
      player.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
      player.referrerPolicy = "strict-origin-when-cross-origin";
      player.width = "1280";
      player.height = "720";
      video.replaceWith(player);
      player.focus();
    }
    const frame = target?.closest(".site-notice-close")?.closest<HTMLElement>(".site-notice-frame");
    if (frame) {
      frame.hidden = true;
      document.getElementById("main")?.focus();
    }
    const copy = target?.closest<HTMLButtonElement>("button[data-copy]");
    if (copy) {
      const share = copy.closest(".share");
      const say = (words: string | undefined) => {
        const status = share?.querySelector(".share-status");
        if (status) status.textContent = words ?? "";
      };
      navigator.clipboard.writeText(copy.dataset.copy ?? "").then(
        () => say(copy.dataset.copied),
        () => {
          share?.querySelector(".share-url")?.classList.add("share-url-shown");
          say(copy.dataset.refused);
        },
      );
    }
  });
  document.querySelectorAll<HTMLButtonElement>(".site-notice-close").forEach((close) => (close.hidden = false));
  document.querySelectorAll<HTMLElement>(".slider").forEach((slider) => {
    const track = slider.querySelector<HTMLElement>(".slider-track");
    const dots = [...slider.querySelectorAll<HTMLAnchorElement>(".slider-dots a")];
    if (!track || dots.length < 2) return;
    const calm = matchMedia("(prefers-reduced-motion: reduce)");
    const current = () => (track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0);
    const slideTo = (index: number) => track.scrollTo({ left: index * track.clientWidth, behavior: calm.matches ? "auto" : "smooth" });
    track.addEventListener("scroll", () => {
      dots.forEach((dot, index) => (index === current() ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
    });
    // With the script, a dot slides sideways only; the plain link would also scroll the page.
    dots.forEach((dot, index) =>
      dot.addEventListener("click", (event) => {
        event.preventDefault();
        slideTo(index);
      }),
    );
    // Previous from the first slide goes round to the last, and Next from the last to the first.
    slider.querySelectorAll<HTMLButtonElement>(".slider-step").forEach((step) => {
      step.hidden = false;
      step.addEventListener("click", () => slideTo((current() + Number(step.dataset.step) + dots.length) % dots.length));
    });
  });
}

const SCRIPT = `(${enhancePublicPage.toString()})()`;

/** At the end of the public frame: the elements it enhances are all above it when it runs. */
export function PageScript() {
  const scriptMark = useScriptMark();
  return <script nonce={scriptMark} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
