// The one inline script of every page the web app renders: it starts the page's scripts once the
// page's first screen has been drawn (on a page whose head preloads a main picture at high
// priority, once that picture is on screen), so that what the shopper came to see has the link
// to itself. On a slow link it starts them sooner: where a round trip is long (a slow mobile
// link's, 300 ms and more), asking late would cost the scripts that round trip, so they are asked
// for after a short head start, their first bytes then arriving about when the picture's and the
// stylesheet's last ones have. Every script is asked for at low priority: none is needed to paint.
//
// It reads what to load from its own element: `data-preload`, the scripts the app will import
// (asked for at once, each as a module preload), and `data-run`, the module scripts to run. The
// text never changes, so the pages' Content-Security-Policy allows it by its hash
// (apps/api security-headers.ts) and still refuses every other inline script.

/** The first screen's head start on a link with long round trips, or one that does not say. */
export const HEAD_START_MS = 200;
/** How long the scripts wait for the first screen to be drawn at most, on any link. */
export const PAINT_WAIT_MS = 1500;
/**
 * How long after the picture has arrived the scripts wait at most for it to be reported drawn (a
 * picture smaller than a text already drawn is never reported as the largest paint).
 */
export const DRAWN_AFTER_LOAD_MS = 300;
/** A round trip this long or longer (navigator.connection.rtt) makes a link slow. */
export const SLOW_ROUND_TRIP_MS = 300;

export const PAGE_LOADER = `(function () {
  var me = document.currentScript;
  var started = false;
  var observer;
  function each(list, make) {
    list.split(' ').forEach(function (url) {
      if (!url) return;
      var element = make(url);
      element.fetchPriority = 'low';
      document.head.appendChild(element);
    });
  }
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    each(me.dataset.preload, function (url) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      return link;
    });
    each(me.dataset.run, function (url) {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = url;
      return script;
    });
  }
  var picture = document.querySelector('link[rel=preload][as=image][fetchpriority=high]');
  var types = window.PerformanceObserver ? PerformanceObserver.supportedEntryTypes || [] : [];
  var watchPaint = types.indexOf('largest-contentful-paint') >= 0;
  if (document.visibilityState === 'hidden' || (!picture && !watchPaint)) return start();
  var rtt = navigator.connection ? navigator.connection.rtt : undefined;
  var slow = rtt === undefined || rtt >= ${SLOW_ROUND_TRIP_MS};
  setTimeout(start, slow ? ${HEAD_START_MS} : ${PAINT_WAIT_MS});
  if (picture) {
    picture.addEventListener('error', start);
    picture.addEventListener('load', function () {
      if (watchPaint) setTimeout(start, ${DRAWN_AFTER_LOAD_MS});
      else requestAnimationFrame(function () {
        setTimeout(start);
      });
    });
  }
  if (watchPaint) {
    observer = new PerformanceObserver(function (list) {
      var drawn = list.getEntries().some(function (entry) {
        return !picture || entry.url;
      });
      if (drawn) start();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
})();`;
