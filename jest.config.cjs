// Every project's Jest config in one run (`npx jest --selectProjects web-cart`, say); `npm test`
// runs them through Nx instead, one inferred `test` target per project (@nx/jest/plugin).
const { globSync } = require('node:fs');

module.exports = {
  projects: globSync('{apps,libs,tools}/**/jest.config.cjs', { cwd: __dirname, exclude: (p) => p.includes('node_modules') }).map(
    (file) => `<rootDir>/${file}`,
  ),
};
