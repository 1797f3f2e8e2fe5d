import { formatDate } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';

/**
 * The admin area's one rule for dates (decision 0139): its pages span organisations in several zones, so every
 * date and time on them is in Tapline's own zone, Sydney, whatever the admin's device is set to, and each page says
 * so. An organisation's dashboard, the read-only view included, keeps that organisation's zone.
 */
export const ADMIN_TIME_ZONE = 'Australia/Sydney';

/** "3 Dec 2026" in Sydney */
export const adminDate = (iso: string) => formatDate(iso, ADMIN_TIME_ZONE);

/** "3 Dec 2026, 4:05 pm" in Sydney */
export const adminDateTime = (iso: string) => formatDateTime(iso, ADMIN_TIME_ZONE);
