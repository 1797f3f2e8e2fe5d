/** Demo people: fixed ids so the auth accounts (same ids) and memberships line up on every machine. */
export const DEMO_PEOPLE = {
  admin: { id: '00000000-0000-4000-a000-000000000001', email: 'admin@tapline.test', name: 'Alex Admin' },
  venueOwner: { id: '00000000-0000-4000-a000-000000000002', email: 'venue@tapline.test', name: 'Vic Venue' },
  supplierOwner: { id: '00000000-0000-4000-a000-000000000003', email: 'supplier@tapline.test', name: 'Sam Supplier' },
  venueStaff: { id: '00000000-0000-4000-a000-000000000004', email: 'staff@tapline.test', name: 'Stella Staff' },
} as const;

export const DEMO_VENUE_SLUG = 'the-harbour-hotel';
export const DEMO_SUPPLIER_SLUG = 'saltwater-brewing';
