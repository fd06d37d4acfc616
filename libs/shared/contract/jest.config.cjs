module.exports = require(require('node:path').join(__dirname, '../../../jest.preset.cjs')).node(__dirname, 'shared-contract');
