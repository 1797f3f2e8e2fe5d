import { notFound } from '@tanstack/react-router';
import { isNotFound } from './api-client';

/** Waits for a detail page's loads; an API 404 becomes the route's Not Found view instead of an error. */
export async function loadOrNotFound(loads: Promise<unknown>[]): Promise<void> {
  try {
    await Promise.all(loads);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
