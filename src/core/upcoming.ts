/**
 * /in-production (spec 000 §2 route table): titles being shot and those about to reach the
 * catalogue. A title whose expected month has already passed is not announced any more (it
 * is late or in the catalogue); one without a date stays. Pure: the clock comes in as `now`.
 */

/** Whether a title expected at `expectedDate` (ISO, or null) is still ahead in `now`'s month. */
export const isExpectedAhead = (expectedDate: string | null, now: number): boolean => {
  if (expectedDate === null) return true;
  const expected = new Date(Date.parse(expectedDate));
  if (Number.isNaN(expected.getTime())) return true;
  const today = new Date(now);
  const months = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
  return months(expected) >= months(today);
};
