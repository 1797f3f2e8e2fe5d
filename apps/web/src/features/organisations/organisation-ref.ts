/** The organisation a team call acts for: the active entity's type and id. */
export interface OrganisationKey {
  type: 'venue' | 'supplier';
  id: string;
}

/** `/api/venues/{id}` or `/api/suppliers/{id}`: team, invites and settings all hang off it. */
export function organisationApiPath({ type, id }: OrganisationKey): string {
  return `/api/${type}s/${encodeURIComponent(id)}`;
}

/** Every cached team query of one organisation starts with this, so a change can refresh them all. */
export function organisationQueryKey({ type, id }: OrganisationKey) {
  return ['organisations', type, id] as const;
}
