// The workspace checks read files by paths from the workspace root, where Jest ran before Nx
// (whose inferred target runs Jest in the project's directory).
process.chdir(require('node:path').resolve(__dirname, '../..'));
