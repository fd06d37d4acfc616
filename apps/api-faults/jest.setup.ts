// Real processes, restarts and drain delays: far slower than unit tests, on a busy 2-core machine
// slower still. Hooks included (a project-level testTimeout does not reach them).
jest.setTimeout(120_000);
