/** How long after its start a server runs its first housekeeping (the rollups folded and, on
 * PGlite, vacuumed): rows a bulk load left unfolded otherwise cost every dashboard view until
 * the hourly run (issue 45). bench:curve waits for it before measuring. */
export const FIRST_CHORES_MS = 30_000;
