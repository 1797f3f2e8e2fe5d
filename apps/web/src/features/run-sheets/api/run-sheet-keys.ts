/**
 * One key factory for run sheets (docs/conventions.md, Query keys and identity): a supplier's days and each day's
 * sheet. Recording a stop changes the day's sheet and the days' counts, so changes refetch `supplier`.
 */
export const runSheetKeys = {
  all: ['run-sheets'] as const,
  supplier: (supplierId: string) => [...runSheetKeys.all, supplierId] as const,
  days: (supplierId: string) => [...runSheetKeys.supplier(supplierId), 'days'] as const,
  sheet: (supplierId: string, date: string) => [...runSheetKeys.supplier(supplierId), 'sheet', date] as const,
};

export const runSheetPath = (supplierId: string, date: string) =>
  `/api/suppliers/${encodeURIComponent(supplierId)}/run-sheets/${encodeURIComponent(date)}`;
