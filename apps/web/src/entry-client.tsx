import './styles.css';

// The page the server sent is whole and works without script (its links and GET forms), so it
// paints first: the app runs only once the first frame is drawn. Its scripts are not waited for
// then: the page's loader (contract page-loader.ts) asked for every one of them at once, as
// module preloads, when the page's main picture was on screen (sooner on a slow link). Until
// the app has taken over, its buttons show disabled (components/ui/button.tsx) and what is typed
// is kept.
//
// The app starts in slices, each a task of its own with a yield before the next, so that a tap
// or a frame can come in between and no one task holds a phone's thread for the whole start:
// React alone (react, react-dom and the scheduler), then the app's shell (router, query cache,
// layouts, the page's data and the session), then the page's own module, then hydration, which
// React itself does in slices (a transition). Each boundary is a dynamic import, since a graph
// of modules imported statically is evaluated in one task; the files are fetched already (the
// loader named them), so an import costs no round trip.

function afterFirstPaint(run: () => void) {
  // A background tab draws no frames; it takes the app at once.
  if (document.visibilityState === 'hidden') setTimeout(run);
  else requestAnimationFrame(() => setTimeout(run));
}

type YieldingScheduler = { yield?: () => Promise<void> };

/** Ends the current task: the rest runs in a later one, after what the browser has waiting. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start() {
  await import('react-dom/client');
  await nextTask();
  const app = await import('./hydrate-page');
  await nextTask();
  await app.loadPage();
  await nextTask();
  app.hydratePage();
}

afterFirstPaint(() => void start());
