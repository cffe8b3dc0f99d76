import { useEffect } from "react";
import { Toaster } from "react-hot-toast";
import { showToast, TOAST_DURATION_MS, TOAST_STYLE, type ToastMessage } from "./toast";

/** Each toast has an id, so revalidating the root loader never shows it twice. */
export function FlashToaster({ toast }: { toast?: (ToastMessage & { id: string }) | null }) {
  const id = toast?.id;
  useEffect(() => {
    if (toast) showToast(toast);
    // The id names the toast; a new object with the same id is the same toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS, style: TOAST_STYLE }} />;
}
