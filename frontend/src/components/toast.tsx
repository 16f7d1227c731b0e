import { CircleCheck, CircleExclamationPoint, Info, X, type LucideIcon } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type ToastType = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  message: string;
  type: ToastType;
}

/** Spec §9: 4 s by default, 2 s for success, at most 20 shown. */
export const TOAST_DURATION_MS = 4000;
export const SUCCESS_TOAST_DURATION_MS = 2000;
export const MAX_TOASTS = 20;

export interface ToastApi {
  show(message: string, type?: ToastType, durationMs?: number): number;
  success(message: string): number;
  error(message: string): number;
  info(message: string): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside a ToastProvider');
  return value;
}

const icons: Record<ToastType, LucideIcon> = { success: CircleCheck, error: CircleExclamationPoint, info: Info };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, type: ToastType = 'info', durationMs?: number) => {
      const id = nextId.current++;
      const duration = durationMs ?? (type === 'success' ? SUCCESS_TOAST_DURATION_MS : TOAST_DURATION_MS);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
      setToasts((current) => {
        const next = [...current, { id, message, type }];
        // The oldest make room; their timers have nothing left to remove.
        return next.length > MAX_TOASTS ? next.slice(next.length - MAX_TOASTS) : next;
      });
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
      info: (message) => show(message, 'info'),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        // A child of <body> of its own, left usable while a modal dialog makes the page inert.
        <div className="toast-region" role="status" aria-live="polite" aria-label="Notifications" data-above-modals="">
          {toasts.map((toast) => {
            const Icon = icons[toast.type];
            return (
              <div key={toast.id} className={`toast toast--${toast.type}`} data-testid="toast">
                <Icon className="toast__icon" aria-hidden="true" size={20} />
                <p className="toast__message">{toast.message}</p>
                <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
                  <X aria-hidden="true" size={18} />
                </button>
              </div>
            );
          })}
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}
