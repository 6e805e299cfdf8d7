// Preloaded into a brand server by `bench:load` (node --expose-gc --require): on SIGUSR2 the process runs a full
// garbage collection and writes the heap still in use, the memory a leak would grow (resident memory also moves with
// how much room V8 keeps for the next allocations).
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') global.gc();
  process.stderr.write(`[heap-probe] ${process.memoryUsage().heapUsed}\n`);
});
