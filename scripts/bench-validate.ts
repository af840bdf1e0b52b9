// `npm run bench:validate [-- --runs 3]`: how long validating site.json takes as the file grows,
// for a valid file and two invalid ones (issue 9): 0.1, 1, 2.5 and 5 MB, each the test fixture
// grown with instruments, (a) as it is, (b) with one 100,000-character image path, (c) with an
// equipment tab naming 10,000 undefined instruments. Time per MB should stay about the same.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { validateManifestText } from '../src/manifest/index';
import { FIXTURE_PUBLIC, LARGE_MANIFEST_VARIANTS, largeManifest } from '../tests/manifest/robustnessManifests';

const SIZES_MB = [0.1, 1, 2.5, 5];
const GOAL_MS = 2000;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs));

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

/** Wall-clock and CPU milliseconds of one validation (CPU shows the work when the machine is busy). */
async function timeValidation(text: string): Promise<{ wall: number; cpu: number; problems: number }> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC });
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, problems: result.problems.length };
}

// The schema compiles once per process; that is not part of any one file's time.
await validateManifestText('{}', 'site.json', { publicDir: FIXTURE_PUBLIC });

console.log('variant          size MB  problems  wall ms  cpu ms  wall ms/MB');
let slowest = 0;
for (const variant of LARGE_MANIFEST_VARIANTS) {
  for (const sizeMb of SIZES_MB) {
    const text = largeManifest(variant, sizeMb * 1_000_000);
    const timings = [];
    for (let run = 0; run < runs; run++) timings.push(await timeValidation(text));
    const wall = median(timings.map((timing) => timing.wall));
    const cpu = median(timings.map((timing) => timing.cpu));
    const mb = Buffer.byteLength(text) / 1_000_000;
    slowest = Math.max(slowest, wall);
    console.log(
      `${variant.padEnd(16)} ${mb.toFixed(2).padStart(7)} ${String(timings[0]!.problems).padStart(9)} ${wall.toFixed(0).padStart(8)} ${cpu.toFixed(0).padStart(7)} ${(wall / mb).toFixed(0).padStart(11)}`,
    );
  }
}
console.log(
  slowest < GOAL_MS
    ? `Every file validated within ${GOAL_MS} ms.`
    : `Slowest file took ${slowest.toFixed(0)} ms, over the ${GOAL_MS} ms goal.`,
);
// Wall-clock time means little on a machine busy with other work; CPU time still shows the trend.
const load = loadavg()[0]!;
if (load > availableParallelism())
  console.log(`Load average ${load.toFixed(1)} on ${availableParallelism()} cores: read the CPU column.`);
