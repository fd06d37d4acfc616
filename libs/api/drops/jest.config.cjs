module.exports = require(require('node:path').join(__dirname, '../../../jest.preset.cjs')).api(__dirname, 'api-drops');
