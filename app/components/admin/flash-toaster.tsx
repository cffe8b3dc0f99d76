import { useEffect } from "react";
import { toast as toasts, ToastBar, Toaster } from "react-hot-toast";
import { showToast, TOAST_DURATION_MS, TOAST_STYLE, type ToastMessage } from "./toast";

/**
 * Each toast has an id, so revalidating the root loader never shows it twice. They come up at the
 * bottom right, above an edit screen's publishing bar (admin.css lifts them), where they hide neither
 * the header nor the buttons; each pauses while pointed at and has its own Close button.
 */
export function FlashToaster({ toast }: { toast?: (ToastMessage & { id: string }) | null }) {
  const id = toast?.id;
  useEffect(() => {
    if (toast) showToast(toast);
    // The id names the toast; a new object with the same id is the same toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return (
    <Toaster position="bottom-right" containerClassName="admin-toaster" toastOptions={{ duration: TOAST_DURATION_MS, style: TOAST_STYLE }}>
      {(shown) => (
        <ToastBar toast={shown}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              <button type="button" className="toast-close" aria-label="Close" onClick={() => toasts.dismiss(shown.id)}>
                <span aria-hidden="true">×</span>
              </button>
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
