// Order of release (COMPLIANCE.md): the newswire goes first, then the hosted page and the platforms.
// Canada (CIRO), Australia (LR 15.7) and Reg FD expect the wire to lead; a platform post goes out no
// earlier than RELEASE_LEAD_MS after the article's pending newswire release.

export const RELEASE_LEAD_MS = 5 * 60 * 1000;

export interface ReleaseMove {
  from: Date;
  to: Date;
}

/**
 * When a platform post asked for `requested` may go out, given the time the article's newswire release
 * leads at (null: none pending). Answers the move when it had to be later.
 */
export function platformReleaseTime(requested: Date, wireTime: Date | null): { at: Date; moved: ReleaseMove | null } {
  if (!wireTime) return { at: requested, moved: null };
  const earliest = new Date(wireTime.getTime() + RELEASE_LEAD_MS);
  if (requested.getTime() >= earliest.getTime()) return { at: requested, moved: null };
  return { at: earliest, moved: { from: requested, to: earliest } };
}
