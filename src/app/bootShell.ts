/**
 * The entry's side of the boot shell (server/pages/bootShell.ts draws the shell, the build
 * writes index.html): the app's code is asked for only once the shell's lead pictures are
 * painted. Asked for with the page, the scripts shared a phone's connection with those
 * pictures, and Lighthouse's simulation counts every request that ends before the largest
 * paint against that paint (a list's LCP was 1.0 s or 2.0 s by which came first).
 */

/** The Element Timing identifier of the shell's lead pictures (the server marks them). */
export const LEAD_PICTURE_TIMING = "lead-picture";

/** index.html's template holding the start-up's module preloads, inert (vite.config.ts). */
export const START_UP_PRELOADS_ID = "start-up-preloads";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Element Timing's entry (not in every DOM typing yet). */
interface ElementTiming extends PerformanceEntry {
  readonly identifier: string;
}

/**
 * Resolves once each of the shell's lead pictures has been painted, as Element Timing reports
 * it (once the frame is on screen, as the largest paint's time is), or has failed to load. A
 * browser without Element Timing waits for the pictures' decoding and the next frame instead.
 */
export function leadPicturesPainted(leads: readonly HTMLImageElement[]): Promise<void> {
  // A page without lead pictures waits for its shell's frame, as before the app's code.
  if (leads.length === 0) return nextFrame();
  const decoded = leads.map((lead) =>
    lead.decode().then(
      () => true,
      () => false,
    ),
  );
  if (!PerformanceObserver.supportedEntryTypes.includes("element")) {
    return Promise.all(decoded).then(nextFrame);
  }
  return new Promise((resolve) => {
    let waiting = leads.length;
    const settle = () => {
      if (--waiting > 0) return;
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementTiming[]) {
        if (entry.identifier === LEAD_PICTURE_TIMING) settle();
      }
    });
    // A picture that fails is never painted: it is waited for no longer.
    for (const decoding of decoded) void decoding.then((ok) => ok || settle());
    observer.observe({ type: "element", buffered: true });
  });
}

/** Links added in one task: adding one costs Chrome about a millisecond (decision 0005). */
const LINKS_PER_TASK = 4;

/** Adds the template's preload links to the head, a few per task (nothing if there is none). */
export async function requestStartUpModules(): Promise<void> {
  const template = document.getElementById(START_UP_PRELOADS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const links = [...document.importNode(template.content, true).children];
  template.remove();
  for (let first = 0; first < links.length; first += LINKS_PER_TASK) {
    if (first > 0) await nextTask();
    document.head.append(...links.slice(first, first + LINKS_PER_TASK));
  }
}
