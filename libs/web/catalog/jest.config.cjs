module.exports = require(require('node:path').join(__dirname, '../../../jest.preset.cjs')).web(__dirname, 'web-catalog');
