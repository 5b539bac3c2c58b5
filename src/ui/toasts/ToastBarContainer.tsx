import { useMemo } from "react";
import { useToastsRef } from "../system.tsx";
import { selectMessage, selectToasts, toastIntents } from "../toasts.view.ts";
import { useSelector } from "../useSelector.ts";
import { ToastBar } from "./ToastBar.tsx";

export function ToastBarContainer() {
  const toastsRef = useToastsRef();
  const toasts = useSelector(toastsRef, selectToasts);
  const message = useSelector(toastsRef, selectMessage);
  const intents = useMemo(() => toastIntents(toastsRef.send), [toastsRef]);
  return (
    <ToastBar
      toasts={toasts}
      message={message}
      onDismiss={intents.dismiss}
      onDismissMessage={intents.dismissMessage}
    />
  );
}
