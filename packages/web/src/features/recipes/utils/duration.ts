/** Minutes as an ISO 8601 duration for schema.org: 90 -> "PT1H30M", 45 -> "PT45M", 0 -> "PT0M". */
export function isoDuration(minutes: number): string {
  const m = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** Minutes for people: "45 min", "1 hr 30 min", "2 hr". */
export function formatMinutes(minutes: number): string {
  const m = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}
