import type { ReactNode } from 'react';
import { NoAccess } from '@/components/ui/no-access';
import { useDashboard } from './use-dashboard';

/**
 * A dashboard page that exists to change something (a form, an import): in the read-only view of a
 * platform admin who is not a member it says so instead (decision 0119); the pages that lead to it leave out their links.
 */
export function changesOnly(Page: () => ReactNode): () => ReactNode {
  function ChangePage() {
    const { readOnly, settings } = useDashboard();
    if (readOnly) {
      return (
        <NoAccess
          reason={`You see ${settings.name} as a platform admin, read-only: its members make changes here. Act on it from its admin page.`}
        />
      );
    }
    return <Page />;
  }
  return ChangePage;
}
