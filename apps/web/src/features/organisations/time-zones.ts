/** IANA time zones for a select: Australia's first (where Tapline's venues and suppliers are), then the world. */
export function timeZoneGroups(current?: string): { label: string; zones: string[] }[] {
  let all: string[];
  try {
    all = Intl.supportedValuesOf('timeZone');
  } catch {
    all = [];
  }
  // some engines leave out UTC or an alias the server accepts: the organisation's own zone always shows
  if (current && !all.includes(current)) all = [...all, current];
  const australian = all.filter((zone) => zone.startsWith('Australia/')).sort();
  const others = all.filter((zone) => !zone.startsWith('Australia/')).sort();
  return [
    { label: 'Australia', zones: australian },
    { label: 'Other time zones', zones: others },
  ].filter((group) => group.zones.length > 0);
}

/** "Australia/Lord_Howe" → "Lord Howe"; "America/Argentina/Buenos_Aires" → "America / Argentina / Buenos Aires" */
export function timeZoneLabel(zone: string, inGroup: 'Australia' | 'other'): string {
  const readable = zone.replace(/_/g, ' ');
  return inGroup === 'Australia' ? readable.replace(/^Australia\//, '') : readable.replace(/\//g, ' / ');
}
