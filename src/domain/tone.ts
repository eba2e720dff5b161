/** The colours a tag or badge takes (spec 000 §3 names success, info, primary and warning; danger is the product's). */
export type Tone = 'success' | 'info' | 'primary' | 'warning' | 'danger';
