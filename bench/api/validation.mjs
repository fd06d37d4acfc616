// npm run bench:validation — the CPU time ShopValidationPipe takes for a sign-up body, in one
// process with nothing else on its event loop: as built (DtoInstances and DtoChecks), without
// DtoInstances (class-transformer makes every instance), without either (class-transformer and
// class-validator for every body), and Nest's own ValidationPipe with the same options. Each is
// timed over BENCH_BODIES bodies (default 100,000, each a new address) after as many unmeasured
// ones, in turns, three times.
// Needs the API's build (dist/api; `npm run build` or bench:api builds it).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inTurn, root } from './harness.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const dist = join(root, 'dist/api');
const { ValidationPipe } = require('@nestjs/common');
const { ShopValidationPipe } = require(join(dist, 'libs/api/http/src/index.js'));
const { SubscribeDto } = require(join(dist, 'libs/api/notify/src/lib/notify.dto.js'));
// Every DTO of the API defined, as in the server: class-validator's executor filters them all.
require(join(dist, 'apps/api/src/app/app.module.js'));

const bodies = Number(process.env.BENCH_BODIES ?? 100_000);
const metadata = { type: 'body', metatype: SubscribeDto, data: undefined };
/** The built pipe with its straight paths for flat DTOs (flatFor) cut down by `narrow`. */
function narrowed(narrow) {
  const pipe = new ShopValidationPipe();
  const flatFor = pipe.flatFor.bind(pipe);
  pipe.flatFor = (metatype) => narrow(flatFor(metatype));
  return pipe;
}
const pipes = [
  ['ShopValidationPipe', new ShopValidationPipe()],
  ['without DtoInstances', narrowed((flat) => flat && { ...flat, instances: undefined })],
  ['without DtoInstances and DtoChecks', narrowed(() => undefined)],
  ["Nest's ValidationPipe", new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true })],
];

let n = 0;
async function run(pipe) {
  const start = process.cpuUsage();
  for (let i = 0; i < bodies; i++) await pipe.transform({ email: ` Fan${n++}@Bench.Example ` }, metadata);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / bodies;
}

const times = new Map(pipes.map(([label]) => [label, []]));
for (const [, pipe] of pipes) await run(pipe);
for (let round = 0; round < 3; round++) {
  for (const [label, pipe] of inTurn(pipes, round)) times.get(label).push(await run(pipe));
}
console.log(`A sign-up body through the validation pipe, µs of CPU per body (${bodies} bodies a turn, three turns):`);
const [first] = pipes;
const median = (list) => [...list].sort((a, b) => a - b)[1];
for (const [label] of pipes) {
  const list = times.get(label);
  const ratio = median(list) / median(times.get(first[0]));
  console.log(
    `${label.padEnd(40)}${list.map((t) => t.toFixed(2).padStart(8)).join('')}   median ${median(list).toFixed(2)} (${ratio.toFixed(2)}x)`,
  );
}
