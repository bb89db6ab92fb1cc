// The scripts of a page the server sent already drawn (src/prerender.tsx), fetched at low
// priority once that page is on screen: its first paint waits for the stylesheets only, never
// for script bytes (on a slow connection they would share its bandwidth). A page in a hidden
// tab paints nothing until it is shown, so it loads them at once; a page whose paint is not
// reported within a second loads them then.
(() => {
  const loader = document.currentScript;
  // Starting a preload costs the main thread about a millisecond: a few per task, so that
  // the page answers a tap in between.
  const preloadsPerTask = 6;
  const preloadSome = (links) => {
    for (const link of links.slice(0, preloadsPerTask)) link.rel = 'modulepreload';
    if (links.length > preloadsPerTask) setTimeout(preloadSome, 0, links.slice(preloadsPerTask));
  };
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.fetchPriority = 'low';
    entry.src = loader.dataset.entry;
    document.head.append(entry);
    preloadSome([...document.querySelectorAll('link[rel="modulepreload-after-paint"]')]);
  };
  if (document.visibilityState === 'hidden') return load();
  // Reported once the first paint with content is on screen.
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(load);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, 1000);
})();
