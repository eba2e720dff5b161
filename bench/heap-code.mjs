// Which scripts V8's machine code belongs to, in a heap snapshot (bench/soak.mjs --snapshots): a function interpreted
// from its bytecode shares the interpreter's entry, one that has run often enough gets code of its own (baseline, then
// optimised), reached through its `code` edge; its `shared` info names its script. Functions of scripts without a name
// are the benchmark's own evaluations (Playwright's calls, the instrumentation), not the portal's.

/** Bytes of machine code (each Code object once, with its instruction stream) by script name, from a parsed snapshot. */
export function machineCodeByScript({ snapshot, nodes, edges, strings }) {
  const nodeFields = snapshot.meta.node_fields;
  const edgeFields = snapshot.meta.edge_fields;
  const nodeTypes = snapshot.meta.node_types[0];
  const edgeTypes = snapshot.meta.edge_types[0];
  const N = nodeFields.length;
  const E = edgeFields.length;
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((field) => nodeFields.indexOf(field));
  const [edgeTypeAt, edgeNameAt, toAt] = ['type', 'name_or_index', 'to_node'].map((field) => edgeFields.indexOf(field));
  const count = nodes.length / N;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e;
    e += nodes[i * N + edgeCountAt] * E;
  }
  firstEdge[count] = edges.length;
  const name = (node) => strings[nodes[node * N + nameAt]];
  const edgeTo = (node, wanted) => {
    for (let e = firstEdge[node]; e < firstEdge[node + 1]; e += E) {
      const named = !['element', 'hidden'].includes(edgeTypes[edges[e + edgeTypeAt]]);
      if (named && strings[edges[e + edgeNameAt]] === wanted) return edges[e + toAt] / N;
    }
    return null;
  };
  const bytes = new Map();
  const counted = new Set();
  for (let node = 0; node < count; node++) {
    if (nodeTypes[nodes[node * N + typeAt]] !== 'closure') continue;
    const code = edgeTo(node, 'code');
    const shared = edgeTo(node, 'shared');
    // Builtins (the interpreter's entry, lazy compilation) are shared by thousands of functions: not the function's own.
    if (code === null || shared === null || counted.has(code) || nodeTypes[nodes[code * N + typeAt]] !== 'code') continue;
    counted.add(code);
    const stream = edgeTo(code, 'instruction_stream');
    const size = nodes[code * N + sizeAt] + (stream === null ? 0 : nodes[stream * N + sizeAt]);
    const script = edgeTo(shared, 'script');
    const scriptName = script === null ? null : edgeTo(script, 'name');
    const label = (scriptName === null ? '' : name(scriptName)).replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js');
    bytes.set(label, (bytes.get(label) ?? 0) + size);
  }
  return bytes;
}
