import { useEffect, useState } from "react";
import { toast as toasts, ToastBar, Toaster } from "react-hot-toast";
import { showToast, TOAST_DURATION_MS, TOAST_STYLE, type ToastMessage } from "./toast";

/** As admin.css's phone width: there toasts come up at the bottom centre, above the publishing bar (admin.css places them). */
const PHONE_QUERY = "(max-width: 40em)";

function useOnPhone(): boolean {
  const [onPhone, setOnPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setOnPhone(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return onPhone;
}

/**
 * Each toast has an id, so revalidating the root loader never shows it twice. On a desktop they come
 * up at the bottom right of the main column, above an edit screen's publishing bar and left of its
 * settings (admin.css places them), where they hide neither the header, the buttons nor the publish
 * date; on a phone at the bottom centre. Each pauses while pointed at and has its own Close button.
 */
export function FlashToaster({ toast }: { toast?: (ToastMessage & { id: string }) | null }) {
  const id = toast?.id;
  useEffect(() => {
    if (toast) showToast(toast);
    // The id names the toast; a new object with the same id is the same toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  const onPhone = useOnPhone();
  return (
    <Toaster position={onPhone ? "bottom-center" : "bottom-right"} containerClassName="admin-toaster" toastOptions={{ duration: TOAST_DURATION_MS, style: TOAST_STYLE }}>
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
