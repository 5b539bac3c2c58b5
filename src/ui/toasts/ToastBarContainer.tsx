import { useSelector } from "@xstate/react";
import { useToastsRef } from "../system.tsx";
import { ToastBar } from "./ToastBar.tsx";

export function ToastBarContainer() {
  const toastsRef = useToastsRef();
  const toasts = useSelector(toastsRef, (snapshot) => snapshot.context.toasts);
  return (
    <ToastBar toasts={toasts} onDismiss={(id) => toastsRef.send({ type: "toast.dismiss", id })} />
  );
}
