import { notFound } from '@tanstack/react-router';

/** A day in a URL is a real calendar date (2026-12-03); anything else is Not Found. */
export function requireCalendarDate({ params }: { params: { date: string } }) {
  const date = params.date;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) throw notFound();
}
