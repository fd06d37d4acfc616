// Jest global teardown of the API project: removes the template pglite-template.cjs made.
module.exports = require('./pglite-template.cjs').teardown;
