import { toast } from "react-hot-toast";

/** Every toast goes through here, so they all look and last the same (docs/product.md#admin). */

export const TOAST_DURATION_MS = 2000;
/** A toast that offers a next step ("View on site") stays long enough to be read and followed. */
const LINK_TOAST_DURATION_MS = 8000;
export const TOAST_STYLE = { background: "#333", color: "#fff" } as const;
const GENERIC_ERROR_MESSAGE = "An error occurred";

export type ToastMessage = { type: "success" | "error"; message?: string | null; id?: string; link?: { href: string; label: string } };

export function showToast({ type, message, id, link }: ToastMessage): void {
  const options = { duration: link ? LINK_TOAST_DURATION_MS : TOAST_DURATION_MS, style: TOAST_STYLE, ...(id ? { id } : {}) };
  if (type === "error") {
    toast.error(message || GENERIC_ERROR_MESSAGE, options);
    return;
  }
  const text = message || "Saved";
  // A toast pauses while pointed at, so its link can be followed.
  toast.success(
    link ? (
      <span>
        {text}{" "}
        <a className="toast-link" href={link.href}>
          {link.label}
        </a>
      </span>
    ) : (
      text
    ),
    options,
  );
}
