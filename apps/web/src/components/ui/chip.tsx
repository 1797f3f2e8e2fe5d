import type { ReactNode } from 'react';

export function Tag({ children }: { children: ReactNode }) {
  return <span className="inline-flex items-center rounded-full bg-malt-100 px-2.5 py-0.5 text-xs font-medium text-malt-800">{children}</span>;
}
