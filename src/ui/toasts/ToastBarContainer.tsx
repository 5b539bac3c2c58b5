import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { useToastsRef } from "../system.tsx";
import { selectToasts, toastIntents } from "../toasts.view.ts";
import { ToastBar } from "./ToastBar.tsx";

export function ToastBarContainer() {
  const toastsRef = useToastsRef();
  const toasts = useSelector(toastsRef, selectToasts);
  const intents = useMemo(() => toastIntents(toastsRef.send), [toastsRef]);
  return <ToastBar toasts={toasts} onDismiss={intents.dismiss} />;
}
