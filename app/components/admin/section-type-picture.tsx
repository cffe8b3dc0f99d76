import type { SectionType } from "~/schemas/sections";

// A small wireframe of each section type for the "Add section" menu: bars for text, boxes for pictures.
const SHAPES: Record<SectionType, string> = {
  hero: "M2 2h44v28H2zM6 9h20M6 14h14M6 21h8v4H6z",
  rich_text: "M4 6h40M4 12h40M4 18h32M4 24h36",
  features: "M4 6h10v8H4zM19 6h10v8H19zM34 6h10v8H34zM4 20h10M19 20h10M34 20h10",
  logos: "M3 11h9v10H3zM14 11h9v10h-9zM25 11h9v10h-9zM36 11h9v10h-9z",
  figures: "M6 8v10M4 18h4M18 8h6v5h-6v5h6M32 8h6v10h-6M31 13h7M4 24h36",
  quote: "M6 8h4l-2 6H6zM13 8h4l-2 6h-2zM20 10h22M20 16h18M20 24h12",
  cta: "M2 6h44v20H2zM8 12h20M8 18h12M32 13h9v6h-9z",
  faq: "M4 6h40v6H4zM4 15h40v6H4zM4 24h40v4H4zM40 8l2 2 2-2",
  image_text: "M4 5h18v22H4zM27 8h17M27 14h17M27 20h12",
  video: "M4 4h40v24H4zM21 11v10l8-5z",
  contact_form: "M4 5h40v5H4zM4 13h40v5H4zM4 21h40v5H4z",
  latest: "M3 5h12v10H3zM18 5h12v10H18zM33 5h12v10H33zM3 19h12M18 19h12M33 19h12M3 24h9M18 24h9M33 24h9",
};

/** Decorative: the button's label names the type. */
export function SectionTypePicture({ type }: { type: SectionType }) {
  return (
    <svg className="section-type-picture" width="48" height="32" viewBox="0 0 48 32" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={SHAPES[type]} />
    </svg>
  );
}
