/**
 * Lets the browser answer input and draw between the steps of the start-up (the settings, the
 * actor system, the router, the first render), so no step is one long task on a slow phone.
 * `scheduler.yield()` where the browser has it (the start-up resumes ahead of other tasks),
 * else a message to itself (a timer would wait at least 4 ms once timers nest).
 */
type Scheduler = { readonly yield?: () => Promise<void> };

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
