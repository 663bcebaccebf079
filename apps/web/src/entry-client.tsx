import { readPageData } from './lib/page-data';
import './styles.css';

// The page the server sent is whole and works without script (its links and GET forms), so it
// paints first: the app's scripts are asked for only once the first frame is drawn, rather than
// sharing a slow link with the stylesheet and the first pictures. Until the app has taken over,
// its buttons show disabled (components/ui/button.tsx) and what is typed is kept.

function afterFirstPaint(run: () => void) {
  // A background tab draws no frames; it takes the app at once.
  if (document.visibilityState === 'hidden') setTimeout(run);
  else requestAnimationFrame(() => setTimeout(run));
}

afterFirstPaint(() => {
  // The page's own scripts, named by the server, all at once rather than one import at a time.
  for (const href of readPageData()?.scripts ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./hydrate-page');
});
