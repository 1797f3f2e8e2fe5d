/** Where the editor works: the venue (its UUID), its money and time zone, and the dashboard's link params. */
export interface EditorPlace {
  venueId: string;
  currency: string;
  timeZone: string;
  userId: string;
  params: { orgType: string; orgId: string };
}
