/** The tournament a URL names (`/tournaments/12`), or null when the segment is no tournament id. */
export function tournamentIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
