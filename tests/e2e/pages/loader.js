// Loads the bundle named by ?bundle= (react by default): one set of test pages serves every build.
// 'iife' is the classic script (no type="module"); 'both' loads React then Preact, as a careless host page might.
const flavour = new URLSearchParams(location.search).get('bundle');
const MODULES = { react: ['/dist/embed/agency-portal.js'], preact: ['/dist/embed/agency-portal.preact.js'], both: ['/dist/embed/agency-portal.js', '/dist/embed/agency-portal.preact.js'] };
if (flavour === 'iife') {
  const script = document.createElement('script');
  script.src = '/dist/embed/agency-portal.iife.js';
  document.head.append(script);
} else {
  for (const url of MODULES[flavour] ?? MODULES.react) await import(url);
}
