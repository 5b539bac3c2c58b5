import type { ToastType } from "../../core/messages.ts";

export interface ToastView {
  readonly id: number;
  readonly type: ToastType;
  readonly message: string;
}

export interface ToastBarProps {
  readonly toasts: readonly ToastView[];
  readonly onDismiss: (id: number) => void;
}

/** Errors and warnings interrupt (role alert); success and info are polite (role status). */
const roleOf = (type: ToastType): "alert" | "status" =>
  type === "error" || type === "warning" ? "alert" : "status";

export function ToastBar({ toasts, onDismiss }: ToastBarProps) {
  return (
    <div className="toast-bar" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast" data-type={toast.type} role={roleOf(toast.type)}>
          <p className="toast__message">{toast.message}</p>
          <button
            type="button"
            className="toast__close"
            aria-label="Dismiss"
            onClick={() => onDismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
