// Loads the bundle named by ?bundle= (react by default): one set of test pages serves both builds.
const flavour = new URLSearchParams(location.search).get('bundle');
await import(flavour === 'preact' ? '/dist/embed/agency-portal.preact.js' : '/dist/embed/agency-portal.js');
