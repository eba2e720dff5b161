#!/usr/bin/env node
// The planning timeline with 200 rows and 5,000 events, WEEK and DAY modes, in headless
// Chromium (Debian's), for both flavours: time from render to the first paint, rows in the
// DOM (virtualised), and the frame times while scrolling through every row as a mouse wheel does (120 px a frame).
// Median of RUNS runs, each in a fresh page. `node bench/timeline.mjs [--runs 7]`.
import { rollup } from 'rollup';
import { plugins } from '../rollup.config.mjs';
import { launchChromium, root } from './support.mjs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 7;

async function bundle(flavour) {
  // The embed's own plugins but the chunk cleaner (it works on dist/embed's folders).
  const build = await rollup({ input: `${root}bench/timeline/entry.tsx`, plugins: plugins(flavour).filter((p) => p.name !== 'clean-chunks'), onwarn: () => {} });
  const { output } = await build.generate({ format: 'es', inlineDynamicImports: true });
  await build.close();
  return output[0].code;
}

const browser = await launchChromium();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

console.log('| bundle | mode | render (médiane) | première peinture (médiane) | lignes dans le DOM | défilement : images | image médiane | image p95 | image max | images > 20 ms |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const flavour of ['react', 'preact']) {
  const code = await bundle(flavour);
  for (const mode of ['WEEK', 'DAY']) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.setContent('<!doctype html><html><head><link rel="icon" href="data:,"></head><body></body></html>');
      await page.addScriptTag({ type: 'module', content: code });
      await page.waitForFunction(() => typeof window.timelineBench === 'function');
      results.push(await page.evaluate((m) => window.timelineBench(m), mode));
      await page.close();
    }
    const frames = results.flatMap((r) => r.frames);
    const ms = (v) => `${v.toFixed(1)} ms`;
    console.log(
      `| ${flavour} | ${mode} | ${ms(median(results.map((r) => r.render)))} | ${ms(median(results.map((r) => r.painted)))} | ${results[0].rows} / 200 | ${results[0].frames.length} | ${ms(median(frames))} | ${ms(percentile(frames, 95))} | ${ms(Math.max(...frames))} | ${frames.filter((f) => f > 20).length} / ${frames.length} |`,
    );
  }
}
await browser.close();
