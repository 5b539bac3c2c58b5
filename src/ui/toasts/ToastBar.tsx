import type { ToastType } from "../../core/messages.ts";

export interface ToastView {
  readonly id: number;
  readonly type: ToastType;
  readonly message: string;
}

/** The message state (spec 000 §3): one message, drawn with its own class name. */
export interface MessageView {
  readonly type: ToastType;
  readonly message: string;
  readonly className: string;
}

export interface ToastBarProps {
  readonly toasts: readonly ToastView[];
  readonly message?: MessageView | null;
  readonly onDismiss: (id: number) => void;
  readonly onDismissMessage?: () => void;
}

/** Errors and warnings interrupt (role alert); success and info are polite (role status). */
const roleOf = (type: ToastType): "alert" | "status" =>
  type === "error" || type === "warning" ? "alert" : "status";

export function ToastBar({ toasts, message, onDismiss, onDismissMessage }: ToastBarProps) {
  return (
    <div className="toast-bar" aria-live="polite">
      {message ? (
        <div
          className={["toast", "toast--message", message.className].filter(Boolean).join(" ")}
          data-type={message.type}
          role={roleOf(message.type)}
        >
          <p className="toast__message">{message.message}</p>
          <button
            type="button"
            className="toast__close"
            aria-label="Dismiss"
            onClick={() => onDismissMessage?.()}
          >
            ×
          </button>
        </div>
      ) : null}
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
