import { useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback, useEffect } from "react";

const UNSAVED_CHANGES_QUESTION = "Leave this page? Your changes have not been saved.";

/** Saving the form is not leaving it. */
export function useUnsavedChangesWarning(changed: boolean) {
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!changed) return;
        event.preventDefault();
        // Older browsers ask only when a value is returned.
        event.returnValue = "";
      },
      [changed],
    ),
  );

  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      changed && historyAction !== "REPLACE" && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_CHANGES_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
