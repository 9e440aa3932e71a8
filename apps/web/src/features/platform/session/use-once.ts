import { useEffect, useState } from 'react';

/** A call a session page makes once per page load, however often React runs its effect (StrictMode runs it twice). */
export function once(start: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | undefined;
  return () => {
    started ??= start();
    return started;
  };
}

/** Runs `start` (made with `once`) after the first render; true once it has failed. Success leaves the page. */
export function useFailed(start: () => Promise<void>): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    start().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [start]);
  return failed;
}
