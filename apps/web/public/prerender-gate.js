// Runs in <head> before the first paint. The build prerenders the signed-out landing into #root
// (src/prerender.tsx); on another path, or with a stored session (the signed-in home is the
// planner), that copy is not what will show, so it is hidden from the start (index.html's style).
try {
  if (location.pathname !== '/' || localStorage.getItem('rg.session')) document.documentElement.setAttribute('data-app-only', '');
} catch {
  document.documentElement.setAttribute('data-app-only', '');
}
