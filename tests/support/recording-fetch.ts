/**
 * A fetch that forwards every request to the real global fetch and records it,
 * so tests can count calls (e.g. refreshes) and read the headers that were sent.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
}

export function recordingFetch() {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    requests.push({ method: request.method, path: new URL(request.url).pathname, headers: request.headers });
    return globalThis.fetch(input, init);
  };
  return { fetch, requests, count: (path: string) => requests.filter((r) => r.path === path).length };
}
