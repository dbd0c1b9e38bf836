// Renders the single current toast in a polite live region; F8 moves focus to it (product §9).
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $toast, dismissToast } from '../../stores/toast.ts';
import { useOptionalT } from './quiz-i18n.tsx';
import './toaster.css';

export default function Toaster() {
  const t = useOptionalT();
  const m = (english: string) => (t ? t.m(english) : english);
  const toast = useStore($toast);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') regionRef.current?.focus();
      if (event.key === 'Escape' && document.activeElement && regionRef.current?.contains(document.activeElement))
        dismissToast();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div
      ref={regionRef}
      className="toaster"
      role="region"
      aria-label={t ? t('notifications') : 'Notifications (F8)'}
      tabIndex={-1}
    >
      <div aria-live={toast?.variant === 'destructive' ? 'assertive' : 'polite'} aria-atomic="true">
        {toast && (
          <div
            className={`toast toast-${toast.variant}`}
            role={toast.variant === 'destructive' ? 'alert' : 'status'}
            data-testid="toast"
          >
            <div className="toast-text">
              <p className="toast-title">{m(toast.title)}</p>
              {toast.description && <p className="toast-description">{m(toast.description)}</p>}
              {toast.note && <p className="toast-description">{toast.note}</p>}
            </div>
            <button
              type="button"
              className="toast-close"
              onClick={() => dismissToast(toast.id)}
              aria-label={t ? t('dismiss') : 'Dismiss notification'}
            >
              ×
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
