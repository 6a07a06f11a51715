// The case notices' wake-up (issue 48): whatever queues a mail about a case says so once its
// transaction has committed, and this instance's sender looks at once instead of at its next poll.
const wake = new EventTarget();

export function caseNoticesQueued(): void {
  wake.dispatchEvent(new Event("queued"));
}

export function onCaseNoticesQueued(listener: () => void): () => void {
  wake.addEventListener("queued", listener);
  return () => wake.removeEventListener("queued", listener);
}
