/** Next exchanges (spec 001 §2, prospecting reminders): one whose time has passed is overdue and shows in red. */
export function isOverdue(nextExchangeAt: string | null, now: number): boolean {
  return nextExchangeAt !== null && Date.parse(nextExchangeAt) < now;
}
