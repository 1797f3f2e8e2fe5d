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

/** The zones as select options: Australia's first ("Sydney (Australia)"), then the rest ("Europe / London"). */
export function timeZoneOptions(current?: string): { value: string; label: string }[] {
  return timeZoneGroups(current).flatMap((group) =>
    group.zones.map((zone) => ({
      value: zone,
      label:
        group.label === 'Australia'
          ? `${zone.replace(/^Australia\//, '').replace(/_/g, ' ')} (Australia)`
          : zone.replace(/_/g, ' ').replace(/\//g, ' / '),
    })),
  );
}
