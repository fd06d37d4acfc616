module.exports = require(require('node:path').join(__dirname, '../../jest.preset.cjs')).faults(__dirname, 'api-faults');
