/** Downloads the answer of a POST opened by a one-use token (a form submitted in a hidden frame, so that the page never moves). */
export function postDownload(url: string, root: Node & ParentNode): void {
  // A name of its own, so that two downloads in a row never share a frame (not a time: nothing reads the clock here).
  const frameName = `ap-download-${Math.random().toString(36).slice(2)}`;
  const frame = document.createElement('iframe');
  frame.name = frameName;
  frame.hidden = true;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.target = frameName;
  root.append(frame, form);
  form.submit();
  form.remove();
  setTimeout(() => frame.remove(), 60_000);
}
