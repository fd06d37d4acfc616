const { join } = require('node:path');
const preset = require(require('node:path').join(__dirname, '../jest.preset.cjs')).node(__dirname, 'workspace-tools');

module.exports = { ...preset, setupFiles: [join(__dirname, 'jest/workspace-cwd.cjs')] };
