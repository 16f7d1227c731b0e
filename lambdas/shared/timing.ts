/**
 * Answers that must not tell by their timing whether an account exists (a failed sign-in,
 * a forgot-password request) are held until a fixed time after the request began. The
 * floor is set above the slowest natural path, so every such answer takes the same time.
 */
export async function holdUntil(startedAt: number, floorMs: number): Promise<void> {
  const wait = startedAt + floorMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Runs the work, then holds its answer (or its error) until the floor has passed. */
export async function withResponseFloor<T>(floorMs: number, work: () => Promise<T>, startedAt = Date.now()): Promise<T> {
  try {
    return await work();
  } finally {
    await holdUntil(startedAt, floorMs);
  }
}
