// Which exchanges an open View made: the host keeps the View while one of them is shown. A 2025-era session
// records them outside the tool call's conversation (and selects each as it lands), so the ids are kept here.

const owned = new Map<string, { inFlight: number; records: Set<string> }>();

const entry = (anchorId: string) => {
  let found = owned.get(anchorId);
  if (!found) owned.set(anchorId, (found = { inFlight: 0, records: new Set() }));
  return found;
};

/** Runs one of the View's requests for the app call `anchorId`, remembering the exchange it recorded. */
export async function ownedRequest<T extends { recordId?: string }>(
  anchorId: string,
  run: () => Promise<T>,
): Promise<T> {
  const mine = entry(anchorId);
  mine.inFlight++;
  try {
    const answer = await run();
    if (answer.recordId) mine.records.add(answer.recordId);
    return answer;
  } finally {
    mine.inFlight--;
  }
}

/** Whether `recordId` is (or may be, while one is in flight) an exchange the View of `anchorId` made. */
export function isOwnedBy(anchorId: string, recordId: string): boolean {
  const mine = owned.get(anchorId);
  return mine !== undefined && (mine.inFlight > 0 || mine.records.has(recordId));
}

/** Forgets the View of `anchorId` (it closed). */
export function forgetOwned(anchorId: string): void {
  owned.delete(anchorId);
}
