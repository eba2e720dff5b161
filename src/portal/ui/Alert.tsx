import type { ReactNode } from 'react';

export type AlertTone = 'danger' | 'success' | 'info' | 'warning';

/** An inline message; errors are announced at once (role alert), the others politely. */
export function Alert({ tone, children }: { tone: AlertTone; children: ReactNode }) {
  return (
    <div className={`ap-alert ap-alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
