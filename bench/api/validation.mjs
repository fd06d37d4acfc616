// npm run bench:validation — the CPU time ShopValidationPipe takes for a sign-up body, in one
// process with nothing else on its event loop: with DtoChecks (the built API's pipe), without
// them (the same pipe asking class-validator for every body, as before issue 22's last change),
// and Nest's own ValidationPipe with the same options. Each is timed over BENCH_BODIES bodies
// (default 100,000, each a new address) after as many unmeasured ones, in turns, three times.
// Needs the API's build (dist/api; `npm run build` or bench:api builds it).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './harness.mjs';

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
const withoutChecks = new ShopValidationPipe();
withoutChecks.checksFor = () => undefined;
const pipes = [
  ['ShopValidationPipe', new ShopValidationPipe()],
  ['ShopValidationPipe without DtoChecks', withoutChecks],
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
  for (const [label, pipe] of [...pipes.slice(round), ...pipes.slice(0, round)]) times.get(label).push(await run(pipe));
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
