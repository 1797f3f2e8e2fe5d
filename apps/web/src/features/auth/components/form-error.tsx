import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A form's own failure (not one field's), read out as soon as it appears. */
export function FormError({ message, children }: { message: string | null | undefined; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
      <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>
        <p>{message}</p>
        {children}
      </div>
    </div>
  );
}
