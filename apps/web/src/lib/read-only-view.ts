import { createContext, useContext } from 'react';

/**
 * True inside an organisation's dashboard that a platform admin opened without being one of its members: they see
 * it read-only (the API refuses their changes there) and act through the organisation's admin page (decision 0119).
 * Screens leave out what would change something; they don't show it disabled.
 */
export const ReadOnlyContext = createContext(false);

export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}
