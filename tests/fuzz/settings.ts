/**
 * How hard the fuzz suite pushes. In `npm test`: 50 requests per operation from a fixed seed, so a failure
 * replays exactly. A service's operations take their turn one request at a time, so the suite lasts as long
 * as its largest contract: content's 72 operations make 3,600 requests in a row at 50 (7,200 at the former
 * 100). The fuzz file was `npm test`'s longest vitest file by far (five times the next file), its requests
 * and the row snapshots around each keeping PostgreSQL busy all along; 50 keeps every operation sent valid and
 * broken requests as each caller, and the same seed's first 50 cases are the 100's first 50. `npm run fuzz`
 * (FUZZ_DEPTH=deep): 1,000 per operation from a random seed, printed; FUZZ_SEED=<seed> replays it, FUZZ_RUNS=<n>
 * sets the count.
 */
const deep = process.env.FUZZ_DEPTH === 'deep';

export const fuzzRuns = Number(process.env.FUZZ_RUNS ?? (deep ? 1000 : 50));

export const fuzzSeed = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : deep
    ? Math.floor(Math.random() * 2 ** 31)
    : 20_261_122;

export const replayHint = `FUZZ_SEED=${fuzzSeed} FUZZ_RUNS=${fuzzRuns} npm run fuzz`;
