import './styles.css';

// The page the server sent is whole and works without script (its links and GET forms), so it
// paints first: the app runs only once the first frame is drawn. Its scripts are not waited for
// then: the page's head names every one of them (modulepreload, low priority), so the browser
// has asked for them all at once, behind the stylesheet and the first picture. Until the app has
// taken over, its buttons show disabled (components/ui/button.tsx) and what is typed is kept.

function afterFirstPaint(run: () => void) {
  // A background tab draws no frames; it takes the app at once.
  if (document.visibilityState === 'hidden') setTimeout(run);
  else requestAnimationFrame(() => setTimeout(run));
}

afterFirstPaint(() => void import('./hydrate-page'));
