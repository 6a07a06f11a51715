// Runs before dev/build/start/test: on Node < 24 the build "works" but Vitest and
// the server fail later in obscure ways, so stop here with a message that says why.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Samudra needs Node.js 24 or newer; this is ${process.version}.\n` +
      "Run it through npm (npm start, npm test): npm puts the project's own Node 24 " +
      "(node_modules/.bin/node, from the node-linux-* package) first on PATH. " +
      "If that is missing, run `npm ci` again on linux x64/arm64, or install Node 24.",
  );
  process.exit(1);
}
