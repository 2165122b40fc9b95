// The solver's thread: loads sudosat.wasm once, then answers each request from the page
// (page_api.cpp) in order. The page terminates this worker to stop a long search.
'use strict';
importScripts('sudosat.js');

let module = null;
const loading = createSudosat().then((m) => {
  module = m;
  postMessage({ type: 'ready', version: m.ccall('sudosat_version', 'string', [], []) });
}, (error) => {
  postMessage({ type: 'failed', message: 'the solver did not load: ' + error });
});

onmessage = async (event) => {
  const { id, request } = event.data;
  await loading;
  if (!module) return;
  const t0 = performance.now();
  let answer;
  try {
    answer = JSON.parse(module.ccall('sudosat_answer', 'string', ['string'], [JSON.stringify(request)]));
  } catch (error) {  // out of memory, or a bug: said in the page, never only in the console
    answer = { verdict: 'error', message: 'internal error: ' + error };
  }
  postMessage({ type: 'answer', id, answer, ms: performance.now() - t0 });
};
