import type { OrganisationType } from '@tapline/contracts';
import { readStored, writeStored } from '@/lib/browser-storage';

// Where a Connect started, kept in the tab for its round trip through Xero: the callback page's way back when the
// callback fails before it can say which organisation it was for.
const KEY = 'tapline.xero.connectFrom';

export interface ConnectOrigin {
  type: OrganisationType;
  slug: string;
}

export function rememberConnectOrigin(origin: ConnectOrigin): void {
  writeStored('sessionStorage', KEY, JSON.stringify(origin));
}

export function connectOrigin(): ConnectOrigin | null {
  const raw = readStored('sessionStorage', KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConnectOrigin>;
    return (value.type === 'venue' || value.type === 'supplier') && typeof value.slug === 'string' && value.slug
      ? { type: value.type, slug: value.slug }
      : null;
  } catch {
    return null;
  }
}
