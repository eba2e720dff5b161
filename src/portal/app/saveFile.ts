/** Lets the browser save the file of a one-use URL, without leaving the page (a detached link: the host page is not touched). */
export function saveFrom(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
}

/** Opens a one-use preview URL (inline=true) in a new tab. */
export function openPreview(url: string): void {
  window.open(url, '_blank', 'noopener');
}
